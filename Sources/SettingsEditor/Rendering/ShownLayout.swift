import SettingsBinding
import SettingsBundle
import TerminalFrame

/// What the layout step (``layout(_:)``) made of the shown screen: its lines at a width, and, for
/// a page, its selectable items and what both were made from, so that a later step can use them
/// instead of laying the page out again while that is still what it shows. The program loop keeps
/// it (``EditorMemo``), never the state.
struct ShownLayout: Sendable {
    /// What a page's layout and items are made of: equal inputs give an equal layout (see
    /// ``PageLayout/init(state:screen:width:)``).
    struct PageInputs: Equatable, Sendable {
        var app: AppID
        var page: Page
        var domain: String
        /// The values of the page's keys whose stored value a launch argument masks: the only
        /// part of the values a layout shows (the notes under those rows).
        var masked: [StoreKey: ResolvedValue]
        var showsHiddenRows: Bool
        var glyphs: Glyphs
    }

    /// The screen laid out.
    var kind: Screen.Kind
    /// The width it was laid out for.
    var width: Int
    /// Its lines.
    var lines: PageLayout
    /// For a page without a list group (whose lines follow its stored array), what its lines and
    /// ``items`` were made of; nil when they cannot be reused.
    var inputs: PageInputs?
    /// The app's values ``inputs`` were last checked against: while they are the same (equal
    /// storage compares at once), the masked ones need no second look.
    var values: [StoreKey: ResolvedValue]
    /// The page's selectable items (``EditorState/pageItems(_:app:)``), when ``inputs`` is set.
    var items: [PageItem]
}

extension EditorState {
    /// The inputs of a page screen's layout, or nil when its layout cannot be reused (not a page,
    /// or a page with a list group).
    func pageInputs(of screen: Screen) -> ShownLayout.PageInputs? {
        guard case .page(let app, let pageID) = screen.kind, let page = self.page(pageID, of: app),
            !page.specifiers.contains(where: { if case .listGroup = $0.kind { true } else { false } })
        else { return nil }
        return ShownLayout.PageInputs(
            app: app, page: page, domain: app.domain, masked: maskedValues(app: app, page: page),
            showsHiddenRows: showsHiddenRows, glyphs: glyphs)
    }

    /// The resolved values of a page's keys whose stored value a launch argument masks.
    func maskedValues(app: AppID, page: Page) -> [StoreKey: ResolvedValue] {
        let domain = page.appGroup ?? app.domain
        let values = appIndex(app).map { apps[$0].values } ?? [:]
        var masked: [StoreKey: ResolvedValue] = [:]
        for specifier in page.specifiers {
            guard let key = specifier.key else { continue }
            let storeKey = StoreKey(domain: domain, key: key)
            if let value = values[storeKey], value.isStoredValueMasked { masked[storeKey] = value }
        }
        return masked
    }

    /// The loop's shown layout (``EditorMemo``) when it is the one `screen` would get at `width`
    /// now. The cheap inputs are compared first; a page equal to the one laid out has no list group
    /// either, so the page's rows need no second look (equal storage compares at once); the masked
    /// values are looked at again only when the app's values changed since the last look.
    func reusableLayout(of screen: Screen, width: Int) -> ShownLayout? {
        guard let memo = EditorMemo.current, var shown = memo.shownLayout, let inputs = shown.inputs,
            shown.width == width, shown.kind == screen.kind, inputs.showsHiddenRows == showsHiddenRows,
            inputs.glyphs == glyphs, let index = appIndex(inputs.app), inputs.domain == apps[index].domain,
            let page = apps[index].bundle.page(inputs.page.id), page == inputs.page
        else { return nil }
        let values = apps[index].values
        if shown.values != values {
            guard maskedValues(app: inputs.app, page: page) == inputs.masked else { return nil }
            shown.values = values
            memo.shownLayout = shown
        }
        return shown
    }

    /// A screen's lines at a width: the shown layout's while it is current, else laid out now.
    func lines(of screen: Screen, width: Int) -> PageLayout {
        reusableLayout(of: screen, width: width)?.lines ?? PageLayout(state: self, screen: screen, width: width)
    }

    /// The layout step (``layout(_:)``): lays the shown screen out (reusing the loop's last layout
    /// while its page, notes, width and glyphs are the same), scrolls it so the selection shows,
    /// and gives the result to the loop's memo.
    mutating func layOut() {
        let memo = EditorMemo.current
        guard size.isUsable else {
            memo?.shownLayout = nil
            return
        }
        if let shown = reusableLayout(of: screen, width: size.width) {
            screen.scroll = shown.lines.scroll(
                keepingVisible: screen.selection, from: screen.scroll, height: contentHeight)
            return
        }
        let lines = PageLayout(state: self, screen: screen, width: size.width)
        screen.scroll = lines.scroll(keepingVisible: screen.selection, from: screen.scroll, height: contentHeight)
        guard let memo else { return }
        let inputs = pageInputs(of: screen)
        var items: [PageItem] = []
        if let inputs { items = pageItems(inputs.page, app: inputs.app) }
        memo.made(
            ShownLayout(
                kind: screen.kind, width: size.width, lines: lines, inputs: inputs,
                values: inputs.flatMap { app($0.app)?.values } ?? [:], items: items))
    }
}
