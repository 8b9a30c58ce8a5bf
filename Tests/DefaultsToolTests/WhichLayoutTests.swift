import Foundation
import TestSupport
import Testing

/// `defaults which`'s table pads each column to its widest entry in characters, as the widths are
/// measured: a name whose UTF-16 form is longer than its characters (a combining accent, an emoji)
/// is printed whole, not cut to the width as NSString's `padding(toLength:)` cut it.
@Suite(.serialized) struct WhichLayoutTests {
    @Test func aWideNameIsPrintedWholeAndTheColumnsLineUp() throws {
        let sandbox = Sandbox()
        let domain = "com.example.cafe\u{301}.with-a-long-name-\u{1F600}"
        try sandbox.defaults("write", domain, "fontSize", "-int", "14")
        let result = try sandbox.defaults("which", domain, "fontSize")
        #expect(result.status == 0)
        let rows = result.output.split(separator: "\n").map(String.init).filter { $0.contains("~/") }
        #expect(rows.count >= 2, "\(result.output)")
        let app = try #require(rows.first { $0.hasPrefix("* ") })
        #expect(app.contains(" \(domain)  "), "\(app)")
        // The file column starts at the same character in every row.
        let starts = Set(
            rows.compactMap { row in
                row.firstRange(of: "~/").map { row.distance(from: row.startIndex, to: $0.lowerBound) }
            })
        #expect(starts.count == 1, "\(rows)")
    }
}
