/// A row that matches a search, with what matched: the field's name and the text around the match.
struct SearchResult: Hashable, Sendable {
    /// The row.
    public var row: RowReference
    /// Which text matched: `title`, `key`, `value title`, `group`, `footer` (with `raw` for an
    /// unlocalized text that differs from its translation).
    public var field: String
    /// The matching text, cut around the match when it is long.
    public var excerpt: String

    /// Creates a result.
    public init(row: RowReference, field: String, excerpt: String) {
        self.row = row
        self.field = field
        self.excerpt = excerpt
    }
}
