import SettingsBundle
import Synchronization
import TerminalFrame

/// What the reducer and the renderer derive from the state on every key press, kept until the
/// data it comes from changes: each page's items, each page's layout for a width, the modified
/// rows, and the search index.
///
/// Every entry is keyed on the revisions of the apps it was derived from
/// (``EditorApp/structureRevision``, ``EditorApp/valuesRevision``, ``EditorApp/notesRevision``),
/// which change with any change to a bundle, a domain or a resolved value (the notes one only
/// when a masked value is involved), and on every other input (the page, the width, the
/// glyphs). So a hit always equals what a fresh computation would give; a copy of a state shares
/// its cache safely. Without it a key press on a 500-row page rebuilt the page's sections and
/// layout three times (reduce, keep the selection visible, render).
final class StateCache: Sendable {
    struct PageKey: Hashable {
        var app: Int
        var page: PageID
        var structure: UInt64
    }

    struct LayoutKey: Hashable {
        var page: PageKey
        /// ``EditorApp/notesRevision``: the only part of the values a layout shows.
        var notes: UInt64
        var width: Int
        var glyphs: Glyphs
    }

    private struct Storage {
        var items: [PageKey: [PageItem]] = [:]
        var layouts: [LayoutKey: PageLayout] = [:]
        var modified: (key: [UInt64], rows: [RowReference])?
        var search: (key: [UInt64], entries: [SearchIndex.Entry])?
    }

    private let storage = Mutex(Storage())
    /// Pages and layouts kept at most (a few screens of a navigation stack, at a few widths).
    private static let capacity = 32

    init() {}

    /// The selectable items of a page, computed by `make` on a miss.
    func items(_ key: PageKey, make: () -> [PageItem]) -> [PageItem] {
        if let items = storage.withLock({ $0.items[key] }) { return items }
        let items = make()
        storage.withLock { storage in
            if storage.items.count >= Self.capacity { storage.items.removeAll() }
            storage.items[key] = items
        }
        return items
    }

    /// A page's layout, computed by `make` on a miss.
    func layout(_ key: LayoutKey, make: () -> PageLayout) -> PageLayout {
        if let layout = storage.withLock({ $0.layouts[key] }) { return layout }
        let layout = make()
        storage.withLock { storage in
            if storage.layouts.count >= Self.capacity { storage.layouts.removeAll() }
            storage.layouts[key] = layout
        }
        return layout
    }

    /// The search index for the apps' bundle revisions, built by `make` on a miss (the first `/`).
    func searchEntries(_ key: [UInt64], make: () -> [SearchIndex.Entry]) -> [SearchIndex.Entry] {
        if let cached = storage.withLock({ $0.search }), cached.key == key { return cached.entries }
        let entries = make()
        storage.withLock { $0.search = (key, entries) }
        return entries
    }

    /// The modified rows for the apps' revisions, computed by `make` on a miss.
    func modifiedRows(_ key: [UInt64], make: () -> [RowReference]) -> [RowReference] {
        if let cached = storage.withLock({ $0.modified }), cached.key == key { return cached.rows }
        let rows = make()
        storage.withLock { $0.modified = (key, rows) }
        return rows
    }
}
