import Foundation
import Testing

@testable import PropertyList

/// The one date parser of `settings set`, the editor's date rows and `defaults write -date`.
@Suite struct DateTextTests {
    static let utc = TimeZone(secondsFromGMT: 0)!
    static let paris = TimeZone(secondsFromGMT: 3600)!
    /// 2024-01-02 03:04:05 UTC.
    static let instant = Date(timeIntervalSince1970: 1_704_164_645)

    @Test func everyFormTheToolsPrint() {
        let cases: [(String, TimeZone, Date)] = [
            // `defaults read`, a date's description, `settings get` for a value that is not a date row.
            ("2024-01-02 03:04:05 +0000", Self.paris, Self.instant),
            ("2024-01-02 04:04:05 +0100", Self.utc, Self.instant),
            // ISO 8601: `settings get --json`, and what people paste.
            ("2024-01-02T03:04:05Z", Self.paris, Self.instant),
            ("2024-01-02T04:04:05+01:00", Self.utc, Self.instant),
            ("2024-01-02T04:04:05+0100", Self.utc, Self.instant),
            ("2024-01-02T04:04:05", Self.paris, Self.instant),
            ("2024-01-02T03:04:05.250Z", Self.utc, Self.instant.addingTimeInterval(0.25)),
            // A date row's text (`settings get`), with or without seconds; a day alone is midnight.
            ("2024-01-02 04:04:05", Self.paris, Self.instant),
            ("2024-01-02 04:04", Self.paris, Self.instant.addingTimeInterval(-5)),
            ("2024-01-02", Self.utc, Date(timeIntervalSince1970: 1_704_153_600)),
            ("  2024-1-2 3:04  ", Self.utc, Self.instant.addingTimeInterval(-5)),
        ]
        for (text, zone, date) in cases { #expect(DateText.parse(text, timeZone: zone) == date, "\(text)") }
    }

    @Test func anythingElseIsNotADate() {
        for text in [
            "", "soon", "2024-13-01", "2023-02-29", "2024-01-32", "2024-01-02 24:00", "2024-01-02 03:04:60",
            "2024-01-02 03:04:05 +2500", "2024-01-02T03:04:05Q", "24-01-02", "2024-01-02 03", "2024-01-02T",
            "2024-01-02 03:04:05 +0000 extra", "2024-01-02T03:04:05Z\u{0301}", "２０２４-01-02", "2024-01-02\n03:04",
        ] {
            #expect(DateText.parse(text, timeZone: Self.utc) == nil, "\(text)")
        }
    }

    /// What the description printer writes reads back as the same date.
    @Test func theDescriptionReadsBack() {
        let text = OpenStepPrinter.dateDescription(Self.instant)
        #expect(DateText.parse(text, timeZone: Self.paris) == Self.instant)
    }
}
