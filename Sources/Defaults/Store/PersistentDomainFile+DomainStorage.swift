import FoundationEssentials
import PropertyList
import Synchronization

/// The file implementation of ``DomainStorage``: a store file read with its stamp as the version,
/// committed under the folder's lock with per-key merge, temporary file, `fsync` and rename.
extension PersistentDomainFile: DomainStorage {
    /// `file:` and the standardized path: one store per file in the process.
    public var identity: String { "file:" + path }

    /// The file's URL as given to ``init(url:style:)`` (``url`` is its standardized form).
    public var file: URL? { givenURL }

    /// The file's contents and stamp (one `stat` when it did not change since the last reading).
    public func read() throws(DefaultsError) -> DomainReading {
        try state.withLock { (state: inout State) throws(DefaultsError) -> DomainReading in
            let snapshot = try load(&state, fresh: false)
            return DomainReading(values: snapshot.contents, version: StoreVersion(stamp: snapshot.stamp))
        }
    }

    /// ``commit(_:)``, saying what it left on disk and whether it merged another writer's changes.
    @discardableResult
    public func commit(merging changes: [PlistKey: PlistValue?]) throws(DefaultsError) -> StoreCommit {
        try commitReporting(changes)
    }
}
