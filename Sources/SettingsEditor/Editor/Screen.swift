import SettingsBundle

/// One level of the navigation stack, with its own selection and scroll position.
public struct Screen: Hashable, Sendable {
    /// What the screen shows.
    public enum Kind: Hashable, Sendable {
        /// "Settings": the list of open apps (when there are several).
        case appList
        /// A page of an app's bundle.
        case page(app: AppID, page: PageID)
        /// The choices of a multi-value row.
        case choices(RowReference)
        /// Everything about one row: key, type, allowed values, the value and where it comes from,
        /// what every domain of the search list holds.
        case details(RowReference)
        /// The keys and the status tags.
        case help
        /// The rows whose key the writable domains store, across every page of every open app.
        case modified
        /// The stored values that differ from the registered defaults, as `defaults write` commands.
        case changes
        /// Search results for the search query across every page of every open app.
        case search
    }

    /// What the screen shows.
    public var kind: Kind
    /// The selected item (index into the screen's selectable items).
    public var selection: Int
    /// The first layout line shown.
    public var scroll: Int

    /// Creates a screen (the first item selected, scrolled to the top by default).
    public init(kind: Kind, selection: Int = 0, scroll: Int = 0) {
        self.kind = kind
        self.selection = selection
        self.scroll = scroll
    }

    /// The app the screen belongs to (nil for the app list).
    public var app: AppID? {
        switch kind {
        case .appList, .help, .modified, .changes, .search: nil
        case .page(let app, _): app
        case .choices(let row), .details(let row): row.app
        }
    }

    /// Whether the screen is text to read (scrolled line by line) rather than items to select.
    public var isText: Bool {
        switch kind {
        case .details, .help, .changes: true
        default: false
        }
    }
}
