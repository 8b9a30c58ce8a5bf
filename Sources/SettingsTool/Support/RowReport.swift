import Defaults
import FoundationEssentials
import PropertyList
import SettingsBinding
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
    /// What passed the launch argument that gives the value, when one does.
    var argumentOrigin: String?

    init(_ specifier: Specifier, on page: Page, app: BoundApp) {
        self.specifier = specifier
        self.page = page
        lookup = specifier.showsValue ? app.lookup(specifier, on: page) : nil
        display = specifier.displayText(stored: lookup?.value)
        if lookup?.source.kind == .argument, let key = specifier.key {
            argumentOrigin = app.argumentOrigin(forKey: key)
        }
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
        if let argumentOrigin { row["argument"] = argumentOrigin }
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
        row.merge(inAppJSON) { current, _ in current }
        return row
    }

    /// InAppSettingsKit's parts of a row: a list's items, what an action row does, the app screen
    /// a row opens, and IASK keys on Apple's types.
    var inAppJSON: [String: Any] {
        var row: [String: Any] = [:]
        let value = specifier.effectiveValue(stored: lookup?.value)
        switch specifier.kind {
        case .listGroup(let list):
            row["items"] = list.items(of: value).map(list.displayText(forItem:))
            if let add = list.addSpecifier { row["addRow"] = add.title?.text ?? "Add" }
            row["deletable"] = list.deletable
        case .openURL(let open): row["url"] = open.url?.text
        case .mailCompose(let mail):
            var mailJSON: [String: Any] = [
                "to": mail.toRecipients, "cc": mail.ccRecipients, "bcc": mail.bccRecipients,
                "bodyIsHTML": mail.bodyIsHTML,
            ]
            if let subject = mail.subject { mailJSON["subject"] = subject.text }
            row["mail"] = mailJSON
        case .customView(let custom):
            row["drawnByApp"] = true
            if let opens = custom.opens { row["opens"] = opens.description }
        case .appPane(let pane):
            row["drawnByApp"] = true
            row["opens"] = pane.screen.description
        case .datePicker(let picker):
            row["datePickerMode"] = picker.mode.rawValue
        case .group, .textField, .titleValue, .toggle, .slider, .multiValue, .radioGroup, .childPane, .textView,
            .button, .unsupported:
            break
        }
        if let keys = specifier.inApp {
            var isToggle = false
            if case .toggle = specifier.kind { isToggle = true }
            if let subtitle = keys.subtitle?.text(for: value, isToggle: isToggle) { row["subtitle"] = subtitle.text }
            if let placeholder = keys.placeholder { row["placeholder"] = placeholder.text }
            if keys.isCheckmark { row["toggleStyle"] = "Checkmark" }
            if keys.quickMultiValueSelection { row["quickSelection"] = true }
            if let footer = keys.choicesFooter { row["choicesFooter"] = footer.text }
        }
        return row
    }
}

extension Specifier.ChildPane {
    var jsonDescription: String {
        if let page { return page.rawValue }
        return "unavailable: " + (problem.map { "\($0)" } ?? file)
    }
}
