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
///   race with other writers);
/// - inside the lock the file is re-read and only the caller's changes are applied (a per-key merge);
/// - the result is encoded as XML (byte-identical to Foundation's), decoded again to check it (unless
///   every value is of a kind Foundation is known to read back unchanged), written
///   to `.<name>.tmp.<pid>.<random>` in the same folder (`O_EXCL`, 0600), `fsync`ed, renamed over the
///   store file, and the folder is `fsync`ed; readers see the old file or the new one, never a torn one;
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
    private let lockTimeoutMilliseconds: Int
    private let state = Mutex(State())

    private struct Snapshot {
        /// nil when the file did not exist.
        var stamp: FileStamp?
        var contents: [String: PlistValue]
        /// The file's bytes, when known: identical bytes need no second parse.
        var bytes: Data? = nil
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
        self.lockURL = URL(fileURLWithPath: self.path + ".lock")
        self.lockTimeoutMilliseconds = lockTimeoutMilliseconds
    }

    // MARK: - Reading

    /// The domain's current contents; a missing file is an empty domain.
    ///
    /// Costs one `stat` when the file did not change since the last call.
    /// - Throws: ``DefaultsError/corruptStore(file:reason:keptCopy:copyFailure:)`` for an unreadable
    ///   file, or a file-system error (e.g. permission denied).
    public func contents() throws(DefaultsError) -> [String: PlistValue] {
        try state.withLock { (state: inout State) throws(DefaultsError) -> [String: PlistValue] in
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
            if read.stable, let cache = state.cache, let bytes = cache.bytes, bytes == read.data {
                // Re-read, and byte-identical to what was parsed before (a touch, or a fresh read inside
                // the lock with no other writer in between): no need to parse again.
                let snapshot = Snapshot(stamp: read.stamp, contents: cache.contents, bytes: bytes)
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
    public func commit(_ changes: [String: PlistValue?]) throws(DefaultsError) -> [String: PlistValue] {
        let normalized = changes.mapValues { $0?.normalizedForStorage }
        return try state.withLock { (state: inout State) throws(DefaultsError) -> [String: PlistValue] in
            try transaction(&state, replacing: false, changedKeys: Set(changes.keys)) { current in
                var merged = current
                for (key, value) in normalized {
                    if let value { merged[key] = value } else { merged.removeValue(forKey: key) }
                }
                return merged
            }
        }
    }

    /// Applies the changes that `changes` computes from the contents read under the lock: the
    /// read-modify-write for updates that depend on what is stored (`defaults write -array-add`,
    /// `defaults rename`), so that no other writer's change between the read and the write is lost.
    /// `changes` may be called more than once (when a writer that ignores the lock intervenes).
    @discardableResult
    public func commit(
        computing changes: ([String: PlistValue]) -> [String: PlistValue?]
    ) throws(DefaultsError) -> [String: PlistValue] {
        try state.withLock { (state: inout State) throws(DefaultsError) -> [String: PlistValue] in
            try transaction(&state, replacing: false, changedKeys: []) { current in
                var merged = current
                for (key, value) in changes(current) {
                    if let value { merged[key] = value.normalizedForStorage } else { merged.removeValue(forKey: key) }
                }
                return merged
            }
        }
    }

    /// Replaces the whole domain under the same lock; nil or an empty dictionary deletes the file.
    ///
    /// This is the one operation that overwrites an unreadable store file, after keeping its
    /// `.corrupt-<timestamp>` copy (it fails if no copy can be kept).
    public func replace(with contents: [String: PlistValue]?) throws(DefaultsError) {
        let normalized = (contents ?? [:]).mapValues(\.normalizedForStorage)
        try state.withLock { (state: inout State) throws(DefaultsError) in
            _ = try transaction(&state, replacing: true, changedKeys: Set(normalized.keys)) { _ in normalized }
        }
    }

    /// Injects a failure into the next commits (nil clears it). For tests.
    func injectFault(_ fault: StoreFault?) {
        state.withLock { $0.fault = fault }
    }

    private func transaction(
        _ state: inout State, replacing: Bool, changedKeys: Set<String>,
        transform: ([String: PlistValue]) -> [String: PlistValue]
    ) throws(DefaultsError) -> [String: PlistValue] {
        try StoreIO.createDirectories(StoreIO.parentDirectory(of: path))
        let lock = try acquireLock()
        defer { close(lock) }

        let target = try StoreIO.resolveSymlinks(path)
        let isLink = target != path
        let targetDirectory = StoreIO.parentDirectory(of: target)
        if isLink, !StoreIO.directoryExists(targetDirectory) {
            throw .fileSystem(file: path, operation: "follow the symbolic link to \(target)", code: ENOENT)
        }

        if !state.sweptTemporaryFiles {
            state.sweptTemporaryFiles = true
            Self.removeStaleTemporaryFiles(nextTo: target)
        }

        for attempt in 1...Self.mergeAttempts {
            let current: Snapshot
            var overwritingCorruptFile = false
            do throws(DefaultsError) {
                current = try load(&state, fresh: true)
            } catch {
                // Replacing a corrupt file is allowed once its copy is safe.
                guard replacing, case .corruptStore(_, _, let kept, _) = error, kept != nil else { throw error }
                current = Snapshot(stamp: state.corrupt?.stamp, contents: [:])
                overwritingCorruptFile = true
            }
            let next = transform(current.contents)
            let unchanged = next == current.contents && (current.stamp != nil || next.isEmpty)
            if unchanged && !overwritingCorruptFile {
                return current.contents
            }

            if next.isEmpty && !isLink {
                if attempt < Self.mergeAttempts, (try? FileStamp.of(path: path)) != current.stamp { continue }
                if unlink(path) != 0 && errno != ENOENT {
                    throw DefaultsError.fromErrno(errno, file: path, operation: "delete")
                }
                try StoreIO.syncDirectory(targetDirectory)
                state.cache = Snapshot(stamp: nil, contents: [:])
                state.corrupt = nil
                return [:]
            }

            let (bytes, decoded) = try encodeVerified(next, changedKeys: changedKeys)
            let temporary = try writeTemporary(bytes, nextTo: target, fault: state.fault)
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
            if rename(temporary.path, target) != 0 {
                let code = errno
                unlink(temporary.path)
                throw DefaultsError.fromErrno(code, file: target, operation: "replace")
            }
            try StoreIO.syncDirectory(targetDirectory)
            state.cache = Snapshot(stamp: temporary.stamp, contents: decoded, bytes: bytes)
            state.corrupt = nil
            return decoded
        }
        // Unreachable: the last attempt always renames or throws.
        throw .fileSystem(file: path, operation: "write", code: EAGAIN)
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
        let lockPath = lockURL.path
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw DefaultsError.fromErrno(errno, file: lockPath, operation: "create the lock file") }
        let timeout = UInt64(lockTimeoutMilliseconds) * 1_000_000
        var deadline = StoreIO.monotonicNanoseconds() + timeout
        var lastStamp = try? FileStamp.of(path: path)
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
            if stamp != lastStamp {
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
        _ contents: [String: PlistValue], changedKeys: Set<String>
    ) throws(DefaultsError) -> (Data, [String: PlistValue]) {
        let value = PlistValue.dictionary(contents)
        let bytes: Data
        do throws(PropertyListError) {
            bytes = try PropertyListCoder.encodeXML(value)
        } catch {
            throw .unencodableValue(
                file: path, key: offendingKey(in: contents, among: changedKeys), reason: error.description)
        }
        // Values Foundation is known to read back unchanged (proven by PropertyListTests against its
        // parser) need no second parse: that parse was most of a commit's CPU time.
        if PropertyListCoder.roundTripsExactly(value) { return (bytes, contents) }
        let decoded: PlistValue
        do throws(PropertyListError) {
            decoded = try PropertyListCoder.decode(bytes).value
        } catch {
            throw .unencodableValue(
                file: path, key: offendingKey(in: contents, among: changedKeys),
                reason: "Foundation cannot read it back: \(error.description)")
        }
        guard case .dictionary(let readBack) = decoded, readBack.count == contents.count else {
            throw .unencodableValue(file: path, key: nil, reason: "the encoded domain does not read back as written")
        }
        for (key, expected) in contents {
            guard let actual = readBack[key], Self.storedEquivalent(actual, expected) else {
                throw .unencodableValue(file: path, key: key, reason: "it does not read back unchanged")
            }
        }
        return (bytes, readBack)
    }

    /// The first changed key whose value alone cannot be encoded and read back.
    private func offendingKey(in contents: [String: PlistValue], among keys: Set<String>) -> String? {
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
    private func writeTemporary(
        _ bytes: Data, nextTo target: String, fault: StoreFault?
    ) throws(DefaultsError) -> (path: String, stamp: FileStamp) {
        let directory = StoreIO.parentDirectory(of: target)
        let name = "." + StoreIO.lastComponent(of: target) + ".tmp.\(getpid())."
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<16 {
            temporary = directory + "/" + name + String(UInt64.random(in: 0...UInt64.max), radix: 16)
            if let fault, fault.step == .createTemporary {
                throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "create")
            }
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw DefaultsError.fromErrno(errno, file: temporary, operation: "create") }
        do throws(DefaultsError) {
            _ = fchmod(fd, 0o600)
            if let fault, fault.step == .write {
                try StoreIO.writeAll(fd, bytes.prefix(bytes.count / 2), path: temporary)
                throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "write")
            }
            try StoreIO.writeAll(fd, bytes, path: temporary)
            if let fault, fault.step == .sync {
                throw DefaultsError.fromErrno(fault.code, file: temporary, operation: "flush to disk")
            }
            try StoreIO.sync(fd, path: temporary)
            let stamp = try FileStamp.of(descriptor: fd, path: temporary)
            if close(fd) != 0 && errno != EINTR {
                let code = errno
                fd = -1
                throw DefaultsError.fromErrno(code, file: temporary, operation: "write")
            }
            return (temporary, stamp)
        } catch {
            if fd >= 0 { close(fd) }
            unlink(temporary)
            throw error
        }
    }
}
