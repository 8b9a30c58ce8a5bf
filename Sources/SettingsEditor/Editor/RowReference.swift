import SettingsBundle

/// A row of one app's page, wherever it is shown from (the modified list, search results).
public struct RowReference: Hashable, Sendable {
    /// The app.
    public var app: AppID
    /// The page holding the row.
    public var page: PageID
    /// The row's specifier index on the page.
    public var specifier: Int

    /// Creates a reference.
    public init(app: AppID, page: PageID, specifier: Int) {
        self.app = app
        self.page = page
        self.specifier = specifier
    }
}
