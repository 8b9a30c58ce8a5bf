/// A place in a source file: the file's path, a 1-based line and a 1-based byte column.
public struct SourcePosition: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The file, as the scanner was given it (absolute when the project resolver found it).
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
