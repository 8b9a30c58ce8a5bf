import SettingsBinding
import SettingsBundle

/// The modified rows (``EditorState/modifiedRows()``) with what they were found in: each app's
/// bundle, identity and values. While the apps are the same the rows are too, so the modified list
/// is not walked again for every key and frame. Compared by value (equal storage compares at
/// once), so a copy of a state changed apart from another never takes its rows.
struct ModifiedRows: Sendable {
    private struct Source: Equatable, Sendable {
        var bundle: LoadedBundle
        var id: AppID
        var values: [StoreKey: ResolvedValue]
    }

    private let sources: [Source]
    /// The rows found.
    let rows: [RowReference]

    /// The rows found in `apps`.
    init(apps: [EditorApp], rows: [RowReference]) {
        sources = apps.map { Source(bundle: $0.bundle, id: $0.id, values: $0.values) }
        self.rows = rows
    }

    /// Whether ``rows`` are the modified rows of `apps`.
    func isCurrent(for apps: [EditorApp]) -> Bool {
        guard apps.count == sources.count else { return false }
        return zip(apps, sources).allSatisfy { app, source in
            app.id == source.id && app.values == source.values && app.bundle == source.bundle
        }
    }
}
