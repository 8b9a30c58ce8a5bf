import SystemCalls

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
    static let mask: Inotify.Mask = [
        .closeWrite, .movedTo, .movedFrom, .delete, .create, .attributes, .deleteSelf, .moveSelf, .onlyDirectory,
    ]

    /// The inotify instance; its descriptor (non-blocking, close-on-exec) is readable when events
    /// are pending.
    private let inotify: Inotify
    private var pathForWatch: [Int32: String] = [:]
    private var watchForPath: [String: Int32] = [:]

    /// Opens an inotify descriptor.
    /// - Throws: the `errno` of `inotify_init1` (`EMFILE` at `fs.inotify.max_user_instances`).
    init() throws(Failure) {
        do throws(Errno) { inotify = try Inotify() } catch { throw Failure(folder: "", code: error.rawValue) }
    }

    /// The inotify descriptor: readable when events are pending.
    var descriptor: FileDescriptor { inotify.descriptor }

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
                if code == Errno.noSuchFileOrDirectory.rawValue || code == Errno.notDirectory.rawValue {
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
            inotify.removeWatch(wd)
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
            let events = inotify.readEvents()
            if events.isEmpty { break }
            sawEvents = true
            for event in events {
                if let decoded = decode(event) { body(decoded) }
            }
        }
        return sawEvents
    }

    /// One event, or nil when it is about a watch no longer kept (the `IN_IGNORED` that follows a
    /// removal or an unmount).
    private func decode(_ event: Inotify.Event) -> Event? {
        let mask = event.mask
        if mask.contains(.queueOverflow) { return .overflow }
        guard let folder = pathForWatch[event.watch] else { return nil }
        if !mask.isDisjoint(with: [.ignored, .deleteSelf, .moveSelf, .unmount]) {
            pathForWatch[event.watch] = nil
            if watchForPath[folder] == event.watch { watchForPath[folder] = nil }
            if !mask.contains(.ignored) { inotify.removeWatch(event.watch) }
            return .folderGone(folder)
        }
        if mask.contains(.isDirectory) { return .subfolderChanged(in: folder) }
        let fileName = String(decoding: event.name, as: UTF8.self)
        return .file(name: fileName, in: folder, removed: !mask.isDisjoint(with: [.delete, .movedFrom]))
    }

    /// Adds a watch on `path` unless there is one; 0 or the `errno`.
    private func addWatch(_ path: String) -> Int32 {
        if watchForPath[path] != nil { return 0 }
        let wd: Int32
        do throws(Errno) { wd = try inotify.addWatch(path, mask: Self.mask) } catch { return error.rawValue }
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
        FileSystem.fileSystemType(of: path)
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
