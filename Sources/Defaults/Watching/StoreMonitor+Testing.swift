import Synchronization

// Hooks for tests. `StoreMonitor` is internal, so its hook is reachable only through
// `@testable import` (no `@_spi` can name an internal type).
extension StoreMonitor {
    /// Behave as if inotify could not watch anything (true) or as normal (false). Every snapshot then
    /// looks at the files again.
    static func simulateUnavailable(_ unavailable: Bool) {
        simulatingUnavailable.store(unavailable, ordering: .sequentiallyConsistent)
        StoreGeneration.diskChanged()
    }
}
