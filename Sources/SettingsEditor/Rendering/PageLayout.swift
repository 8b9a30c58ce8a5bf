import SettingsBinding
import SettingsBundle
import TerminalFrame

/// The lines a screen's content is made of, for a width: section headers, rows, footers
/// (word-wrapped), the notes under rows whose stored value a launch argument masks, and the gaps
/// between sections. Made by the layout step (to scroll) and drawn by the renderer.
struct PageLayout: Sendable {
    enum Line: Hashable, Sendable {
        case blank
        /// One wrapped line of a section header, uppercase.
        case header(String)
        /// One wrapped line of a footer.
        case footer(String)
        /// Selectable item number `n` of the screen.
        case item(Int)
        /// A warning line under item `n`.
        case note(Int, String)
        /// A line of a text screen (details, help), already wrapped.
        case text(String, Role)
        /// The search query being typed.
        case searchField
        /// The column titles of the modified list.
        case columnTitles
    }

    private(set) var lines: [Line] = []
    /// The first line of each item, by item number (-1 for a number no line shows).
    private(set) var itemLines: [Int] = []
    /// The left margin rows and footers are drawn at.
    let indent: Int

    /// Lays a screen out. The layout step (``layout(_:)``) keeps the shown screen's layout and
    /// uses it again while its inputs are the same (``ShownLayout/PageInputs``).
    init(state: EditorState, screen: Screen, width: Int) {
        indent = width >= 40 ? 2 : 1
        defer { indexItems() }
        switch screen.kind {
        case .appList:
            lines.append(.blank)
            // The one view that counts the apps: an item per position.
            lines += state.apps.indices.map(Line.item)
        case .choices(let row):
            lines.append(.blank)
            lines += (0..<state.itemCount(of: screen)).map(Line.item)
            // InAppSettingsKit's FooterText under a multi-value's choices.
            if let footer = state.specifier(at: row)?.inApp?.choicesFooter, !footer.isBlank {
                lines += WrapCache.wrapped(footer.text, width: max(1, width - 2 * indent)).map(Line.footer)
            }
        case .details(let row):
            lines.append(.blank)
            lines += Self.wrapped(
                DetailsText.details(state, app: row.app, page: row.page, specifier: row.specifier), width: width)
        case .modified:
            lines.append(.blank)
            let count = state.itemCount(of: screen)
            if count == 0 {
                lines.append(.footer("Nothing is stored: every row shows its registered default"))
            } else {
                lines.append(.columnTitles)
            }
            lines += (0..<count).map(Line.item)
        case .search:
            lines += [.searchField, .blank]
            let results = state.search.results
            if results.isEmpty {
                lines.append(
                    .footer(
                        state.search.editor.text.isEmpty
                            ? "Type to search the titles, keys, value titles, groups and footers of every page"
                            : "No row matches"))
            }
            let room = max(1, width - 2 * indent - 4)
            for (number, result) in results.enumerated() {
                lines.append(.item(number))
                if result.field != "title" {
                    let text = TextLayout.truncated("\(result.field): \(result.excerpt)", toWidth: room)
                    lines.append(.text("    " + text, .dim))
                }
            }
        case .changes:
            lines.append(.blank)
            lines += Self.wrapped(DetailsText.changes(state), width: width)
        case .help:
            lines.append(.blank)
            lines += Self.wrapped(DetailsText.help(), width: width)
        case .page(let app, let pageID):
            guard let shown = state.app(app), let page = shown.bundle.page(pageID), !page.sections.isEmpty else {
                // A page without rows (or a bundle without a readable Root.plist) says so.
                lines = [.blank, .footer("No settings on this page")]
                return
            }
            let footerWidth = max(1, width - 2 * indent)
            // Only a row whose resolved value a launch argument masks has a note: look that up
            // directly rather than resolving every row.
            let domain = shown.storeDomain(for: pageID)
            let values = shown.values
            var itemNumber = 0
            for section in page.sections(includingHiddenKeys: state.showsHiddenRows) {
                lines.append(.blank)
                if let header = section.header {
                    // Wrapped like footers (as Settings wraps them), uppercase as drawn.
                    let text = header.text.uppercased()
                    lines += (header.isBlank ? [text] : WrapCache.wrapped(text, width: footerWidth)).map(Line.header)
                }
                var specifiers: [Specifier] = []
                if let group = section.group, case .radioGroup(let radio) = group.kind, group.key != nil {
                    for _ in radio.choices.items {
                        lines.append(.item(itemNumber))
                        itemNumber += 1
                    }
                }
                if let group = section.group, case .listGroup(let list) = group.kind {
                    let count = list.items(of: state.shownValue(group, app: app, page: pageID)).count
                    for _ in 0..<(count + (list.addSpecifier == nil ? 0 : 1)) {
                        lines.append(.item(itemNumber))
                        itemNumber += 1
                    }
                }
                specifiers += section.rows
                for row in specifiers {
                    lines.append(.item(itemNumber))
                    if let key = row.key, values[StoreKey(domain: domain, key: key)]?.isStoredValueMasked == true,
                        let note = Self.note(for: row, state: state, app: app, page: pageID)
                    {
                        lines.append(.note(itemNumber, note))
                    }
                    itemNumber += 1
                }
                if let footer = section.footer, !footer.isBlank {
                    lines += WrapCache.wrapped(footer.text, width: footerWidth).map(Line.footer)
                }
            }
        }
    }

