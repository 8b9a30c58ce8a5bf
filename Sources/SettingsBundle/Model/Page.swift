import PropertyList

/// One page plist, loaded: its rows, strings table and app-group suite.
public struct Page: Sendable, Hashable {
    /// The page's stable id (`"Root"`, or a child pane's `File`).
    public var id: PageID
    /// The plist file actually read, relative to the bundle (`"Root~ipad.plist"`); nil when no
    /// file could be read (then ``specifiers`` is empty and a diagnostic says why).
    public var file: String?
    /// The page title: the app name for the root page, the child pane row's `Title` (localized
    /// with the parent page's table) for a child page.
    public var title: LocalizedText
    /// `StringsTable`: the `<lang>.lproj/<table>.strings` this page's strings are looked up in.
    public var stringsTable: String?
    /// `ApplicationGroupContainerIdentifier`: the suite this page's rows read and write, instead
    /// of the application domain.
    public var appGroup: String?
    /// The rows, in `PreferenceSpecifiers` order (including rows hidden by idiom: see
    /// ``Specifier/isShown``).
    public var specifiers: [Specifier]
    /// The page that first opened this one (nil for the root and for pages no pane reaches).
    public var parent: PageID?
    /// The plist's format.
    public var format: PropertyListFormat?

    public init(
        id: PageID, file: String?, title: LocalizedText, stringsTable: String? = nil, appGroup: String? = nil,
        specifiers: [Specifier] = [], parent: PageID? = nil, format: PropertyListFormat? = nil
    ) {
        self.id = id
        self.file = file
        self.title = title
        self.stringsTable = stringsTable
        self.appGroup = appGroup
        self.specifiers = specifiers
        self.parent = parent
        self.format = format
    }

    /// The rows drawn for the loaded idiom, in order.
    public var shownSpecifiers: [Specifier] { specifiers.filter(\.isShown) }

    /// The rows grouped into sections as Settings draws them.
    ///
    /// Rows before the first Group form an unnamed section. Each Group or RadioGroup starts a
    /// section; its header and footer are dropped when it is hidden by idiom, but the section
    /// and its rows stay. A RadioGroup's choices come first, then the rows that follow it.
    public var sections: [PageSection] { sections(includingHiddenKeys: false) }

    /// The sections, with the rows InAppSettingsKit's hidden keys hide when `includingHiddenKeys`
    /// (for QA: what the app could show).
    public func sections(includingHiddenKeys: Bool) -> [PageSection] {
        var result: [PageSection] = []
        var current = PageSection(group: nil, rows: [])
        var hasContent = false
        for var specifier in specifiers {
            if includingHiddenKeys { specifier.isHiddenByKey = false }
            guard specifier.isShown else { continue }
            if specifier.startsSection {
                if hasContent || current.group != nil { result.append(current) }
                current = PageSection(group: specifier, rows: [])
                hasContent = true
            } else {
                current.rows.append(specifier)
                hasContent = true
            }
        }
        if hasContent { result.append(current) }
        return result
    }

    /// The first row with exactly this key (rows sharing a key show the same stored value).
    public func specifier(forKey key: String) -> Specifier? {
        specifiers.first { $0.hasKey(key) }
    }
}
