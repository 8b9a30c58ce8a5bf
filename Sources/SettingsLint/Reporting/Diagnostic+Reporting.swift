import SettingsBundle
import TextOutput

extension Diagnostic {
    /// The message as the machine-readable reporters print it: why there is no line, if so, in
    /// parentheses after it (`(binary page: no line numbers)`), and control characters made visible
    /// (newlines kept).
    var reportedMessage: String {
        TerminalText.sanitized(message + (placeNote.map { " (\($0))" } ?? ""), keepNewlines: true)
    }
}
