import Glibc

/// An open file descriptor and the calls made on it. Every descriptor this module opens is
/// close-on-exec, and every call retries `EINTR`.
///
/// A value, not an owner: the caller closes it (``close()``) exactly once.
package struct FileDescriptor: Hashable, Sendable {
    /// The descriptor number.
    package let rawValue: Int32

    /// The descriptor numbered `rawValue` (already open).
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// Standard input, output and error.
    package static let standardInput = FileDescriptor(rawValue: STDIN_FILENO)
    package static let standardOutput = FileDescriptor(rawValue: STDOUT_FILENO)
    package static let standardError = FileDescriptor(rawValue: STDERR_FILENO)

    /// How a file is opened for reading and writing.
    package enum AccessMode: Sendable {
        case readOnly, writeOnly, readWrite

        var flags: Int32 {
            switch self {
            case .readOnly: O_RDONLY
            case .writeOnly: O_WRONLY
            case .readWrite: O_RDWR
            }
        }
    }

    /// The `open` flags besides the access mode (close-on-exec is always set).
    package struct OpenOptions: OptionSet, Sendable {
        package let rawValue: Int32
        package init(rawValue: Int32) { self.rawValue = rawValue }
        /// `O_CREAT`.
        package static let create = OpenOptions(rawValue: O_CREAT)
        /// `O_EXCL`: fail when the file exists.
        package static let exclusive = OpenOptions(rawValue: O_EXCL)
        /// `O_TRUNC`.
        package static let truncate = OpenOptions(rawValue: O_TRUNC)
        /// `O_APPEND`.
        package static let append = OpenOptions(rawValue: O_APPEND)
        /// `O_DIRECTORY`: fail unless it is a folder.
        package static let directory = OpenOptions(rawValue: O_DIRECTORY)
        /// `O_NOFOLLOW`: fail when the last component is a symbolic link.
        package static let noFollow = OpenOptions(rawValue: O_NOFOLLOW)
        /// `O_NONBLOCK`: never hang on a FIFO or a device.
        package static let nonBlocking = OpenOptions(rawValue: O_NONBLOCK)
        /// `O_NOCTTY`.
        package static let noControllingTerminal = OpenOptions(rawValue: O_NOCTTY)
    }

    /// Opens `path` (`open(2)`); `permissions` apply when the file is created.
    package static func open(
        _ path: String, _ access: AccessMode, options: OpenOptions = [], permissions: UInt32 = 0o600
    ) throws(Errno) -> FileDescriptor {
        while true {
            let fd = Glibc.open(path, access.flags | options.rawValue | O_CLOEXEC, mode_t(permissions))
            if fd >= 0 { return FileDescriptor(rawValue: fd) }
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }

    /// Opens the file whose path is `bytes` (a name that is not UTF-8 has no `String` that opens it).
    package static func open(
        bytes path: [UInt8], _ access: AccessMode, options: OpenOptions = [], permissions: UInt32 = 0o600
    ) throws(Errno) -> FileDescriptor {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        while true {
            let fd = cPath.withUnsafeBufferPointer {
                Glibc.open($0.baseAddress!, access.flags | options.rawValue | O_CLOEXEC, mode_t(permissions))
            }
            if fd >= 0 { return FileDescriptor(rawValue: fd) }
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }

    /// Opens `name` relative to this folder descriptor (`openat(2)`): with ``OpenOptions/noFollow``
    /// and a single-component name, a walk that never leaves the folder it was given.
    package func open(
        at name: String, _ access: AccessMode, options: OpenOptions = [], permissions: UInt32 = 0o600
    ) throws(Errno) -> FileDescriptor {
        while true {
            let fd = openat(rawValue, name, access.flags | options.rawValue | O_CLOEXEC, mode_t(permissions))
            if fd >= 0 { return FileDescriptor(rawValue: fd) }
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }

    /// Creates the folder `name` relative to this folder descriptor (`mkdirat(2)`).
    package func createDirectory(at name: String, permissions: UInt32 = 0o700) throws(Errno) {
        guard mkdirat(rawValue, name, mode_t(permissions)) == 0 else { throw Errno.current }
    }

    /// Creates a symbolic link `name`, relative to this folder descriptor, that leads to
    /// `destination` (stored as it is, not followed: `symlinkat(2)`).
    package func createSymbolicLink(at name: String, to destination: String) throws(Errno) {
        guard symlinkat(destination, rawValue, name) == 0 else { throw Errno.current }
    }

    /// Closes the descriptor; errors are ignored (Linux releases it whatever `close` returns).
    package func close() {
        _ = Glibc.close(rawValue)
    }

    /// Reads at most `buffer.count` bytes into `buffer`; 0 at the end of the file. Retries `EINTR`.
    package func read(into buffer: inout [UInt8]) throws(Errno) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(rawValue, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }

    /// Reads at most `buffer.count` bytes into `buffer` (memory the caller owns, such as a string's
    /// storage being made); 0 at the end of the file. Retries `EINTR`.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        while true {
            let count = Glibc.read(rawValue, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }

    /// Reads at most `maximum` bytes: fewer at the end of the file or of what a pipe holds now.
    package func read(upTo maximum: Int) throws(Errno) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximum)
        let count = try read(into: &buffer)
        buffer.removeSubrange(count...)
        return buffer
    }

    /// Reads until the end of the file, appending to `bytes`; `EAGAIN` (a non-blocking descriptor
    /// with nothing more now) ends the read too.
    package func readToEnd(appendingTo bytes: inout [UInt8], chunk: Int = 64 * 1024) throws(Errno) {
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count: Int
            do throws(Errno) {
                count = try read(into: &buffer)
            } catch {
                if error == .wouldBlock { return }
                throw error
            }
            if count == 0 { return }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes every byte, retrying short writes and `EINTR`.
    package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(Errno) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(rawValue, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                let error = Errno.current
                if error == .interrupted { continue }
                throw error
            }
            if written == 0 { throw Errno.ioError }
            offset += written
        }
    }

    /// Writes every byte of `bytes`.
    package func writeAll(_ bytes: some Collection<UInt8>) throws(Errno) {
        var failure: Errno?
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            do throws(Errno) { try writeAll(UnsafeRawBufferPointer(buffer)) } catch { failure = error }
        }
        if done == nil {
            let copy = Array(bytes)
            copy.withUnsafeBytes { raw in
                do throws(Errno) { try writeAll(raw) } catch { failure = error }
            }
        }
        if let failure { throw failure }
    }

    /// Writes the UTF-8 bytes of `text`.
    package func writeAll(_ text: String) throws(Errno) {
        var text = text
        var failure: Errno?
        text.withUTF8 { buffer in
            do throws(Errno) { try writeAll(UnsafeRawBufferPointer(buffer)) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// One `write(2)` of at most `bytes.count` bytes, for a signal handler or a non-blocking pipe:
    /// no retry, no allocation; the count written, or -1.
    package func writeOnce(_ bytes: UnsafeRawBufferPointer) -> Int {
        Glibc.write(rawValue, bytes.baseAddress, bytes.count)
    }

    /// Writes `bytes` at `offset` without moving the file offset (`pwrite(2)`, one call): the count
    /// written.
    package func write(_ bytes: [UInt8], atOffset offset: Int64) throws(Errno) -> Int {
        let written = bytes.withUnsafeBytes { Glibc.pwrite(rawValue, $0.baseAddress, $0.count, off_t(offset)) }
        guard written >= 0 else { throw Errno.current }
        return written
    }

    /// Sets the modification time and leaves the access time (`futimens(2)`).
    package func setModificationTime(seconds: Int64, nanoseconds: Int64) throws(Errno) {
        var times = [
            timespec(tv_sec: 0, tv_nsec: (1 << 30) - 2),  // UTIME_OMIT
            timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds)),
        ]
        guard futimens(rawValue, &times) == 0 else { throw Errno.current }
    }

    /// Flushes the file's data and metadata to the disk (`fsync(2)`).
    package func sync() throws(Errno) {
        while fsync(rawValue) != 0 {
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }

    /// The open file's status (`fstat(2)`).
    package func status() throws(Errno) -> FileStatus {
        var info = stat()
        guard fstat(rawValue, &info) == 0 else { throw Errno.current }
        return FileStatus(info)
    }

    /// Sets the permission bits (`fchmod(2)`).
    package func setPermissions(_ permissions: UInt32) throws(Errno) {
        guard fchmod(rawValue, mode_t(permissions)) == 0 else { throw Errno.current }
    }

    /// Sets the owner and group (`fchown(2)`); nil leaves that one as it is.
    package func setOwner(user: UInt32?, group: UInt32?) throws(Errno) {
        guard fchown(rawValue, user ?? uid_t.max, group ?? gid_t.max) == 0 else { throw Errno.current }
    }

    /// Takes an exclusive `flock(2)` without waiting: false when another open file description holds
    /// it (`EWOULDBLOCK`).
    package func tryLockExclusive() throws(Errno) -> Bool {
        while true {
            if flock(rawValue, LOCK_EX | LOCK_NB) == 0 { return true }
            let error = Errno.current
            if error == .wouldBlock { return false }
            if error != .interrupted { throw error }
        }
    }

    /// Takes an exclusive `flock(2)`, waiting for it.
    package func lockExclusive() throws(Errno) {
        while flock(rawValue, LOCK_EX) != 0 {
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }

    /// Releases a `flock(2)`.
    package func unlock() {
        _ = flock(rawValue, LOCK_UN)
    }

    /// A new descriptor for the same open file, close-on-exec (`fcntl(F_DUPFD_CLOEXEC)`).
    package func duplicate() throws(Errno) -> FileDescriptor {
        let fd = fcntl(rawValue, F_DUPFD_CLOEXEC, 0)
        guard fd >= 0 else { throw Errno.current }
        return FileDescriptor(rawValue: fd)
    }

    /// Makes `target` a copy of this descriptor (`dup2(2)`), closing what `target` had open.
    package func duplicate(as target: FileDescriptor) throws(Errno) {
        while dup2(rawValue, target.rawValue) < 0 {
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }

    /// Makes reads and writes return `EAGAIN` instead of waiting.
    package func setNonBlocking() {
        _ = fcntl(rawValue, F_SETFL, fcntl(rawValue, F_GETFL) | O_NONBLOCK)
    }

    /// Whether the descriptor is a terminal (`isatty(3)`).
    package var isTerminal: Bool { isatty(rawValue) == 1 }

    /// A close-on-exec pipe, optionally non-blocking at both ends (glibc's `pipe2` is not visible
    /// from Swift without `_GNU_SOURCE`).
    package static func pipe(nonBlocking: Bool = false) throws(Errno) -> (read: FileDescriptor, write: FileDescriptor) {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { throw Errno.current }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            if nonBlocking { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        }
        return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
    }
}
