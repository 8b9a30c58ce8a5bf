import Defaults
import PropertyList
import SettingsBundle

/// One row as `settings dump` and `settings get` report it: what the user sees and where the
/// value comes from.
struct RowReport {
    var specifier: Specifier
    var page: Page
    /// The text the row shows (masked for secure fields).
    var display: String?
    /// The domain the shown value comes from; nil when no domain holds the key.
    var lookup: DefaultsLookup?

    init(_ specifier: Specifier, on page: Page, app: BoundApp) {
        self.specifier = specifier
        self.page = page
        lookup = specifier.showsValue ? app.lookup(specifier, on: page) : nil
        display = specifier.displayText(stored: lookup?.value)
    }

    /// The status tag (`app`, `default`, `unset`…), for rows that show a value.
    var tag: DomainTag? {
        guard specifier.showsValue else { return nil }
        return lookup?.source.tag ?? .unset
    }

    /// The row's name, as the editor shows it (an untitled slider goes by its group's title).
    var title: String { page.rowLabel(of: specifier) }

    /// The row as JSON, with the stored value hidden for secure fields.
    var json: [String: Any] {
        var row: [String: Any] = ["index": specifier.index, "type": specifier.kind.typeName]
        if let type = specifier.type { row["declaredType"] = type }
        if let key = specifier.key { row["key"] = key }
        if let title = specifier.title { row["title"] = title.text }
        if let display { row["display"] = display }
        if let tag { row["tag"] = tag.rawValue }
        if let source = lookup?.source {
            row["domain"] = source.domain
            if let file = source.file { row["file"] = file.path }
        }
        if specifier.isSecure {
            row["secure"] = true
        } else if let value = lookup?.value {
            row["value"] = JSONOutput.object(for: value)
        }
        if let defaultValue = specifier.defaultValue, !specifier.isSecure {
            row["defaultValue"] = JSONOutput.object(for: defaultValue)
        }
        if case .unsupported(let unsupported) = specifier.kind { row["note"] = unsupported.reason }
        if case .childPane(let pane) = specifier.kind { row["childPane"] = pane.jsonDescription }
        if let footer = specifier.footer { row["footer"] = footer.text }
        return row
    }
}

extension Specifier.ChildPane {
    var jsonDescription: String {
        if let page { return page.rawValue }
        return "unavailable: " + (problem.map { "\($0)" } ?? file)
    }
}
