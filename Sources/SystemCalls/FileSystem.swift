import Glibc

/// The calls on paths: status, rename, remove, folders, links, permissions. Each throws ``Errno``.
package enum FileSystem {
    /// The status of what `path` names (`stat(2)`, links followed; `lstat(2)` with
    /// `followingLinks: false`).
    package static func status(of path: String, followingLinks: Bool = true) throws(Errno) -> FileStatus {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { throw Errno.current }
        return FileStatus(info)
    }

    /// The status of `path`, nil when nothing is there (`ENOENT`, `ENOTDIR`) or it cannot be read.
    package static func statusIfPresent(of path: String, followingLinks: Bool = true) -> FileStatus? {
        try? status(of: path, followingLinks: followingLinks)
    }

    /// Whether a folder is at `path` (links followed).
    package static func isDirectory(_ path: String) -> Bool {
        statusIfPresent(of: path)?.isDirectory ?? false
    }

    /// Whether `path` itself (not its target) is a symbolic link.
    package static func isSymbolicLink(_ path: String) -> Bool {
        statusIfPresent(of: path, followingLinks: false)?.isSymbolicLink ?? false
    }

    /// Renames `source` to `destination` atomically, replacing it (`rename(2)`).
    package static func rename(_ source: String, to destination: String) throws(Errno) {
        guard Glibc.rename(source, destination) == 0 else { throw Errno.current }
    }

    /// Removes the file (or link) at `path` (`unlink(2)`).
    package static func removeFile(_ path: String) throws(Errno) {
        guard unlink(path) == 0 else { throw Errno.current }
    }

    /// Removes the empty folder at `path` (`rmdir(2)`).
    package static func removeDirectory(_ path: String) throws(Errno) {
        guard rmdir(path) == 0 else { throw Errno.current }
    }

    /// Creates the folder `path` (`mkdir(2)`; the umask may take bits off `permissions`).
    package static func createDirectory(_ path: String, permissions: UInt32 = 0o700) throws(Errno) {
        guard mkdir(path, mode_t(permissions)) == 0 else { throw Errno.current }
    }

    /// Sets the permission bits of `path` (`chmod(2)`, links followed).
    package static func setPermissions(_ path: String, _ permissions: UInt32) throws(Errno) {
        guard chmod(path, mode_t(permissions)) == 0 else { throw Errno.current }
    }

    /// Sets the owner and group of `path` (`chown(2)`); nil leaves that one as it is.
    package static func setOwner(_ path: String, user: UInt32?, group: UInt32?) throws(Errno) {
        guard chown(path, user ?? uid_t.max, group ?? gid_t.max) == 0 else { throw Errno.current }
    }

    /// Creates a symbolic link at `path` that leads to `target` (`symlink(2)`).
    package static func createSymbolicLink(at path: String, to target: String) throws(Errno) {
        guard symlink(target, path) == 0 else { throw Errno.current }
    }

    /// What the symbolic link at `path` contains (`readlink(2)`), as written (relative or absolute).
    package static func destinationOfSymbolicLink(_ path: String) throws(Errno) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { throw Errno.current }
        guard count < buffer.count - 1 else { throw Errno.fileNameTooLong }  // it may have been cut
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The absolute path with every link followed (`realpath(3)`); nil when it does not exist.
    package static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether this process may execute `path` (`access(X_OK)`).
    package static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// Whether this process may write `path` (`access(W_OK)`).
    package static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    /// Whether anything is at `path` (`access(F_OK)`, links followed).
    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The `f_type` magic number `statfs(2)` gives for the file system holding `path`; nil when it
    /// cannot be asked.
    package static func fileSystemType(of path: String) -> UInt32? {
        // `struct statfs` starts with `f_type` (a C long) on Linux; Glibc's module map lacks <sys/vfs.h>.
        var buffer = [Int](repeating: 0, count: 64)
        guard buffer.withUnsafeMutableBytes({ systemStatfs(path, $0.baseAddress!) }) == 0 else { return nil }
        return UInt32(truncatingIfNeeded: buffer[0])
    }

    /// The names in the folder at `path` (no `.` and `..`), unsorted, at most `limit`; entries whose
    /// name is not UTF-8 are decoded with replacement characters. Nil when the folder cannot be read.
    package static func entries(of path: String, limit: Int = .max) -> [String]? {
        FolderEntries.names(in: Array(path.utf8), limit: limit).map { names in
            names.map { String(decoding: $0, as: UTF8.self) }
        }
    }
}

/// `statfs(2)` from the C library.
@_silgen_name("statfs")
private func systemStatfs(_ path: UnsafePointer<CChar>, _ buffer: UnsafeMutableRawPointer) -> Int32

extension FileSystem {
    /// Creates a new, empty folder of mode 0700 whose name is `prefix` and six random characters
    /// (`mkdtemp(3)`); its path.
    package static func createTemporaryDirectory(prefix: String) throws(Errno) -> String {
        var template = Array((prefix + "XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard created != nil else { throw Errno.current }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Mounts a file system of `type` from `source` on the folder `target` (`mount(2)`: root, or
    /// `CAP_SYS_ADMIN`); with `remount`, changes the flags of the one mounted there.
    package static func mount(
        _ source: String, on target: String, type: String, options: String?, readOnly: Bool = false,
        remount: Bool = false
    ) throws(Errno) {
        let flags = (remount ? UInt(MS_REMOUNT) : 0) | (readOnly ? UInt(MS_RDONLY) : 0)
        guard Glibc.mount(source, target, type, flags, options) == 0 else { throw Errno.current }
    }

    /// Unmounts the file system mounted on `target` (`umount2(2)`); with `detach`, lazily (it goes
    /// once no file of it is in use).
    package static func unmount(_ target: String, detach: Bool = false) throws(Errno) {
        guard umount2(target, detach ? Int32(MNT_DETACH) : 0) == 0 else { throw Errno.current }
    }
}

extension FileSystem {
    /// Sets the access and modification times of `path` (`utimensat(2)`, links followed).
    package static func setTimes(_ path: String, seconds: Int64, nanoseconds: Int64) throws(Errno) {
        let time = timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds))
        var times = [time, time]
        guard utimensat(AT_FDCWD, path, &times, 0) == 0 else { throw Errno.current }
    }
}

extension FileSystem {
    /// Creates the folder whose path is `bytes` (`mkdir(2)`): a name that is not UTF-8 has no
    /// `String` that names it.
    package static func createDirectory(bytes path: [UInt8], permissions: UInt32 = 0o700) throws(Errno) {
        let result = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            mkdir($0.baseAddress!, mode_t(permissions))
        }
        guard result == 0 else { throw Errno.current }
    }
}
