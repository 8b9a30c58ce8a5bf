import Defaults
import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

/// Draws one frame of the editor (see ``render(_:size:)``).
struct Renderer {
    let state: EditorState
    let size: ScreenSize
    var frame: Frame
    /// The status column's width (a modified marker and the longest tag, `default`).
    static let statusWidth = 8

    init(state: EditorState, size: ScreenSize) {
        self.state = state
        self.size = size
        frame = Frame(width: size.width, height: size.height)
    }

    var glyphs: Glyphs { state.glyphs }
    var isASCII: Bool { glyphs == .ascii }
    var contentHeight: Int {
        EditorState.contentHeight(height: size.height, messageLines: state.messageLineCount(width: size.width))
    }

    mutating func draw() {
        guard size.isUsable else {
            drawTooSmall()
            return
        }
        drawNavigationBar()
        let layout = state.lines(of: state.screen, width: size.width)
        let scroll = layout.scroll(
            keepingVisible: state.screen.selection, from: state.screen.scroll, height: contentHeight)
        for row in 0..<contentHeight {
            let index = scroll + row
            guard index < layout.lines.count else { break }
            drawLine(layout.lines[index], y: 2 + row, indent: layout.indent)
        }
        drawScrollMarks(scroll: scroll, total: layout.lines.count)
        drawTextViewEditor(layout: layout, scroll: scroll)
        drawMessageAndHints()
    }

    // MARK: - Too small

