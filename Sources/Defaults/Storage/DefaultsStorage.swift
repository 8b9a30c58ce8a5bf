import FoundationEssentials

/// Where a user's persistent domains live: the seam between `Defaults` (search list, provenance,
/// pending changes) and the place values are kept.
///
/// Two implementations: ``FileStorage`` (the store files swift-corelibs-foundation reads, the
/// default) and ``MemoryStorage`` (in memory, for tests and tools that must not touch files).
/// Give one to a `Defaults` through ``DefaultsEnvironment/init(storage:)``. See <doc:StorageSeam>
/// for each requirement and what a CFPreferences store on macOS would map it to.
public protocol DefaultsStorage: Sendable {
    /// The store of one persistent domain, or why there is none (an invalid name, no user folder).
    func store(for domain: StoredDomain) -> Result<any DomainStorage, DefaultsError>
    /// The domain's version now, cheaply (no parse): to tell whether it changed since a
    /// ``StoreCommit``. nil when it cannot be told.
    func version(of domain: StoredDomain) -> StoreVersion?
    /// Starts telling changes to `domains`, made by anyone (this process's commits included), as
    /// values.
    /// - Throws: a ``DefaultsError`` when changes cannot be watched (then poll ``version(of:)``).
    func watch(_ domains: [StoredDomain]) throws(DefaultsError) -> any StoreChangeFeed
}

/// Changes to watched domains, told as values (``StoreChange``).
public protocol StoreChangeFeed: AnyObject, Sendable {
    /// The changes since the last call, without waiting.
    func changes() -> [StoreChange]
    /// A descriptor that becomes readable when changes are pending, for a `poll` loop; nil when the
    /// feed has none (then ask ``changes()`` on a timer).
    var wakeDescriptor: Int32? { get }
}

/// One change a ``StoreChangeFeed`` tells: which domain changed. Whose change it was is told by
/// comparing ``DefaultsStorage/version(of:)`` with the version of one's own last ``StoreCommit``.
public struct StoreChange: Hashable, Sendable {
    /// The domain that changed.
    public var domain: StoredDomain

    /// Creates a change.
    public init(domain: StoredDomain) {
        self.domain = domain
    }
}
