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

    /// Each row as one `Style.snapshotCode` per column (so both halves of a wide glyph carry its
    /// code), uppercase for highlighted cells (`#` for a highlighted plain cell), with trailing
    /// unhighlighted plain cells (`.`) removed.
    public var styleLines: [String] {
        (0..<height).map { y in
            var codes = ""
            for x in 0..<width {
                let cell = self[x: x, y: y]
                codes.append(cell.style.snapshotCode(highlighted: cell.isHighlighted))
            }
            while codes.last == "." { codes.removeLast() }
            return codes
        }
    }

    /// The text lines joined with newlines. With `includeStyles`, followed by a `-- styles --`
    /// line, the style lines and a `-- cursor X,Y --` (or `-- cursor hidden --`) line:
    ///
    /// ```
    /// ‹ Back  設定
    /// Name      42
    ///
    /// -- styles --
    /// bbbbbb..tttt
    /// ##########VV
    ///
    /// -- cursor 4,1 --
    /// ```
    public func snapshot(includeStyles: Bool = false) -> String {
        var lines = textLines
        if includeStyles {
            lines.append("-- styles --")
            lines += styleLines
            lines.append("-- cursor \(cursor.map(\.description) ?? "hidden") --")
        }
        return lines.joined(separator: "\n")
    }
}
