import Glibc

/// Signal dispositions and masks: ignoring, defaulting, unblocking, raising.
///
/// Handlers that do work are installed through ``SignalPipe`` (a byte to a pipe, read by a loop or a
/// thread) or ``CrashHandler`` (a fixed, allocation-free action, then the previous handler): a
/// signal handler may only call async-signal-safe functions, and both keep to that.
package enum SignalActions {
    /// Ignores `signal` (`SIG_IGN`).
    package static func ignore(_ signal: Signal) {
        Glibc.signal(signal.rawValue, SIG_IGN)
    }

    /// Gives `signal` its default action (`SIG_DFL`).
    package static func setDefault(_ signal: Signal) {
        Glibc.signal(signal.rawValue, SIG_DFL)
    }

    /// Whether `signal` is ignored now (a parent may pass an ignored signal on).
    package static func isIgnored(_ signal: Signal) -> Bool {
        var current = sigaction()
        guard sigaction(signal.rawValue, nil, &current) == 0 else { return false }
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1  // SIG_IGN
    }

    /// Unblocks `signals` in the calling thread (`pthread_sigmask(SIG_UNBLOCK)`).
    package static func unblockInThisThread(_ signals: [Signal]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal.rawValue) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Blocks `signals` in the calling thread (`pthread_sigmask(SIG_BLOCK)`): they stay pending
    /// until unblocked. A child spawned from this thread would inherit the mask but for
    /// ``ProcessSpawner``, which clears it.
    package static func blockInThisThread(_ signals: [Signal]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal.rawValue) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Sends `signal` to this thread (`raise(3)`).
    package static func raise(_ signal: Signal) {
        _ = Glibc.raise(signal.rawValue)
    }

    /// Ends the process at once with `status`, running no exit handlers (`_exit(2)`).
    package static func exitImmediately(_ status: Int32) -> Never {
        _exit(status)
    }
}
