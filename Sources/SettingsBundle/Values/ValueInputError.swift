/// Why text typed for a row (`settings set KEY VALUE`, or the editor's exact-value prompt) is refused.
public enum ValueInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The row shows a value but cannot be edited (a TitleValue).
    case readOnly(key: String)
    /// The row holds no value (a Group, a ChildPane, an inert row) or has no key.
    case notAValue(String)
    /// The text is not one of the choices.
    case notAChoice(input: String, choices: [String])
    /// The text is not on/off.
    case notABoolean(input: String)
    /// The text is not a number.
    case notANumber(input: String)
    /// The number is outside the slider's range.
    case outOfRange(input: String, range: String)
    /// A character the field's keyboard cannot type (e.g. a letter in a NumberPad field).
    case notTypeable(input: String, keyboard: KeyboardType)

    /// The text is not a date the date picker accepts.
    case notADate(input: String, mode: Specifier.DatePicker.Mode, minuteInterval: Int)
    /// The text is not an array (a list group's whole value).
    case notAnArray(input: String)
    /// The row is an action or drawn by the app (Button, OpenURL, MailCompose, CustomView, app pane).
    case appDrawn(key: String, type: String)

    public var description: String {
        switch self {
        case .readOnly(let key): "\(key) is a read-only title-value row; the app sets it, not the user"
        case .notAValue(let what): "\(what) holds no value to set"
        case .notAChoice(let input, let choices):
            "\"\(input)\" is not one of the choices; use a value or a title: \(choices.joined(separator: ", "))"
        case .notABoolean(let input): "\"\(input)\" is not a switch position; use on/off, true/false, yes/no or 1/0"
        case .notANumber(let input): "\"\(input)\" is not a number"
        case .outOfRange(let input, let range):
            "\(input) is outside the slider's range \(range); pick a value within it"
        case .notADate(let input, let mode, let interval):
            "\"\(input)\" is not a \(mode == .time ? "time" : "date"); use "
                + (mode == .date ? "YYYY-MM-DD" : mode == .time ? "HH:MM" : "YYYY-MM-DD HH:MM")
                + " or ISO 8601 (2026-11-24T09:30:00Z)"
                + (interval > 1 ? ", with minutes a multiple of \(interval)" : "")
        case .notAnArray(let input):
            "\"\(input)\" is not an array; write the list as a property list array, such as '(one, two)'"
        case .appDrawn(let key, let type):
            "\(key) is an \(type) row; the app draws it or acts on a tap, so it has no value to set here"
        case .notTypeable(let input, let keyboard):
            "\"\(input)\" cannot be typed on a \(keyboard.rawValue) keyboard"
        }
    }
}
