import SettingsBundle

extension EditorState {
    /// The titles from an app's root page down to a page (`Showcase`, `Advanced`, ...): the
    /// bundle's one breadcrumb, `LoadedBundle.titlePath(to:)`, which `settings dump` prints too.
    public func pageTitles(app: AppID, page: PageID) -> [String] {
        self.app(app)?.bundle.titlePath(to: page) ?? [app.description]
    }

    /// A row's path, as details and search results show it: `App › Page › Row`.
    public func rowPath(app: AppID, page: PageID, specifier: Specifier, separator: String) -> String {
        var title = RowText.title(specifier)
        if case .slider = specifier.kind, let found = self.page(page, of: app) {
            // A slider has no title: the label its row shows.
            title = RowText.sliderLabel(specifier, in: found)
        }
        return (pageTitles(app: app, page: page) + [title]).joined(separator: " \(separator) ")
    }
}
