import Glibc

/// System constants about processes.
package enum ProcessStatistics {
    /// The clock ticks per second that `/proc/<pid>/stat` counts times in (`sysconf(_SC_CLK_TCK)`).
    package static var clockTicksPerSecond: Int { sysconf(Int32(_SC_CLK_TCK)) }
}
