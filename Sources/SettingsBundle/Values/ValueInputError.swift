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
        case .notTypeable(let input, let keyboard):
            "\"\(input)\" cannot be typed on a \(keyboard.rawValue) keyboard"
        }
    }
}
