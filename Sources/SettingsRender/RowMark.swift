/// How a row (or a whole group) is marked on a picture of a pane in a review of a change:
/// outlined in the mark's colour, with its symbol in a badge at the card's edge.
public enum RowMark: String, Sendable, Hashable, CaseIterable {
    /// New in this version (drawn on the new picture).
    case added
    /// Gone in the new version (drawn on the old picture).
    case removed
    /// Kept, with something the user sees changed: title, default, choices, stored type or key.
    case changed
    /// Kept, in another group, pane or order.
    case moved

    /// The badge's symbol.
    public var symbol: String {
        switch self {
        case .added: "+"
        case .removed: "\u{2212}"
        case .changed: "~"
        case .moved: "\u{2195}"
        }
    }

    /// The outline's colour (iOS's system green, red, orange and purple).
    public var colour: String {
        switch self {
        case .added: "#34C759"
        case .removed: "#FF3B30"
        case .changed: "#FF9500"
        case .moved: "#AF52DE"
        }
    }

    /// When one row has several marks, the one drawn: added and removed say the most, then moved.
    public static func strongest(_ marks: some Sequence<RowMark>) -> RowMark? {
        let order: [RowMark] = [.added, .removed, .moved, .changed]
        let present = Set(marks)
        return order.first { present.contains($0) }
    }
}
