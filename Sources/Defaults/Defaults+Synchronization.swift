import FoundationEssentials

// Saving pending changes.
extension Defaults {
    /// Saves this instance's pending changes (`set`/`removeObject` on its primary domain) and
    /// returns whether that succeeded; the next lookup of every instance then looks at the store
    /// files at once, as Foundation's `synchronize()` re-reads them (without it, other writers'
    /// changes arrive through the process's inotify watcher, normally within a millisecond; see
    /// ``lookup(_:)``). Failures are reported on standard error; ``flush()`` throws them instead.
    ///
    /// `true` means our commit (lock, re-read, per-key merge, atomic rename) succeeded; it cannot
    /// protect against a foreign writer (such as Foundation's `UserDefaults`) that ignores the lock
    /// and rewrites the file later.
    @discardableResult
    public func synchronize() -> Bool {
        do {
            try flush()
            return true
        } catch {
            DefaultsDiagnostics.report("could not save changes to \(primaryStore.describe()): \(error)")
            return false
        }
    }

    /// Saves this instance's pending changes, throwing the reason when that fails (for example
    /// no `HOME`, or an unreadable store file that must not be overwritten). The changes stay
    /// pending after a failure, so a later `flush()` can retry.
    public func flush() throws(DefaultsError) {
        defer { StoreGeneration.diskChanged() }
        try primaryStore.flush()
    }

    /// Whether this instance has changes that have not reached the disk yet.
    public var hasUnsavedChanges: Bool { primaryStore.hasPendingChanges }
}
