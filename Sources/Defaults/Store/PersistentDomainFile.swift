import Foundation
import Glibc
import PropertyList
import Synchronization

/// One file-backed persistent domain: `<domain>.plist` in the preferences folder.
///
/// Reads are cached and revalidated on every ``contents()`` call with one `stat` (device, inode,
/// size, mtime in nanoseconds), so other writers are seen without an explicit `synchronize()`.
///
/// Writes never lose data:
/// - writers serialise on an exclusive `flock` on the sidecar `<path>.lock` (mode 0600; the name does
///   not end in `.plist`, so Foundation never lists it as a domain; it is never deleted, which would
///   race with other writers; its first 8 bytes are the commit token);
/// - inside the lock only the caller's changes are applied to the file's current contents (a per-key
///   merge). Those contents come from the snapshot this instance cached when nobody can have written
///   the file since (the lock file's commit token and the file's stamp are unchanged), else the file
///   is read again (see `transaction`);
/// - the result is encoded as XML (byte-identical to Foundation's; after a commit of this instance
///   only the changed keys are re-encoded, see `XMLDictionaryEncoding`), decoded again to check it
///   (unless every value is of a kind Foundation is known to read back unchanged), written
///   to `.<name>.tmp.<pid>.<random>` in the same folder (`O_EXCL`, 0600), `fsync`ed, a new random
///   commit token is stored in the lock file, the temporary file is renamed over the store file, and
///   the folder is `fsync`ed; readers see the old file or the new one, never a torn one;
/// - a domain whose last key is removed has its file deleted, as Foundation does.
///
/// A store file that cannot be parsed (or whose top level is not a dictionary) is re-read a few times
/// about 50 ms apart, since a Foundation process may be rewriting it in place. If it stays unreadable,
/// a copy is kept as `<name>.plist.corrupt-<timestamp>` next to it, the file itself is left untouched,
/// and ``DefaultsError/corruptStore(file:reason:keptCopy:copyFailure:)`` is thrown by reads and by every
/// commit until the file is fixed or removed. Only ``replace(with:)`` overwrites such a file (after the
/// copy is kept). A zero-length file holds no keys and reads as an empty domain.
///
/// A store file that is a symbolic link (dotfiles kept in a repository) stays a link: the target is
/// replaced atomically in the target's own folder. When such a domain becomes empty the target is
/// rewritten as an empty dictionary instead of being deleted, so the link does not dangle. The lock
/// file stays beside the link (`<link>.lock`), where every writer of this domain looks for it.
///
/// The lock protects against writers that use this library (in any process). Foundation's
/// `UserDefaults` takes no lock; a commit that sees the file change between its read and its rename
/// redoes the merge, which narrows but cannot close that window.
///
/// Thread-safe: one instance may be used from any number of threads.
public final class PersistentDomainFile: Sendable {
    /// The store file (`<domain>.plist`).
    public let url: URL
    /// The sidecar lock file, `<path>.lock`.
    public let lockURL: URL

    /// Reads of an unparseable file before it is reported as corrupt.
    static let readAttempts = 4
    /// Pause between those reads.
    static let retryDelayMilliseconds = 50
    /// How long a commit waits for another process's lock before it gives up.
    static let lockTimeoutSeconds = 30
    /// How often a commit redoes its merge when a writer that ignores the lock changed the file.
    static let mergeAttempts = 4

    private let path: String
    /// `lockURL.path` (a `URL`'s path is decoded again on every access).
    private let lockPath: String
    private let lockTimeoutMilliseconds: Int
    private let state = Mutex(State())

    private struct Snapshot {
        /// nil when the file did not exist.
        var stamp: FileStamp?
        var contents: [PlistKey: PlistValue]
        /// The file's bytes, when known: identical bytes need no second parse.
        var bytes: Data? = nil
        /// `bytes` as an incrementally updatable document (when this process wrote them): the next
        /// commit encodes only the keys it changes.
        var encoding: XMLDictionaryEncoding? = nil
        /// The lock file's commit token when this snapshot was read or written under the lock; nil
        /// when it was read without the lock. See `transaction`.
        var token: UInt64? = nil
        /// Whether every key and value is known to read back exactly as written (nil: not checked).
        var exact: Bool? = nil

