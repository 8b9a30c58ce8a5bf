import SystemCalls

/// The identity of one version of a file: device, inode, size, and modification and status-change
/// times in nanoseconds.
///
/// Two stamps are equal when the file was neither replaced (new inode, as an atomic rename does)
/// nor rewritten in place (new size or mtime). The change time also moves when a file is renamed
/// into place or its times are set back (`mv`, `cp -p`, `touch -r`), so a replacement that reuses a
/// freed inode number and keeps size and mtime still differs unless it happens in the same tick
/// of the kernel's file-time clock. A rewrite in place that keeps the size within one tick (a few
/// milliseconds) is not detected; only writers that bypass this library (Foundation truncates and
/// rewrites in place) can produce one. A commit trusts a stamp only while it holds the file open
/// (see `DomainSnapshot`), so no other file can reuse its inode number in the meantime.
struct FileStamp: Hashable, Sendable {
    /// `st_dev`.
    public var device: UInt64
    /// `st_ino`.
    public var inode: UInt64
    /// `st_size` in bytes.
    public var size: Int64
    /// `st_mtim.tv_sec`.
    public var modificationSeconds: Int64
    /// `st_mtim.tv_nsec`.
    public var modificationNanoseconds: Int64
    /// `st_ctim.tv_sec`.
    public var changeSeconds: Int64
    /// `st_ctim.tv_nsec`.
    public var changeNanoseconds: Int64

    init(_ info: FileStatus) {
        device = info.device
        inode = info.inode
        size = info.size
        modificationSeconds = info.modificationSeconds
        modificationNanoseconds = info.modificationNanoseconds
        changeSeconds = info.changeSeconds
        changeNanoseconds = info.changeNanoseconds
    }

    /// Whether both stamps describe the same bytes of the same inode (the change time may differ, as
    /// it does after a rename).
    func sameContents(as other: FileStamp) -> Bool {
        device == other.device && inode == other.inode && size == other.size
            && modificationSeconds == other.modificationSeconds
            && modificationNanoseconds == other.modificationNanoseconds
    }

    /// The stamp of the file at `path` (symlinks followed), nil when it does not exist.
    static func of(path: String) throws(DefaultsError) -> FileStamp? {
        do throws(Errno) {
            return FileStamp(try FileSystem.status(of: path))
        } catch {
            if error == .noSuchFileOrDirectory || error == .notDirectory { return nil }
            throw DefaultsError.from(error, file: path, operation: "inspect")
        }
    }

    /// The stamp of an open file.
    static func of(descriptor: FileDescriptor, path: String) throws(DefaultsError) -> FileStamp {
        do throws(Errno) {
            return FileStamp(try descriptor.status())
        } catch {
            throw DefaultsError.from(error, file: path, operation: "inspect")
        }
    }
}
