import FoundationEssentials
import PropertyList

/// What one persistent domain's store does: read the domain with its version, and commit changes
/// under the domain's lock, merged per key over what is stored at that moment, durably.
///
/// ``PersistentDomainFile`` is the file implementation, ``MemoryStorage``'s domains the in-memory
/// one. `Defaults` keeps one store per ``identity`` in the process, so every instance that names
/// the domain shares its pending changes. See <doc:StorageSeam> for what each requirement means
/// and what a CFPreferences store on macOS would map it to.
public protocol DomainStorage: AnyObject, Sendable {
    /// Names this domain's store uniquely in the process: two stores with one identity are one.
    var identity: String { get }
    /// The domain's file, shown as where a value comes from; nil for a store without files.
    var file: URL? { get }
    /// The domain's values now and their version; a domain not stored is empty.
    /// - Throws: a ``DefaultsError`` when the domain exists but cannot be read (it is kept, never
    ///   replaced by a commit).
    func read() throws(DefaultsError) -> DomainReading
    /// Applies `changes` (a value sets the key, nil removes it) under the domain's lock, merged
    /// per key over what is stored at that moment, and returns once they are durable.
    /// - Returns: the version the commit left and whether it merged another writer's changes.
    @discardableResult
    func commit(merging changes: [PlistKey: PlistValue?]) throws(DefaultsError) -> StoreCommit
    /// Replaces the whole domain under the same lock (nil or empty removes it).
    func replace(with contents: [PlistKey: PlistValue]?) throws(DefaultsError)
}
