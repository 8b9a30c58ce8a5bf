import Glibc

/// One inotify descriptor and the folders it watches, shared by the process's ``StoreMonitor``
/// (which adds a thread) and each ``DomainWatcher`` (which is polled by its owner).
///
/// The owner says which folders it wants covered (``watch(_:)``, declaratively: watches no longer
/// needed are dropped). A folder that does not exist yet is covered through its nearest existing
/// ancestor: creating any folder on the way produces an event there, and the next ``watch(_:)``
/// moves the watch down. ``readEvents(_:)`` drains and decodes the pending events; a watched folder
/// that was deleted, moved or unmounted loses its watch there and is reported as ``Event/folderGone(_:)``,
/// so the owner calls ``watch(_:)`` again to fall back to its parent.
///
/// Not thread-safe: the owner keeps it behind its own lock.
final class InotifyWatchSet {
    /// What one inotify event says about the watched folders.
    enum Event: Equatable {
        /// The kernel's event queue overflowed: events were lost, every folder may have changed.
        case overflow
        /// A watched folder was deleted, moved away, or its file system unmounted; its watch is gone.
        case folderGone(String)
        /// A folder inside a watched folder was created, deleted, moved or changed.
        case subfolderChanged(in: String)
        /// A file (`name`) in a watched folder was written, created, renamed, deleted or changed
        /// attributes; `removed` when it is no longer there (deleted or moved away).
        case file(name: String, in: String, removed: Bool)
    }

    /// How a requested folder is covered.
    struct Coverage: Equatable {
        /// The deepest folder watched on the way to the requested one: the folder itself when it
        /// exists, else its nearest existing ancestor.
        var watched: String
        /// The folder whose watch could not be added and the `errno` (`ENOSPC` at the
        /// `fs.inotify.max_user_watches` limit, `EACCES`...), if one failed.
        var failure: Failure?
        /// Whether ``watched`` is on a file system where inotify does not hear other machines' (or a
        /// FUSE daemon's) writes: NFS, SMB, FUSE, 9p, Ceph, AFS...
        var remote: Bool

        /// Whether every change in the requested folder (or to the path leading to it) is reported.
        var isComplete: Bool { failure == nil && !remote }
    }

    /// A watch that could not be added.
    struct Failure: Error, Equatable {
        var folder: String
        var code: Int32
    }

    /// How many folders one walk toward a requested folder may watch in turn (folders created while
    /// it walks make it go on); past that the folder is reported as not covered.
    static let maximumSteps = 64

