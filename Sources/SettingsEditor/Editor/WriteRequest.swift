import PropertyList
import SettingsBinding

/// One write the editor asks for: a value (or a removal) for a key of one persistent domain,
/// the app domain or the page's app-group suite, never any other.
public struct WriteRequest: Hashable, Sendable {
    /// The app the row belongs to.
    public var app: AppID
    /// Where it goes.
    public var storeKey: StoreKey
    /// The value to store with its exact type; nil removes the key (a reset).
    public var value: PlistValue?

    /// Creates a request.
    public init(app: AppID, storeKey: StoreKey, value: PlistValue?) {
        self.app = app
        self.storeKey = storeKey
        self.value = value
    }

    /// Whether this removes the key so the registered default shows through.
    public var isReset: Bool { value == nil }
}
