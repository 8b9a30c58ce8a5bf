import SystemCalls

/// The monotonic clock the stress tools time themselves with.
enum StressClock {
    /// `CLOCK_MONOTONIC` in nanoseconds.
    static func nanoseconds() -> UInt64 {
        MonotonicClock.nanoseconds()
    }
}
