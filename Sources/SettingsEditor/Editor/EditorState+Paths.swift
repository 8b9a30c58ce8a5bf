import SettingsBundle

extension EditorState {
    /// The titles from an app's root page down to a page (`Showcase`, `Advanced`, ...), following
    /// each page's parent; a page whose parents loop or are missing starts at the first one known.
    public func pageTitles(app: Int, page: PageID) -> [String] {
        let bundle = apps[app].bundle
        var titles: [String] = []
        var seen = Set<PageID>()
        var current: PageID? = page
        while let id = current, seen.insert(id).inserted {
            guard let found = bundle.page(id) else { break }
            titles.insert(id == .root ? apps[app].name : found.title.text, at: 0)
            current = found.parent
        }
        if titles.first != apps[app].name { titles.insert(apps[app].name, at: 0) }
        return titles
    }

    /// A row's path, as details and search results show it: `App › Page › Row`.
    public func rowPath(app: Int, page: PageID, specifier: Specifier, separator: String) -> String {
        var title = RowText.title(specifier)
        if case .slider = specifier.kind, let found = apps[app].bundle.page(page) {
            // A slider has no title: the label its row shows.
            title = RowText.sliderLabel(specifier, in: found)
        }
        return (pageTitles(app: app, page: page) + [title]).joined(separator: " \(separator) ")
    }
}
