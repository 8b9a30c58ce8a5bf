import FoundationEssentials
import Synchronization
import SystemCalls

/// The process's one inotify watch on every folder that holds a store file some lookup reads,
/// serviced by one background thread that bumps ``StoreGeneration/diskChanged()`` after every batch
/// of events. This is what lets a hot lookup trust its cached snapshot without a system call.
///
/// One per process (``shared``), however many `Defaults` instances exist: one ``InotifyWatchSet``
/// (one inotify descriptor), one thread, and one watch per distinct folder that a live store reads (a
/// folder is unwatched when the last store reading files in it is released).
///
/// A folder that does not exist yet is covered through its nearest existing ancestor: creating any
/// folder on the way produces an event there, the thread then watches the new folder (and any
/// folder below it that already appeared) **before** it bumps the generation, so a file written
/// into a new folder before its watch existed is still found by the `stat` that follows the bump.
///
/// ``covers(folder:for:)`` says whether a folder's changes are reported. It is false (and lookups fall
/// back to a `stat` of the file on every call) when inotify is unavailable, a watch cannot be added
/// (`fs.inotify.max_user_watches` reached, no permission), the folder is on a file system where
/// inotify does not see other machines' writes (NFS, SMB, FUSE, 9p, Ceph, AFS...), the thread could
/// not be started, or after `fork()` in the child (the thread is not inherited).
final class StoreMonitor: @unchecked Sendable {
    /// The monitor, started on first use; nil when inotify is unavailable.
    static let shared: StoreMonitor? = StoreMonitor()

    private let descriptor: FileDescriptor
    private let state: Mutex<State>
    /// False in a forked child and when the thread could not start.
    private static let alive = Atomic<Bool>(false)
    /// Set by tests (`simulateUnavailable`, in StoreMonitor+Testing.swift).
    static let simulatingUnavailable = Atomic<Bool>(false)

    private struct State {
        /// Folders lookups asked about → whether they are covered.
        var requested: [String: Bool] = [:]
        /// Folder → the stores that read files in it; a folder no store uses is no longer watched.
        var users: [String: Set<ObjectIdentifier>] = [:]
        let watches: InotifyWatchSet
    }

    private init?() {
        guard let watches = try? InotifyWatchSet() else { return nil }
        descriptor = watches.descriptor
        state = Mutex(State(watches: watches))
        Self.alive.store(true, ordering: .sequentiallyConsistent)
        do {
            try DetachedThread.start(stackSize: 256 * 1024) { [self] in self.run() }
        } catch {
            // No thread, no monitor: stores then look at their files on every lookup.
            Self.alive.store(false, ordering: .sequentiallyConsistent)
            return nil
        }
        // The thread does not exist in a child of fork(): the child must not trust the generation.
        ProcessHooks.afterForkInChild {
            StoreMonitor.alive.store(false, ordering: .sequentiallyConsistent)
            StoreGeneration.diskChanged()
        }
    }

    /// Whether changes to the files of `folder` (an absolute, standardized path) are reported by
    /// bumping the generation. Watches the folder (or its nearest existing ancestor) on first use,
    /// until every `user` that asked for it called ``forget(user:)``.
    func covers(folder: String, for user: ObjectIdentifier) -> Bool {
        guard Self.alive.load(ordering: .acquiring), !Self.simulatingUnavailable.load(ordering: .acquiring) else {
            return false
        }
        return state.withLock { state in
            state.users[folder, default: []].insert(user)
            if let covered = state.requested[folder] { return covered }
            state.requested[folder] = false
            refresh(&state)
            return state.requested[folder] ?? false
        }
    }

    /// Whether `folder` is among the folders some store asked about, and covered (for tests).
    func isWatching(folder: String) -> Bool {
        state.withLock { $0.requested[folder] == true }
    }

    /// Stops watching, for `user`, every folder it asked about (a store being released); folders
    /// no other store uses are unwatched.
    func forget(user: ObjectIdentifier) {
        state.withLock { state in
            var unused = false
            for (folder, users) in state.users where users.contains(user) {
                var remaining = users
                remaining.remove(user)
                if remaining.isEmpty {
                    state.users[folder] = nil
                    state.requested[folder] = nil
                    unused = true
                } else {
                    state.users[folder] = remaining
                }
            }
            if unused { refresh(&state) }
        }
    }

    /// The thread: waits for events, drains them, re-watches folders that appeared or vanished,
    /// then bumps the generation.
    private func run() {
        while true {
            do throws(Errno) {
                // All false after a signal: wait again.
                guard try Poll.readable([descriptor], timeoutMilliseconds: -1)[0] else { continue }
            } catch {
                // Cannot wait any more: stop trusting the generation (lookups fall back to stat).
                Self.alive.store(false, ordering: .sequentiallyConsistent)
                StoreGeneration.diskChanged()
                return
            }
            state.withLock { state in
                var needsRefresh = false
                state.watches.readEvents { event in
                    switch event {
                    case .overflow, .folderGone, .subfolderChanged: needsRefresh = true
                    case .file: break
                    }
                }
                if needsRefresh { refresh(&state) }
            }
            // After the watches are in place: every lookup that reads the new value re-checks the files.
            StoreGeneration.diskChanged()
        }
    }

    /// Watches every requested folder that exists, and the nearest existing ancestor of each one that
    /// does not; records which requested folders are covered; drops watches no longer needed.
    private func refresh(_ state: inout State) {
        let coverage = state.watches.watch(state.requested.keys)
        for (folder, covered) in coverage { state.requested[folder] = covered.isComplete }
    }
}
