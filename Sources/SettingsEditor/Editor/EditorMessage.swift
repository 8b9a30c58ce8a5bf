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

    /// Creates a message.
    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
