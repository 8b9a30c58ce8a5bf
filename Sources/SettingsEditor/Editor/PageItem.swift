/// A selectable line of a page: a row, or one choice of a radio group drawn inline.
public enum PageItem: Hashable, Sendable {
    /// The row of the page's specifier with this index.
    case row(Int)
    /// Choice `position` (display order) of the radio group whose specifier index is `group`.
    case choice(group: Int, position: Int)
    /// Item `position` of the array a list group (specifier index `group`) lists.
    case listItem(group: Int, position: Int)
    /// The "Add" row of a list group.
    case listAdd(group: Int)

    /// The specifier this item belongs to.
    public var specifierIndex: Int {
        switch self {
        case .row(let index): index
        case .choice(let group, _), .listItem(let group, _), .listAdd(let group): group
        }
    }
}
