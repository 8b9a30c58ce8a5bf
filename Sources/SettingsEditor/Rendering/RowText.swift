import Defaults
import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

/// The text of row values, as the editor draws them (not yet sanitized: `Frame.put` does that).
enum RowText {
    /// The value a row shows for `value` (its `DefaultValue` when nil), secure text masked with
    /// the glyph set's bullet; nil for rows that show no value.
    static func valueText(_ specifier: Specifier, value: PlistValue?, glyphs: Glyphs) -> String? {
        let shown = specifier.effectiveValue(stored: value)
        switch specifier.kind {
        case .textField(let field):
            let text = field.displayText(for: shown)
            return field.isSecure ? mask(text, glyphs: glyphs) : text
        case .toggle(let toggle): return toggle.isOn(shown) ? "ON" : "OFF"
        case .group, .titleValue, .slider, .multiValue, .radioGroup, .childPane, .textView, .datePicker, .listGroup,
            .button, .openURL, .mailCompose, .customView, .appPane, .unsupported:
            return specifier.displayText(stored: value)
        }
    }

    /// One bullet per character.
    static func mask(_ text: String, glyphs: Glyphs) -> String {
        String(repeating: glyphs.secureBullet, count: text.count)
    }

    /// The label of a slider, which has no title: the title of the group it sits in, else its
    /// key (``Page/rowLabel(of:)``, as `settings dump` names it).
    static func sliderLabel(_ specifier: Specifier, in page: Page) -> String {
        let label = page.rowLabel(of: specifier)
        return label.isEmpty ? "Slider" : label
    }

    /// The switch drawing: readable without colour, ASCII only.
    static func switchText(on: Bool) -> String { on ? "[ ON ]" : "[OFF ]" }

    /// A row's name on its page: an untitled slider goes by its group (``sliderLabel(_:in:)``),
    /// other rows by ``title(_:)``.
    static func label(_ specifier: Specifier, in page: Page) -> String {
        if case .slider = specifier.kind { return sliderLabel(specifier, in: page) }
        return title(specifier)
    }

    /// The title of a row, or a stand-in for rows without one.
    static func title(_ specifier: Specifier) -> String {
        if let title = specifier.title, !title.isBlank { return title.text }
        switch specifier.kind {
        case .unsupported(let unsupported): return unsupported.declaredType ?? "Item \(specifier.index + 1)"
        case .group, .textField, .titleValue, .toggle, .slider, .multiValue, .radioGroup, .childPane, .textView,
            .datePicker, .listGroup, .button, .openURL, .mailCompose, .customView, .appPane:
            return specifier.key ?? ""
        }
    }

    /// Whether a row's value differs from its registered default, as the row shows it: a switch's
    /// position, a choice, a number, else the value itself. A value from the registration domain,
    /// or no value, never differs.
    static func isModified(_ specifier: Specifier, resolved: ResolvedValue) -> Bool {
        guard let value = resolved.value, resolved.tag != .default, resolved.tag != .unset else { return false }
        guard let registered = resolved.registeredDefault else { return true }
        switch specifier.kind {
        case .toggle(let toggle): return toggle.isOn(value) != toggle.isOn(registered)
        case .multiValue(let multi): return differs(multi.choices, value, registered)
        case .radioGroup(let radio): return differs(radio.choices, value, registered)
        case .slider:
            if let a = ValueFormatter.numericValue(of: value), let b = ValueFormatter.numericValue(of: registered) {
                return a != b
            }
            return !value.looselyEquals(registered)
        case .group, .textField, .titleValue, .childPane, .textView, .datePicker, .listGroup, .button, .openURL,
            .mailCompose, .customView, .appPane, .unsupported:
            return !value.looselyEquals(registered)
        }
    }

    private static func differs(_ choices: ChoiceList, _ value: PlistValue, _ registered: PlistValue) -> Bool {
        let a = choices.position(of: value)
        let b = choices.position(of: registered)
        if a == nil && b == nil { return !value.looselyEquals(registered) }
        return a != b
    }
}