    /// The events every watch asks for: changes to the files in the folder, and the folder itself
    /// going away.
    static let mask: UInt32 =
        UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_ATTRIB)
        | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// The inotify descriptor (non-blocking, close-on-exec): readable when events are pending.
    let descriptor: Int32
    private var pathForWatch: [Int32: String] = [:]
    private var watchForPath: [String: Int32] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// Opens an inotify descriptor.
    /// - Throws: the `errno` of `inotify_init1` (`EMFILE` at `fs.inotify.max_user_instances`).
    init() throws(Failure) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw Failure(folder: "", code: errno) }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// The folders watched now.
    var watchedFolders: Set<String> { Set(watchForPath.keys) }

    /// Watches what covers each of `folders` (absolute, standardized paths) and nothing else.
    ///
    /// Each folder is watched if it exists, else its nearest existing ancestor. The watch is added
    /// first and the next folder down looked for after, so a folder created meanwhile is watched in
    /// turn and none is missed.
    func watch(_ folders: some Sequence<String>) -> [String: Coverage] {
        var needed = Set<String>()
        var result: [String: Coverage] = [:]
        for folder in folders where result[folder] == nil {
            var watched = StoreIO.nearestExistingDirectory(of: folder)
            var deepest: String?
            var failure: Failure?
            for _ in 0..<Self.maximumSteps {
                let code = addWatch(watched)
                if code == ENOENT || code == ENOTDIR {
                    // Vanished between the check and the watch: start again from what exists.
                    watched = StoreIO.nearestExistingDirectory(of: folder)
                    failure = Failure(folder: watched, code: code)
                    continue
                }
                if code != 0 {
                    failure = Failure(folder: watched, code: code)
                    break
                }
                failure = nil
                deepest = watched
                if watched == folder { break }
                let next = StoreIO.nextComponent(from: watched, toward: folder)
                guard StoreIO.directoryExists(next) else { break }
                watched = next
            }
            if let deepest { needed.insert(deepest) }
            let covering = deepest ?? watched
            result[folder] = Coverage(
                watched: covering, failure: failure, remote: !Self.reportsOtherWriters(covering))
        }
        for (path, wd) in watchForPath where !needed.contains(path) {
            inotify_rm_watch(descriptor, wd)
            watchForPath[path] = nil
            pathForWatch[wd] = nil
        }
        return result
    }

    /// Reads every pending event (without waiting) and hands each one to `body`, in order. Returns
    /// whether there was any event.
    @discardableResult
    func readEvents(_ body: (Event) -> Void) -> Bool {
        var sawEvents = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            sawEvents = true
            var events: [Event] = []
            buffer.withUnsafeBytes { raw in
                var offset = 0
                while offset + 16 <= count {
                    let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = raw[(offset + 16)..<min(count, offset + 16 + length)]
                    offset += 16 + length
                    if let event = decode(wd: wd, mask: mask, name: nameBytes) { events.append(event) }
                }
            }
            for event in events { body(event) }
        }
        return sawEvents
    }

    /// One event, or nil when it is about a watch no longer kept (the `IN_IGNORED` that follows a
    /// removal or an unmount).
    private func decode(wd: Int32, mask: UInt32, name: Slice<UnsafeRawBufferPointer>) -> Event? {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 { return .overflow }
        guard let folder = pathForWatch[wd] else { return nil }
        if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT) != 0 {
            pathForWatch[wd] = nil
            if watchForPath[folder] == wd { watchForPath[folder] = nil }
            if mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(descriptor, wd) }
            return .folderGone(folder)
        }
        if mask & UInt32(IN_ISDIR) != 0 { return .subfolderChanged(in: folder) }
        let fileName = String(decoding: name.prefix { $0 != 0 }, as: UTF8.self)
        return .file(name: fileName, in: folder, removed: mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0)
    }

    /// Adds a watch on `path` unless there is one; 0 or the `errno`.
    private func addWatch(_ path: String) -> Int32 {
        if watchForPath[path] != nil { return 0 }
        let wd = inotify_add_watch(descriptor, path, Self.mask)
        guard wd >= 0 else { return errno }
        if let old = pathForWatch[wd], old != path { watchForPath[old] = nil }
        pathForWatch[wd] = path
        watchForPath[path] = wd
        return 0
    }

    /// False for folders on file systems whose files other machines (or a FUSE daemon) change
    /// without inotify hearing of it, and for folders whose file system cannot be asked.
    static func reportsOtherWriters(_ path: String) -> Bool {
        guard let type = fileSystemType(of: path) else { return false }
        return !isRemote(fileSystemType: type)
    }

    /// The `f_type` magic number `statfs(2)` gives for the file system holding `path`.
    static func fileSystemType(of path: String) -> UInt32? {
        // `struct statfs` starts with `f_type` (a C long) on Linux; Glibc's module map lacks <sys/vfs.h>.
        var buffer = [Int](repeating: 0, count: 64)
        guard buffer.withUnsafeMutableBytes({ systemStatfs(path, $0.baseAddress!) }) == 0 else { return nil }
        return UInt32(truncatingIfNeeded: buffer[0])
    }

    /// Whether a file system type (a `statfs` magic number) is one where inotify does not see
    /// changes made elsewhere.
    static func isRemote(fileSystemType type: UInt32) -> Bool {
        remoteFileSystems.contains(type)
    }

    private static let remoteFileSystems: Set<UInt32> = [
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
}

/// `statfs(2)` from the C library.
@_silgen_name("statfs")
private func systemStatfs(_ path: UnsafePointer<CChar>, _ buffer: UnsafeMutableRawPointer) -> Int32
