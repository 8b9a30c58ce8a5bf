import PropertyList
import SettingsBundle

/// A value the argument domain holds for a key when a scheme or test plan launches the app
/// (`-key value`, as Foundation parses it), checked by lint against the row with that key.
public struct LaunchArgumentValue: Sendable, Hashable {
    /// The defaults key.
    public var key: String
    /// The value as Foundation parses it: scalars are strings, `(a, b)` an array, and so on.
    public var value: PlistValue
    /// What passed it, in words: `scheme "App" argument 2 (-key value)`.
    public var origin: String

    /// The value `value` for `key`, passed by what `origin` names.
    public init(key: String, value: PlistValue, origin: String) {
        (self.key, self.value, self.origin) = (key, value, origin)
    }

    /// Why the row `specifier` cannot show this value as the app reads it, nil when it can: a
    /// choice that is not among Values, a slider value that is not a number or lies outside the
    /// range, a toggle with its own TrueValue and FalseValue given neither, or a collection for a
    /// row that shows one scalar.
    func problem(with specifier: Specifier) -> String? {
        let scalar: Bool
        switch value {
        case .array, .dictionary, .data: scalar = false
        default: scalar = true
        }
        switch specifier.kind {
        case .multiValue(let multi): return problem(choices: multi.choices)
        case .radioGroup(let radio): return problem(choices: radio.choices)
        case .slider(let slider):
            guard let number = ValueFormatter.numericValue(of: value) else {
                return "\(PlistValue.describe(value)), which is not a number, so the slider sits at its minimum"
            }
            guard slider.contains(number) else {
                let range =
                    "\(ValueFormatter.formatNumber(slider.range.lowerBound))...\(ValueFormatter.formatNumber(slider.range.upperBound))"
                return "\(ValueFormatter.formatNumber(number)), outside the slider's range \(range); the slider "
                    + "shows it clamped but the app reads \(ValueFormatter.formatNumber(number))"
            }
            return nil
        case .toggle(let toggle):
            if !scalar { return "\(PlistValue.describe(value)), which is not one value, so the switch shows OFF" }
            let custom = [toggle.trueValue, toggle.falseValue].contains { if case .bool = $0 { false } else { true } }
            guard custom, !value.looselyEquals(toggle.trueValue), !value.looselyEquals(toggle.falseValue) else {
                return nil
            }
            return
                "\(PlistValue.describe(value)), neither TrueValue (\(PlistValue.describe(toggle.trueValue))) nor FalseValue "
                + "(\(PlistValue.describe(toggle.falseValue))); the switch shows \(toggle.isOn(value) ? "ON" : "OFF")"
        case .textField, .textView:
            return scalar ? nil : "\(PlistValue.describe(value)), which is not text, so the field cannot show it"
        case .group, .titleValue, .childPane, .datePicker, .listGroup, .button, .openURL, .mailCompose, .customView,
            .appPane, .unsupported:
            return nil
        }
    }

    private func problem(choices: ChoiceList) -> String? {
        let values = choices.items.map(\.value)
        guard !values.isEmpty, !values.contains(where: { $0 == value || $0.looselyEquals(value) }) else { return nil }
        let sentence = LintWording.notAmongValues("the value", value: value, values: values)
        return String(sentence.dropFirst("the value is ".count)) + "; no choice is checked while the app runs with it"
    }
}

extension Linter.Collector {
    /// A `launch-argument` warning on each row whose key an argument sets to a value it cannot show.
    mutating func checkLaunchArguments(_ arguments: [LaunchArgumentValue], in bundle: LoadedBundle) {
        for argument in arguments {
            for page in bundle.orderedPages {
                for specifier in page.specifiers where specifier.key == argument.key {
                    guard let problem = argument.problem(with: specifier) else { continue }
                    report(
                        page, specifier, .warning, .launchArgument,
                        "\(argument.origin) sets it to \(problem). Pass a value the row can show, or fix the row")
                }
            }
        }
    }
}
