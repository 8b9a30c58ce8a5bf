import FoundationEssentials
import SystemCalls

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
        let fd: FileDescriptor
        do throws(Errno) {
            // Non-blocking: never hang on a FIFO someone put in place of a store file.
            fd = try FileDescriptor.open(path, .readOnly, options: .nonBlocking)
        } catch {
            if error == .noSuchFileOrDirectory || error == .notDirectory { return nil }
            throw DefaultsError.from(error, file: path, operation: "read")
        }
        var pinned = false
        defer { if !pinned { fd.close() } }
        let info: FileStatus
        do throws(Errno) { info = try fd.status() } catch {
            throw DefaultsError.from(error, file: path, operation: "read")
        }
        guard info.isRegular else {
            throw .fileSystem(
                file: path, operation: "read (it is not a regular file)", code: Errno.invalidArgument.rawValue)
        }
        let before = FileStamp(info)
        var data = Data()
        data.reserveCapacity(Int(max(0, info.size)) + 1)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count: Int
            do throws(Errno) {
                count = try fd.read(into: &buffer)
            } catch {
                if error == .wouldBlock { continue }
                throw DefaultsError.from(error, file: path, operation: "read")
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
    static func writeAll(_ fd: FileDescriptor, _ data: some ContiguousBytes, path: String) throws(DefaultsError) {
        var failure: Errno?
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            do throws(Errno) { try fd.writeAll(raw) } catch { failure = error }
        }
        if let failure { throw DefaultsError.from(failure, file: path, operation: "write") }
    }

    /// `fsync`, retrying `EINTR`.
    static func sync(_ fd: FileDescriptor, path: String) throws(DefaultsError) {
        do throws(Errno) {
            try fd.sync()
        } catch {
            // Some file systems cannot sync directories; that is not a reason to fail a write.
            if error == .invalidArgument || error == .readOnlyFileSystem, (try? fd.status())?.isDirectory == true {
                return
            }
            throw DefaultsError.from(error, file: path, operation: "flush to disk")
        }
    }

    /// Makes a rename or unlink in `directory` durable.
    static func syncDirectory(_ directory: String) throws(DefaultsError) {
        let fd: FileDescriptor
        do throws(Errno) {
            fd = try FileDescriptor.open(directory, .readOnly, options: .directory)
        } catch {
            throw DefaultsError.from(error, file: directory, operation: "open folder")
        }
        defer { fd.close() }
        try sync(fd, path: directory)
    }

    /// Creates `directory` and any missing parents with mode 0700 (existing folders are left alone).
    static func createDirectories(_ directory: String) throws(DefaultsError) {
        if let info = FileSystem.statusIfPresent(of: directory) {
            guard info.isDirectory else {
                throw .fileSystem(file: directory, operation: "use as a folder", code: Errno.notDirectory.rawValue)
            }
            return
        }
        let parent = parentDirectory(of: directory)
        if parent != directory { try createDirectories(parent) }
        do throws(Errno) {
            try FileSystem.createDirectory(directory, permissions: 0o700)
        } catch {
            if error == .fileExists { return }
            throw DefaultsError.from(error, file: directory, operation: "create the folder")
        }
        // mkdir is subject to the umask, which can only remove bits; make the mode exact anyway.
        try? FileSystem.setPermissions(directory, 0o700)
    }

    /// The file a store path finally names (see ``resolveSymlinks(_:)``) and its stamp (nil when it
    /// does not exist), with a single `lstat` when the path is not a symbolic link.
    static func resolve(_ path: String) throws(DefaultsError) -> (target: String, stamp: FileStamp?) {
        let info: FileStatus
        do throws(Errno) {
            info = try FileSystem.status(of: path, followingLinks: false)
        } catch {
            if error == .noSuchFileOrDirectory { return (path, nil) }
            throw DefaultsError.from(error, file: path, operation: "inspect")
        }
        if !info.isSymbolicLink { return (path, FileStamp(info)) }
        let target = try resolveSymlinks(path)
        return (target, try FileStamp.of(path: path))
    }

    /// The file a store path finally names: symlinks at the last component are followed (relative
    /// targets resolve against the link's folder). The path itself when it is not a symlink.
    static func resolveSymlinks(_ path: String) throws(DefaultsError) -> String {
        var current = path
        for _ in 0..<40 {
            let info: FileStatus
            do throws(Errno) {
                info = try FileSystem.status(of: current, followingLinks: false)
            } catch {
                if error == .noSuchFileOrDirectory { return current }
                throw DefaultsError.from(error, file: current, operation: "inspect")
            }
            guard info.isSymbolicLink else { return current }
            let target: String
            do throws(Errno) {
                target = try FileSystem.destinationOfSymbolicLink(current)
            } catch {
                throw DefaultsError.from(error, file: current, operation: "read the link")
            }
            current = target.hasPrefix("/") ? target : parentDirectory(of: current) + "/" + target
        }
        throw .fileSystem(file: path, operation: "follow the symbolic link", code: Errno.tooManySymbolicLinks.rawValue)
    }

    /// Whether `path` itself (not its target) is a symbolic link.
    static func isSymlink(_ path: String) -> Bool {
        FileSystem.isSymbolicLink(path)
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
        FileSystem.isDirectory(path)
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
        MonotonicClock.sleep(milliseconds: milliseconds)
    }

    /// Sleeps for `microseconds`.
    static func sleep(microseconds: Int) {
        MonotonicClock.sleep(microseconds: microseconds)
    }

    /// A monotonic clock reading in nanoseconds.
    static func monotonicNanoseconds() -> UInt64 {
        MonotonicClock.nanoseconds()
    }
}