        /// Whether the file's bytes are known (in `bytes` or in `encoding`).
        var knowsBytes: Bool { bytes != nil || encoding != nil }

        /// Whether `data` is exactly the file's known bytes.
        func hasBytes(equalTo data: Data) -> Bool {
            if let bytes { return bytes == data }
            guard let encoding, encoding.bytes.count == data.count else { return false }
            return encoding.bytes.withUnsafeBytes { known in
                data.withUnsafeBytes { read in memcmp(known.baseAddress!, read.baseAddress!, known.count) == 0 }
            }
        }
    }

    private struct State {
        var cache: Snapshot?
        /// The stamp of a file found unreadable and the error reported for it.
        var corrupt: (stamp: FileStamp, error: DefaultsError)?
        var fault: StoreFault?
        /// Whether temporary files left by killed writers were looked for (once per instance).
        var sweptTemporaryFiles = false
    }

    /// A domain stored at `url` (normally from ``DefaultsEnvironment/fileURL(forDomain:byHost:)``).
    public convenience init(url: URL) {
        self.init(url: url, lockTimeoutMilliseconds: Self.lockTimeoutSeconds * 1000)
    }

    /// A domain whose commits wait at most `lockTimeoutMilliseconds` for the lock (tests use a short one).
    init(url: URL, lockTimeoutMilliseconds: Int) {
        self.url = url.standardizedFileURL
        self.path = self.url.path
        self.lockPath = self.path + ".lock"
        self.lockURL = URL(fileURLWithPath: lockPath)
        self.lockTimeoutMilliseconds = lockTimeoutMilliseconds
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
    private func load(_ state: inout State, fresh: Bool) throws(DefaultsError) -> Snapshot {
        guard let stamp = try FileStamp.of(path: path) else {
            state.corrupt = nil
            let snapshot = Snapshot(stamp: nil, contents: [:])
            state.cache = snapshot
            return snapshot
        }
        if !fresh, let cache = state.cache, cache.stamp == stamp { return cache }
        if let corrupt = state.corrupt, corrupt.stamp == stamp { throw corrupt.error }

        var lastReason = ""
        var lastRead: StoreIO.Read?
        for attempt in 0..<Self.readAttempts {
            if attempt > 0 { StoreIO.sleep(milliseconds: Self.retryDelayMilliseconds) }
            guard let read = try StoreIO.read(path: path) else {
                state.corrupt = nil
                let snapshot = Snapshot(stamp: nil, contents: [:])
                state.cache = snapshot
                return snapshot
            }
            lastRead = read
            if read.stable, var snapshot = state.cache, snapshot.hasBytes(equalTo: read.data) {
                // Re-read, and byte-identical to what was parsed before (a touch, or a fresh read inside
                // the lock with no other writer in between): no need to parse again.
                snapshot.stamp = read.stamp
                snapshot.token = nil
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
                let snapshot = Snapshot(stamp: read.stamp, contents: contents, bytes: read.data)
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
            let snapshot = Snapshot(stamp: lastRead.stamp, contents: [:])
            state.cache = snapshot
            state.corrupt = nil
            return snapshot
        }
        if lastReason.isEmpty {
            // It parsed, but kept changing under every read: report what was read last.
            if case .dictionary(let contents)? = try? PropertyListCoder.decode(lastRead.data).value {
                let snapshot = Snapshot(stamp: lastRead.stamp, contents: contents)
                state.cache = snapshot
                return snapshot
            }
        }
        let error = keepCorruptCopy(of: lastRead.data, reason: lastReason)
        state.corrupt = (lastRead.stamp, error)
        state.cache = nil
        throw error
    }

    private static func article(_ typeName: String) -> String {
        let vowel = typeName.first.map { "aeiou".contains($0) } ?? false
        return (vowel ? "an " : "a ") + typeName
    }

    /// Keeps a copy of an unreadable file (reusing an identical earlier copy) and builds the error.
    private func keepCorruptCopy(of data: Data, reason: String) -> DefaultsError {
        let directory = StoreIO.parentDirectory(of: path)
        let prefix = StoreIO.lastComponent(of: path) + ".corrupt-"
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) {
            for entry in entries.sorted() where entry.hasPrefix(prefix) {
                let candidate = directory + "/" + entry
                if let read = try? StoreIO.read(path: candidate), read.data == data {
                    return .corruptStore(file: path, reason: reason, keptCopy: candidate)
                }
            }
        }
        let stem = directory + "/" + prefix + Self.timestamp()
        for suffix in 0..<100 {
            let candidate = suffix == 0 ? stem : stem + "-\(suffix)"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd < 0 {
                let code = errno
                if code == EEXIST { continue }
                return .corruptStore(
                    file: path, reason: reason, keptCopy: nil,
                    copyFailure: "\(candidate): \(DefaultsError.message(forErrno: code))")
            }
            do throws(DefaultsError) {
                try StoreIO.writeAll(fd, data, path: candidate)
                try StoreIO.sync(fd, path: candidate)
                close(fd)
                try? StoreIO.syncDirectory(directory)
                return .corruptStore(file: path, reason: reason, keptCopy: candidate)
            } catch {
                close(fd)
                unlink(candidate)
                return .corruptStore(file: path, reason: reason, keptCopy: nil, copyFailure: error.description)
            }
        }
        return .corruptStore(
            file: path, reason: reason, keptCopy: nil, copyFailure: "too many copies named \(stem)-*")
    }

    /// UTC time as `20260820T101530Z`.
    private static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
            Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
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

    /// Replaces the cached contents (keeping the cached stamp and commit token) with values the file
    /// does not hold, so tests can tell whether a commit trusted the cache or read the file. For tests.
    func replaceCachedContentsForTesting(_ contents: [PlistKey: PlistValue]) {
        state.withLock { state in
            state.cache?.contents = contents
            state.cache?.encoding = nil
            state.cache?.exact = nil
        }
    }

    /// Whether a snapshot taken under the lock is cached (the next commit may skip reading the file).
    var hasTrustedSnapshotForTesting: Bool { state.withLock { $0.cache?.token != nil } }

    /// Injects a failure into the next commits (nil clears it). For tests.
    func injectFault(_ fault: StoreFault?) {
        state.withLock { $0.fault = fault }
    }

    /// One locked read-modify-write: `replacement` replaces the whole domain; otherwise `changes`
    /// (values already normalized; nil removes) computed from the contents under the lock are merged.
    ///
    /// A commit needs the file's current contents under the lock. They are taken from the cached
    /// snapshot without reading the file when both of these prove nobody else wrote it since:
    /// - the lock file holds the same commit token as when the snapshot was read or written under
    ///   the lock (every writer using this library stores a new random token under the lock before
    ///   it renames or deletes the file, so even a replacement that reused the inode number within
    ///   one clock tick is seen), and
    /// - the file's stamp (device, inode, size, mtime and ctime in nanoseconds) is unchanged (for
    ///   writers that ignore the lock, such as Foundation).
    /// Otherwise the file is read again (and parsed only when its bytes differ from the snapshot's).
    /// The document is then updated only for the changed keys (`XMLDictionaryEncoding`), and when
    /// every value is known to read back exactly, not parsed again.
    private func transaction(
        _ state: inout State, replacement: [PlistKey: PlistValue]?, changedKeys: @autoclosure () -> Set<PlistKey>,
        changes: ([PlistKey: PlistValue]) -> [PlistKey: PlistValue?]
    ) throws(DefaultsError) -> [PlistKey: PlistValue] {
        let lock = try acquireLock()
        defer { close(lock) }

        // One lstat gives both: whether the store is a link, and (when it is not) its stamp.
        let (target, observedStamp) = try StoreIO.resolve(path)
        let isLink = target != path
        let targetDirectory = StoreIO.parentDirectory(of: target)
        if isLink, !StoreIO.directoryExists(targetDirectory) {
            throw .fileSystem(file: path, operation: "follow the symbolic link to \(target)", code: ENOENT)
        }

        if !state.sweptTemporaryFiles {
            state.sweptTemporaryFiles = true
            Self.removeStaleTemporaryFiles(nextTo: target)
        }

        let token = Self.readToken(lock)
        for attempt in 1...Self.mergeAttempts {
            var current: Snapshot
            var overwritingCorruptFile = false
            if attempt == 1, let token, let cache = state.cache, cache.token == token,
                observedStamp == cache.stamp
            {
                current = cache
            } else {
                do throws(DefaultsError) {
                    current = try load(&state, fresh: true)
                    // Only a snapshot whose stamp certainly belongs to its bytes may be trusted later.
                    if current.stamp == nil || current.knowsBytes { current.token = token }
                } catch {
                    // Replacing a corrupt file is allowed once its copy is safe.
                    guard replacement != nil, case .corruptStore(_, _, let kept, _) = error, kept != nil else {
                        throw error
                    }
                    current = Snapshot(stamp: state.corrupt?.stamp, contents: [:])
                    overwritingCorruptFile = true
                }
            }

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
                let newToken = try Self.writeToken(Self.newToken(), to: lock, lockPath: lockPath)
                if unlink(path) != 0 && errno != ENOENT {
                    throw DefaultsError.fromErrno(errno, file: path, operation: "delete")
                }
                try StoreIO.syncDirectory(targetDirectory)
                state.cache = Snapshot(stamp: nil, contents: [:], token: newToken, exact: true)
                state.corrupt = nil
                return [:]
            }

            // The new document: the cached one with only the changed entries re-encoded, else a whole
            // encoding; parsed back to check it only when some value might not read back exactly.
            var document: XMLDictionaryEncoding? = nil
            if exact {
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
            let temporary: (path: String, descriptor: Int32, stamp: FileStamp, random: UInt64)
            if let document {
                decoded = next
                temporary = try writeTemporary(document.bytes, nextTo: target, fault: state.fault)
            } else {
                let (bytes, readBack) = try encodeVerified(next, changedKeys: changedKeys())
                verifiedBytes = bytes
                decoded = readBack
                temporary = try writeTemporary(bytes, nextTo: target, fault: state.fault)
            }
            defer { close(temporary.descriptor) }
            // A writer that ignores the lock (Foundation) may have changed the file since it was read:
            // merge again on top of its version rather than overwrite it.
            if attempt < Self.mergeAttempts, (try? FileStamp.of(path: path)) != current.stamp {
                unlink(temporary.path)
                continue
            }
            if let code = fault(.rename, state) {
                unlink(temporary.path)
                throw DefaultsError.fromErrno(code, file: target, operation: "replace")
            }
            let newToken: UInt64
            do throws(DefaultsError) {
                // The temporary file's random name suffix is a fresh token: no second getrandom.
                newToken = try Self.writeToken(temporary.random | 1, to: lock, lockPath: lockPath)
            } catch {
                unlink(temporary.path)
                throw error
            }
            if rename(temporary.path, target) != 0 {
                let code = errno
                unlink(temporary.path)
                throw DefaultsError.fromErrno(code, file: target, operation: "replace")
            }
            try StoreIO.syncDirectory(targetDirectory)
            // The rename moved the file's ctime: take the stamp again from the still-open file, and keep
            // the snapshot only if nothing rewrote it in place in between.
            if let renamed = try? FileStamp.of(descriptor: temporary.descriptor, path: target),
                renamed.sameContents(as: temporary.stamp)
            {
                state.cache = Snapshot(
                    stamp: renamed, contents: decoded, bytes: verifiedBytes, encoding: document, token: newToken,
                    exact: document != nil ? true : nil)
            }
            if state.corrupt != nil { state.corrupt = nil }
            return decoded
        }
        // Unreachable: the last attempt always renames or throws.
        throw .fileSystem(file: path, operation: "write", code: EAGAIN)
    }

    /// The commit token in the lock file: 0 for a new (empty) lock file, nil when it cannot be read
    /// (nothing cached is trusted then).
    private static func readToken(_ lock: Int32) -> UInt64? {
        var value: UInt64 = 0
        let count = withUnsafeMutableBytes(of: &value) { pread(lock, $0.baseAddress, 8, 0) }
        if count == 8 { return UInt64(littleEndian: value) }
        return count == 0 ? 0 : nil
    }

    /// A random nonzero token.
    private static func newToken() -> UInt64 { UInt64.random(in: 1...UInt64.max) }

    /// Stores a new random commit token in the lock file (under the lock, before the store file is
    /// replaced or deleted), which tells every other instance that its snapshot is stale.
    private static func writeToken(_ token: UInt64, to lock: Int32, lockPath: String) throws(DefaultsError) -> UInt64 {
        var value = token.littleEndian
        let count = withUnsafeBytes(of: &value) { pwrite(lock, $0.baseAddress, 8, 0) }
        guard count == 8 else {
            throw DefaultsError.fromErrno(count < 0 ? errno : EIO, file: lockPath, operation: "write")
        }
        return token
    }

    /// Removes `.<name>.tmp.<pid>.<random>` files whose writer process no longer exists (killed between
    /// creating and renaming it; a zombie or a reused pid counts as gone, see `WriterLiveness`). Called
    /// under the lock, so no live writer of this file is mid-commit.
    static func removeStaleTemporaryFiles(nextTo target: String) {
        let directory = StoreIO.parentDirectory(of: target)
        let prefix = "." + StoreIO.lastComponent(of: target) + ".tmp."
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            let rest = entry.dropFirst(prefix.count)
            guard let pid = rest.split(separator: ".").first.flatMap({ pid_t($0) }), pid > 0 else { continue }
            let file = directory + "/" + entry
            var info = stat()
            guard lstat(file, &info) == 0 else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            if !WriterLiveness.mayBeWriting(pid: pid, modified: modified) { unlink(file) }
        }
    }

