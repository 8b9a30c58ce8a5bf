import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

/// Everything the editor shows: the open apps and their resolved values, the navigation stack,
/// the mode (browsing, editing a text field, typing a slider value), and a transient message.
///
/// It changes through ``reduce(_:_:)-(_,EditorEvent)``, is laid out by ``layout(_:)`` and drawn by
/// ``render(_:size:)``; none of them touches the terminal or any file. A value: it holds what the
/// editor shows and nothing derived from it (the program loop keeps that, ``EditorMemo``), so two
/// states are equal when they show the same and a test can compare a whole state.
public struct EditorState: Equatable, Sendable {
    /// An edit in progress while help is open above it, with the stack depth it resumes at.
    struct SuspendedEdit: Hashable, Sendable {
        var mode: EditorMode
        var depth: Int
    }

    /// The open apps, in the order given (the order of the app list, the only view that counts
    /// them: everything else names an app by its ``AppID``).
    public var apps: [EditorApp]
    /// The navigation stack; the last screen is shown. Never empty.
    public var stack: [Screen]
    /// What the keys do right now.
    var mode: EditorMode
    /// The message above the key hints, until the next key.
    public var message: EditorMessage?
    /// The terminal size the selection is kept visible in (updated by resize events).
    public var size: ScreenSize
    /// The symbols to draw with (`Glyphs.ascii` when the terminal is not UTF-8).
    public var glyphs: Glyphs
    /// The session's edits and resets, for undo and redo.
    var history = EditHistory()
    /// The search query and its results.
    var search = SearchState()
    /// The time zone dates are shown and edited in (the local one, as the app shows them; dates
    /// are stored as UTC instants).
    public var timeZone: SettingsTimeZone = .local
    /// Whether rows InAppSettingsKit's hidden keys hide are shown anyway (`H`, for QA).
    public var showsHiddenRows = false
    /// The form of the changes view (`c`): nil for `defaults write` commands, else launch
    /// arguments in this format (`c` again moves to the next).
    public var changesFormat: LaunchArgumentFormat?
    /// The apps whose in-app view the status line has mentioned.
    var notedInAppApps: Set<AppID> = []
    /// What to say when the writes of the last key press succeed (undo, redo, reset all).
    var pendingNotice: EditorNotice?
    /// The domains whose store file exists but cannot be read, with why: their rows are marked
    /// and show what the other domains give.
    public var unreadableStores: [String: UnreadableStore] = [:]
    /// An edit in progress while help is open above it, with the stack depth it resumes at.
    var suspendedEdit: SuspendedEdit?

    /// A state showing the first app's root page, or the "Settings" app list when several apps
    /// are open. Apps that share a domain are told apart by their ``AppID/copy`` (numbered here in
    /// the order given, unless their identities are already distinct).
    public init(apps: [EditorApp], size: ScreenSize = ScreenSize(width: 80, height: 24), glyphs: Glyphs = .unicode) {
        var apps = apps
        if Set(apps.map(\.id)).count != apps.count {
            for (index, id) in AppID.numbered(apps.map(\.domain)).enumerated() { apps[index].id = id }
        }
        self.apps = apps
        self.size = size
        self.glyphs = glyphs
        self.mode = .browsing
        self.message = nil
        if apps.count == 1 {
            stack = [Screen(kind: .page(app: apps[0].id, page: .root))]
            noteInAppView(app: apps[0].id)
        } else {
            stack = [Screen(kind: .appList)]
        }
        layOut()
    }

    /// The open app with this identity; nil when no such app is open. A copy of the whole app (its
    /// bundle and values): what a row or a page needs is read in place through ``page(_:of:)``,
    /// ``resolved(_:app:page:)`` and ``storeDomain(app:page:)`` instead, once per row drawn.
    public func app(_ id: AppID) -> EditorApp? {
        appIndex(id).map { apps[$0] }
    }

    /// Where the open app with this identity is in ``apps``.
    func appIndex(_ id: AppID) -> Int? {
        apps.firstIndex { $0.id == id }
    }

