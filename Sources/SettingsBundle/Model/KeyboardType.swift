/// A text field's `KeyboardType`: what the user is expected to type.
public enum KeyboardType: String, Sendable, Hashable, CaseIterable, Codable {
    /// `Alphabet`, Apple's default.
    case alphabet = "Alphabet"
    case numbersAndPunctuation = "NumbersAndPunctuation"
    /// `NumberPad`: digits only.
    case numberPad = "NumberPad"
    case url = "URL"
    case emailAddress = "EmailAddress"
    /// InAppSettingsKit's extra values (not Apple's schema, accepted by it).
    case decimalPad = "DecimalPad"
    case phonePad = "PhonePad"
    case namePhonePad = "NamePhonePad"
    case asciiCapable = "AsciiCapable"

    /// The values Apple's schema documents.
    public static let appleValues: [KeyboardType] = [
        .alphabet, .numbersAndPunctuation, .numberPad, .url, .emailAddress,
    ]

    /// Whether a character may be typed on this keyboard (NumberPad: digits; DecimalPad: digits
    /// and one decimal separator; PhonePad: digits and `+*#(),;` and space; others: anything
    /// printable, AsciiCapable: ASCII only).
    public func accepts(_ character: Character) -> Bool {
        switch self {
        case .numberPad: return character.isASCII && character.isNumber
        case .decimalPad: return (character.isASCII && character.isNumber) || character == "." || character == ","
        case .phonePad: return (character.isASCII && character.isNumber) || "+*#(),; -".contains(character)
        case .asciiCapable: return character.isASCII
        default: return true
        }
    }
}
