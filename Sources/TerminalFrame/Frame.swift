import TextOutput

/// A `width` × `height` grid of cells with a cursor: what a program renders and the terminal
/// backend draws. Each cell holds a grapheme (or the second half of a wide one) and a `Style`.
///
/// Placement keeps two invariants: a `.continuation` cell always follows a glyph of width 2, and no
/// glyph of width 2 sits in the last column. Text is clipped at the frame's edges and never splits a
/// wide character: a half that would fall outside, or that is overwritten, becomes a space.
public struct Frame: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row by row (`cells[y * width + x]`).
    public private(set) var cells: [Cell]
    /// Where the terminal cursor is shown (for text entry); nil hides it.
    public var cursor: Position?

    /// A frame of blank plain cells with a hidden cursor. Negative sizes count as 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Whether column `x` of row `y` is inside the frame.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && x < width && y >= 0 && y < height
    }

    /// The cell at column `x` of row `y`, which must be inside the frame.
    public subscript(x x: Int, y y: Int) -> Cell {
        precondition(contains(x: x, y: y), "(\(x), \(y)) is outside a \(width)x\(height) frame")
        return cells[y * width + x]
    }

    /// Draws `text` (sanitized first) from column `x` of row `y`, clipped to the frame and to
    /// `maxWidth` columns from `x` when given. Graphemes of width 0 that stand alone are skipped. A
    /// wide character that does not fit whole leaves a space in the `style` instead.
    ///
    /// - Returns: the column just after the text as if nothing were clipped (`x` plus its display
    ///   width), so calls can be chained.
    @discardableResult
    public mutating func put(
        _ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil, highlighted: Bool = false
    ) -> Int {
        let limit = min(width, maxWidth.map { x + max(0, $0) } ?? Int.max)
        let drawsRow = y >= 0 && y < height
        var column = x
        if TextLayout.isPrintableASCII(text) {
            // Each byte is a grapheme one column wide: no sanitizing, grapheme breaking or widths.
            guard drawsRow else { return x + text.utf8.count }
            for byte in text.utf8 {
                if column >= 0 && column < limit {
                    setGlyph(Character(Unicode.Scalar(byte)), x: column, y: y, style: style, highlighted: highlighted)
                }
                column += 1
            }
            return column
        }
        for character in TerminalText.sanitized(text, lineBreaks: .visible) {
            let characterWidth = CharacterWidth.of(character) ?? 0
            guard characterWidth > 0 else { continue }
            let end = column + characterWidth
            if drawsRow && column < limit {
                if column >= 0 && end <= limit {
                    setGlyph(character, x: column, y: y, style: style, highlighted: highlighted)
                } else {
                    // Cut by the right edge or starting left of the frame: blank the visible part.
                    let visible = max(0, column)..<max(max(0, column), min(limit, end))
                    for blank in visible { setGlyph(" ", x: blank, y: y, style: style, highlighted: highlighted) }
                }
            }
            column = end
        }
        return column
    }

    /// Fills `width` columns of row `y` from column `x` (clipped) with `character`, which must be
    /// one column wide (anything else fills with spaces). Clears the highlight of those cells.
    public mutating func fill(x: Int = 0, y: Int, width: Int? = nil, style: Style = .plain, character: Character = " ")
    {
        guard y >= 0 && y < height else { return }
        let fillCharacter = CharacterWidth.of(character) == 1 ? character : " "
        let end = min(self.width, width.map { x + $0 } ?? self.width)
        for column in max(0, x)..<max(max(0, x), end) {
            setGlyph(fillCharacter, x: column, y: y, style: style, highlighted: false)
        }
    }

    /// Changes the style of `width` columns of row `y` from column `x` (clipped), keeping the text.
    public mutating func setStyle(_ style: Style, x: Int = 0, y: Int, width: Int? = nil) {
        for index in indices(x: x, y: y, width: width) { cells[index].style = style }
    }

    /// Turns the selection overlay on or off for `width` columns of row `y` from column `x`
    /// (clipped; the whole row by default), keeping text and styles.
    public mutating func highlight(x: Int = 0, y: Int, width: Int? = nil, _ isOn: Bool = true) {
        for index in indices(x: x, y: y, width: width) { cells[index].isHighlighted = isOn }
    }

    /// Whether row `y` holds the same cells here and in `other` (false when either frame has no
    /// row `y` or their widths differ): what a backend compares to skip unchanged rows.
    ///
    /// Cell by cell in place: comparing the two rows as slices (`ArraySlice<Cell>`'s `==`) copies
    /// each pair of cells and destroys it through type metadata, which cost more than painting.
    public func rowEquals(_ y: Int, in other: Frame) -> Bool {
        guard y >= 0 && y < height && y < other.height && width == other.width else { return false }
        for index in (y * width)..<((y + 1) * width) where cells[index] != other.cells[index] { return false }
        return true
    }

    /// Row `y` as text: each glyph once (continuations add nothing), trailing spaces kept.
    public func line(_ y: Int) -> String {
        guard y >= 0 && y < height else { return "" }
        var text = ""
        for cell in cells[(y * width)..<((y + 1) * width)] {
            if let character = cell.character { text.append(character) }
        }
        return text
    }

    // MARK: - Invariant-keeping cell writes

    /// Writes a glyph (width 1 or 2, known to fit) and repairs any wide glyph it cuts in half.
    private mutating func setGlyph(_ character: Character, x: Int, y: Int, style: Style, highlighted: Bool) {
        let characterWidth = CharacterWidth.of(character) ?? 1
        let index = y * width + x
        breakWideGlyph(at: index, x: x)
        if characterWidth == 2 { breakWideGlyph(at: index + 1, x: x + 1) }
        cells[index] = Cell(content: .glyph(character), style: style, isHighlighted: highlighted)
        if characterWidth == 2 {
            cells[index + 1] = Cell(content: .continuation, style: style, isHighlighted: highlighted)
        }
    }

    /// Before cell `index` (column `x`) is overwritten: if it is half of a wide glyph, turn the
    /// other half into a space with the same style.
    private mutating func breakWideGlyph(at index: Int, x: Int) {
        switch cells[index].content {
        case .continuation:
            if x > 0 { cells[index - 1].content = .glyph(" ") }
        case .glyph(let character):
            if CharacterWidth.of(character) == 2 && x + 1 < width { cells[index + 1].content = .glyph(" ") }
        }
    }

    /// The cell indices of `width` columns of row `y` from column `x`, clipped to the frame.
    private func indices(x: Int, y: Int, width: Int?) -> Range<Int> {
        guard y >= 0 && y < height else { return 0..<0 }
        let end = min(self.width, width.map { x + $0 } ?? self.width)
        guard max(0, x) < end else { return 0..<0 }
        return (y * self.width + max(0, x))..<(y * self.width + end)
    }
}
