import Foundation
import Testing

@testable import PropertyList

/// The XML writer's UTC calendar arithmetic, checked against `gmtime_r` (the C library it replaces)
/// across years 1 to 9999, both sides of 1970, leap days and the ends of days.
@Suite struct CivilTimeTests {
    private static func reference(_ seconds: Int64) -> CivilTime {
        var time = time_t(seconds)
        var parts = tm()
        _ = gmtime_r(&time, &parts)
        return CivilTime(
            year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
            hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
    }

    @Test func agreesWithGmtimeAtEdges() {
        let edges: [Int64] = [
            0, -1, 1, 86_399, 86_400, -86_400, -86_401, 951_782_400, 951_868_799, 951_868_800,  // 2000-02-29
            -62_135_596_800, 253_402_300_799, -2_208_988_800, 4_107_542_400, -12_219_292_800, 1_700_000_000,
        ]
        for seconds in edges {
            #expect(CivilTime(secondsSince1970: seconds) == Self.reference(seconds), "\(seconds)")
        }
    }

    @Test func agreesWithGmtimeOnEverySpreadDay() {
        var seconds: Int64 = -62_135_596_800
        var mismatches: [Int64] = []
        while seconds <= 253_402_300_799 {
            if CivilTime(secondsSince1970: seconds) != Self.reference(seconds) { mismatches.append(seconds) }
            seconds += 86_400 * 7 + 3_661
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func writesTheDateTextOfTheWriter() {
        #expect(XMLPropertyListWriter.format(Date(timeIntervalSince1970: -62_135_596_800)) == "0001-01-01T00:00:00Z")
        #expect(XMLPropertyListWriter.format(Date(timeIntervalSince1970: 951_868_799.9)) == "2000-02-29T23:59:59Z")
        #expect(XMLPropertyListWriter.format(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59Z")
    }
}
