import Glibc

/// What `stat`, `lstat` or `fstat` says of a file: its kind, identity, size, times, mode and owner.
package struct FileStatus: Hashable, Sendable {
    /// The kinds of file the package tells apart.
    package enum Kind: Hashable, Sendable {
        case regular, directory, symbolicLink, fifo, socket, characterDevice, blockDevice, unknown
    }

    /// The file's kind.
    package var kind: Kind
    /// `st_dev`.
    package var device: UInt64
    /// `st_ino`.
    package var inode: UInt64
    /// `st_size` in bytes.
    package var size: Int64
    /// `st_mtim`: seconds and nanoseconds.
    package var modificationSeconds: Int64
    package var modificationNanoseconds: Int64
    /// `st_ctim`: seconds and nanoseconds.
    package var changeSeconds: Int64
    package var changeNanoseconds: Int64
    /// The permission bits with set-id and sticky bits (`st_mode & 07777`).
    package var permissions: UInt32
    /// `st_uid` and `st_gid`.
    package var user: UInt32
    package var group: UInt32
    /// `st_nlink`.
    package var links: UInt64

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        default: kind = .unknown
        }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modificationSeconds = Int64(info.st_mtim.tv_sec)
        modificationNanoseconds = Int64(info.st_mtim.tv_nsec)
        changeSeconds = Int64(info.st_ctim.tv_sec)
        changeNanoseconds = Int64(info.st_ctim.tv_nsec)
        permissions = UInt32(info.st_mode & 0o7777)
        user = UInt32(info.st_uid)
        group = UInt32(info.st_gid)
        links = UInt64(info.st_nlink)
    }

    /// Whether it is a regular file.
    package var isRegular: Bool { kind == .regular }
    /// Whether it is a folder.
    package var isDirectory: Bool { kind == .directory }
    /// Whether it is a symbolic link (only `lstat` says so).
    package var isSymbolicLink: Bool { kind == .symbolicLink }
    /// The modification time in seconds since 1970, with its fraction.
    package var modificationTime: Double { Double(modificationSeconds) + Double(modificationNanoseconds) / 1e9 }
}
