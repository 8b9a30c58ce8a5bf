/// One version of a persistent domain: what a commit left behind, or what is there now
/// (``Defaults/storeVersion(ofDomain:)``, ``DefaultsStorage/version(of:)``). Equal versions mean
/// nobody changed the domain in between (for a file, the stamp's rules: device, inode, size,
/// modification and change times; in memory, a count of commits).
public struct StoreVersion: Hashable, Sendable {
    private enum Token: Hashable, Sendable {
        /// A file's stamp; nil when the file does not exist.
        case file(FileStamp?)
        /// A storage's own count of a domain's changes.
        case serial(UInt64)
    }

    private let token: Token

    init(stamp: FileStamp?) {
        token = .file(stamp)
    }

    /// A version a storage counts itself (``MemoryStorage``, or a storage whose backend has no
    /// file to stamp): equal serials of one domain mean no change in between.
    public init(serial: UInt64) {
        token = .serial(serial)
    }

    /// The version of the file at `path` now (one `stat`); nil when it cannot be inspected.
    public static func ofFile(atPath path: String) -> StoreVersion? {
        do {
            return StoreVersion(stamp: try FileStamp.of(path: path))
        } catch {
            return nil
        }
    }
}

/// What one durable write left behind: the version of the domain it committed, and whether it
/// merged changes another writer made since this process last read or wrote the domain.
///
/// A program that watches the domains (``DefaultsStorage/watch(_:)``) sees its own commits
/// reported as changes: when the domain is still at ``version`` and the commit merged nothing from
/// elsewhere, the report is its own write, and nothing but the written key needs reading again.
public struct StoreCommit: Hashable, Sendable {
    /// The domain as the commit left it; nil when it could not be told (a rewrite in place raced it).
    public var version: StoreVersion?
    /// Whether the commit found the domain changed by someone else since this process last saw it
    /// (it merged on top of that version), or could not tell.
    public var mergedOutsideChanges: Bool

    /// Creates a commit's report (a storage's ``DomainStorage/commit(merging:)`` returns one).
    public init(version: StoreVersion?, mergedOutsideChanges: Bool) {
        self.version = version
        self.mergedOutsideChanges = mergedOutsideChanges
    }
}
