import Glibc

/// The error number a failed system call left in `errno`, typed: every wrapper of this module throws
/// it, so callers never read `errno` themselves.
///
/// Our own rather than swift-system's `Errno` (see the module's DocC catalog): swift-system has no
/// `fsync`, `flock`, `rename`, `openat`, inotify, `poll`, signals or `posix_spawn`, so most calls
/// here would need our own wrappers and a second error type anyway.
package struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `errno` value.
    package var rawValue: Int32

    /// The error with number `rawValue`.
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// The calling thread's `errno` now (right after a failed call).
    static var current: Errno { Errno(rawValue: errno) }

    /// The C library's text for the error, with its number: `No such file or directory (errno 2)`.
    package var description: String {
        guard let text = strerror(rawValue) else { return "error \(rawValue)" }
        return String(cString: text) + " (errno \(rawValue))"
    }

    /// The C library's text alone: `No such file or directory`.
    package var message: String {
        guard let text = strerror(rawValue) else { return "error \(rawValue)" }
        return String(cString: text)
    }

    /// `EPERM`.
    package static let notPermitted = Errno(rawValue: EPERM)
    /// `ENOENT`.
    package static let noSuchFileOrDirectory = Errno(rawValue: ENOENT)
    /// `ESRCH`.
    package static let noSuchProcess = Errno(rawValue: ESRCH)
    /// `EINTR`.
    package static let interrupted = Errno(rawValue: EINTR)
    /// `EIO`.
    package static let ioError = Errno(rawValue: EIO)
    /// `EBADF`.
    package static let badFileDescriptor = Errno(rawValue: EBADF)
    /// `ECHILD`.
    package static let noChildProcess = Errno(rawValue: ECHILD)
    /// `EAGAIN` (also `EWOULDBLOCK`).
    package static let wouldBlock = Errno(rawValue: EAGAIN)
    /// `EACCES`.
    package static let permissionDenied = Errno(rawValue: EACCES)
    /// `EEXIST`.
    package static let fileExists = Errno(rawValue: EEXIST)
    /// `EXDEV`.
    package static let crossDevice = Errno(rawValue: EXDEV)
    /// `ENOTDIR`.
    package static let notDirectory = Errno(rawValue: ENOTDIR)
    /// `EISDIR`.
    package static let isDirectory = Errno(rawValue: EISDIR)
    /// `EINVAL`.
    package static let invalidArgument = Errno(rawValue: EINVAL)
    /// `EMFILE`.
    package static let tooManyOpenFiles = Errno(rawValue: EMFILE)
    /// `ENOSPC`.
    package static let noSpace = Errno(rawValue: ENOSPC)
    /// `EROFS`.
    package static let readOnlyFileSystem = Errno(rawValue: EROFS)
    /// `ENAMETOOLONG`.
    package static let fileNameTooLong = Errno(rawValue: ENAMETOOLONG)
    /// `ENOLCK`.
    package static let noLocks = Errno(rawValue: ENOLCK)
    /// `ENOTEMPTY`.
    package static let notEmpty = Errno(rawValue: ENOTEMPTY)
    /// `ELOOP`.
    package static let tooManySymbolicLinks = Errno(rawValue: ELOOP)
    /// `EOPNOTSUPP`.
    package static let notSupported = Errno(rawValue: EOPNOTSUPP)
    /// `EDQUOT`.
    package static let quotaExceeded = Errno(rawValue: EDQUOT)
}
