import Synchronization
import SystemCalls

/// The snapshots the current thread used last (one per `Defaults` instance, at most ``slots``), so
/// that a hot lookup takes no lock and changes no reference count: it finds its instance's snapshot
/// here, checks the generation, and reads it in place.
///
/// Why not the instance's own `Mutex`: an uncontended lock and unlock are two atomic
/// compare-and-swaps, and retaining and releasing the snapshot two more atomic operations; together
/// they were a fifth of a lookup. Only this thread touches its cache, so it needs no synchronization.
///
/// A snapshot stays referenced here after its instance is gone until the slot is reused or the
/// thread exits (at most ``slots`` per thread). Instances are told apart by a serial number that is
/// never reused, not by address.
final class ThreadSnapshotCache {
    static let slots = 4

    private let owners: UnsafeMutablePointer<UInt64>
    private let snapshots: UnsafeMutablePointer<Unmanaged<LookupSnapshot>?>
    private let nextSlot: UnsafeMutablePointer<Int>

    private init() {
        owners = .allocate(capacity: Self.slots)
        owners.initialize(repeating: 0, count: Self.slots)
        snapshots = .allocate(capacity: Self.slots)
        snapshots.initialize(repeating: nil, count: Self.slots)
        nextSlot = .allocate(capacity: 1)
        nextSlot.initialize(to: 0)
    }

    deinit {
        for slot in 0..<Self.slots { snapshots[slot]?.release() }
        owners.deallocate()
        snapshots.deallocate()
        nextSlot.deallocate()
    }

    /// The per-thread cache, released when its thread exits.
    private static let perThread = ThreadLocal<ThreadSnapshotCache>()

    /// The calling thread's cache, created on first use.
    @inline(__always)
    static func current() -> Unmanaged<ThreadSnapshotCache> {
        perThread.value { ThreadSnapshotCache() }
    }

    /// The snapshot this thread last used for the instance `owner`, not retained: valid until this
    /// thread calls ``store(_:for:)`` again.
    @inline(__always)
    func snapshot(for owner: UInt64) -> Unmanaged<LookupSnapshot>? {
        for slot in 0..<Self.slots where owners[slot] == owner { return snapshots[slot] }
        return nil
    }

    /// Remembers `snapshot` as the instance's current one on this thread.
    func store(_ snapshot: LookupSnapshot, for owner: UInt64) {
        var target = -1
        for slot in 0..<Self.slots where owners[slot] == owner {
            target = slot
            break
        }
        if target < 0 {
            target = nextSlot.pointee
            nextSlot.pointee = (target + 1) % Self.slots
        }
        if let old = snapshots[target], old.toOpaque() == Unmanaged.passUnretained(snapshot).toOpaque() { return }
        let previous = snapshots[target]
        owners[target] = owner
        snapshots[target] = Unmanaged.passRetained(snapshot)
        previous?.release()
    }
}
