import SettingsBinding
import SettingsBundle

extension EditorState {
    /// The rows whose key the application domain (or the page's suite) stores, across every page
    /// of every open app, in page order; a key shown on several pages is listed once.
    public func modifiedRows() -> [RowReference] {
        // In the program loop, every row of every page is walked again only when an app changed.
        guard let memo = EditorMemo.current else { return findModifiedRows() }
        if let found = memo.modifiedRows, found.isCurrent(for: apps) { return found.rows }
        let rows = findModifiedRows()
        memo.modifiedRows = ModifiedRows(apps: apps, rows: rows)
        return rows
    }

    private func findModifiedRows() -> [RowReference] {
        var rows: [RowReference] = []
        for app in apps {
            var seen = Set<StoreKey>()
            for page in app.bundle.orderedPages {
                for specifier in page.shownSpecifiers where specifier.isEditable {
                    guard let key = specifier.key else { continue }
                    let storeKey = app.storeKey(key, on: page.id)
                    guard app.resolved(key, on: page.id).storedValue != nil, seen.insert(storeKey).inserted else {
                        continue
                    }
                    rows.append(RowReference(app: app.id, page: page.id, specifier: specifier.index))
                }
            }
        }
        return rows
    }

    /// `m`: the rows set in the writable domains, with their registered defaults beside them.
    mutating func openModified() {
        if case .modified = screen.kind { return }
        push(.modified)
        if modifiedRows().isEmpty {
            message = EditorMessage(.info, "Nothing is stored: every row shows its registered default")
        }
    }

    /// The page item index of a row (a radio group's first choice for the group).
    func itemIndex(of row: RowReference) -> Int {
        items(app: row.app, page: row.page).firstIndex { $0.specifierIndex == row.specifier } ?? 0
    }

    /// Opens the page holding a row with the row selected; Back returns to the list it came from.
    mutating func jump(to row: RowReference) {
        guard page(row.page, of: row.app) != nil else { return }
        push(.page(app: row.app, page: row.page), selection: itemIndex(of: row))
    }

    /// A row of a list screen (modified rows, search results) by its position.
    func listedRow(_ position: Int) -> RowReference? {
        let rows: [RowReference]
        switch screen.kind {
        case .modified: rows = modifiedRows()
        case .search: rows = search.results.map(\.row)
        default: return nil
        }
        return rows.indices.contains(position) ? rows[position] : nil
    }
}
