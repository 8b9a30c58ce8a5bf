import PropertyList
import SettingsBundle

/// Every shown row of a bundle by its ``RowID``, in page order; and the section each row is in,
/// so naming a row's place does not walk its page again.
struct RowIndex {
    typealias Row = (page: Page, specifier: Specifier)

    private var rows: [RowID: Row] = [:]
    private var ids: [PageID: [Int: RowID]] = [:]
    private var sections: [PageID: [PageSection]] = [:]
    private var sectionOfRow: [PageID: [Int: Int]] = [:]
    /// Every key, once.
    private(set) var keys: Set<PlistKey> = []
    /// The pane of the other version each pane of this one is compared with (nil: none).
    private let counterpart: (PageID) -> PageID?

    /// `counterpart` gives the pane of the other version a pane of `bundle` is compared with (a
    /// child pane row is named by the pane it opens, which keeps its name when its `File` moves);
    /// `shared` are the names (``RowID/named``) more than one row bears in either version:
    /// only their rows are told apart by their filters, so a filter added to a lone row keeps it.
    init(_ bundle: LoadedBundle, counterpart: @escaping (PageID) -> PageID?, shared: Set<RowID>) {
        self.counterpart = counterpart
        var seen: [RowID: Int] = [:]
        for page in bundle.orderedPages {
            let pageSections = page.sections
            sections[page.id] = pageSections
            var places: [Int: Int] = [:]
            var pageIDs: [Int: RowID] = [:]
            for (index, section) in pageSections.enumerated() {
                for row in SectionMatching.rows(section) {
                    places[row.index] = index
                    // The n-th row of a name and filter is the n-th one in the other version too.
                    var id = RowID(row, opening: { counterpart($0) ?? $0 })
                    if !shared.contains(id.named) { id.filter = "" }
                    let unnumbered = id
                    id.ordinal = seen[unnumbered, default: 0]
                    seen[unnumbered, default: 0] += 1
                    rows[id] = (page, row)
                    pageIDs[row.index] = id
                    if let key = row.key { keys.insert(PlistKey(key)) }
                }
            }
            sectionOfRow[page.id] = places
            ids[page.id] = pageIDs
        }
    }

    /// The names more than one shown row of `bundle` bears (filters and order left out).
    static func sharedNames(in bundle: LoadedBundle, counterpart: (PageID) -> PageID?) -> Set<RowID> {
        var count: [RowID: Int] = [:]
        for page in bundle.orderedPages {
            for section in page.sections {
                for row in SectionMatching.rows(section) {
                    count[RowID(row, opening: { counterpart($0) ?? $0 }).named, default: 0] += 1
                }
            }
        }
        return Set(count.filter { $0.value > 1 }.keys)
    }

    /// The sections of the page `id`.
    func sections(of id: PageID) -> [PageSection] { sections[id] ?? [] }

    /// The index of the section that shows `specifier` on the page `id`.
    func sectionIndex(of specifier: Specifier, on id: PageID) -> Int? { sectionOfRow[id]?[specifier.index] }

    /// The identity of `specifier` on the page `id`; nil for a specifier that is not a shown row.
    func id(of specifier: Specifier, on id: PageID) -> RowID? { ids[id]?[specifier.index] }

    /// The row with this identity.
    func row(_ id: RowID) -> Row? { rows[id] }

    /// Whether `specifier` opens a pane the other version lacks: the pane's own change (added or
    /// removed) says it, not the row's.
    func opensUnpairedPane(_ specifier: Specifier) -> Bool {
        guard case .childPane(let child) = specifier.kind, let page = child.page else { return false }
        return counterpart(page) == nil
    }
}