    /// A page of an open app (nil when no such app is open or it has no such page).
    public func page(_ id: PageID, of app: AppID) -> Page? {
        guard let index = appIndex(app) else { return nil }
        return apps[index].bundle.page(id)
    }

    /// The open app with this identity, to read or change (nil, and setting it does nothing,
    /// when no such app is open; it cannot become another app).
    public subscript(app id: AppID) -> EditorApp? {
        get { app(id) }
        set {
            guard let newValue, newValue.id == id, let index = appIndex(id) else { return }
            apps[index] = newValue
        }
    }

    /// Where a row of an app's page stores `key` (nil when no such app is open).
    func storeKey(_ key: String, app: AppID, page: PageID) -> StoreKey? {
        appIndex(app).map { apps[$0].storeKey(key, on: page) }
    }

    /// The domain a page of an app reads and writes: its app-group suite, else the application
    /// domain.
    public func storeDomain(app: AppID, page: PageID) -> String {
        appIndex(app).map { apps[$0].storeDomain(for: page) } ?? app.domain
    }

    /// The screen shown.
    public var screen: Screen {
        get { stack[stack.count - 1] }
        set { stack[stack.count - 1] = newValue }
    }

    /// The page a screen shows (for a choices screen, the page holding the multi-value row).
    public func page(of screen: Screen) -> Page? {
        switch screen.kind {
        case .appList, .help, .modified, .changes, .search: nil
        case .page(let app, let page): self.page(page, of: app)
        case .choices(let row), .details(let row): page(row.page, of: row.app)
        }
    }

    /// A specifier of a page by its index.
    public func specifier(app: AppID, page: PageID, index: Int) -> Specifier? {
        guard let page = self.page(page, of: app), page.specifiers.indices.contains(index) else { return nil }
        return page.specifiers[index]
    }

    /// The specifier a row reference names.
    public func specifier(at row: RowReference) -> Specifier? {
        specifier(app: row.app, page: row.page, index: row.specifier)
    }

    /// The selectable items of a page, in display order: each section's radio choices, then its rows.
    /// A list group's items and its Add row come first in its section (they need the app's values).
    func pageItems(_ page: Page, app: AppID? = nil) -> [PageItem] {
        var items: [PageItem] = []
        for section in page.sections(includingHiddenKeys: showsHiddenRows) {
            if let group = section.group, case .radioGroup(let radio) = group.kind, group.key != nil {
                items += radio.choices.items.indices.map { PageItem.choice(group: group.index, position: $0) }
            }
            if let group = section.group, case .listGroup(let list) = group.kind, let app {
                let count = list.items(of: shownValue(group, app: app, page: page.id)).count
                items += (0..<count).map { PageItem.listItem(group: group.index, position: $0) }
                if list.addSpecifier != nil { items.append(.listAdd(group: group.index)) }
            }
            items += section.rows.map { PageItem.row($0.index) }
        }
        return items
    }

    /// ``pageItems(_:app:)`` of a page of an app: the shown layout's while it is current.
    func items(app: AppID, page id: PageID) -> [PageItem] {
        guard let page = self.page(id, of: app) else { return [] }
        if let width = EditorMemo.current?.shownLayout?.width,
            let shown = reusableLayout(of: Screen(kind: .page(app: app, page: id)), width: width)
        {
            return shown.items
        }
        return pageItems(page, app: app)
    }

    /// How many items a screen can select.
    public func itemCount(of screen: Screen) -> Int {
        switch screen.kind {
        case .appList: return apps.count
        case .details, .help, .changes: return 0
        case .modified: return modifiedRows().count
        case .search: return search.results.count
        case .page(let app, let page): return items(app: app, page: page).count
        case .choices(let row):
            guard let specifier = specifier(at: row), case .multiValue(let multi) = specifier.kind else { return 0 }
            return multi.choices.count
        }
    }

