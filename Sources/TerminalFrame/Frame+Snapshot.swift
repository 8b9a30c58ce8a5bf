/// Plain-text snapshots of a `Frame` for golden tests.
extension Frame {
    /// Each row as text (see `line(_:)`) with trailing spaces removed.
    public var textLines: [String] {
        (0..<height).map { y in
            var text = line(y)
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// Each row as one `Role.snapshotCode` per column (so both halves of a wide glyph carry its
    /// code), uppercase for highlighted cells (`#` for a highlighted normal cell), with trailing
    /// unhighlighted normal cells (`.`) removed.
    public var roleLines: [String] {
        (0..<height).map { y in
            var codes = ""
            for x in 0..<width {
                let cell = self[x: x, y: y]
                let code = cell.role.snapshotCode
                codes.append(cell.isHighlighted ? (cell.role == .normal ? "#" : Character(code.uppercased())) : code)
            }
            while codes.last == "." { codes.removeLast() }
            return codes
        }
    }

    /// The text lines joined with newlines. With `includeRoles`, followed by a `-- roles --` line,
    /// the role lines and a `-- cursor X,Y --` (or `-- cursor hidden --`) line:
    ///
    /// ```
    /// ‹ Back  設定
    /// Name     app
    ///
    /// -- roles --
    /// bbbbbb..tttt
    /// #########PPP
    ///
    /// -- cursor 4,1 --
    /// ```
    public func snapshot(includeRoles: Bool = false) -> String {
        var lines = textLines
        if includeRoles {
            lines.append("-- roles --")
            lines += roleLines
            lines.append("-- cursor \(cursor.map(\.description) ?? "hidden") --")
        }
        return lines.joined(separator: "\n")
    }
}
