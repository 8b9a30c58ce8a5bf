import FoundationEssentials
import PropertyList
import Synchronization
import SystemCalls

/// One persistent domain as this process sees it: the file on disk (revalidated by
/// `PersistentDomainFile` on every read) overlaid with this process's changes that have not been
/// committed yet.
///
/// Lookups read it through ``layer(diskGeneration:forceStat:)``, which also caches the file's
/// contents per ``StoreGeneration/disk`` value: while no file changed, every `Defaults` instance that
/// reads the domain reuses that reading without a system call. Every change made here bumps a
/// generation after it is done (`set`: memory; commits: disk), so caches see it at once.
///
/// There is one store per file in the process (see ``DomainStoreRegistry``), so every `Defaults`
/// instance that names the same domain sees the same pending changes, as with CFPreferences.
/// Pending changes reach the disk on ``flush()``, when the last instance using the domain is
/// released, and at normal process exit.
final class DomainStore: @unchecked Sendable {
    /// The domain's store (a file, or a ``MemoryStorage`` entry), or why there is none (no user
    /// directory, invalid name).
    let backend: Result<any DomainStorage, DefaultsError>
    private let lock = Mutex(())
    /// Keys set (a value) or removed (nil) in this process and not yet committed.
    private var pending: [PlistKey: PlistValue?] = [:]
    /// The file's contents as read at a disk generation, and whether the process's `StoreMonitor`
    /// reports changes to it (else it must be looked at on every lookup).
    private var diskCache: DiskReading?
    /// Whether this store asked the `StoreMonitor` to watch folders (to be forgotten at deinit).
    private var watching = false

    private struct DiskReading {
        var generation: UInt64
        /// ``CoarseClock`` time of the reading.
        var time: Int64
        var covered: Bool
        var contents: [PlistKey: PlistValue]
        var error: DefaultsError?
    }

    /// What a lookup needs from this domain: the uncommitted changes (nil removes a key) over the
    /// file's contents.
    struct Layer {
        var pending: [PlistKey: PlistValue?]
        var contents: [PlistKey: PlistValue]
        /// Why the file's contents are hidden (unreadable file), if they are.
        var error: DefaultsError?
        /// Whether changes to the file bump ``StoreGeneration/disk`` (inotify covers its folder, and
        /// the folder of every symbolic link on the way to its target).
        var covered: Bool
        /// ``CoarseClock`` time the file was last looked at.
        var time: Int64
    }

    init(backend: Result<any DomainStorage, DefaultsError>) {
        self.backend = backend
    }

    deinit {
        if lock.withLock({ _ in watching }) { StoreMonitor.shared?.forget(user: ObjectIdentifier(self)) }
        guard !pending.isEmpty else { return }
        do {
            try commitPending()
        } catch {
            DefaultsDiagnostics.report("could not save changes to \(describe()): \(error)")
        }
    }

    /// The store file (nil without one, or in memory).
    var url: URL? { (try? backend.get())?.file }

    /// The store file's object, when the domain is a file (tests inject faults into its commits).
    var file: PersistentDomainFile? { (try? backend.get()) as? PersistentDomainFile }

    /// Why the domain has no store, if it has none.
    var failure: DefaultsError? {
        if case .failure(let error) = backend { return error }
        return nil
    }

    /// What is stored; a missing file (or no store at all) is empty.
    func diskContents() throws(DefaultsError) -> [PlistKey: PlistValue] {
        guard case .success(let storage) = backend else { return [:] }
        return try storage.read().values
    }

    /// The value of one key as this process sees it, and the error that hid the file, if any.
    func value(forKey key: String) -> (value: PlistValue?, error: DefaultsError?) {
        let change: PlistValue?? = lock.withLock { _ in pending[key] }
        if let change { return (change, nil) }
        do {
            return (try diskContents()[key], nil)
        } catch {
            return (nil, error)
        }
    }

    /// The whole domain as this process sees it, and the error that hid the file, if any.
    func contents() -> (values: [PlistKey: PlistValue], error: DefaultsError?) {
        var values: [PlistKey: PlistValue]
        var failure: DefaultsError?
        do {
            values = try diskContents()
        } catch {
            values = [:]
            failure = error
        }
        let changes = lock.withLock { _ in pending }
        for (key, value) in changes { values[key] = value }
        return (values, failure)
    }

