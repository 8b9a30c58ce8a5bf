import SwiftSyntax
import Testing

@testable import AppSources

/// Positions are worked out from a table of line starts built on first use, not by
/// `SourceLocationConverter` for every file parsed: they must be the converter's all the same.
@Suite struct SourcePositionTests {
    /// Line breaks of every kind, a multi-line string, a `#sourceLocation` directive (positions are
    /// physical lines) and characters of several UTF-8 lengths (columns count bytes).
    static let text =
        "let a = \"x\"\r\nlet b = \"é\" ; let c = 1\rlet d = \"\"\"\n  many\r\n  lines\n  \"\"\"\n"
        + "#sourceLocation(file: \"other.swift\", line: 100)\n/* 日本 */ let e = 2\n\n\r\n\tlet f = 3"

    @Test func everyTokenIsWhereTheConverterPutsIt() {
        let file = SwiftSourceFile(path: "Lines.swift", text: Self.text)
        let converter = SourceLocationConverter(fileName: "Lines.swift", tree: file.tree)
        var compared = 0
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            let expected = token.startLocation(converter: converter)
            let position = file.position(of: token)
            #expect(position.line == expected.line && position.column == expected.column, "\(token.text)")
            compared += 1
        }
        #expect(compared > 30)
    }

    @Test func linesAndColumnsReadByHand() {
        let file = SwiftSourceFile(path: "Lines.swift", text: Self.text)
        let tokens = Array(file.tree.tokens(viewMode: .sourceAccurate))
        func position(_ text: String, _ occurrence: Int = 0) -> (Int, Int) {
            let token = tokens.filter { $0.text == text }[occurrence]
            let found = file.position(of: token)
            return (found.line, found.column)
        }
        #expect(position("b") == (2, 5))  // after `\r\n`
        #expect(position("c") == (2, 20))  // `é` is two bytes
        #expect(position("d") == (3, 5))  // after a lone `\r`
        #expect(position("e") == (8, 18))  // `日本` is six bytes; `#sourceLocation` does not move it
        #expect(position("f") == (11, 6))  // `\n`, `\n`, `\r\n`: three breaks; a tab is one column
    }
}
