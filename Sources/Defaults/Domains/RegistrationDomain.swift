import PropertyList
import Synchronization

/// The registration domain (`NSRegistrationDomain`): one per process, shared by every `Defaults`
/// instance (suites included), filled by `register(defaults:)`, merged per key with later calls
/// winning, and never written to disk.
public enum RegistrationDomain {
    /// The name Foundation uses for this domain.
    public static let name = "NSRegistrationDomain"

    private static let storage = Mutex<[PlistKey: PlistValue]>([:])

    /// The registered defaults.
    public static var values: [PlistKey: PlistValue] { storage.withLock { $0 } }

    /// The registered value of one key.
    public static func value(forKey key: String) -> PlistValue? { storage.withLock { $0[key] } }

    /// Adds or replaces keys; keys not in `values` keep their registered value.
    public static func register(_ values: [PlistKey: PlistValue]) {
        storage.withLock { $0.merge(values) { _, new in new } }
        StoreGeneration.memoryChanged()
    }

    /// Replaces the whole domain (`setVolatileDomain(_:forName: "NSRegistrationDomain")`).
    public static func replace(with values: [PlistKey: PlistValue]) {
        storage.withLock { $0 = values }
        StoreGeneration.memoryChanged()
    }
}
