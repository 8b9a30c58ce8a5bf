import Glibc

/// The monotonic clock the stress tools time themselves with.
enum StressClock {
    /// `CLOCK_MONOTONIC` in nanoseconds.
    static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
