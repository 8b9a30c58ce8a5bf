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

    /// The first row with exactly this key.
    func first(_ key: String) -> Row? { rows[PlistKey(key)] }
}