    /// The selected page item, on a page screen.
    var selectedItem: PageItem? {
        guard case .page(let app, let page) = screen.kind else { return nil }
        let items = items(app: app, page: page)
        return items.indices.contains(screen.selection) ? items[screen.selection] : nil
    }

    /// The selected row's specifier, on a page screen (a radio choice gives its group).
    public var selectedSpecifier: Specifier? {
        guard case .page(let app, let page) = screen.kind, let item = selectedItem else { return nil }
        return specifier(app: app, page: page, index: item.specifierIndex)
    }

    /// The resolved value of a specifier's key on a page (unset when it has no key).
    public func resolved(_ specifier: Specifier, app: AppID, page: PageID) -> ResolvedValue {
        guard let key = specifier.key, let index = appIndex(app) else { return .unset }
        return apps[index].resolved(key, on: page)
    }

    /// The value a row shows: the resolved one, else its own `DefaultValue`.
    public func shownValue(_ specifier: Specifier, app: AppID, page: PageID) -> PlistValue? {
        specifier.effectiveValue(stored: resolved(specifier, app: app, page: page).value)
    }

    /// The title of a screen, as its navigation bar shows it (and its child's back label).
    public func title(of screen: Screen) -> String {
        switch screen.kind {
        case .appList: return "Settings"
        case .page(let id, let pageID):
            guard let app = self.app(id) else { return id.description }
            if pageID == .root { return app.name }
            return app.bundle.page(pageID)?.title.text ?? pageID.rawValue
        case .choices(let row):
            return specifier(at: row)?.title?.text ?? "Choose"
        case .details(let row):
            guard let found = page(row.page, of: row.app), found.specifiers.indices.contains(row.specifier)
            else { return "Details" }
            return RowText.label(found.specifiers[row.specifier], in: found)
        case .help: return "Keys and Tags"
        case .modified: return "Modified"
        case .changes:
            return changesFormat.map { "Changes as Launch Arguments (\($0.rawValue))" } ?? "Changes as Commands"
        case .search: return "Search"
        }
    }

    /// The back label of the screen shown: the previous screen's title, nil at the bottom of the stack.
    public var backLabel: String? {
        guard stack.count > 1 else { return nil }
        let title = self.title(of: stack[stack.count - 2])
        return title.allSatisfy(\.isWhitespace) ? "Back" : title
    }

    /// The domain the shown screen edits (nil for the app list).
    public var editedDomain: String? {
        switch screen.kind {
        case .appList, .help, .modified, .changes, .search: nil
        case .page(let app, let page): appIndex(app).map { apps[$0].storeDomain(for: page) }
        case .choices(let row), .details(let row): appIndex(row.app).map { apps[$0].storeDomain(for: row.page) }
        }
    }

    // MARK: - Scrolling

    /// The rows of the screen that hold content (between the navigation bar and the message line).
    public var contentHeight: Int {
        Self.contentHeight(height: size.height, messageLines: messageLineCount(width: size.width))
    }

    /// The content rows for a screen height: all but the navigation bar (2), the message and the hints.
    static func contentHeight(height: Int, messageLines: Int) -> Int { max(1, height - 3 - messageLines) }

    /// How many lines the message takes at a width: 1 (kept even when empty), up to 2 for a long
    /// one, 3 for an error (whose end says what to do).
    func messageLineCount(width: Int) -> Int {
        guard let message else { return 1 }
        return min(
            Self.maximumMessageLines(message), max(1, TextLayout.wrapped(message.text, width: max(1, width - 1)).count))
    }

    static func maximumMessageLines(_ message: EditorMessage) -> Int { message.kind == .error ? 4 : 2 }

    /// Keeps the modified list's selection inside it when the list shrank (a row reset). Where
    /// the selection is on screen is the layout step's (``layout(_:)``).
    mutating func keepSelectionInList() {
        guard case .modified = screen.kind else { return }
        screen.selection = max(0, min(screen.selection, itemCount(of: screen) - 1))
    }
}
