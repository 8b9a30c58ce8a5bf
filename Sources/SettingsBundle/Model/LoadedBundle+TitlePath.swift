extension LoadedBundle {
    /// The breadcrumb of a page: the titles from the app down to it (`["Showcase", "Advanced",
    /// "Diagnostics"]`), following each page's parent. The one breadcrumb of the dump, the render,
    /// the editor's paths and details.
    ///
    /// The root is titled with the app's ``name`` (`CFBundleDisplayName`, else `CFBundleName`,
    /// else the folder's name), as iOS Settings lists the app and titles its page; every path
    /// starts there, also for a page whose parents loop or are missing (it starts at the first
    /// one known, after the app's name).
    public func titlePath(to page: PageID) -> [String] {
        var titles: [String] = []
        var seen = Set<PageID>()
        var current: PageID? = page
        while let id = current, seen.insert(id).inserted, let found = self.page(id) {
            titles.insert(id == .root ? name : found.title.text, at: 0)
            current = found.parent
        }
        if titles.first != name { titles.insert(name, at: 0) }
        return titles
    }

    /// The breadcrumb of `page` (see `titlePath(to:)` by page ID).
    public func titlePath(to page: Page) -> [String] { titlePath(to: page.id) }
}
