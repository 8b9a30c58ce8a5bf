import Foundation
import Testing

@testable import SettingsBundle
@testable import SettingsEditor

/// The user's zone without ICU: `SettingsTimeZone.local` reads each offset from the C library
/// (`LocalTime`, `localtime_r`) and resolves local times itself. Foundation with ICU is the oracle,
/// in a child process whose `TZ` is set to each zone: offsets at every daylight-saving transition
/// from 1980 to 2036 and on dates every three days, and the instants of the local times around
/// each transition (skipped and repeated ones included), as Foundation's calendar resolves them.
@Suite struct SettingsTimeZoneTests {
    static let zones = [
        "America/New_York", "Europe/Paris", "Australia/Sydney", "Europe/Dublin", "Asia/Kathmandu",
        "America/St_Johns", "Pacific/Chatham", "Pacific/Apia", "America/Sao_Paulo", "Australia/Lord_Howe",
        "Asia/Tokyo", "UTC",
    ]

    /// Every difference between the C library's zone (`TZ` set to `name`) and Foundation's.
    static func differences(zone name: String) -> [String] {
        setenv("TZ", name, 1)
        tzset()
        guard let zone = TimeZone(identifier: name) else { return ["Foundation has no zone \(name)"] }
        let local = SettingsTimeZone.local
        let foundation = SettingsTimeZone(zone)
        var differences: [String] = []
        func offsets(at date: Date) {
            let ours = local.secondsFromGMT(for: date)
            if ours != zone.secondsFromGMT(for: date) || ours != TimeZone.current.secondsFromGMT(for: date) {
                differences.append("offset at \(date): \(ours), Foundation \(zone.secondsFromGMT(for: date))")
            }
            if local.components(of: date) != foundation.components(of: date) {
                differences.append("components of \(date)")
            }
        }
        let start = Date(timeIntervalSince1970: 315_532_800)  // 1980-01-01
        let end = Date(timeIntervalSince1970: 2_082_758_400)  // 2036-01-01
        var date = start
        while date < end {
            offsets(at: date)
            date += 3 * 86_400 + 25_200
        }
        var after = start
        var gmt = Calendar(identifier: .gregorian)
        gmt.timeZone = .gmt
        while let transition = zone.nextDaylightSavingTimeTransition(after: after), transition < end {
            after = transition
            offsets(at: transition - 1)
            offsets(at: transition)
            // Local times from an hour before the change to an hour after it, every quarter hour.
            let before = zone.secondsFromGMT(for: transition - 1)
            let now = zone.secondsFromGMT(for: transition)
            var wall = transition + Double(min(before, now) - 3600)
            while wall <= transition + Double(max(before, now) + 3600) {
                let c = gmt.dateComponents([.year, .month, .day, .hour, .minute], from: wall)
                if local.date(from: c) != foundation.date(from: c) {
                    differences.append(
                        "\(c.year!)-\(c.month!)-\(c.day!) \(c.hour!):\(c.minute!): \(String(describing: local.date(from: c))), Foundation \(String(describing: foundation.date(from: c)))"
                    )
                }
                wall += 900
            }
        }
        return differences
    }

    /// How the child marks a difference on its standard error (the test library writes there too).
    static let marker = "SettingsTimeZone difference: "

    /// The child prints its differences (none: nothing) and exits normally; Foundation's own
    /// current zone (`TimeZone.current`) follows `TZ` there and is held against it too.
    @Test(arguments: zones) func theCLibrarysZoneIsFoundations(zone: String) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [zone] in
            let differences = SettingsTimeZoneTests.differences(zone: zone)
            let marker = SettingsTimeZoneTests.marker
            for difference in differences.prefix(10) {
                FileHandle.standardError.write(Data("\n\(marker)\(difference)\n".utf8))
            }
            exit(0)
        }
        let printed = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let differences = printed.split(separator: "\n").filter { $0.hasPrefix(Self.marker) }
        #expect(result != nil && differences.isEmpty, "\(zone): \(differences)")
    }

    /// A local time a change of offset skips is read with the offset before the change; one it
    /// repeats is the first (the offset before the change): Foundation's `.former` for both.
    @Test func skippedAndRepeatedLocalTimesAreReadWithTheOffsetBeforeTheChange() {
        let change = Date(timeIntervalSince1970: 1_000_000)
        func spring(_ date: Date) -> Int { date < change ? 3600 : 7200 }
        func fall(_ date: Date) -> Int { date < change ? 7200 : 3600 }
        // Spring forward: local times from change + 1 h to change + 2 h do not exist.
        #expect(SettingsTimeZone.offset(namingLocalTime: change + 5400, offsetAt: spring) == 3600)
        #expect(SettingsTimeZone.offset(namingLocalTime: change + 7200, offsetAt: spring) == 7200)
        #expect(SettingsTimeZone.offset(namingLocalTime: change + 3599, offsetAt: spring) == 3600)
        // Fall back: local times from change + 1 h to change + 2 h come twice; the first is taken.
        #expect(SettingsTimeZone.offset(namingLocalTime: change + 5400, offsetAt: fall) == 7200)
        #expect(SettingsTimeZone.offset(namingLocalTime: change + 7200, offsetAt: fall) == 3600)
        #expect(SettingsTimeZone.offset(namingLocalTime: change + 3599, offsetAt: fall) == 7200)
        #expect(SettingsTimeZone.offset(namingLocalTime: change - 86_400 * 5, offsetAt: fall) == 7200)
    }

    /// The date editor shows the abbreviation of the date its fields name, from the C library for
    /// the user's zone (`CEST` for a summer date, where Foundation with ICU says `GMT+2`).
    @Test func theEditorNamesTheZoneOfTheEditedDate() async {
        await #expect(processExitsWith: .success) {
            setenv("TZ", "Europe/Paris", 1)
            tzset()
            let summer = SettingsTimeZone.local.abbreviation(for: Date(timeIntervalSince1970: 1_782_864_000))
            let winter = SettingsTimeZone.local.abbreviation(for: Date(timeIntervalSince1970: 1_795_512_600))
            exit(summer == "CEST" && winter == "CET" ? 0 : 1)
        }
    }
}
