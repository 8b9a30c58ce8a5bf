import Foundation
import PropertyList
import TestSupport
import Testing

/// Date pickers are shown and read in the user's zone, which `settings` takes from the C library
/// (`TZ`, else `/etc/localtime`): it links no ICU, and FoundationEssentials' `TimeZone.current` is
/// GMT without it (issue 32).
@Suite struct DateTimeZoneCommandTests {
    let sandbox = Sandbox()
    var bundle: String { sandbox.home + "/App/Settings.bundle" }

    /// A bundle whose in-app view has one date picker, `when`, defaulting to 2026-07-01 12:00 UTC.
    func writeBundle() throws {
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(["PreferenceSpecifiers": []]).write(
            to: URL(fileURLWithPath: bundle + "/Root.plist"))
        let picker: PlistValue = [
            "Type": "IASKDatePickerSpecifier", "Title": "When", "Key": "when",
            "DefaultValue": .date(Date(timeIntervalSince1970: 1_782_907_200)),
        ]
        try PropertyListCoder.encodeXML(["PreferenceSpecifiers": [picker]]).write(
            to: URL(fileURLWithPath: bundle + "/Root.inApp.plist"))
    }

    func settings(_ arguments: [String], zone: String) throws -> Sandbox.Result {
        try sandbox.run("settings", arguments, environment: ["TZ": zone])
    }

    @Test func getShowsTheDateInTheUsersZoneWithItsDaylightSavingTime() throws {
        try writeBundle()
        for (zone, shown) in [
            ("UTC", "2026-07-01 12:00"), ("Asia/Tokyo", "2026-07-01 21:00"),
            ("America/New_York", "2026-07-01 08:00"), ("Europe/Paris", "2026-07-01 14:00"),
        ] {
            let got = try settings(["get", "--in-app", bundle, "when"], zone: zone)
            #expect(got.status == 0, "\(got.error)")
            #expect(got.output.hasPrefix(shown + "\n"), "TZ=\(zone): \(got.output)")
        }
    }

    @Test func setReadsALocalTimeInTheUsersZone() throws {
        try writeBundle()
        // Winter in Paris is UTC+1, so 10:30 there is 09:30 UTC.
        let set = try settings(["set", "--in-app", bundle, "when", "2026-12-01 10:30"], zone: "Europe/Paris")
        #expect(set.status == 0, "\(set.error)")
        let got = try settings(["get", "--in-app", bundle, "when"], zone: "UTC")
        #expect(got.output.hasPrefix("2026-12-01 09:30\n"), "\(got.output)")
    }
}
