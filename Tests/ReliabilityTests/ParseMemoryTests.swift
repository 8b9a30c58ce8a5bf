import Foundation
import TestSupport
import Testing

/// The argument-domain fuzz target grew to 506 MB in 10 minutes. The growth is Foundation's: its
/// `PropertyListSerialization` loses about 0.6 KB for every malformed XML text it is given (see
/// `ParseMemoryExperiment`). Our own parsers (plain values, OpenStep text, well-formed or not) must
/// keep nothing: `settings-reliability parse-memory` measures each kind of input in a process of its
/// own (the resident set of this test process moves with every other suite).
@Suite(.serialized) struct ParseMemoryTests {
    @Test func argumentParsingKeepsNoMemoryOutsideFoundation() throws {
        let parses = 10_000
        let result = try Sandbox().run(
            "settings-reliability", ["parse-memory", "--parses", "\(parses)", "--limit", "64"])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        // input, parses, growth KB, bytes/parse, parser: split on runs of two or more spaces.
        let rows = result.output.split(separator: "\n").dropFirst(2).map { line in
            line.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let ours = rows.filter { $0.last == "ours" }
        #expect(ours.map(\.first) == ["plain strings", "OpenStep", "OpenStep, malformed"])
        for row in ours {
            #expect(row.count == 5 && row[1] == "\(parses)", "\(row)")
            let bytes = try #require(Double(row[3]), "\(row)")
            #expect(bytes <= 64, "\(row[0]) keeps \(bytes) bytes per parse")
        }
        #expect(rows.contains { $0.first == "XML, malformed" })
    }
}
