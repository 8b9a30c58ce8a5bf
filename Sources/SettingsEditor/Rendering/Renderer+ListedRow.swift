import Defaults
import PropertyList
import SettingsBundle

extension Renderer {
    /// A row listed away from its page: its path on the left, its value (and the registered
    /// default) on the right, the status column as on its page.
    mutating func drawListedRow(_ row: RowReference, y: Int, indent: Int, showsDefault: Bool, prefix: String = "") {
        guard let specifier = state.specifier(app: row.app, page: row.page, index: row.specifier) else { return }
        let resolved = state.resolved(specifier, app: row.app, page: row.page)
        let path =
            prefix + state.rowPath(app: row.app, page: row.page, specifier: specifier, separator: glyphs.pathSeparator)
        var parts: [(String, Role)] = []
        if specifier.showsValue, let value = RowText.valueText(specifier, value: resolved.value, glyphs: glyphs) {
            parts.append((Self.shortValue(specifier, value: resolved.value) ?? value, .value))
            if showsDefault {
                let registered =
                    resolved.registeredDefault.map {
                        Self.shortValue(specifier, value: $0)
                            ?? RowText.valueText(specifier, value: $0, glyphs: glyphs) ?? ""
                    } ?? "none"
                parts.append(("  default " + registered, .dim))
            }
        }
        drawTitleAndValue(
            title: path, titleRole: .normal, value: parts, y: y, left: indent, right: size.width - Self.statusWidth - 1)
        if specifier.showsValue { drawStatus(specifier, resolved: resolved, y: y) }
    }

    /// A choice's title instead of its raw value (nil for other rows).
    static func shortValue(_ specifier: Specifier, value: PlistValue?) -> String? {
        switch specifier.kind {
        case .multiValue(let multi): multi.rowTitle(for: value)?.text
        case .radioGroup(let radio): radio.choices.choice(for: value)?.title.text
        default: nil
        }
    }
}
