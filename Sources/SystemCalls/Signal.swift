import Glibc

/// A signal number, typed.
package struct Signal: Hashable, Sendable, CustomStringConvertible {
    /// The signal's number.
    package var rawValue: Int32
    /// The signal numbered `rawValue`.
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// `SIGHUP`.
    package static let hangup = Signal(rawValue: SIGHUP)
    /// `SIGINT`.
    package static let interrupt = Signal(rawValue: SIGINT)
    /// `SIGQUIT`.
    package static let quit = Signal(rawValue: SIGQUIT)
    /// `SIGILL`.
    package static let illegalInstruction = Signal(rawValue: SIGILL)
    /// `SIGTRAP`.
    package static let trap = Signal(rawValue: SIGTRAP)
    /// `SIGABRT`.
    package static let abort = Signal(rawValue: SIGABRT)
    /// `SIGBUS`.
    package static let busError = Signal(rawValue: SIGBUS)
    /// `SIGFPE`.
    package static let floatingPointException = Signal(rawValue: SIGFPE)
    /// `SIGKILL`.
    package static let kill = Signal(rawValue: SIGKILL)
    /// `SIGUSR1`.
    package static let user1 = Signal(rawValue: SIGUSR1)
    /// `SIGSEGV`.
    package static let segmentationFault = Signal(rawValue: SIGSEGV)
    /// `SIGUSR2`.
    package static let user2 = Signal(rawValue: SIGUSR2)
    /// `SIGPIPE`.
    package static let brokenPipe = Signal(rawValue: SIGPIPE)
    /// `SIGALRM`.
    package static let alarm = Signal(rawValue: SIGALRM)
    /// `SIGTERM`.
    package static let terminate = Signal(rawValue: SIGTERM)
    /// `SIGCHLD`.
    package static let childStatus = Signal(rawValue: SIGCHLD)
    /// `SIGCONT`.
    package static let `continue` = Signal(rawValue: SIGCONT)
    /// `SIGSTOP`.
    package static let stop = Signal(rawValue: SIGSTOP)
    /// `SIGTSTP`.
    package static let terminalStop = Signal(rawValue: SIGTSTP)
    /// `SIGXFSZ`.
    package static let fileSizeLimitExceeded = Signal(rawValue: SIGXFSZ)
    /// `SIGWINCH`.
    package static let windowChange = Signal(rawValue: SIGWINCH)

    /// `signal N`, for messages.
    package var description: String { "signal \(rawValue)" }
}
