/// One version of a persistent domain's file: what a commit left on disk, or what is there now
/// (``Defaults/storeVersion(ofDomain:)``). Equal versions mean nobody replaced or rewrote the file
/// in between (see the stamp's rules: device, inode, size, modification and change times).
public struct StoreVersion: Hashable, Sendable {
    /// The file's stamp; nil when the file does not exist.
    let stamp: FileStamp?

    /// The version of the file at `path` now (one `stat`); nil when it cannot be inspected.
    public static func ofFile(atPath path: String) -> StoreVersion? {
        do {
            return StoreVersion(stamp: try FileStamp.of(path: path))
        } catch {
            return nil
        }
    }
}

/// What one durable write left behind: the version of the file it committed, and whether it merged
/// changes another writer made since this process last read or wrote the file.
///
/// A program that watches the store folders (``DomainWatcher``) sees its own commits reported as
/// changes: when the file is still at ``version`` and the commit merged nothing from elsewhere, the
/// report is its own write, and nothing but the written key needs reading again.
public struct StoreCommit: Hashable, Sendable {
    /// The store file committed (its path, as the domain's store names it).
    public var file: String
    /// The file as the commit left it; nil when it could not be told (a rewrite in place raced it).
    public var version: StoreVersion?
    /// Whether the commit found the file changed by someone else since this process last saw it
    /// (it merged on top of that version), or could not tell.
    public var mergedOutsideChanges: Bool
}
