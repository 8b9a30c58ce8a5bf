import FoundationEssentials
import PropertyList
import Synchronization
import SystemCalls

/// One file-backed persistent domain: `<domain>.plist` in the preferences folder.
///
/// Reads are cached and revalidated on every ``contents()`` call with one `stat` (device, inode,
/// size, mtime in nanoseconds), so other writers are seen without an explicit `synchronize()`.
///
/// Writes never lose data. This type coordinates three helpers:
/// - `DomainLock`: writers serialise on an exclusive `flock` on the preferences folder's own
///   descriptor, opened once per instance and kept open; no lock file is created, so nothing of a
///   domain is left once its last key is removed (file systems that refuse a folder lock fall back to
///   a `<path>.lock` sidecar);
/// - inside the lock only the caller's changes are applied to the file's current contents (a per-key
///   merge). Those contents come from the snapshot this instance cached when nobody can have written
///   the file since (the snapshot pins the file's inode and the stamp is unchanged, see
///   `DomainSnapshot`), else the file is read again (see `transaction`);
/// - `AtomicFileWriter`: the result is encoded as XML (byte-identical to Foundation's; after a commit
///   of this instance only the changed keys are re-encoded, see `XMLDictionaryEncoding`), decoded
///   again to check it (unless every value is of a kind Foundation is known to read back unchanged),
///   written to `.<name>.tmp.<pid>.<random>` in the same folder, `fsync`ed, renamed over the store
///   file, and the folder is `fsync`ed; readers see the old file or the new one, never a torn one;
/// - with the ``StoreFileStyle/apple`` style (the stores of a ``StoreRoot``) a binary file is
///   written back binary (`PropertyListCoder.encodeBinary`: our writer, which CoreFoundation's parser
///   is tested to read back exactly; `PropertyListSerialization` for what it declines), a new file is
///   binary, and the file keeps its mode and (where permitted) owner; otherwise XML, 0600;
/// - a domain whose last key is removed has its file deleted, as Foundation does.
///
/// A store file that cannot be parsed (or whose top level is not a dictionary) is re-read a few times
/// about 50 ms apart, since a Foundation process may be rewriting it in place. If it stays unreadable,
/// ``DefaultsError/corruptStore(file:reason:keptCopy:copyFailure:)`` is thrown by reads and by every
/// commit until the file is fixed or removed, and the file itself is left untouched. A commit (never
/// a read: reading writes nothing, anywhere) first has `CorruptFileKeeper` keep a copy as
/// `<name>.plist.corrupt-<timestamp>` next to it. Only ``replace(with:)`` overwrites such a file
/// (after the copy is kept). A zero-length file holds no keys and reads as an empty domain.
///
/// A file our own readers decline is read through Foundation, whose result may merge keys that
/// differ only in Unicode normalization: it can be read, but a commit that would write it back is
/// refused (``DefaultsError/writeRefused(file:reason:)``), so nothing in it is lost.
///
/// A store file that is a symbolic link (dotfiles kept in a repository) stays a link: the target is
/// replaced atomically in the target's own folder. When such a domain becomes empty the target is
/// rewritten as an empty dictionary instead of being deleted, so the link does not dangle. The lock
/// is the link's folder, where every writer of this domain looks for it.
///
/// The lock protects against writers that use this library (in any process). Foundation's
/// `UserDefaults` takes no lock; a commit that sees the file change between its read and its rename
/// redoes the merge, which narrows but cannot close that window.
///
/// Thread-safe: one instance may be used from any number of threads.
public final class PersistentDomainFile: Sendable {
    /// The store file (`<domain>.plist`).
    public let url: URL
    /// How the file is written: its format and mode (see ``StoreFileStyle``).
    public let style: StoreFileStyle

    /// Reads of an unparseable file before it is reported as corrupt.
    static let readAttempts = 4
    /// Pause between those reads.
    static let retryDelayMilliseconds = 50
    /// How long a commit waits for another process's lock before it gives up.
    static let lockTimeoutSeconds = 30
    /// How often a commit redoes its merge when a writer that ignores the lock changed the file.
    static let mergeAttempts = 4

    /// `url.path` (a `URL`'s path is decoded again on every access).
    let path: String
    /// The URL as given (not standardized): what provenance shows, as the environment names it.
    let givenURL: URL
    let state: Mutex<State>

    struct State {
        var cache: DomainSnapshot?
        /// The stamp of a file found unreadable and the error reported for it.
        var corrupt: (stamp: FileStamp, error: DefaultsError)?
        /// The domain's lock, whose descriptor stays open for the instance's life.
        let lock: DomainLock
        var fault: StoreFault?
        /// Called once, between a commit's read and its rename (tests: a writer that ignores the lock).
        var beforeRename: (@Sendable () -> Void)?
        /// Whether temporary files left by killed writers were looked for (once per instance).
        var sweptTemporaryFiles = false
        /// What the last commit left on disk (see ``StoreCommit``).
        var lastCommit: StoreCommit?
    }

    /// A domain stored at `url` (normally from ``DefaultsEnvironment/fileURL(forDomain:byHost:)``).
    /// `style` says how it is written: as Foundation on Linux does (the default), or as
    /// CFPreferences does (binary kept binary, mode and owner kept).
    public convenience init(url: URL, style: StoreFileStyle = .linux) {
        self.init(url: url, lockTimeoutMilliseconds: Self.lockTimeoutSeconds * 1000, style: style)
    }

