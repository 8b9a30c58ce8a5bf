/// A plain-text table: a title line, a header and left-aligned columns separated by two spaces.
struct ResultTable: Sendable, Equatable {
    /// The line above the table.
    public var title: String
    /// Column names.
    public var header: [String]
    /// One array of cells per row.
    public var rows: [[String]] = []

    /// An empty table.
    public init(title: String, header: [String]) {
        self.title = title
        self.header = header
    }

    /// The table as text, ending with a newline.
    public var text: String {
        let all = [header] + rows
        let widths = header.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }
        return ([title, line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