    /// The domain for a lookup snapshot. `diskGeneration` is ``StoreGeneration/disk`` read by the
    /// caller before calling; `now` is a ``CoarseClock`` reading. The file is looked at (one `stat`,
    /// a parse only when it changed) unless it was already looked at during that generation, less
    /// than `maximumAge` ago, and inotify covers it (and `forceStat` is false).
    func layer(diskGeneration: UInt64, now: Int64, maximumAge: Int64, forceStat: Bool = false) -> Layer {
        let cached: DiskReading? = lock.withLock { _ in diskCache }
        if !forceStat, let cached, cached.covered, cached.generation == diskGeneration, now - cached.time < maximumAge {
            return Layer(
                pending: lock.withLock { _ in pending }, contents: cached.contents, error: cached.error, covered: true,
                time: cached.time)
        }
        // Watch first, then read: a change after the read is then reported.
        let covered = isCovered()
        var contents: [PlistKey: PlistValue] = [:]
        var failure: DefaultsError?
        do {
            contents = try diskContents()
        } catch {
            failure = error
        }
        let reading = DiskReading(
            generation: diskGeneration, time: now, covered: covered, contents: contents, error: failure)
        let changes = lock.withLock { _ -> [PlistKey: PlistValue?] in
            if (diskCache?.generation ?? 0) <= diskGeneration { diskCache = reading }
            return pending
        }
        return Layer(pending: changes, contents: contents, error: failure, covered: covered, time: now)
    }

    /// Whether the process's `StoreMonitor` reports changes to this file: its folder is watched, and
    /// so is the folder of every symbolic link on the way to the file it names (a dotfile kept in a
    /// repository is rewritten there, not beside the link).
    private func isCovered() -> Bool {
        // No file (none at all, or a storage in memory): nothing changes it but its own commits,
        // which move the generation.
        guard let url else { return true }
        guard let monitor = StoreMonitor.shared else { return false }
        lock.withLock { _ in watching = true }
        let user = ObjectIdentifier(self)
        var current = url.standardizedFileURL.path
        for _ in 0..<40 {
            guard monitor.covers(folder: StoreIO.parentDirectory(of: current), for: user) else { return false }
            guard FileSystem.isSymbolicLink(current) else { return true }
            guard let target = try? FileSystem.destinationOfSymbolicLink(current) else { return false }
            let absolute = target.hasPrefix("/") ? target : StoreIO.parentDirectory(of: current) + "/" + target
            current = URL(fileURLWithPath: absolute).standardizedFileURL.path
        }
        return false  // a symlink loop: look at it on every lookup (reads report ELOOP)
    }

    var hasPendingChanges: Bool { lock.withLock { _ in !pending.isEmpty } }

    /// Records a change to commit later.
    func set(_ value: PlistValue?, forKey key: String) {
        lock.withLock { _ in pending[key] = .some(value) }
        StoreGeneration.memoryChanged()
        DomainStoreRegistry.installExitHook()
    }

    /// Commits the pending changes (per-key merge under the store's lock) and forgets them.
    func flush() throws(DefaultsError) {
        try commitPending()
    }

    private func commitPending() throws(DefaultsError) {
        defer { StoreGeneration.diskChanged() }
        try lock.withLock { _ throws(DefaultsError) in
            guard !pending.isEmpty else { return }
            try storageOrThrow().commit(merging: pending)
            pending.removeAll()
        }
    }

    /// Commits one key now, superseding any pending change to it.
    @discardableResult
    func write(_ value: PlistValue?, forKey key: String) throws(DefaultsError) -> StoreCommit {
        defer { StoreGeneration.diskChanged() }
        return try lock.withLock { _ throws(DefaultsError) in
            let commit = try storageOrThrow().commit(merging: [PlistKey(key): value])
            pending[key] = nil
            return commit
        }
    }

    /// Commits several keys now, superseding pending changes to them.
    func write(_ changes: [PlistKey: PlistValue?]) throws(DefaultsError) {
        defer { StoreGeneration.diskChanged() }
        try lock.withLock { _ throws(DefaultsError) in
            try storageOrThrow().commit(merging: changes)
            for key in changes.keys { pending[key] = nil }
        }
    }

    /// Replaces the whole domain now (nil or empty deletes the file) and drops pending changes.
    func replace(with contents: [PlistKey: PlistValue]?) throws(DefaultsError) {
        defer { StoreGeneration.diskChanged() }
        try lock.withLock { _ throws(DefaultsError) in
            try storageOrThrow().replace(with: contents)
            pending.removeAll()
        }
    }

    private func storageOrThrow() throws(DefaultsError) -> any DomainStorage {
        try backend.get()
    }

    func describe() -> String {
        switch backend {
        case .success(let storage): storage.file?.path ?? storage.identity
        case .failure(let error): "a domain without a store file (\(error))"
        }
    }
}
