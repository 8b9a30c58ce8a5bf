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
    /// What the column means; the backend maps it to attributes.
    public var role: Role
    /// The selection-row overlay: drawn in reverse on top of the role's own style, so a highlighted
    /// row keeps its status colours and modified marks.
    public var isHighlighted: Bool

    /// Creates a cell.
    public init(content: Content, role: Role = .normal, isHighlighted: Bool = false) {
        self.content = content
        self.role = role
        self.isHighlighted = isHighlighted
    }

    /// A space in the normal role.
    public static let blank = Cell(content: .glyph(" "))

    /// The grapheme of a glyph cell, nil for a continuation.
    public var character: Character? {
        if case .glyph(let character) = content { return character }
        return nil
    }
}
