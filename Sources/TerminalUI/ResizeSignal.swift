import SystemCalls

/// Makes sure ncurses sees SIGWINCH: it installs its own handler (which turns a resize into
/// `KEY_RESIZE`) only when the disposition is the default, and a blocked signal never arrives.
/// Parents such as test runners and some launchers pass on a blocked or ignored SIGWINCH.
enum ResizeSignal {
    /// Resets an ignored SIGWINCH to the default and unblocks it in this thread. Call before
    /// `newterm`.
    static func enable() {
        if SignalActions.isIgnored(.windowChange) { SignalActions.setDefault(.windowChange) }
        SignalActions.unblockInThisThread([.windowChange])
    }
}
