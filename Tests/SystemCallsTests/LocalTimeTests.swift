import Foundation
import SystemCalls
import Testing

/// `LocalTime` reads the C library's local time; `TZ` is set in a child process to POSIX rules
/// (no zone files involved), whose offsets, abbreviations and changes are known by hand.
@Suite struct LocalTimeTests {
    @Test func offsetsAbbreviationsAndChangesFollowTZ() async {
        await #expect(processExitsWith: .success) {
            // +2 h as AAA; +3 h as BBB from the last Sunday of March at 02:00 to the last Sunday of
            // October at 03:00 (2026: March 29, 00:00 UTC, and October 25, 00:00 UTC).
            setenv("TZ", "AAA-2BBB,M3.5.0/2,M10.5.0/3", 1)
            LocalTime.reloadZone()
            let winter = LocalTime.Offset(secondsFromGMT: 7200, abbreviation: "AAA", isDaylightSavingTime: false)
            let summer = LocalTime.Offset(secondsFromGMT: 10800, abbreviation: "BBB", isDaylightSavingTime: true)
            guard LocalTime.offset(at: 1_768_478_400) == winter, LocalTime.offset(at: 1_784_116_800) == summer,
                LocalTime.offset(at: 1_774_742_399) == winter, LocalTime.offset(at: 1_774_742_400) == summer,
                LocalTime.offset(at: 1_792_886_399) == summer, LocalTime.offset(at: 1_792_886_400) == winter
            else { exit(1) }
            // A zone the C library names by its offset, and TZ read again after it changes.
            setenv("TZ", "<+0545>-5:45", 1)
            LocalTime.reloadZone()
            guard LocalTime.offset(at: 0)?.secondsFromGMT == 20700, LocalTime.offset(at: 0)?.abbreviation == "+0545"
            else { exit(2) }
            // Beyond the years a `struct tm` holds.
            exit(LocalTime.offset(at: .max) == nil ? 0 : 3)
        }
    }
}
