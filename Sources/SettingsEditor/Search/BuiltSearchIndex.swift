import SettingsBundle

/// The search index (``SearchIndex/entries(_:)``) with the bundles it was built from: built on
/// the first query and used for the next ones while the bundles are the same. Compared by value
/// (equal storage compares at once), so a replaced bundle is always searched anew.
struct BuiltSearchIndex: Sendable {
    private let bundles: [LoadedBundle]
    /// The index.
    let entries: [SearchIndex.Entry]

    /// The index of `apps`.
    init(apps: [EditorApp]) {
        bundles = apps.map(\.bundle)
        entries = SearchIndex.entries(apps)
    }

    /// Whether ``entries`` index `apps`.
    func isCurrent(for apps: [EditorApp]) -> Bool {
        apps.count == bundles.count && zip(apps, bundles).allSatisfy { $0.bundle == $1 }
    }
}