    mutating func drawTooSmall() {
        let lines =
            TextLayout.wrapped("Terminal too small", width: max(1, size.width))
            + TextLayout.wrapped("need \(ScreenSize.minimum)", width: max(1, size.width))
        let top = max(0, (size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < size.height {
            let x = max(0, (size.width - TextLayout.displayWidth(line)) / 2)
            frame.put(line, x: x, y: top + offset, role: offset == 0 ? .warning : .dim)
        }
    }

    // MARK: - Navigation bar

    mutating func drawNavigationBar() {
        let width = size.width
        let title = state.title(of: state.screen)
        let titleWidth = TextLayout.displayWidth(title)
        var backEnd = 0
        if let back = state.backLabel {
            // The title wins: the back label gets what is left beside a centred title, at least
            // the arrow and a few letters, else the arrow alone.
            let room = max(0, (width - titleWidth) / 2 - 1)
            var label = TextLayout.truncated("\(glyphs.back) \(back)", toWidth: room, ellipsis: glyphs.ellipsis)
            if TextLayout.displayWidth(label)
                < min(6, TextLayout.displayWidth(glyphs.back) + 1 + TextLayout.displayWidth(back))
            {
                label = TextLayout.truncated(
                    "\(glyphs.back) \(back)", toWidth: max(TextLayout.displayWidth(glyphs.back), min(8, width / 4)),
                    ellipsis: glyphs.ellipsis)
                if TextLayout.displayWidth(label) <= TextLayout.displayWidth(glyphs.back) + 2 { label = glyphs.back }
            }
            backEnd = frame.put(label, x: 0, y: 0, role: .backLabel)
        }
        var x = max(0, (width - titleWidth) / 2)
        if backEnd > 0 && x <= backEnd { x = backEnd + 1 }
        let shownTitle = TextLayout.truncated(title, toWidth: max(1, width - x), ellipsis: glyphs.ellipsis)
        frame.put(shownTitle, x: x, y: 0, role: .title)

        let rule = glyphs.rule.first ?? "-"
        frame.fill(y: 1, role: .dim, character: rule)
        if let domain = state.editedDomain {
            var label = domain
            if case .page(let app, _) = state.screen.kind, domain != app.domain {
                label += " (app group)"
            } else if case .choices(let row) = state.screen.kind, domain != row.app.domain {
                label += " (app group)"
            } else if state.apps.contains(where: {
                $0.domain == domain && $0.bundle.location.domain.isPreview && $0.bundle.location.domain.domain == domain
            }) {
                label += " (preview: no app domain found)"
            }
            let text = TextLayout.truncated(" \(label) ", toWidth: max(0, width - 2), ellipsis: glyphs.ellipsis)
            frame.put(text, x: 1, y: 1, role: .dim)
        } else if state.apps.count > 1 {
            frame.put(" \(state.apps.count) apps ", x: 1, y: 1, role: .dim)
        }
        drawViewLabel()
    }

    /// Arrows at the right end of the lines above and below the content when there is more to
    /// scroll (the message line may cover the lower one).
    mutating func drawScrollMarks(scroll: Int, total: Int) {
        let up = isASCII ? "^" : "▲"
        let down = isASCII ? "v" : "▼"
        if scroll > 0 { frame.put(up, x: size.width - 1, y: 1, role: .dim) }
        if scroll + contentHeight < total { frame.put(down, x: size.width - 1, y: size.height - 2, role: .dim) }
    }

    // MARK: - Lines

    mutating func drawLine(_ line: PageLayout.Line, y: Int, indent: Int) {
        switch line {
        case .blank: break
        case .header(let text):
            frame.put(text, x: indent, y: y, role: .header)
        case .footer(let text):
            frame.put(text, x: indent, y: y, role: .footer)
        case .text(let text, let role):
            frame.put(text, x: indent, y: y, role: role)
        case .searchField:
            drawSearchField(y: y, indent: indent)
        case .columnTitles:
            drawModifiedTitles(y: y, indent: indent)
        case .note(_, let text):
            let mark = isASCII ? "! " : "⚠ "
            let shown = TextLayout.truncated(
                mark + text, toWidth: max(1, size.width - indent - 2 - Self.statusWidth), ellipsis: glyphs.ellipsis)
            frame.put(shown, x: indent + 2, y: y, role: .warning)
        case .item(let number):
            let selected = number == state.screen.selection
            switch state.screen.kind {
            case .appList: drawAppRow(number, y: y, indent: indent)
            case .details, .help, .changes: break
            case .search:
                if state.search.results.indices.contains(number) {
                    let label = number < 9 ? "(\(number + 1)) " : "    "
                    drawListedRow(
                        state.search.results[number].row, y: y, indent: indent, prefix: label)
                }
            case .modified:
                if listedRows == nil { listedRows = state.modifiedRows() }
                if let rows = listedRows, rows.indices.contains(number) {
                    drawModifiedRow(rows[number], y: y, indent: indent)
                }
            case .choices(let row):
                drawChoiceRow(number, app: row.app, page: row.page, index: row.specifier, y: y, indent: indent)
            case .page(let app, let pageID):
                guard let page = state.page(pageID, of: app) else { return }
                if pageItems == nil { pageItems = state.items(app: app, page: pageID) }
                guard let items = pageItems, items.indices.contains(number) else { return }
                drawPageItem(items[number], app: app, page: page, y: y, indent: indent, selected: selected)
            }
            if selected { highlightRow(y: y) }
        }
    }

    /// Highlights the selected row, except an edit field being typed in.
    mutating func highlightRow(y: Int) {
        frame.highlight(y: y)
        if let field = editField, field.y == y {
            frame.highlight(x: field.x, y: y, width: field.width, false)
        }
    }

    /// The rows a list screen shows (modified rows, search results), computed once per frame.
    var listedRows: [RowReference]?

    /// The shown page's items, computed once per frame.
    var pageItems: [PageItem]?

    /// The modified list's columns, computed once per frame.
    var modifiedColumns: ModifiedColumns?

    /// Where the edit field of the row being edited was drawn.
    var editField: (x: Int, y: Int, width: Int)?

    mutating func drawAppRow(_ index: Int, y: Int, indent: Int) {
        let app = state.apps[index]
        drawTitleAndValue(
            title: app.name, titleRole: .normal,
            value: [(app.domain, .dim), (" " + glyphs.disclosure, .dim)], y: y, left: indent,
            right: size.width - indent)
    }

    mutating func drawChoiceRow(_ position: Int, app: AppID, page: PageID, index: Int, y: Int, indent: Int) {
        guard let specifier = state.specifier(app: app, page: page, index: index),
            case .multiValue(let multi) = specifier.kind, multi.choices.items.indices.contains(position)
        else { return }
        let chosen = multi.choices.position(of: state.shownValue(specifier, app: app, page: page))
        let choice = multi.choices.items[position]
        drawTitleAndValue(
            title: choice.title.text, titleRole: .normal,
            value: chosen == position ? [(glyphs.checkmark, .checkmark)] : [], y: y, left: indent,
            right: size.width - indent)
    }

    /// An edit field: the title (at most half the room), then the text scrolled so the cursor
    /// shows, secure text masked unless revealed; the frame's cursor goes to the insertion point.
    mutating func drawEditField(_ edit: FieldEdit, title: String?, y: Int, left: Int, right: Int) {
        var x = left
        if let title {
            let shown = TextLayout.truncated(title, toWidth: max(1, (right - left) / 2), ellipsis: glyphs.ellipsis)
            x = frame.put(shown, x: left, y: y, role: .normal) + 2
        }
        let width = max(1, right - x)
        let mask = edit.isSecure && !edit.isRevealed ? Character(glyphs.secureBullet) : nil
        let (text, cursorColumn) = edit.editor.visibleWindow(width: width, mask: mask)
        frame.fill(x: x, y: y, width: width, role: .selected)
        frame.put(text, x: x, y: y, role: .selected)
        frame.cursor = Position(x: x + cursorColumn, y: y)
        editField = (x, y, width)
    }

    /// A title on the left and value parts on the right, the value cut first (down to half the
    /// room), then the title.
    mutating func drawTitleAndValue(
        title: String, titleRole: Role, value parts: [(String, Role)], y: Int, left: Int, right: Int
    ) {
        let room = max(0, right - left)
        let titleWidth = TextLayout.displayWidth(title)
        var parts = parts
        var partsWidth = parts.reduce(0) { $0 + TextLayout.displayWidth($1.0) }
        let keepForTitle = min(titleWidth, max(room / 2, room - partsWidth - 1))
        let maxParts = max(0, room - keepForTitle - (titleWidth > 0 ? 1 : 0))
        if partsWidth > maxParts, !parts.isEmpty {
            let fixed = partsWidth - TextLayout.displayWidth(parts[0].0)
            parts[0].0 = TextLayout.truncated(parts[0].0, toWidth: max(0, maxParts - fixed), ellipsis: glyphs.ellipsis)
            partsWidth = parts.reduce(0) { $0 + TextLayout.displayWidth($1.0) }
            if partsWidth > maxParts {
                parts = []
                partsWidth = 0
            }
        }
        let titleRoom = max(0, room - partsWidth - (partsWidth > 0 ? 1 : 0))
        frame.put(
            TextLayout.truncated(title, toWidth: titleRoom, ellipsis: glyphs.ellipsis), x: left, y: y, role: titleRole)
        var x = right - partsWidth
        for (text, role) in parts {
            x = frame.put(text, x: x, y: y, role: role)
        }
    }

    /// The status column: a `!` when the store file the row writes to (`domain`) cannot be read,
    /// else a `*` when the value differs from the registered default; then the domain tag.
    mutating func drawStatus(_ specifier: Specifier, resolved: ResolvedValue, domain: String, y: Int) {
        let x = size.width - Self.statusWidth
        if state.unreadableStores[domain] != nil {
            frame.put("!", x: x, y: y, role: .error)
        } else if RowText.isModified(specifier, resolved: resolved) {
            frame.put("*", x: x, y: y, role: .modified)
        }
        frame.put(resolved.tag.rawValue, x: x + 1, y: y, role: Self.role(for: resolved.tag))
    }

    static func role(for tag: DomainTag) -> Role {
        switch tag {
        case .arg: .statusArg
        case .app: .statusApp
        case .host: .statusHost
        case .suite: .statusSuite
        case .global: .statusGlobal
        case .system: .statusSystem
        case .lang, .default: .statusDefault
        case .unset: .statusUnset
        }
    }

    // MARK: - Message and hints

    mutating func drawMessageAndHints() {
        if let message = state.message {
            let role: Role =
                switch message.kind {
                case .info, .success: .message
                case .warning: .warning
                case .error: .error
                }
            // Messages write ranges with an en dash (0–1), drawn as the glyph set's range dash.
            let text =
                isASCII
                ? message.text.split(separator: "–", omittingEmptySubsequences: false).joined(
                    separator: glyphs.rangeDash) : message.text
            var lines = TextLayout.wrapped(text, width: max(1, size.width - 1))
            let limit = min(EditorState.maximumMessageLines(message), max(1, size.height - 3))
            if lines.count > limit {
                lines = Array(lines.prefix(limit))
                lines[limit - 1] = TextLayout.truncated(
                    lines[limit - 1] + " " + glyphs.ellipsis, toWidth: size.width - 1, ellipsis: glyphs.ellipsis)
            }
            let top = size.height - 1 - lines.count
            for (offset, line) in lines.enumerated() {
                frame.fill(y: top + offset, role: .normal)
                frame.put(line, x: 0, y: top + offset, role: role)
            }
        }
        var x = 0
        let y = size.height - 1
        for (index, hint) in HintLine.fitting(HintLine.hints(for: state), width: size.width).enumerated() {
            x += index == 0 ? 0 : 2
            x = frame.put(hint.key, x: x, y: y, role: .hintKey)
            x = frame.put(" " + hint.label, x: x, y: y, role: .hint)
        }
    }
}
