import Glibc

/// The monotonic clocks and sleeping.
package enum MonotonicClock {
    /// `CLOCK_MONOTONIC` in nanoseconds since an arbitrary start.
    @inlinable
    package static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }

    /// `CLOCK_MONOTONIC_COARSE` in milliseconds: read from the vDSO without a system call, a few
    /// milliseconds of resolution.
    @inlinable
    package static func coarseMilliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC_COARSE, &now)
        return Int64(now.tv_sec) &* 1000 &+ Int64(now.tv_nsec) / 1_000_000
    }

    /// The CPU time of the calling thread in nanoseconds, user and system
    /// (`CLOCK_THREAD_CPUTIME_ID`).
    package static func threadCPUNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }

    /// The CPU time of the whole process in nanoseconds, user and system, every thread
    /// (`CLOCK_PROCESS_CPUTIME_ID`): for work handed to a thread of its own.
    package static func processCPUNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }

    /// Sleeps for `microseconds`, resuming after signals (`nanosleep(2)`).
    package static func sleep(microseconds: Int) {
        var request = timespec(tv_sec: microseconds / 1_000_000, tv_nsec: (microseconds % 1_000_000) * 1000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    /// Sleeps for `milliseconds`.
    package static func sleep(milliseconds: Int) {
        sleep(microseconds: milliseconds * 1000)
    }
}
