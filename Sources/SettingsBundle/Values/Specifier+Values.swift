import PropertyList

extension Specifier {
    /// The value a row shows: the stored one (from whatever domain the caller looked it up in),
    /// else `DefaultValue`. `DefaultValue` is only displayed, never written.
    public func effectiveValue(stored: PlistValue?) -> PlistValue? { stored ?? defaultValue }

    /// The text a row shows for its value (nil for rows that show none): a multi-value's (short)
    /// title, a radio group's checked title, a title-value's mapped title or raw value, a text
    /// field's text (masked with bullets when secure), a toggle's `ON`/`OFF`, a slider's number.
    /// Pass the stored value; `DefaultValue` is used when it is nil. Not sanitized.
    public func displayText(stored: PlistValue?) -> String? {
        let value = effectiveValue(stored: stored)
        switch kind {
        case .textField(let field):
            let text = field.displayText(for: value)
            return field.isSecure ? field.mask(text) : text
        case .titleValue(let titleValue): return titleValue.displayText(for: value)
        case .toggle(let toggle): return toggle.isOn(value) ? "ON" : "OFF"
        case .slider(let slider): return slider.position(for: value).map(ValueFormatter.formatNumber)
        case .multiValue(let multi): return multi.rowTitle(for: value)?.text ?? ""
        case .radioGroup(let radio): return radio.choices.choice(for: value)?.title.text ?? ""
        case .textView(let textView): return textView.displayText(for: value)
        case .datePicker(let picker): return picker.displayText(for: value)
        case .listGroup(let list):
            let count = list.items(of: value).count
            return count == 1 ? "1 item" : "\(count) items"
        case .button:
            // A string stored at the Key replaces the title (Login/Logout).
            if case .string(let title)? = value { return title }
            return nil
        case .openURL: return openURLDetail(for: value)
        case .mailCompose(let mail): return mail.summary
        case .customView:
            let shown = value.map(ValueFormatter.displayString) ?? ""
            return shown.isEmpty ? "drawn by the app" : shown
        case .appPane(let pane): return value.map(ValueFormatter.displayString) ?? "opens the app's \(pane.screen)"
        case .group, .childPane, .unsupported: return nil
        }
    }

    /// Reads text typed for this row into the value to write, validated against the specifier:
    /// a multi-value or radio group accepts a value or a title (writes `Values[i]` exactly); a
    /// toggle accepts on/off, true/false, yes/no, 1/0 (writes `TrueValue`/`FalseValue`); a slider
    /// a number within its range (writes a real); a text field any text its keyboard can type
    /// (writes a string). A title-value is read-only.
    public func parseInput(_ text: String) throws(ValueInputError) -> PlistValue {
        guard let key else { throw .notAValue("item \(index) has no Key and") }
        switch kind {
        case .textField(let field):
            if text.contains(where: { !field.keyboardType.accepts($0) }) {
                throw .notTypeable(input: text, keyboard: field.keyboardType)
            }
            return field.value(forText: text)
        case .toggle(let toggle):
            switch text.trimmingWhitespace().lowercased() {
            case "on", "true", "yes", "1", "y": return toggle.value(forOn: true)
            case "off", "false", "no", "0", "n": return toggle.value(forOn: false)
            default: throw .notABoolean(input: text)
            }
        case .slider(let slider):
            guard let number = ValueFormatter.numericValue(of: .string(text)) else { throw .notANumber(input: text) }
            guard slider.contains(number) else {
                throw .outOfRange(input: text, range: slider.rangeText())
            }
            return slider.value(forPosition: number)
        case .multiValue(let multi): return try pick(text, in: multi.choices)
        case .radioGroup(let radio): return try pick(text, in: radio.choices)
        case .textView(let textView):
            if text.contains(where: { !textView.keyboardType.accepts($0) && $0 != "\n" }) {
                throw .notTypeable(input: text, keyboard: textView.keyboardType)
            }
            return .string(text)
        case .datePicker(let picker):
            guard let date = picker.parse(text) else {
                throw .notADate(input: text, mode: picker.mode, minuteInterval: picker.minuteInterval)
            }
            return .date(date)
        case .listGroup:
            guard let array = try? OpenStepParser.parse(text), case .array = array else {
                throw .notAnArray(input: text)
            }
            return array
        case .titleValue: throw .readOnly(key: key)
        case .button, .openURL, .mailCompose, .customView, .appPane:
            throw .appDrawn(key: key, type: type ?? kind.typeName)
        case .group, .childPane, .unsupported: throw .notAValue("\(key) (\(kind.typeName))")
        }
    }

    private func pick(_ text: String, in choices: ChoiceList) throws(ValueInputError) -> PlistValue {
        guard let position = choices.position(matchingInput: text), let value = choices.value(at: position) else {
            throw .notAChoice(
                input: text,
                choices: choices.items.map { "\(ValueFormatter.inputText($0.value)) (\($0.title.text))" })
        }
        return value
    }
}
