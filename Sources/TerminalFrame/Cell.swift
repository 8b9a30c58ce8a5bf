/// One column of a `Frame`.
public struct Cell: Hashable, Sendable {
    /// What the column holds.
    public enum Content: Hashable, Sendable {
        /// A grapheme that starts in this column; it is one or two columns wide
        /// (`CharacterWidth.of`). Never a control character.
        case glyph(Character)
        /// The second column of the wide glyph in the column to the left.
        case continuation
    }

    /// What the column holds.
    public var content: Content
    /// How the column looks.
    public var style: Style
    /// The selection-row overlay: drawn in reverse on top of the cell's own style, so a highlighted
    /// row keeps its colours and marks.
    public var isHighlighted: Bool

    /// Creates a cell.
    public init(content: Content, style: Style = .plain, isHighlighted: Bool = false) {
        self.content = content
        self.style = style
        self.isHighlighted = isHighlighted
    }

    /// A space in the plain style.
    public static let blank = Cell(content: .glyph(" "))

    /// The grapheme of a glyph cell, nil for a continuation.
    public var character: Character? {
        if case .glyph(let character) = content { return character }
        return nil
    }
}
