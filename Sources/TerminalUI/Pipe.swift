import Glibc

/// A close-on-exec pipe (glibc's `pipe2` is not visible from Swift without _GNU_SOURCE).
enum Pipe {
    /// The read and write ends, optionally non-blocking; nil when the pipe cannot be made.
    static func make(nonBlocking: Bool) -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            if nonBlocking { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        }
        return (ends[0], ends[1])
    }
}
