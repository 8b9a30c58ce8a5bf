import SystemCalls

/// The exclusive lock every writer of a domain takes around its read-modify-write.
///
/// It is a `flock` on the preferences folder itself (the folder that holds the store file, or the
/// symbolic link to it), opened once and kept open for the life of the lock, so:
/// - no file is created for it: once a domain's last key is removed (`defaults delete`), nothing of
///   the domain is left in the folder (a sidecar lock file could never be deleted, since a writer
///   holding it open would then no longer exclude one that created a new one);
/// - every writer excludes every other, including one that opened the folder before the domain was
///   deleted: the folder is not deleted with the domain. If the folder itself is removed or renamed
///   while a descriptor is open, the next `acquire()` sees that its descriptor no longer names the
///   folder at that path and opens the one that does;
/// - a commit costs one `flock` and one `stat` of the folder, not an `open`/`close` of a file.
///
/// One lock covers every domain of the folder, so writers of different domains take turns. A
/// commit holds it for about the time of its two `fsync`s, which most file systems serialise in
/// their journal anyway; in exchange the lock leaves nothing behind. Each instance opens its own
/// descriptor: `flock` excludes open file descriptions, so two instances exclude each other even in
/// one process (one instance's `Mutex` keeps its own threads apart).
///
/// File systems that refuse a `flock` on a folder (NFS emulates `flock` with byte-range locks, which
/// need a descriptor open for writing) fall back to the sidecar `<store file>.lock` (mode 0600,
/// never deleted, not ending in `.plist` so Foundation never lists it as a domain). Every writer on
/// such a file system falls back alike, so they still exclude each other.
///
/// Not thread-safe: owned by one `PersistentDomainFile`, which calls it under its `Mutex`.
final class DomainLock {
    /// How the lock is taken.
    enum Kind: Equatable {
        /// `flock` on the preferences folder (the normal case: nothing is left behind).
        case folder
        /// `flock` on the sidecar `<store file>.lock` (file systems that refuse the folder lock).
        case sidecar
    }

    /// The folder whose descriptor is locked.
    let folder: String
    /// The store file, watched for progress while the lock is busy.
    let storePath: String
    /// The sidecar used when the folder cannot be locked.
    let sidecarPath: String
    let timeoutMilliseconds: Int
    private(set) var kind = Kind.folder
    private var descriptor: FileDescriptor?
    /// The folder's device and inode when `descriptor` was opened.
    private var identity: (device: UInt64, inode: UInt64) = (0, 0)
    /// The process that opened `descriptor`: a child forked without exec shares its open file
    /// description, and so its `flock`, with the parent, and must open its own.
    private var opener = ProcessID(rawValue: 0)
    private(set) var isHeld = false

    init(storePath: String, timeoutMilliseconds: Int) {
        self.storePath = storePath
        self.folder = StoreIO.parentDirectory(of: storePath)
        self.sidecarPath = storePath + ".lock"
        self.timeoutMilliseconds = timeoutMilliseconds
    }

    deinit {
        descriptor?.close()
    }

    /// What a timeout or a failure names: the folder, or the sidecar.
    var lockedPath: String { kind == .folder ? folder : sidecarPath }

    /// Takes the lock, waiting for other writers.
    ///
    /// The wait only times out (30 s by default) when no other writer makes progress: while the store
    /// file or its folder keeps changing, the holders are live writers taking turns, and a busy folder
    /// under heavy load must not make a patient writer fail. A stopped process holding the lock changes
    /// nothing, so it is reported after the timeout.
    /// - Parameter refusal: an `errno` the folder's `flock` fails with instead of trying it (tests).
    func acquire(refusal: Int32? = nil) throws(DefaultsError) {
        precondition(!isHeld, "DomainLock.acquire while held")
        for _ in 0..<8 {
            let descriptor = try open()
            try wait(descriptor, refusal: refusal)
            if kind == .sidecar || namesFolder() {
                isHeld = true
                return
            }
            // The folder was removed or renamed while our descriptor was open: a writer that opens
            // the folder now at that path would not be excluded. Lock that one instead.
            closeDescriptor()
        }
        throw .fileSystem(file: folder, operation: "lock (it keeps being replaced)", code: Errno.wouldBlock.rawValue)
    }

    /// Unlocks and closes the descriptor (a lock is released with its last descriptor anyway).
    private func closeDescriptor() {
        descriptor?.unlock()
        descriptor?.close()
        descriptor = nil
    }

