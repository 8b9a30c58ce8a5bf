import SwiftParser
import SwiftSyntax

/// One parsed Swift file. Lines and columns are worked out only for the positions a scan reports,
/// from a table of line starts built on the first of them: `SourceLocationConverter` would walk the
/// whole tree and copy the whole text for every file parsed, though most files report nothing.
struct SwiftSourceFile {
    let path: String
    let tree: SourceFileSyntax
    private let lines: LineStarts

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        lines = LineStarts(text: text)
    }

    /// Where `node` starts (past its leading trivia).
    func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = lines.location(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return SourcePosition(file: path, line: location.line, column: location.column)
    }
}

/// The UTF-8 offsets at which the lines of a text start, found on first use: lines end at `\n`,
/// `\r` or `\r\n` (Swift's line breaks, as `SourceLocationConverter` counts them); columns count
/// UTF-8 bytes from 1.
final class LineStarts {
    private let text: String
    private var starts: [Int]?

    init(text: String) { self.text = text }

    /// The 1-based line and UTF-8 column of `offset`.
    func location(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
        let starts = self.starts ?? Self.starts(of: text)
        self.starts = starts
        // The last line start at or before `offset`.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    static func starts(of text: String) -> [Int] {
        var text = text
        // Read from the contiguous bytes: stepping through `utf8` cost more than the rest of the table.
        return text.withUTF8 { bytes in
            var starts = [0]
            var offset = 0
            var previousWasReturn = false
            for byte in bytes {
                offset += 1
                if byte == UInt8(ascii: "\n") {
                    // `\r\n` is one break: its line starts after the `\n`, not after the `\r`.
                    if previousWasReturn { starts[starts.count - 1] = offset } else { starts.append(offset) }
                } else if byte == UInt8(ascii: "\r") {
                    starts.append(offset)
                }
                previousWasReturn = byte == UInt8(ascii: "\r")
            }
            return starts
        }
    }
}

/// A Swift file as a scan keeps it between its passes: its text only (a tree takes many times the
/// memory of its text; a pass that needs it again parses the text again).
struct SwiftSourceText {
    let path: String
    let text: String

    /// The file parsed.
    func parsed() -> SwiftSourceFile { SwiftSourceFile(path: path, text: text) }

    /// Whether the UTF-8 bytes of `needle` occur in the text. Wherever `text.contains(needle)` (a search
    /// by `Character`s, about a hundred times slower: a quarter of a large app's lint) finds it, so does
    /// this, and a file that does not hold a function's name cannot call it.
    func holdsBytes(_ needle: String) -> Bool { ByteSearch.bytes(of: text, contain: needle) }
}
