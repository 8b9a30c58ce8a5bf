import PropertyList
import SettingsBundle

/// The first row of each key in a bundle, in page order, looked up by exact key; and the section
/// each shown row is in, so naming a row's place does not walk its page again.
struct KeyedRows {
    typealias Row = (page: Page, specifier: Specifier)

    private var rows: [PlistKey: Row] = [:]
    private var sections: [PageID: [PageSection]] = [:]
    private var sectionOfRow: [PageID: [Int: Int]] = [:]

    init(_ bundle: LoadedBundle) {
        for page in bundle.orderedPages {
            for specifier in page.specifiers where specifier.isShown {
                guard let key = specifier.key, rows[PlistKey(key)] == nil else { continue }
                rows[PlistKey(key)] = (page, specifier)
            }
            let pageSections = page.sections
            sections[page.id] = pageSections
            var places: [Int: Int] = [:]
            for (index, section) in pageSections.enumerated() {
                for row in SectionMatching.rows(section) { places[row.index] = index }
            }
            sectionOfRow[page.id] = places
        }
    }

    /// The sections of the page `id`.
    func sections(of id: PageID) -> [PageSection] { sections[id] ?? [] }

    /// The index of the section that shows `specifier` on the page `id`.
    func sectionIndex(of specifier: Specifier, on id: PageID) -> Int? { sectionOfRow[id]?[specifier.index] }

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
