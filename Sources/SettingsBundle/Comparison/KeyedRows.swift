import PropertyList

/// The first row of each key in a bundle, in page order, looked up by exact key.
struct KeyedRows {
    typealias Row = (page: Page, specifier: Specifier)

    private var rows: [PlistKey: Row] = [:]

    init(_ bundle: LoadedBundle) {
        for page in bundle.orderedPages {
            for specifier in page.specifiers where specifier.isShown {
                guard let key = specifier.key, rows[PlistKey(key)] == nil else { continue }
                rows[PlistKey(key)] = (page, specifier)
            }
        }
    }

    /// Every key, once.
    var keys: Set<PlistKey> { Set(rows.keys) }

    /// The first row with exactly this key.
    func first(_ key: String) -> Row? { rows[PlistKey(key)] }

    /// Whether `specifier` on `page` is the first row of its key (the one compared).
    func isFirst(_ specifier: Specifier, on page: Page) -> Bool {
        guard let key = specifier.key, let row = first(key) else { return false }
        return row.page.id == page.id && row.specifier.index == specifier.index
    }
}
