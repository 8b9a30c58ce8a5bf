import Foundation
import SettingsBundle

/// Messages for standard error, with the control characters of bundle and store text made visible
/// (a title or path holding escape sequences cannot drive the user's terminal).
enum StandardError {
    /// Writes `settings: KIND: TEXT` and a newline (`kind` is `note` or `warning`).
    static func say(_ kind: String, _ text: String) {
        let message = "settings: \(kind): \(text)\n"
        FileHandle.standardError.write(Data(TerminalText.sanitized(message, keepNewlines: true).utf8))
    }
}
