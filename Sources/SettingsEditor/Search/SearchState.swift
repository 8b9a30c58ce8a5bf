/// The search screen's query and its results (recomputed when the query changes).
struct SearchState: Hashable, Sendable {
    /// The query being typed.
    public var editor = LineEditor()
    /// The rows that match, in app and page order.
    public var results: [SearchResult] = []

    /// An empty search.
    public init() {}
}
