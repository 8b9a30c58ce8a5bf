import Synchronization
import SystemCalls

/// Process-wide change counters that let a lookup decide with one integer comparison whether its
/// cached snapshot of the search list is still current.
///
/// Protocol (every writer and every cache follows it):
/// - a change first updates its data (a pending `set`, a committed file, the registration domain,
///   an instance's suites or volatile domains), **then** bumps a counter;
/// - a cache reads the counter **first**, then reads the data, and is tagged with that reading.
///
/// So a cache whose tag equals the current counter cannot predate a change that was completed
/// before the counter was read: it is current.
///
/// Two counters: ``current`` moves on every change; ``disk`` moves only when a store file may have
/// changed (the process's `StoreMonitor` saw an inotify event, this process committed a file, a
/// `DomainWatcher` reported an event, `synchronize()` asked for a re-check). A cache rebuilt because
/// only in-memory state changed reuses the files' cached contents without any system call.
enum StoreGeneration {
    private static let any = Atomic<UInt64>(1)
    private static let files = Atomic<UInt64>(1)

    /// Moves on every change, in memory or on disk.
    @inline(__always)
    static var current: UInt64 { any.load(ordering: .acquiring) }

    /// Moves when a store file may have changed.
    static var disk: UInt64 { files.load(ordering: .acquiring) }

    /// A store file may have changed: caches must look at the files again (one `stat` each).
    static func diskChanged() {
        files.add(1, ordering: .sequentiallyConsistent)
        any.add(1, ordering: .sequentiallyConsistent)
    }

    /// Something held in memory changed (pending changes, registration, suites, volatile domains).
    static func memoryChanged() {
        any.add(1, ordering: .sequentiallyConsistent)
    }
}

/// A cheap monotonic clock (`CLOCK_MONOTONIC_COARSE`, read from the vDSO without a system call,
/// a few milliseconds of resolution) for the age limit of lookup snapshots.
enum CoarseClock {
    /// Milliseconds since an arbitrary start.
    @inline(__always)
    static func milliseconds() -> Int64 {
        MonotonicClock.coarseMilliseconds()
    }
}
