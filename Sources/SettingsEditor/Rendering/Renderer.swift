import Defaults
import PropertyList
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
        let layout = PageLayout.of(state, screen: state.screen, width: size.width)
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
            if case .page(let app, _) = state.screen.kind, domain != state.apps[app].domain {
                label += " (app group)"
            } else if case .choices(let app, _, _) = state.screen.kind, domain != state.apps[app].domain {
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
            case .choices(let app, let page, let index):
                drawChoiceRow(number, app: app, page: page, index: index, y: y, indent: indent)
            case .page(let app, let pageID):
                guard let page = state.apps[app].bundle.page(pageID) else { return }
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

    mutating func drawChoiceRow(_ position: Int, app: Int, page: PageID, index: Int, y: Int, indent: Int) {
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

    // MARK: - Page rows

    mutating func drawPageItem(_ item: PageItem, app: Int, page: Page, y: Int, indent: Int, selected: Bool) {
        guard page.specifiers.indices.contains(item.specifierIndex) else { return }
        let specifier = page.specifiers[item.specifierIndex]
        let resolved = state.resolved(specifier, app: app, page: page.id)
        let value = specifier.effectiveValue(stored: resolved.value)
        let contentRight = size.width - Self.statusWidth - 1
        var showStatus = specifier.showsValue

        switch item {
        case .choice(_, let position):
            guard case .radioGroup(let radio) = specifier.kind, radio.choices.items.indices.contains(position) else {
                return
            }
            let chosen = radio.choices.position(of: value)
            drawTitleAndValue(
                title: radio.choices.items[position].title.text, titleRole: .normal,
                value: chosen == position ? [(glyphs.checkmark, .checkmark)] : [], y: y, left: indent,
                right: contentRight)
            // The status belongs to the group's key: shown once, on the checked choice (else the first).
            showStatus = chosen.map { $0 == position } ?? (position == 0)
        case .row:
            drawRow(
                specifier, app: app, page: page, value: value, y: y, indent: indent, right: contentRight,
                selected: selected)
        case .listItem(_, let position):
            if case .editingListItem(let edit) = state.mode, selected, edit.position == position {
                drawEditField(edit.field, title: nil, y: y, left: indent, right: contentRight)
            } else {
                drawListItem(specifier, position: position, value: value, y: y, indent: indent, right: contentRight)
            }
            showStatus = position == 0
        case .listAdd:
            if case .editingListItem(let edit) = state.mode, selected, edit.position == nil {
                drawEditField(edit.field, title: "+", y: y, left: indent, right: contentRight)
            } else {
                drawListAdd(specifier, y: y, indent: indent, right: contentRight)
            }
            if case .listGroup(let list) = specifier.kind { showStatus = list.items(of: value).isEmpty }
        }
        if showStatus {
            drawStatus(specifier, resolved: resolved, domain: state.apps[app].storeDomain(for: page.id), y: y)
        }
    }

    mutating func drawRow(
        _ specifier: Specifier, app: Int, page: Page, value: PlistValue?, y: Int, indent: Int, right: Int,
        selected: Bool
    ) {
        let title = RowText.title(specifier)
        switch specifier.kind {
        case .textField(let field):
            if case .editingText(let edit) = state.mode, selected, edit.specifier == specifier.index {
                drawEditField(
                    edit, title: specifier.title.flatMap { $0.isBlank ? nil : $0.text }, y: y, left: indent,
                    right: right)
                return
            }
            let text = RowText.valueText(specifier, value: value, glyphs: glyphs) ?? ""
            if text.isEmpty, let placeholder = specifier.inApp?.placeholder {
                // InAppSettingsKit's IASKPlaceholder, dimmed, in an empty field.
                drawTitleAndValue(
                    title: title, titleRole: .normal, value: [(placeholder.text, .dim)], y: y, left: indent,
                    right: right)
                return
            }
            if specifier.title == nil || specifier.title?.isBlank == true {
                // A field without a title spans the row, as in Settings.
                let shown = TextLayout.truncated(text, toWidth: max(0, right - indent), ellipsis: glyphs.ellipsis)
                frame.put(shown, x: indent, y: y, role: .value)
            } else {
                _ = field
                drawTitleAndValue(
                    title: title, titleRole: .normal, value: [(text, .value)], y: y, left: indent, right: right)
            }
        case .toggle(let toggle) where specifier.inApp?.isCheckmark == true:
            // InAppSettingsKit's Checkmark style: a check mark when on, nothing when off.
            drawTitleAndValue(
                title: title, titleRole: .normal, value: toggle.isOn(value) ? [(glyphs.checkmark, .checkmark)] : [],
                y: y, left: indent, right: right)
        case .toggle(let toggle):
            let on = toggle.isOn(value)
            drawTitleAndValue(
                title: title, titleRole: .normal, value: [(RowText.switchText(on: on), on ? .toggleOn : .toggleOff)],
                y: y, left: indent, right: right)
        case .slider(let slider):
            drawSlider(
                specifier, slider: slider, page: page, value: value, y: y, left: indent, right: right,
                selected: selected)
        case .multiValue(let multi):
            let shown = multi.rowTitle(for: value)?.text ?? ""
            drawTitleAndValue(
                title: title, titleRole: .normal, value: [(shown, .value), (" " + glyphs.disclosure, .dim)], y: y,
                left: indent, right: right)
        case .titleValue(let titleValue):
            drawTitleAndValue(
                title: title, titleRole: .normal, value: [(titleValue.displayText(for: value), .dim)], y: y,
                left: indent,
                right: right)
        case .childPane(let pane):
            if let problem = pane.problem {
                // The problem sits in the value column and `broken` in the status column, aligned
                // with the values and tags of the other rows.
                drawTitleAndValue(
                    title: title, titleRole: .disabled, value: [(Self.shortProblem(problem), .error)], y: y,
                    left: indent, right: right)
                frame.put("broken", x: size.width - Self.statusWidth + 1, y: y, role: .error)
            } else {
                drawTitleAndValue(
                    title: title, titleRole: .normal, value: [(glyphs.disclosure, .dim)], y: y, left: indent,
                    right: right)
            }
        case .unsupported(let unsupported):
            drawTitleAndValue(
                title: title, titleRole: .disabled, value: [(unsupported.reason, .disabled)], y: y, left: indent,
                right: right)
        case .group, .radioGroup:
            drawTitleAndValue(title: title, titleRole: .normal, value: [], y: y, left: indent, right: right)
        case .textView, .datePicker, .listGroup, .button, .openURL, .mailCompose, .customView, .appPane:
            if case .editingDate(let edit) = state.mode, selected, edit.specifier == specifier.index {
                drawDateEditor(edit, title: title, y: y, left: indent, right: right)
                return
            }
            drawInAppRow(specifier, title: title, value: value, y: y, indent: indent, right: right)
        }
    }

    static func shortProblem(_ problem: ChildPaneProblem) -> String {
        switch problem {
        case .missing: "page file missing"
        case .caseMismatch: "file name case differs"
        case .escapesBundle: "file outside the bundle"
        case .cycle: "leads back to itself"
        case .invalidName: "unusable File name"
        case .limitReached: "too deep"
        }
    }

    mutating func drawSlider(
        _ specifier: Specifier, slider: Specifier.Slider, page: Page, value: PlistValue?, y: Int, left: Int, right: Int,
        selected: Bool
    ) {
        let label = RowText.sliderLabel(specifier, in: page)
        let range = slider.rangeText(dash: glyphs.rangeDash)
        if case .enteringSliderValue(let edit) = state.mode, selected, edit.specifier == specifier.index {
            drawEditField(edit, title: label, y: y, left: left, right: right - TextLayout.displayWidth(range) - 1)
            frame.put(range, x: right - TextLayout.displayWidth(range), y: y, role: .dim)
            return
        }
        let position = slider.position(for: value)
        var number = position.map(ValueFormatter.formatNumber) ?? "?"
        if case .adjustingSlider(let row) = state.mode, selected, row.specifier == specifier.index {
            // Adjust mode: arrows around the value say that Left/Right step it.
            number = isASCII ? "<\(number)>" : "◀\(number)▶"
        }
        let available = right - left
        let labelWidth = min(TextLayout.displayWidth(label), max(4, available / 3))
        let fixed = labelWidth + 2 + TextLayout.displayWidth(number) + 1 + 1 + TextLayout.displayWidth(range)
        let barWidth = min(20, available - fixed)
        var parts: [(String, Role)] = [(number, .value)]
        if barWidth >= 3 {
            let filled = Int((slider.fraction(for: position ?? slider.range.lowerBound) * Double(barWidth)).rounded())
            parts.append((" ", .normal))
            parts.append((String(repeating: glyphs.sliderFilled, count: filled), .value))
            parts.append((String(repeating: glyphs.sliderEmpty, count: barWidth - filled), .dim))
            parts.append((" " + range, .dim))
        } else if available - labelWidth - 2 - TextLayout.displayWidth(number) > TextLayout.displayWidth(range) {
            parts.append((" " + range, .dim))
        }
        drawTitleAndValue(title: label, titleRole: .normal, value: parts, y: y, left: left, right: right)
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
