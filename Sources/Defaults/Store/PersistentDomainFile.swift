import Foundation
import Glibc
import PropertyList
import Synchronization

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
/// `CorruptFileKeeper` keeps a copy as `<name>.plist.corrupt-<timestamp>` next to it, the file itself
/// is left untouched, and ``DefaultsError/corruptStore(file:reason:keptCopy:copyFailure:)`` is thrown by
/// reads and by every commit until the file is fixed or removed. Only ``replace(with:)`` overwrites
/// such a file (after the copy is kept). A zero-length file holds no keys and reads as an empty domain.
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
    /// `DomainSnapshot`).
    private func load(_ state: inout State, fresh: Bool, pin: Bool = false) throws(DefaultsError) -> DomainSnapshot {
        guard let stamp = try FileStamp.of(path: path) else {
            state.corrupt = nil
            let snapshot = DomainSnapshot(stamp: nil, contents: [:])
            state.cache = snapshot
            return snapshot
        }
        if !fresh, let cache = state.cache, cache.stamp == stamp { return cache }
        if let corrupt = state.corrupt, corrupt.stamp == stamp { throw corrupt.error }
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
                let decoded = try PropertyListCoder.decode(read.data)
                guard case .dictionary(let contents) = decoded.value else {
                    lastReason = "its top level is \(Self.article(decoded.value.typeName)), not a dictionary"
                    continue
                }
                if !read.stable { continue }
                let snapshot = DomainSnapshot(
                    stamp: read.stamp, contents: contents, bytes: read.data, pin: read.pin, format: decoded.format)
                state.cache = snapshot
                state.corrupt = nil
                return snapshot
            } catch {
                // The message already says "cannot be read as a property list"; keep only the detail.
                if case .malformed(let detail) = error { lastReason = detail } else { lastReason = error.description }
            }
        }
        guard let lastRead else { throw .fileSystem(file: path, operation: "read", code: EIO) }
        if lastRead.data.isEmpty {
            // Nothing to lose: a zero-length file is an empty domain (as it is for Foundation).
            let snapshot = DomainSnapshot(stamp: lastRead.stamp, contents: [:])
            state.cache = snapshot
            state.corrupt = nil
            return snapshot
        }
        if lastReason.isEmpty {
            // It parsed, but kept changing under every read: report what was read last.
            if let decoded = try? PropertyListCoder.decode(lastRead.data),
                case .dictionary(let contents) = decoded.value
            {
                let snapshot = DomainSnapshot(stamp: lastRead.stamp, contents: contents, format: decoded.format)
                state.cache = snapshot
                return snapshot
            }
        }
        let error = CorruptFileKeeper.keepCopy(of: lastRead.data, storePath: path, reason: lastReason)
        state.corrupt = (lastRead.stamp, error)
        state.cache = nil
        throw error
    }

    private static func article(_ typeName: String) -> String {
        let vowel = typeName.first.map { "aeiou".contains($0) } ?? false
        return (vowel ? "an " : "a ") + typeName
    }

    // MARK: - Writing

    /// Applies `changes` to the file under the domain's lock: a value sets the key, nil removes it.
    /// Keys not named in `changes` keep whatever value the file holds at that moment.
    ///
    /// Dates are truncated to whole seconds (Foundation rejects fractional ones).
    /// - Returns: the domain's contents right after the commit.
    /// - Throws: ``DefaultsError/corruptStore(file:reason:keptCopy:copyFailure:)`` while the file is
    ///   unreadable (nothing is written); ``DefaultsError/diskFull(file:)``, permission and other file
    ///   errors (the old file is left intact); ``DefaultsError/unencodableValue(file:key:reason:)``.
    @discardableResult
    public func commit(_ changes: [PlistKey: PlistValue?]) throws(DefaultsError) -> [PlistKey: PlistValue] {
        let normalized = changes.mapValues { $0?.normalizedForStorage }
        return try state.withLock { (state: inout State) throws(DefaultsError) -> [PlistKey: PlistValue] in
            try transaction(&state, replacement: nil, changedKeys: Set(changes.keys)) { _ in normalized }
        }
    }

    /// ``commit(_:)``, saying what it left on disk and whether it merged another writer's changes.
    func commitReporting(_ changes: [PlistKey: PlistValue?]) throws(DefaultsError) -> StoreCommit {
        let normalized = changes.mapValues { $0?.normalizedForStorage }
        return try state.withLock { (state: inout State) throws(DefaultsError) -> StoreCommit in
            state.lastCommit = nil
            _ = try transaction(&state, replacement: nil, changedKeys: Set(changes.keys)) { _ in normalized }
            return state.lastCommit ?? StoreCommit(file: path, version: nil, mergedOutsideChanges: true)
        }
    }

    /// Applies the changes that `changes` computes from the contents read under the lock: the
    /// read-modify-write for updates that depend on what is stored (`defaults write -array-add`,
    /// `defaults rename`), so that no other writer's change between the read and the write is lost.
    /// `changes` may be called more than once (when a writer that ignores the lock intervenes).
    @discardableResult
    public func commit(
        computing changes: ([PlistKey: PlistValue]) -> [PlistKey: PlistValue?]
    ) throws(DefaultsError) -> [PlistKey: PlistValue] {
        try state.withLock { (state: inout State) throws(DefaultsError) -> [PlistKey: PlistValue] in
            try transaction(&state, replacement: nil, changedKeys: []) { current in
                changes(current).mapValues { $0?.normalizedForStorage }
            }
        }
    }

    /// Replaces the whole domain under the same lock; nil or an empty dictionary deletes the file.
    ///
    /// This is the one operation that overwrites an unreadable store file, after keeping its
    /// `.corrupt-<timestamp>` copy (it fails if no copy can be kept).
    public func replace(with contents: [PlistKey: PlistValue]?) throws(DefaultsError) {
        let normalized = (contents ?? [:]).mapValues(\.normalizedForStorage)
        try state.withLock { (state: inout State) throws(DefaultsError) in
            _ = try transaction(&state, replacement: normalized, changedKeys: Set(normalized.keys)) { _ in [:] }
        }
    }

    /// One locked read-modify-write: `replacement` replaces the whole domain; otherwise `changes`
    /// (values already normalized; nil removes) computed from the contents under the lock are merged.
    ///
    /// A commit needs the file's current contents under the lock. They are taken from the cached
    /// snapshot without reading the file when both of these prove nobody else wrote it since:
    /// - the snapshot was read or written under the lock and pins the file's inode (every writer
    ///   using this library renames a new inode into place or deletes the file, and a pinned inode
    ///   number cannot be reused, so even a replacement within one clock tick is seen), and
    /// - the file's stamp (device, inode, size, mtime and ctime in nanoseconds) is unchanged (for
    ///   writers that ignore the lock, such as Foundation).
    /// Otherwise the file is read again (and parsed only when its bytes differ from the snapshot's).
    /// The document is then updated only for the changed keys (`XMLDictionaryEncoding`), and when
    /// every value is known to read back exactly, not parsed again.
    private func transaction(
        _ state: inout State, replacement: [PlistKey: PlistValue]?, changedKeys: @autoclosure () -> Set<PlistKey>,
        changes: ([PlistKey: PlistValue]) -> [PlistKey: PlistValue?]
    ) throws(DefaultsError) -> [PlistKey: PlistValue] {
        if let refusal = style.writeRefusal { throw .writeRefused(file: path, reason: refusal) }
        if let boundary = style.boundary { try boundary.check(path) }
        let lock = state.lock
        try lock.acquire(refusal: fault(.lockFolder, state))
        defer { lock.release() }
        // Pinning needs a local file system; where the folder cannot be locked (NFS) a pinned file
        // that another client replaces would linger as a `.nfs` file, so nothing is pinned there.
        let pin = lock.kind == .folder

        // One lstat gives both: whether the store is a link, and (when it is not) its stamp.
        let (target, observedStamp) = try StoreIO.resolve(path)
        let isLink = target != path
        let targetDirectory = StoreIO.parentDirectory(of: target)
        if isLink, !StoreIO.directoryExists(targetDirectory) {
            throw .fileSystem(file: path, operation: "follow the symbolic link to \(target)", code: ENOENT)
        }
        // The folder the lock holds open is the one to fsync, unless a link leads elsewhere.
        let folderDescriptor = targetDirectory == lock.folder ? lock.heldFolderDescriptor : nil

        // The mode and owner the new file takes: the old file's (Apple stores), else 0600 and ours.
        let owner = style.keepsModeAndOwner ? AtomicFileWriter.Owner(of: target) : nil

        if !state.sweptTemporaryFiles {
            state.sweptTemporaryFiles = true
            AtomicFileWriter.removeStaleTemporaryFiles(nextTo: target)
        }

        // Whether the file is still the version this process last read or wrote (no pin needed:
        // this only decides whether a watcher's report of the commit is the commit alone).
        let knownBefore = state.cache.map { $0.stamp == observedStamp } ?? false
        for attempt in 1...Self.mergeAttempts {
            var current: DomainSnapshot
            var overwritingCorruptFile = false
            if attempt == 1, let cache = state.cache, cache.isCurrent(observed: observedStamp) {
                current = cache
            } else {
                do throws(DefaultsError) {
                    current = try load(&state, fresh: true, pin: pin)
                } catch {
                    // Replacing a corrupt file is allowed once its copy is safe.
                    guard replacement != nil, case .corruptStore(_, _, let kept, _) = error, kept != nil else {
                        throw error
                    }
                    current = DomainSnapshot(stamp: state.corrupt?.stamp, contents: [:])
                    overwritingCorruptFile = true
                }
            }

            let format = style.outputFormat(reading: current.format)
            var next: [PlistKey: PlistValue]
            var edits: [(key: PlistKey, value: PlistValue?)] = []
            var encoding: XMLDictionaryEncoding? = nil
            var exact: Bool
            if let replacement {
                if replacement == current.contents && !overwritingCorruptFile {
                    state.cache = current
                    return current.contents
                }
                next = replacement
                exact = PropertyListCoder.roundTripsExactly(.dictionary(next))
            } else {
                for (key, value) in changes(current.contents) where current.contents[key] != value {
                    edits.append((key, value))
                }
                if edits.isEmpty {
                    state.cache = current
                    state.lastCommit = StoreCommit(
                        file: path,
                        version: StoreVersion(stamp: current.stamp), mergedOutsideChanges: !knownBefore || attempt > 1)
                    return current.contents
                }
                exact = current.exact ?? PropertyListCoder.roundTripsExactly(.dictionary(current.contents))
                for edit in edits where exact {
                    if let value = edit.value {
                        exact = PropertyListCoder.roundTripsExactly(.dictionary([edit.key: value]))
                    }
                }
                // Take the snapshot apart so that the dictionary and the document are uniquely
                // referenced and are edited in place (copying a 1,000-key dictionary costs more
                // than the edit). Until a write succeeds the cache stays empty: an error makes the
                // next call read the file again.
                state.cache = nil
                next = current.contents
                encoding = current.encoding
                current.contents = [:]
                current.encoding = nil
                current.bytes = nil
                for (key, value) in edits {
                    if let value { next[key] = value } else { next.removeValue(forKey: key) }
                }
            }
            state.cache = nil

            if next.isEmpty && !isLink {
                if attempt < Self.mergeAttempts, (try? FileStamp.of(path: path)) != current.stamp { continue }
                if unlink(path) != 0 && errno != ENOENT {
                    throw DefaultsError.fromErrno(errno, file: path, operation: "delete")
                }
                try AtomicFileWriter.syncFolder(of: path, descriptor: folderDescriptor)
                state.cache = DomainSnapshot(stamp: nil, contents: [:], exact: true)
                state.corrupt = nil
                state.lastCommit = StoreCommit(
                    file: path,
                    version: StoreVersion(stamp: nil), mergedOutsideChanges: !knownBefore || attempt > 1)
                return [:]
            }

            // The new document: the cached one with only the changed entries re-encoded, else a whole
            // encoding; parsed back to check it only when some value might not read back exactly.
            var document: XMLDictionaryEncoding? = nil
            if exact && format == .xml {
                if var updated = encoding {
                    encoding = nil  // `updated` is now the only reference: edited in place, not copied
                    var applied = true
                    for (key, value) in edits where applied { applied = updated.set(value, forKey: key.string) }
                    if applied { document = updated }
                }
                if document == nil { document = XMLDictionaryEncoding(next) }
            }
            var verifiedBytes: Data? = nil
            let decoded: [PlistKey: PlistValue]
            let temporary: AtomicFileWriter.Temporary
            if let document {
                decoded = next
                temporary = try AtomicFileWriter.writeTemporary(
                    document.bytes, nextTo: target, owner: owner, fault: state.fault)
            } else {
                let (bytes, readBack) = try encodeVerified(next, format: format, changedKeys: changedKeys())
                verifiedBytes = bytes
                decoded = readBack
                temporary = try AtomicFileWriter.writeTemporary(bytes, nextTo: target, owner: owner, fault: state.fault)
            }
            if let beforeRename = state.beforeRename {
                state.beforeRename = nil
                beforeRename()
            }
            // A writer that ignores the lock (Foundation) may have changed the file since it was read:
            // merge again on top of its version rather than overwrite it.
            if attempt < Self.mergeAttempts, (try? FileStamp.of(path: path)) != current.stamp {
                AtomicFileWriter.discard(temporary)
                continue
            }
            try AtomicFileWriter.rename(
                temporary, over: target, folderDescriptor: folderDescriptor, fault: state.fault)
            // The rename moved the file's ctime: take the stamp again from the still-open file, and keep
            // the snapshot only if nothing rewrote it in place in between. The descriptor then pins it.
            if let renamed = try? FileStamp.of(descriptor: temporary.descriptor, path: target),
                renamed.sameContents(as: temporary.stamp)
            {
                state.cache = DomainSnapshot(
                    stamp: renamed, contents: decoded, bytes: verifiedBytes, encoding: document,
                    pin: pin ? DomainSnapshot.Pin(temporary.descriptor) : nil, exact: document != nil ? true : nil,
                    format: format)
                if !pin { close(temporary.descriptor) }
                state.lastCommit = StoreCommit(
                    file: path,
                    version: StoreVersion(stamp: renamed), mergedOutsideChanges: !knownBefore || attempt > 1)
            } else {
                close(temporary.descriptor)
            }
            if state.corrupt != nil { state.corrupt = nil }
            return decoded
        }
        // Unreachable: the last attempt always renames or throws.
        throw .fileSystem(file: path, operation: "write", code: EAGAIN)
    }

    private func fault(_ step: StoreFault.Step, _ state: State) -> Int32? {
        guard let fault = state.fault, fault.step == step else { return nil }
        return fault.code
    }
}
