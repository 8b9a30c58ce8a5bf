/// A text field's `AutocorrectionType`.
public enum AutocorrectionType: String, Sendable, Hashable, CaseIterable, Codable {
    /// `Default`, Apple's default.
    case `default` = "Default"
    case no = "No"
    case yes = "Yes"
}