    private func fault(_ step: StoreFault.Step, _ state: State) -> Int32? {
        guard let fault = state.fault, fault.step == step else { return nil }
        return fault.code
    }

    /// Takes the exclusive lock on the sidecar.
    ///
    /// The wait only times out (30 s by default) when no other writer makes progress: while the store
    /// file keeps changing, the holders are live writers taking turns, and a busy domain under heavy
    /// load must not make a patient writer fail. A stopped process holding the lock changes nothing,
    /// so it is reported after the timeout.
    private func acquireLock() throws(DefaultsError) -> Int32 {
        var fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if fd < 0 && (errno == ENOENT || errno == ENOTDIR) {
            // The folder is missing (or a file is in its way, which this reports): create it (0700)
            // and retry. Done only now, so that a commit to an existing folder costs no extra stat.
            try StoreIO.createDirectories(StoreIO.parentDirectory(of: path))
            fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        }
        guard fd >= 0 else { throw DefaultsError.fromErrno(errno, file: lockPath, operation: "create the lock file") }
        let timeout = UInt64(lockTimeoutMilliseconds) * 1_000_000
        var deadline = StoreIO.monotonicNanoseconds() + timeout
        // Taken at the first refusal only: an uncontended lock costs no stat.
        var lastStamp: FileStamp?? = nil
        var pause = 100  // microseconds
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                close(fd)
                throw DefaultsError.fromErrno(code, file: lockPath, operation: "lock")
            }
            let now = StoreIO.monotonicNanoseconds()
            let stamp = try? FileStamp.of(path: path)
            guard let previous = lastStamp else {
                lastStamp = .some(stamp)
                deadline = now + timeout
                StoreIO.sleep(microseconds: pause)
                continue
            }
            if stamp != previous {
                lastStamp = stamp
                deadline = now + timeout
            } else if now > deadline {
                close(fd)
                throw .lockTimeout(file: lockPath, milliseconds: lockTimeoutMilliseconds)
            }
            StoreIO.sleep(microseconds: pause)
            pause = min(pause * 2, 2000)
        }
        return fd
    }

    /// Encodes the domain as XML and checks that Foundation reads back exactly the same values.
    private func encodeVerified(
        _ contents: [PlistKey: PlistValue], changedKeys: Set<PlistKey>
    ) throws(DefaultsError) -> (Data, [PlistKey: PlistValue]) {
        let value = PlistValue.dictionary(contents)
        let bytes: Data
        do throws(PropertyListError) {
            bytes = try PropertyListCoder.encodeXML(value)
        } catch {
            throw .unencodableValue(
                file: path, key: offendingKey(in: contents, among: changedKeys)?.string, reason: error.description)
        }
        // Values Foundation is known to read back unchanged (proven by PropertyListTests against its
        // parser) need no second parse: that parse was most of a commit's CPU time.
        if PropertyListCoder.roundTripsExactly(value) { return (bytes, contents) }
        let decoded: PlistValue
        do throws(PropertyListError) {
            decoded = try PropertyListCoder.decode(bytes).value
        } catch {
            throw .unencodableValue(
                file: path, key: offendingKey(in: contents, among: changedKeys)?.string,
                reason: "Foundation cannot read it back: \(error.description)")
        }
        guard case .dictionary(let readBack) = decoded, readBack.count == contents.count else {
            throw .unencodableValue(file: path, key: nil, reason: "the encoded domain does not read back as written")
        }
        for (key, expected) in contents {
            guard let actual = readBack[key], Self.storedEquivalent(actual, expected) else {
                throw .unencodableValue(file: path, key: key.string, reason: "it does not read back unchanged")
            }
        }
        return (bytes, readBack)
    }

    /// The first changed key whose value alone cannot be encoded and read back.
    private func offendingKey(in contents: [PlistKey: PlistValue], among keys: Set<PlistKey>) -> PlistKey? {
        for key in keys.sorted() {
            guard let value = contents[key] else { continue }
            guard let bytes = try? PropertyListCoder.encodeXML(.dictionary([key: value])),
                (try? PropertyListCoder.decode(bytes)) != nil
            else { return key }
        }
        return nil
    }

    /// Equality in which NaN equals NaN (a stored NaN reads back as NaN).
    static func storedEquivalent(_ a: PlistValue, _ b: PlistValue) -> Bool {
        switch (a, b) {
        case (.real(let x), .real(let y)): return x == y || (x.isNaN && y.isNaN)
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { storedEquivalent($0, $1) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count
                && x.allSatisfy { key, value in y[key].map { storedEquivalent(value, $0) } ?? false }
        default: return a == b
        }
    }

    /// Writes `bytes` to a new temporary file beside `target` and flushes it; removes it on failure.
    /// Returns it still open, with the random suffix of its name.
    private func writeTemporary(
        _ bytes: some ContiguousBytes, nextTo target: String, fault: StoreFault?
    ) throws(DefaultsError) -> (path: String, descriptor: Int32, stamp: FileStamp, random: UInt64) {
        let directory = StoreIO.parentDirectory(of: target)
        let name = "." + StoreIO.lastComponent(of: target) + ".tmp.\(getpid())."
        var fd: Int32 = -1
        var temporary = ""
        var random: UInt64 = 0
        for _ in 0..<16 {
            random = UInt64.random(in: 0...UInt64.max)
            temporary = directory + "/" + name + String(random, radix: 16)
            if let fault, fault.step == .createTemporary {
                throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "create")
            }
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw DefaultsError.fromErrno(errno, file: temporary, operation: "create") }
        do throws(DefaultsError) {
            var failure: DefaultsError?
            bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                do throws(DefaultsError) {
                    if let fault, fault.step == .write {
                        try StoreIO.writeAll(
                            fd, UnsafeRawBufferPointer(rebasing: raw[0..<raw.count / 2]), path: temporary)
                        throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "write")
                    }
                    try StoreIO.writeAll(fd, raw, path: temporary)
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
            // The stamp the commit needs (fsync changes no time stamps), and the mode: the umask can only
            // take bits off 0600, so it is made exact only when it did, and the usual case costs no
            // fchmod. Both before the fsync, which then makes the mode durable with the data.
            var info = stat()
            guard fstat(fd, &info) == 0 else {
                throw DefaultsError.fromErrno(errno, file: temporary, operation: "inspect")
            }
            if info.st_mode & 0o7777 != 0o600 {
                guard fchmod(fd, 0o600) == 0, fstat(fd, &info) == 0 else {
                    throw DefaultsError.fromErrno(errno, file: temporary, operation: "set the permissions of")
                }
            }
            if let fault, fault.step == .sync {
                throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "flush to disk")
            }
            try StoreIO.sync(fd, path: temporary)
            // Left open for the caller (who closes it) to stamp the file again after the rename. A
            // close error after a successful fsync cannot lose data.
            return (temporary, fd, FileStamp(info), random)
        } catch {
            if fd >= 0 { close(fd) }
            unlink(temporary)
            throw error
        }
    }
}
