import Glibc

/// This process's resource limits (`setrlimit(2)`); children inherit them.
package enum ResourceLimits {
    /// Limits the size of any file this process writes to `bytes` (soft and hard): a write past it
    /// fails with `EFBIG` once `SIGXFSZ` is ignored (see ``SignalActions/ignore(_:)``).
    package static func setFileSizeLimit(_ bytes: UInt64) throws(Errno) {
        var bound = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        guard setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &bound) == 0 else { throw Errno.current }
    }
}
