/// A transient line above the key hints: "Saved to com.example.app", a warning or an error.
/// It stays until the next key.
public struct EditorMessage: Hashable, Sendable {
    /// How it is drawn.
    public enum Kind: Hashable, Sendable {
        /// A neutral note ("Unchanged", "Changed on disk by another program").
        case info
        /// An edit is durable ("Saved to com.example.app").
        case success
        /// Something the user should know (a launch argument masks the edit).
        case warning
        /// Something failed (a write, a page that cannot open).
        case error
    }

    /// How it is drawn.
    public var kind: Kind
    /// The text (not yet sanitized; the frame does that).
    public var text: String
    /// What it says as a value, for the editor's own messages (nil for a note from outside, such
    /// as the command line's).
    public var notice: EditorNotice?

    /// Creates a message from its words (a note from outside the editor).
    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// The message of one of the editor's notices: its kind and words follow from it.
    public init(_ notice: EditorNotice) {
        self.kind = notice.kind
        self.text = notice.text
        self.notice = notice
    }
}
