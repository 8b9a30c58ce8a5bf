/// A text field's `AutocapitalizationType`.
public enum AutocapitalizationType: String, Sendable, Hashable, CaseIterable, Codable {
    /// `None`, Apple's default.
    case none = "None"
    case sentences = "Sentences"
    case words = "Words"
    case allCharacters = "AllCharacters"
}
