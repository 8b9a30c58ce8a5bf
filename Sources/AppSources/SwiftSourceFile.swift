import SwiftParser
import SwiftSyntax

/// One parsed Swift file and the converter that turns its offsets into lines and columns.
struct SwiftSourceFile {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Where `node` starts (past its leading trivia).
    func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = node.startLocation(converter: converter)
        return SourcePosition(file: path, line: location.line, column: location.column)
    }
}

/// A Swift file read but not parsed: what a scan keeps between its passes (a syntax tree takes many
/// times the memory of its text, so each pass parses a file, walks it and lets the tree go).
struct SwiftSourceText {
    let path: String
    let text: String

    /// The file parsed.
    func parsed() -> SwiftSourceFile { SwiftSourceFile(path: path, text: text) }
}
