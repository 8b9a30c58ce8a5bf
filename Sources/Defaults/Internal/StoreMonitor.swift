import Foundation
import Glibc
import Synchronization

/// The process's one inotify watch on every folder that holds a store file some lookup reads,
/// serviced by one background thread that bumps ``StoreGeneration/diskChanged()`` after every batch
/// of events. This is what lets a hot lookup trust its cached snapshot without a system call.
///
/// One per process (``shared``), however many `Defaults` instances exist: one inotify descriptor,
/// one thread, and one watch per distinct folder that a live store reads (a folder is unwatched
/// when the last store reading files in it is released).
///
/// A folder that does not exist yet is covered through its nearest existing ancestor: creating any
/// folder on the way produces an event there, the thread then watches the new folder (and any
/// folder below it that already appeared) **before** it bumps the generation, so a file written
/// into a new folder before its watch existed is still found by the `stat` that follows the bump.
///
/// ``covers(folder:)`` says whether a folder's changes are reported. It is false (and lookups fall
/// back to a `stat` of the file on every call) when inotify is unavailable, a watch cannot be added
/// (`fs.inotify.max_user_watches` reached, no permission), the folder is on a file system where
/// inotify does not see other machines' writes (NFS, SMB, FUSE, 9p, Ceph, AFS...), the thread could
/// not be started, or after `fork()` in the child (the thread is not inherited).
final class StoreMonitor: @unchecked Sendable {
    /// The monitor, started on first use; nil when inotify is unavailable.
    static let shared: StoreMonitor? = StoreMonitor()

    private let descriptor: Int32
    private let state = Mutex(State())
    /// False in a forked child and when the thread could not start.
    private static let alive = Atomic<Bool>(false)
    /// Set by tests (`simulateUnavailable`, in StoreMonitor+Testing.swift).
    static let simulatingUnavailable = Atomic<Bool>(false)

    private static let mask: UInt32 =
        UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_ATTRIB)
        | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    private struct State {
        /// Folders lookups asked about → whether they are covered.
        var requested: [String: Bool] = [:]
        /// Folder → the stores that read files in it; a folder no store uses is no longer watched.
        var users: [String: Set<ObjectIdentifier>] = [:]
        var pathForWatch: [Int32: String] = [:]
        var watchForPath: [String: Int32] = [:]
    }

    private init?() {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        descriptor = fd
        let thread = Thread { [self] in self.run() }
        thread.name = "Defaults store monitor"
        thread.stackSize = 256 * 1024
        Self.alive.store(true, ordering: .sequentiallyConsistent)
        thread.start()
        // The thread does not exist in a child of fork(): the child must not trust the generation.
        pthread_atfork(nil, nil) {
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

    /// Whether `folder` is among the folders watched for some store (for tests).
    func isWatching(folder: String) -> Bool {
        state.withLock { $0.requested[folder] != nil }
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
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            entry.revents = 0
            let ready = poll(&entry, 1, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                // Cannot wait any more: stop trusting the generation (lookups fall back to stat).
                Self.alive.store(false, ordering: .sequentiallyConsistent)
                StoreGeneration.diskChanged()
                return
            }
            state.withLock { state in
                var needsRefresh = false
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 { break }
                    buffer.withUnsafeBytes { raw in
                        var offset = 0
                        while offset + 16 <= count {
                            let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                            let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                            let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                            offset += 16 + length
                            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                                needsRefresh = true
                            } else if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT) != 0 {
                                // The folder itself went away (or moved): watch it again by its path.
                                if let path = state.pathForWatch.removeValue(forKey: wd) {
                                    if state.watchForPath[path] == wd { state.watchForPath[path] = nil }
                                    if mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(descriptor, wd) }
                                }
                                needsRefresh = true
                            } else if mask & UInt32(IN_ISDIR) != 0 {
                                // A folder on the way to a requested one may have appeared.
                                needsRefresh = true
                            }
                        }
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
        var needed = Set<String>()
        for path in state.requested.keys {
            var covered = true
            // Add the watch first, then check whether the next folder down appeared meanwhile.
            var watched = StoreIO.nearestExistingDirectory(of: path)
            for _ in 0..<64 {
                if !addWatch(&state, path: watched) { covered = false }
                needed.insert(watched)
                if watched == path { break }
                let next = StoreIO.nextComponent(from: watched, toward: path)
                if !StoreIO.directoryExists(next) { break }
                watched = next
            }
            if watched == path, !Self.reportsOtherWriters(path) { covered = false }
            state.requested[path] = covered
        }
        for (path, wd) in state.watchForPath where !needed.contains(path) {
            inotify_rm_watch(descriptor, wd)
            state.watchForPath[path] = nil
            state.pathForWatch[wd] = nil
        }
    }

    private func addWatch(_ state: inout State, path: String) -> Bool {
        if state.watchForPath[path] != nil { return true }
        let wd = inotify_add_watch(descriptor, path, Self.mask)
        guard wd >= 0 else { return false }  // ENOSPC (watch limit), EACCES, vanished meanwhile
        if let old = state.pathForWatch[wd], old != path { state.watchForPath[old] = nil }
        state.pathForWatch[wd] = path
        state.watchForPath[path] = wd
        return true
    }

    /// The child of `ancestor` on the way to `path` (`/a` toward `/a/b/c` is `/a/b`).

    /// False for file systems whose files other machines (or a FUSE daemon) change without inotify
    /// hearing of it.
    static func reportsOtherWriters(_ path: String) -> Bool {
        // `struct statfs` starts with `f_type` (a C long) on Linux; Glibc's module map lacks <sys/vfs.h>.
        var buffer = [Int](repeating: 0, count: 64)
        guard buffer.withUnsafeMutableBytes({ systemStatfs(path, $0.baseAddress!) }) == 0 else { return false }
        let type = UInt64(UInt32(truncatingIfNeeded: buffer[0]))
        let remote: Set<UInt64> = [
            0x6969,  // NFS
            0x517B,  // SMB
            0xFF53_4D42,  // CIFS
            0xFE53_4D42,  // SMB2
            0x6573_5546,  // FUSE (sshfs, virtiofs, ...)
            0x0102_1997,  // 9p
            0x00C3_6400,  // Ceph
            0x5346_414F,  // AFS
            0x7375_7245,  // Coda
            0x7461_636F,  // OCFS2
            0x0116_1970,  // GFS2
            0x0BD0_0BD0,  // Lustre
        ]
        return !remote.contains(type)
    }
}

/// `statfs(2)` from the C library.
@_silgen_name("statfs")
private func systemStatfs(_ path: UnsafePointer<CChar>, _ buffer: UnsafeMutableRawPointer) -> Int32
