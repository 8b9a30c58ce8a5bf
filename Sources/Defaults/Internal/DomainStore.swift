import Foundation
import PropertyList
import Synchronization

/// One persistent domain as this process sees it: the file on disk (revalidated by
/// `PersistentDomainFile` on every read) overlaid with this process's changes that have not been
/// committed yet.
///
/// There is one store per file in the process (see ``DomainStoreRegistry``), so every `Defaults`
/// instance that names the same domain sees the same pending changes, as with CFPreferences.
/// Pending changes reach the disk on ``flush()``, when the last instance using the domain is
/// released, and at normal process exit.
final class DomainStore: @unchecked Sendable {
    /// The store file, or why there is none (no user directory, invalid name).
    let location: Result<URL, DefaultsError>
    private let file: PersistentDomainFile?
    private let lock = NSLock()
    /// Keys set (a value) or removed (nil) in this process and not yet committed.
    private var pending: [String: PlistValue?] = [:]

    init(location: Result<URL, DefaultsError>) {
        self.location = location
        if case .success(let url) = location {
            file = PersistentDomainFile(url: url)
        } else {
            file = nil
        }
    }

    deinit {
        guard !pending.isEmpty else { return }
        do {
            try commitPending()
        } catch {
            DefaultsDiagnostics.report("could not save changes to \(describe()): \(error)")
        }
    }

    var url: URL? { try? location.get() }

    /// What is on disk; a missing file (or no file at all) is empty.
    func diskContents() throws(DefaultsError) -> [String: PlistValue] {
        guard let file else { return [:] }
        return try file.contents()
    }

    /// The value of one key as this process sees it, and the error that hid the file, if any.
    func value(forKey key: String) -> (value: PlistValue?, error: DefaultsError?) {
        let change: PlistValue?? = lock.withLock { pending[key] }
        if let change { return (change, nil) }
        do {
            return (try diskContents()[key], nil)
        } catch {
            return (nil, error)
        }
    }

    /// The whole domain as this process sees it, and the error that hid the file, if any.
    func contents() -> (values: [String: PlistValue], error: DefaultsError?) {
        var values: [String: PlistValue]
        var failure: DefaultsError?
        do {
            values = try diskContents()
        } catch {
            values = [:]
            failure = error
        }
        let changes = lock.withLock { pending }
        for (key, value) in changes { values[key] = value }
        return (values, failure)
    }

    var hasPendingChanges: Bool { lock.withLock { !pending.isEmpty } }

    /// Records a change to commit later.
    func set(_ value: PlistValue?, forKey key: String) {
        lock.withLock { pending[key] = .some(value) }
        DomainStoreRegistry.installExitHook()
    }

    /// Commits the pending changes (per-key merge under the store's lock) and forgets them.
    func flush() throws(DefaultsError) {
        try commitPending()
    }

    private func commitPending() throws(DefaultsError) {
        lock.lock()
        defer { lock.unlock() }
        guard !pending.isEmpty else { return }
        let file = try fileOrThrow()
        try file.commit(pending)
        pending.removeAll()
    }

    /// Commits one key now, superseding any pending change to it.
    func write(_ value: PlistValue?, forKey key: String) throws(DefaultsError) {
        lock.lock()
        defer { lock.unlock() }
        let file = try fileOrThrow()
        try file.commit([key: value])
        pending[key] = nil
    }

    /// Commits several keys now, superseding pending changes to them.
    func write(_ changes: [String: PlistValue?]) throws(DefaultsError) {
        lock.lock()
        defer { lock.unlock() }
        let file = try fileOrThrow()
        try file.commit(changes)
        for key in changes.keys { pending[key] = nil }
    }

    /// Replaces the whole domain now (nil or empty deletes the file) and drops pending changes.
    func replace(with contents: [String: PlistValue]?) throws(DefaultsError) {
        lock.lock()
        defer { lock.unlock() }
        let file = try fileOrThrow()
        try file.replace(with: contents)
        pending.removeAll()
    }

    private func fileOrThrow() throws(DefaultsError) -> PersistentDomainFile {
        switch location {
        case .success: return file!
        case .failure(let error): throw error
        }
    }

    func describe() -> String {
        switch location {
        case .success(let url): url.path
        case .failure(let error): "a domain without a store file (\(error))"
        }
    }
}
