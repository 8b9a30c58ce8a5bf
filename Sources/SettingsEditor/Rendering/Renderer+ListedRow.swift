import Defaults
import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

extension Renderer {
    /// A row listed away from its page (a search result): its path on the left, its value on
    /// the right, the status column as on its page.
    mutating func drawListedRow(_ row: RowReference, y: Int, indent: Int, prefix: String = "") {
        guard let specifier = state.specifier(app: row.app, page: row.page, index: row.specifier) else { return }
        let resolved = state.resolved(specifier, app: row.app, page: row.page)
        let path =
            prefix + state.rowPath(app: row.app, page: row.page, specifier: specifier, separator: glyphs.pathSeparator)
        var parts: [(String, Role)] = []
        if specifier.showsValue, let value = RowText.valueText(specifier, value: resolved.value, glyphs: glyphs) {
            parts.append((Self.shortValue(specifier, value: resolved.value) ?? value, .value))
        }
        drawTitleAndValue(
            title: path, titleRole: .normal, value: parts, y: y, left: indent, right: size.width - Self.statusWidth - 1)
        if specifier.showsValue {
            drawStatus(specifier, resolved: resolved, domain: state.storeDomain(app: row.app, page: row.page), y: y)
        }
    }

    /// A choice's title instead of its raw value (nil for other rows).
    static func shortValue(_ specifier: Specifier, value: PlistValue?) -> String? {
        switch specifier.kind {
        case .multiValue(let multi): multi.rowTitle(for: value)?.text
        case .radioGroup(let radio): radio.choices.choice(for: value)?.title.text
        case .group, .textField, .titleValue, .toggle, .slider, .childPane, .textView, .datePicker, .listGroup, .button,
            .openURL, .mailCompose, .customView, .appPane, .unsupported:
            nil
        }
    }

    // MARK: - The modified list

    /// The texts of one modified row, by column.
    func modifiedTexts(_ row: RowReference) -> [String] {
        guard let specifier = state.specifier(app: row.app, page: row.page, index: row.specifier) else {
            return ["", "", "", "", ""]
        }
        let resolved = state.resolved(specifier, app: row.app, page: row.page)
        func text(_ value: PlistValue?) -> String {
            Self.shortValue(specifier, value: value) ?? RowText.valueText(specifier, value: value, glyphs: glyphs) ?? ""
        }
        let marker = RowText.isModified(specifier, resolved: resolved) ? "*" : " "
        return [
            state.rowPath(app: row.app, page: row.page, specifier: specifier, separator: glyphs.pathSeparator),
            specifier.key ?? "", text(resolved.value), marker + resolved.tag.rawValue,
            resolved.registeredDefault.map { text($0) } ?? "none",
        ]
    }

    /// Aligned columns for every modified row: path, key, value, its tag, registered default.
    /// Each column is as wide as its longest text; when they do not fit, the path gives way
    /// first, then the key, then the values.
    mutating func columnsOfModified(indent: Int) -> ModifiedColumns {
        if let modifiedColumns { return modifiedColumns }
        if listedRows == nil { listedRows = state.modifiedRows() }
        var widths = ModifiedColumns.titles.map(TextLayout.displayWidth)
        for row in listedRows ?? [] {
            for (column, text) in modifiedTexts(row).enumerated() {
                widths[column] = max(widths[column], TextLayout.displayWidth(text))
            }
        }
        let room = max(0, size.width - 2 * indent - 2 * (widths.count - 1))
        for (column, minimum) in [(0, 12), (1, 8), (2, 6), (4, 6)] {
            let excess = widths.reduce(0, +) - room
            guard excess > 0 else { break }
            widths[column] = max(min(widths[column], minimum), widths[column] - excess)
        }
        let columns = ModifiedColumns(widths: widths)
        modifiedColumns = columns
        return columns
    }

    mutating func drawModifiedTitles(y: Int, indent: Int) {
        let columns = columnsOfModified(indent: indent)
        drawColumns(
            ModifiedColumns.titles, columns: columns, y: y, indent: indent, roles: Array(repeating: .dim, count: 5))
    }

    mutating func drawModifiedRow(_ row: RowReference, y: Int, indent: Int) {
        let columns = columnsOfModified(indent: indent)
        var tagRole = Role.normal
        if let specifier = state.specifier(app: row.app, page: row.page, index: row.specifier) {
            tagRole = Self.role(for: state.resolved(specifier, app: row.app, page: row.page).tag)
        }
        drawColumns(
            modifiedTexts(row), columns: columns, y: y, indent: indent, roles: [.normal, .dim, .value, tagRole, .dim])
    }

    mutating func drawColumns(_ texts: [String], columns: ModifiedColumns, y: Int, indent: Int, roles: [Role]) {
        var x = indent
        for (column, text) in texts.enumerated() where column < columns.widths.count {
            let width = columns.widths[column]
            if width > 0 {
                frame.put(
                    TextLayout.truncated(text, toWidth: width, ellipsis: glyphs.ellipsis), x: x, y: y,
                    role: roles[column])
            }
            x += width + 2
        }
    }
}
