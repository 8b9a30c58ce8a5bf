import SettingsBundle
import TerminalFrame

/// What the layout step (``layout(_:)``) made of the shown screen: its lines at a width, and, for
/// a page, its selectable items and what both were made from, so that a later step can use them
/// instead of laying the page out again while that is still what it shows.
struct ShownLayout: Sendable {
    /// What a page's layout and items are made of: equal inputs give an equal layout (see
    /// ``PageLayout/init(state:screen:width:)``).
    struct PageInputs: Equatable, Sendable {
        var app: Int
        var page: Page
        var domain: String
        /// ``EditorApp/notesRevision``: the only part of the values a layout shows.
        var notes: UInt64
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
    /// The page's selectable items (``EditorState/pageItems(_:app:)``), when ``inputs`` is set.
    var items: [PageItem]
}

extension EditorState {
    /// The inputs of a page screen's layout, or nil when its layout cannot be reused (not a page,
    /// or a page with a list group).
    func pageInputs(of screen: Screen) -> ShownLayout.PageInputs? {
        guard case .page(let app, let pageID) = screen.kind, apps.indices.contains(app),
            let page = apps[app].bundle.page(pageID),
            !page.specifiers.contains(where: { if case .listGroup = $0.kind { true } else { false } })
        else { return nil }
        return ShownLayout.PageInputs(
            app: app, page: page, domain: apps[app].domain, notes: apps[app].notesRevision,
            showsHiddenRows: showsHiddenRows, glyphs: glyphs)
    }

    /// The shown layout when it is the one `screen` would get at `width` now. The cheap inputs are
    /// compared first; a page equal to the one laid out has no list group either, so the page's rows
    /// need no second look (equal storage compares at once).
    func reusableLayout(of screen: Screen, width: Int) -> ShownLayout? {
        guard let shown = shownLayout, let inputs = shown.inputs, shown.width == width, shown.kind == screen.kind,
            inputs.showsHiddenRows == showsHiddenRows, apps.indices.contains(inputs.app),
            inputs.notes == apps[inputs.app].notesRevision, inputs.domain == apps[inputs.app].domain,
            inputs.glyphs == glyphs, let page = apps[inputs.app].bundle.page(inputs.page.id), page == inputs.page
        else { return nil }
        return shown
    }

    /// A screen's lines at a width: the shown layout's while it is current, else laid out now.
    func lines(of screen: Screen, width: Int) -> PageLayout {
        reusableLayout(of: screen, width: width)?.lines ?? PageLayout(state: self, screen: screen, width: width)
    }

    /// The layout step (``layout(_:)``): lays the shown screen out (reusing the last layout
    /// while its page, notes, width and glyphs are the same), scrolls it so the selection shows,
    /// and keeps the result.
    mutating func layOut() {
        if case .modified = screen.kind { rememberModifiedRows() }
        guard size.isUsable else {
            shownLayout = nil
            return
        }
        if let shown = reusableLayout(of: screen, width: size.width) {
            screen.scroll = shown.lines.scroll(
                keepingVisible: screen.selection, from: screen.scroll, height: contentHeight)
            return
        }
        let inputs = pageInputs(of: screen)
        var items: [PageItem] = []
        if let inputs { items = pageItems(inputs.page, app: inputs.app) }
        let lines = PageLayout(state: self, screen: screen, width: size.width)
        screen.scroll = lines.scroll(keepingVisible: screen.selection, from: screen.scroll, height: contentHeight)
        shownLayout = ShownLayout(kind: screen.kind, width: size.width, lines: lines, inputs: inputs, items: items)
    }
}