    /// The open descriptor of `folder` while the lock is held on it (not on a sidecar): a commit
    /// `fsync`s the folder through it instead of opening the folder again.
    var heldFolderDescriptor: FileDescriptor? { isHeld && kind == .folder ? descriptor : nil }

    /// Releases the lock; the descriptor stays open for the next commit.
    func release() {
        guard isHeld else { return }
        isHeld = false
        descriptor?.unlock()
    }

    /// Opens the descriptor if it is not open: the folder (created, mode 0700, when missing), or the
    /// sidecar.
    private func open() throws(DefaultsError) -> FileDescriptor {
        if descriptor != nil && opener != ProcessID.current {
            descriptor?.close()
            descriptor = nil
        }
        if let descriptor { return descriptor }
        opener = ProcessID.current
        let path = kind == .sidecar ? sidecarPath : folder
        let opened: FileDescriptor
        do throws(Errno) {
            opened = try openLockTarget()
        } catch {
            guard error == .noSuchFileOrDirectory || error == .notDirectory else {
                throw DefaultsError.from(
                    error, file: path, operation: kind == .sidecar ? "create the lock file" : "open folder")
            }
            // Created only now, so that a commit to an existing folder costs no extra stat.
            try StoreIO.createDirectories(folder)
            do throws(Errno) {
                opened = try openLockTarget()
            } catch {
                throw DefaultsError.from(
                    error, file: path, operation: kind == .sidecar ? "create the lock file" : "open folder")
            }
        }
        if kind == .folder {
            do throws(Errno) {
                let info = try opened.status()
                identity = (info.device, info.inode)
            } catch {
                opened.close()
                throw DefaultsError.from(error, file: folder, operation: "inspect")
            }
        }
        descriptor = opened
        return opened
    }

    /// Opens the folder, or creates or opens the sidecar (mode 0600).
    private func openLockTarget() throws(Errno) -> FileDescriptor {
        kind == .sidecar
            ? try FileDescriptor.open(sidecarPath, .readWrite, options: .create, permissions: 0o600)
            : try FileDescriptor.open(folder, .readOnly, options: .directory)
    }

    /// Whether the folder at `folder` is still the one our descriptor has open.
    private func namesFolder() -> Bool {
        guard let info = FileSystem.statusIfPresent(of: folder) else { return false }
        return info.device == identity.device && info.inode == identity.inode
    }

    /// `flock`s the open descriptor, polling with a backoff of up to 2 ms.
    private func wait(_ opened: FileDescriptor, refusal: Int32?) throws(DefaultsError) {
        var descriptor = opened
        let timeout = UInt64(timeoutMilliseconds) * 1_000_000
        var deadline = StoreIO.monotonicNanoseconds() + timeout
        // Taken at the first refusal only: an uncontended lock costs no stat.
        var lastProgress: Progress? = nil
        var pause = 100  // microseconds
        while true {
            do throws(Errno) {
                if kind == .folder, let refusal { throw Errno(rawValue: refusal) }
                if try descriptor.tryLockExclusive() { return }
            } catch  where error != .wouldBlock {
                if kind == .folder, Self.refusesFolderLocks(error.rawValue) {
                    closeDescriptor()
                    kind = .sidecar
                    descriptor = try open()
                    continue
                }
                throw DefaultsError.from(error, file: lockedPath, operation: "lock")
            } catch {
                // Busy (a refusal given as EWOULDBLOCK): wait for progress as below.
            }
            let now = StoreIO.monotonicNanoseconds()
            let progress = Progress(file: try? FileStamp.of(path: storePath), folder: try? FileStamp.of(path: folder))
            if progress != lastProgress {
                lastProgress = progress
                deadline = now + timeout
            } else if now > deadline {
                throw .lockTimeout(file: lockedPath, milliseconds: timeoutMilliseconds)
            }
            StoreIO.sleep(microseconds: pause)
            pause = min(pause * 2, 2000)
        }
    }

    /// What tells a waiting writer that the holders are making progress.
    private struct Progress: Equatable {
        var file: FileStamp?
        var folder: FileStamp?
    }

    /// The errors of a file system that cannot `flock` a folder (NFS: `EBADF`, as its emulation needs
    /// write access; others: no lock support).
    static func refusesFolderLocks(_ code: Int32) -> Bool {
        let error = Errno(rawValue: code)
        return error == .badFileDescriptor || error == .noLocks || error == .notSupported
            || error == .invalidArgument
    }
}