    /// A domain whose commits wait at most `lockTimeoutMilliseconds` for the lock (tests use a short one).
    init(url: URL, lockTimeoutMilliseconds: Int, style: StoreFileStyle = .linux) {
        self.url = url.standardizedFileURL
        self.givenURL = url
        self.path = self.url.path
        self.style = style
        self.state = Mutex(State(lock: DomainLock(storePath: path, timeoutMilliseconds: lockTimeoutMilliseconds)))
    }

    // MARK: - Reading

    /// The domain's current contents; a missing file is an empty domain.
    ///
    /// Costs one `stat` when the file did not change since the last call.
    /// - Throws: ``DefaultsError/corruptStore(file:reason:keptCopy:copyFailure:)`` for an unreadable
    ///   file, or a file-system error (e.g. permission denied).
    public func contents() throws(DefaultsError) -> [PlistKey: PlistValue] {
        try state.withLock { (state: inout State) throws(DefaultsError) -> [PlistKey: PlistValue] in
            try load(&state, fresh: false).contents
        }
    }

    /// Loads the file, using the cache when `fresh` is false and the stamp is unchanged.
    /// With `pin`, a snapshot whose stamp certainly belongs to its bytes pins the file (see
    /// `DomainSnapshot`). With `keepingCopy` (commits only) an unreadable file's copy is kept.
    func load(_ state: inout State, fresh: Bool, pin: Bool = false, keepingCopy: Bool = false) throws(DefaultsError)
        -> DomainSnapshot
    {
        guard let stamp = try FileStamp.of(path: path) else {
            state.corrupt = nil
            let snapshot = DomainSnapshot(stamp: nil, contents: [:])
            state.cache = snapshot
            return snapshot
        }
        if !fresh, let cache = state.cache, cache.stamp == stamp { return cache }
        if let corrupt = state.corrupt, corrupt.stamp == stamp, !(keepingCopy && !corrupt.error.keptOrTriedCopy) {
            throw corrupt.error
        }
        if let boundary = style.boundary { try boundary.check(path) }

        var lastReason = ""
        var lastRead: StoreIO.Read?
        for attempt in 0..<Self.readAttempts {
            if attempt > 0 { StoreIO.sleep(milliseconds: Self.retryDelayMilliseconds) }
            guard let read = try StoreIO.read(path: path, pin: pin) else {
                state.corrupt = nil
                let snapshot = DomainSnapshot(stamp: nil, contents: [:])
                state.cache = snapshot
                return snapshot
            }
            lastRead = read
            if read.stable, var snapshot = state.cache, snapshot.hasBytes(equalTo: read.data) {
                // Re-read, and byte-identical to what was parsed before (a touch, or a fresh read inside
                // the lock with no other writer in between): no need to parse again.
                snapshot.stamp = read.stamp
                snapshot.pin = read.pin
                state.cache = snapshot
                state.corrupt = nil
                return snapshot
            }
            if read.data.isEmpty {
                lastReason = "the file is empty"
                continue
            }
            do throws(PropertyListError) {
                let decoded = try PropertyListCoder.read(read.data)
                guard case .dictionary(let contents) = decoded.value else {
                    lastReason = "its top level is \(Self.article(decoded.value.typeName)), not a dictionary"
                    continue
                }
                if !read.stable { continue }
                var snapshot = DomainSnapshot(
                    stamp: read.stamp, contents: contents, bytes: read.data, pin: read.pin, format: decoded.format)
                snapshot.readInexactly = !decoded.isExact
                state.cache = snapshot
                state.corrupt = nil
                return snapshot
            } catch {
                // The message already says "cannot be read as a property list"; keep only the detail.
                if case .malformed(let detail) = error { lastReason = detail } else { lastReason = error.description }
            }
        }
        guard let lastRead else { throw .fileSystem(file: path, operation: "read", code: Errno.ioError.rawValue) }
        if lastRead.data.isEmpty {
            // Nothing to lose: a zero-length file is an empty domain (as it is for Foundation).
            let snapshot = DomainSnapshot(stamp: lastRead.stamp, contents: [:])
            state.cache = snapshot
            state.corrupt = nil
            return snapshot
        }
        if lastReason.isEmpty {
            // It parsed, but kept changing under every read: report what was read last.
            if let decoded = try? PropertyListCoder.read(lastRead.data),
                case .dictionary(let contents) = decoded.value
            {
                var snapshot = DomainSnapshot(stamp: lastRead.stamp, contents: contents, format: decoded.format)
                snapshot.readInexactly = !decoded.isExact
                state.cache = snapshot
                return snapshot
            }
        }
        let error =
            keepingCopy
            ? CorruptFileKeeper.keepCopy(of: lastRead.data, storePath: path, reason: lastReason)
            : DefaultsError.corruptStore(file: path, reason: lastReason, keptCopy: nil)
        state.corrupt = (lastRead.stamp, error)
        state.cache = nil
        throw error
    }

    static func article(_ typeName: String) -> String {
        let vowel = typeName.first.map { "aeiou".contains($0) } ?? false
        return (vowel ? "an " : "a ") + typeName
    }
}
