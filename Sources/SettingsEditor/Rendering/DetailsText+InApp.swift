import PropertyList
import SettingsBundle

extension DetailsText {
    /// InAppSettingsKit's keys on a row (in the in-app view), and whether hidden keys hide it.
    static func inAppLines(_ specifier: Specifier) -> [Line] {
        guard let keys = specifier.inApp else { return [] }
        var lines: [Line] = []
        if specifier.isHiddenByKey { lines.append(labelled("Hidden", "by --hide (InAppSettingsKit's hiddenKeys)")) }
        switch keys.subtitle {
        case .text(let text)?: lines.append(labelled("Subtitle", text.text))
        case .byValue(let texts)?:
            let pairs = texts.sorted { $0.key < $1.key }.map { "\($0.key.string) = \($0.value.text)" }
            lines.append(labelled("Subtitle", pairs.joined(separator: ", ")))
        case nil: break
        }
        if let placeholder = keys.placeholder { lines.append(labelled("Hint", placeholder.text)) }
        if keys.isCheckmark { lines.append(labelled("Style", "a check mark (IASKToggleStyle Checkmark)")) }
        if keys.quickMultiValueSelection {
            lines.append(labelled("Picking", "returns at once (IASKQuickMultiValueSelection)"))
        }
        if let footer = keys.choicesFooter { lines.append(labelled("Choices", "footer: " + footer.text)) }
        for (name, value) in keys.otherKeys.sorted(by: { $0.key < $1.key }) {
            lines.append(labelled("IASK", "\(name.string) = \(ValueFormatter.displayString(value))"))
        }
        return lines
    }

    /// What an InAppSettingsKit row holds or does, for the details screen.
    static func inAppAllowedValues(_ specifier: Specifier) -> String? {
        switch specifier.kind {
        case .textView(let textView): return "multi-line text (string), keyboard \(textView.keyboardType.rawValue)"
        case .datePicker(let picker):
            return "a date (\(picker.mode.rawValue), style \(picker.style.rawValue)"
                + (picker.minuteInterval > 1 ? ", every \(picker.minuteInterval) minutes" : "")
                + "), shown and edited in local time as the app shows it, stored as a UTC instant (<date>)"
        case .listGroup(let list):
            var text = "an array; items shown as \(list.itemSpecifier?.type ?? "their values")"
            if let add = list.addSpecifier { text += ", added through \(add.type ?? "a row")" }
            if list.deletable { text += ", deletable" }
            return text
        case .button: return "none: a tap calls the app (a string stored at the Key replaces the title)"
        case .openURL(let open): return "none: a tap opens \(open.url?.text ?? "nothing (no File)")"
        case .mailCompose(let mail): return "none: a tap opens a \(mail.summary)"
        case .customView(let custom):
            return "whatever the app stores; the app draws the cell"
                + (custom.opens.map { ", a tap opens \($0)" } ?? "")
        case .appPane(let pane): return "none: a tap opens the app's \(pane.screen)"
        case .group, .textField, .titleValue, .toggle, .slider, .multiValue, .radioGroup, .childPane, .unsupported:
            return nil
        }
    }
}