    /// Text lines wrapped to the width (inside the margins), labels in a column of their own.
    static func wrapped(_ text: [DetailsText.Line], width: Int) -> [Line] {
        let room = max(1, width - 2 * (width >= 40 ? 2 : 1))
        var lines: [Line] = []
        for line in text {
            guard !line.text.isEmpty || line.label != nil else {
                lines.append(.blank)
                continue
            }
            guard let label = line.label else {
                lines += WrapCache.wrapped(line.text, width: room).map { .text($0, line.role) }
                continue
            }
            // Narrow screens put the label on a line of its own.
            let column = DetailsText.labelWidth
            guard room - column >= 12 else {
                lines.append(.text(label, .dim))
                lines += WrapCache.wrapped(line.text, width: room).map { .text("  " + $0, line.role) }
                continue
            }
            let wrapped = WrapCache.wrapped(line.text, width: room - column)
            let pad = String(repeating: " ", count: column)
            let head = TextLayout.truncated(label, toWidth: column - 1)
            let headPad = String(repeating: " ", count: column - TextLayout.displayWidth(head))
            for (index, part) in wrapped.enumerated() {
                lines.append(.text((index == 0 ? head + headPad : pad) + part, line.role))
            }
        }
        return lines
    }

    /// The note under a row whose writable domain stores a value that a launch argument masks.
    static func note(for specifier: Specifier, state: EditorState, app: AppID, page: PageID) -> String? {
        let resolved = state.resolved(specifier, app: app, page: page)
        guard specifier.isEditable, resolved.isStoredValueMasked, let stored = resolved.storedValue else { return nil }
        let shown = RowText.valueText(specifier, value: stored, glyphs: state.glyphs) ?? ""
        let holder = state.storeDomain(app: app, page: page) == app.domain ? "app" : "suite"
        return "overridden by arg; \(holder) holds \(shown)"
    }

    /// Fills ``itemLines`` from ``lines``.
    private mutating func indexItems() {
        var index: [Int] = []
        for (number, line) in lines.enumerated() {
            guard case .item(let item) = line, item >= 0 else { continue }
            if item >= index.count { index += Array(repeating: -1, count: item + 1 - index.count) }
            if index[item] < 0 { index[item] = number }
        }
        itemLines = index
    }

    /// The first line of item `n`.
    func line(ofItem item: Int) -> Int? {
        guard itemLines.indices.contains(item), itemLines[item] >= 0 else { return nil }
        return itemLines[item]
    }

    /// The scroll position that shows item `n` (and its note), moving as little as possible from
    /// `scroll`, showing the top of the page for the first item and the bottom for the last.
    func scroll(keepingVisible item: Int, from scroll: Int, height: Int) -> Int {
        let maximum = max(0, lines.count - height)
        guard let first = line(ofItem: item) else { return min(max(0, scroll), maximum) }
        var last = first
        if first + 1 < lines.count, case .note(item, _) = lines[first + 1] { last = first + 1 }
        var result = scroll
        // No item line above it, or below it (items need not be numbered in line order).
        let isFirstItem = !itemLines.contains { $0 >= 0 && $0 < first }
        let isLastItem = !itemLines.contains { $0 > first }
        if isFirstItem { result = 0 }
        if isLastItem { result = maximum }
        if first < result {
            result = first
            // Keep the section header (and the gap above it) in view when scrolling up to a first row.
            while result > 0, case .header = lines[result - 1] { result -= 1 }
            if result > 0, lines[result - 1] == .blank, first - (result - 1) < height { result -= 1 }
        }
        if last >= result + height { result = last - height + 1 }
        return min(max(0, result), maximum)
    }
}
