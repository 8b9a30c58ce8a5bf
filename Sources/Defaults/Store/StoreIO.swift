import Foundation
import Glibc

/// Thin, checked wrappers over the system calls the store uses. Every failure becomes a
/// ``DefaultsError`` naming the file and the operation.
enum StoreIO {
    /// The bytes of a file and the stamps taken before and after reading them.
    struct Read {
        var data: Data
        var stamp: FileStamp
        /// False when the file changed while it was being read (an in-place writer was active).
        var stable: Bool
        /// The descriptor the file was read with, still open, when `pin` was asked for.
        var pin: DomainSnapshot.Pin? = nil
    }

    /// Reads a whole regular file; nil when it does not exist. With `pin`, the descriptor is kept
    /// open in the result (see ``DomainSnapshot``).
    static func read(path: String, pin: Bool = false) throws(DefaultsError) -> Read? {
        // O_NONBLOCK: never hang on a FIFO someone put in place of a store file.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw DefaultsError.fromErrno(code, file: path, operation: "read")
        }
        var pinned = false
        defer { if !pinned { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw DefaultsError.fromErrno(errno, file: path, operation: "read") }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .fileSystem(file: path, operation: "read (it is not a regular file)", code: EINVAL)
        }
        let before = FileStamp(info)
        var data = Data()
        data.reserveCapacity(Int(max(0, info.st_size)) + 1)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                let code = errno
                if code == EINTR || code == EAGAIN { continue }
                throw DefaultsError.fromErrno(code, file: path, operation: "read")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        let after = try FileStamp.of(descriptor: fd, path: path)
        pinned = pin
        return Read(
            data: data, stamp: after, stable: before == after && Int64(data.count) == after.size,
            pin: pin ? DomainSnapshot.Pin(fd) : nil)
    }

    /// Writes every byte, retrying short writes and `EINTR`.
    static func writeAll(_ fd: Int32, _ data: Data, path: String) throws(DefaultsError) {
        var failure: DefaultsError?
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            do throws(DefaultsError) { try writeAll(fd, raw, path: path) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes every byte of a buffer, retrying short writes and `EINTR`.
    static func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer, path: String) throws(DefaultsError) {
        var offset = 0
        while offset < raw.count {
            let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                throw DefaultsError.fromErrno(code, file: path, operation: "write")
            }
            if written == 0 { throw DefaultsError.fromErrno(EIO, file: path, operation: "write") }
            offset += written
        }
    }

    /// `fsync`, retrying `EINTR`.
    static func sync(_ fd: Int32, path: String) throws(DefaultsError) {
        while fsync(fd) != 0 {
            let code = errno
            if code == EINTR { continue }
            // Some file systems cannot sync directories; that is not a reason to fail a write.
            if (code == EINVAL || code == EROFS) && isDirectory(fd) { return }
            throw DefaultsError.fromErrno(code, file: path, operation: "flush to disk")
        }
    }

    private static func isDirectory(_ fd: Int32) -> Bool {
        var info = stat()
        return fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Makes a rename or unlink in `directory` durable.
    static func syncDirectory(_ directory: String) throws(DefaultsError) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw DefaultsError.fromErrno(errno, file: directory, operation: "open folder") }
        defer { close(fd) }
        try sync(fd, path: directory)
    }

    /// Creates `directory` and any missing parents with mode 0700 (existing folders are left alone).
    static func createDirectories(_ directory: String) throws(DefaultsError) {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw .fileSystem(file: directory, operation: "use as a folder", code: ENOTDIR)
            }
            return
        }
        let parent = parentDirectory(of: directory)
        if parent != directory { try createDirectories(parent) }
        if mkdir(directory, 0o700) != 0 {
            let code = errno
            if code == EEXIST { return }
            throw DefaultsError.fromErrno(code, file: directory, operation: "create the folder")
        }
        // mkdir is subject to the umask, which can only remove bits; make the mode exact anyway.
        _ = chmod(directory, 0o700)
    }

    /// The file a store path finally names (see ``resolveSymlinks(_:)``) and its stamp (nil when it
    /// does not exist), with a single `lstat` when the path is not a symbolic link.
    static func resolve(_ path: String) throws(DefaultsError) -> (target: String, stamp: FileStamp?) {
        var info = stat()
        if lstat(path, &info) != 0 {
            let code = errno
            if code == ENOENT { return (path, nil) }
            throw DefaultsError.fromErrno(code, file: path, operation: "inspect")
        }
        if (info.st_mode & S_IFMT) != S_IFLNK { return (path, FileStamp(info)) }
        let target = try resolveSymlinks(path)
        return (target, try FileStamp.of(path: path))
    }

    /// The file a store path finally names: symlinks at the last component are followed (relative
    /// targets resolve against the link's folder). The path itself when it is not a symlink.
    static func resolveSymlinks(_ path: String) throws(DefaultsError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            if lstat(current, &info) != 0 {
                let code = errno
                if code == ENOENT { return current }
                throw DefaultsError.fromErrno(code, file: current, operation: "inspect")
            }
            guard (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw DefaultsError.fromErrno(errno, file: current, operation: "read the link") }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : parentDirectory(of: current) + "/" + target
        }
        throw .fileSystem(file: path, operation: "follow the symbolic link", code: ELOOP)
    }

    /// Whether `path` itself (not its target) is a symbolic link.
    static func isSymlink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// `path` itself when it is an existing folder, else its nearest existing ancestor (where an
    /// inotify watch can wait for the rest of the path to be created).
    static func nearestExistingDirectory(of path: String) -> String {
        var candidate = path
        while !directoryExists(candidate) {
            let parent = parentDirectory(of: candidate)
            if parent == candidate { break }
            candidate = parent
        }
        return candidate
    }

    /// The folder one level below `ancestor` on the way to `path` (`/a` toward `/a/b/c` is `/a/b`).
    /// Counts UTF-8 bytes, not characters, so a folder name such as `josé` or one with a combining
    /// mark cannot shift the cut.
    static func nextComponent(from ancestor: String, toward path: String) -> String {
        let base = ancestor == "/" ? "" : ancestor
        let rest = path.utf8.dropFirst(base.utf8.count + 1)
        return base + "/" + String(decoding: rest.prefix { $0 != UInt8(ascii: "/") }, as: UTF8.self)
    }

    /// Whether a folder exists at `path`.
    static func directoryExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The folder part of a path. Searches the UTF-8 bytes: `String.lastIndex(of:)` walks grapheme
    /// clusters and was a fifth of a commit's own CPU time.
    static func parentDirectory(of path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of a path (after its last `/`).
    static func lastComponent(of path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[utf8.index(after: slash)...])
    }

    /// Sleeps for `milliseconds`.
    static func sleep(milliseconds: Int) {
        var request = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    /// Sleeps for `microseconds`.
    static func sleep(microseconds: Int) {
        var request = timespec(tv_sec: microseconds / 1_000_000, tv_nsec: (microseconds % 1_000_000) * 1000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    /// A monotonic clock reading in nanoseconds.
    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
