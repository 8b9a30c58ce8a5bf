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

/// A Swift file as a scan keeps it between its passes: its text, and its tree while the scan's
/// budget for kept trees allows (a tree takes many times the memory of its text: past the budget,
/// each pass parses the file again and lets the tree go).
struct SwiftSourceText {
    let path: String
    let text: String
    /// The parsed file, when kept.
    var kept: SwiftSourceFile?

    /// The file parsed (the kept tree, else parsed now).
    func parsed() -> SwiftSourceFile { kept ?? SwiftSourceFile(path: path, text: text) }
}
