import Foundation
import Testing

@testable import Defaults

/// The dates Defaults writes without Foundation's formatters (issue 32: Defaults builds on
/// FoundationEssentials), against those formatters on many instants.
@Suite struct FoundationFreeDateTests {
    /// Instants from year 1 to 9999: whole, fractional and negative seconds, month and leap-year
    /// edges, and a seeded spread in between.
    static let dates: [Date] = {
        var seconds: [Double] = [
            0, -1, 1, 0.5, -0.5, 0.999, 59.999_999, 86_399, 86_400, 951_782_400, 951_868_799, 1_700_000_000.25,
            -62_135_596_800, 253_402_300_799, 978_307_200, 1_709_208_000, 4_107_542_400, -2_208_988_800,
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let fraction = Double(state >> 11) / Double(1 << 53)
            seconds.append(-62_135_596_800 + fraction * (253_402_300_799 + 62_135_596_800))
        }
        return seconds.map(Date.init(timeIntervalSince1970:))
    }()

    @Test func writeCommandDatesAreISO8601DateFormattersInternetDateTime() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        for date in Self.dates {
            #expect(WriteValueEncoder.isoDate(date) == formatter.string(from: date), "\(date.timeIntervalSince1970)")
        }
    }

    /// The kept copy's stamp as `gmtime_r` and `String(format:)` wrote it before.
    @Test func corruptCopyStampsAreGmtimesFields() {
        for date in Self.dates where date.timeIntervalSince1970 >= 0 {
            var now = time_t(date.timeIntervalSince1970)
            var parts = tm()
            gmtime_r(&now, &parts)
            let expected = String(
                format: "%04d%02d%02dT%02d%02d%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
            #expect(CorruptFileKeeper.timestamp(at: date) == expected, "\(date.timeIntervalSince1970)")
        }
    }
}
