/// A transient line above the key hints: "Saved to com.example.app", a warning or an error.
/// It stays until the next key.
public struct EditorMessage: Hashable, Sendable {
    /// How it is drawn.
    public enum Kind: Hashable, Sendable {
        case info, success, warning, error
    }

    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
