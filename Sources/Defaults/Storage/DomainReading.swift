import PropertyList

/// What a ``DomainStorage`` holds now: the domain's values and the version they were read at.
public struct DomainReading: Sendable {
    /// The domain's keys and values (empty when the domain is not stored).
    public var values: [PlistKey: PlistValue]
    /// The version read: equal to what a later ``DefaultsStorage/version(of:)`` says while nobody
    /// changed the domain.
    public var version: StoreVersion?

    /// Creates a reading.
    public init(values: [PlistKey: PlistValue], version: StoreVersion?) {
        self.values = values
        self.version = version
    }
}
