import Glibc

/// Waiting for descriptors to become readable (`poll(2)`).
package enum Poll {
    /// Waits until one of `descriptors` is readable (or at its end, or in error), at most
    /// `timeoutMilliseconds` (-1: forever). Returns, for each descriptor, whether it is ready; all
    /// false on timeout. `EINTR` returns all false too, so a caller sees its signal flags promptly.
    package static func readable(
        _ descriptors: [FileDescriptor], timeoutMilliseconds: Int
    ) throws(Errno) -> [Bool] {
        var entries = descriptors.map { pollfd(fd: $0.rawValue, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&entries, nfds_t(entries.count), Int32(clamping: timeoutMilliseconds))
        if ready < 0 {
            let error = Errno.current
            if error == .interrupted { return Array(repeating: false, count: descriptors.count) }
            throw error
        }
        return entries.map { $0.revents != 0 }
    }

    /// Whether `descriptor` becomes readable within `timeoutMilliseconds` (-1: forever); retries
    /// `EINTR` until the time is up.
    package static func waitReadable(_ descriptor: FileDescriptor, timeoutMilliseconds: Int) -> Bool {
        let deadline =
            timeoutMilliseconds < 0
            ? UInt64.max : MonotonicClock.nanoseconds() + UInt64(timeoutMilliseconds) * 1_000_000
        while true {
            var entry = pollfd(fd: descriptor.rawValue, events: Int16(POLLIN), revents: 0)
            let wait: Int32
            if timeoutMilliseconds < 0 {
                wait = -1
            } else {
                let now = MonotonicClock.nanoseconds()
                wait = now >= deadline ? 0 : Int32(clamping: (deadline - now + 999_999) / 1_000_000)
            }
            let ready = poll(&entry, 1, wait)
            if ready > 0 { return true }
            if ready == 0 { return false }
            if errno != EINTR { return false }
        }
    }
}
