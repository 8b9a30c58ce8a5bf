import PropertyList

/// A key's effective value and the domain that supplied it.
public struct DefaultsLookup: Sendable, Hashable {
    /// The value, exactly as stored.
    public var value: PlistValue
    /// The first domain of the search list that holds the key.
    public var source: ValueSource

    /// Creates a lookup result.
    public init(value: PlistValue, source: ValueSource) {
        self.value = value
        self.source = source
    }
}
