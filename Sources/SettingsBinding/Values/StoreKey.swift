import PropertyList

/// A key in one persistent domain: where a row's value is written (the app domain, or the page's
/// app-group suite) and the key it is stored under.
public struct StoreKey: Hashable, Sendable, CustomStringConvertible {
    /// The domain the row writes to (`com.example.app`, or `group.com.example.app`).
    public var domain: String
    /// The defaults key.
    public var key: String

    /// Creates a store key.
    public init(domain: String, key: String) {
        self.domain = domain
        self.key = key
    }

    public var description: String { "\(domain) \(key)" }

    /// Keys are equal only with exactly the same scalars (see `PlistKey`): two rows whose keys differ
    /// only in Unicode normalization are stored under two keys.
    public static func == (lhs: StoreKey, rhs: StoreKey) -> Bool {
        lhs.domain == rhs.domain && PlistExactText.equal(lhs.key, rhs.key)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(domain)
        PlistExactText.hash(key, into: &hasher)
    }
}
