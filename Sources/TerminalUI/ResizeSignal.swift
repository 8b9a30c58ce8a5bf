import Glibc

/// Makes sure ncurses sees SIGWINCH: it installs its own handler (which turns a resize into
/// `KEY_RESIZE`) only when the disposition is the default, and a blocked signal never arrives.
/// Parents such as test runners and some launchers pass on a blocked or ignored SIGWINCH.
enum ResizeSignal {
    /// Resets an ignored SIGWINCH to the default and unblocks it in this thread. Call before
    /// `newterm`.
    static func enable() {
        var current = sigaction()
        if sigaction(SIGWINCH, nil, &current) == 0,
            unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1  // SIG_IGN
        {
            signal(SIGWINCH, SIG_DFL)
        }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
