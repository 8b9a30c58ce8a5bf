import Glibc

/// A process id and the calls on a process: signals, waiting for a child, and this process's own
/// identity.
package struct ProcessID: Hashable, Sendable, CustomStringConvertible {
    /// The pid.
    package let rawValue: Int32
    /// The process numbered `rawValue`.
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// This process (`getpid(2)`).
    package static var current: ProcessID { ProcessID(rawValue: getpid()) }

    /// The real user id of this process (`getuid(2)`).
    package static var currentUser: UInt32 { UInt32(getuid()) }

    /// The effective user id of this process (`geteuid(2)`).
    package static var effectiveUser: UInt32 { UInt32(geteuid()) }

    /// The real group id of this process (`getgid(2)`).
    package static var currentGroup: UInt32 { UInt32(getgid()) }

    package var description: String { "\(rawValue)" }

    /// How a child ended.
    package enum ExitStatus: Hashable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Signal)

        /// The status as a shell reports it: the exit status, or 128 + the signal's number.
        package var code: Int32 {
            switch self {
            case .exited(let status): status
            case .signaled(let signal): 128 + signal.rawValue
            }
        }

        init(raw: Int32) {
            self = raw & 0x7f == 0 ? .exited((raw >> 8) & 0xff) : .signaled(Signal(rawValue: raw & 0x7f))
        }
    }

    /// Sends `signal` to the process (`kill(2)`).
    package func send(_ signal: Signal) throws(Errno) {
        guard kill(rawValue, signal.rawValue) == 0 else { throw Errno.current }
    }

    /// Sends `signal` to every process of the group this process leads (`kill(-pid)`).
    package func sendToGroup(_ signal: Signal) throws(Errno) {
        guard kill(-rawValue, signal.rawValue) == 0 else { throw Errno.current }
    }

    /// Whether the process exists (a zombie counts): `kill(pid, 0)` does not fail with `ESRCH`.
    package var exists: Bool {
        kill(rawValue, 0) == 0 || errno != ESRCH
    }

    /// Whether a process of the group this process leads still exists (`kill(-pid, 0)`).
    package var groupExists: Bool {
        kill(-rawValue, 0) == 0
    }

    /// Waits for the child to end and reaps it (`waitpid(2)`, retrying `EINTR`).
    package func waitForExit() throws(Errno) -> ExitStatus {
        var raw: Int32 = 0
        while waitpid(rawValue, &raw, 0) < 0 {
            let error = Errno.current
            if error != .interrupted { throw error }
        }
        return ExitStatus(raw: raw)
    }

    /// The child's status if it has ended, reaping it; nil while it runs (`WNOHANG`).
    package func exitStatusIfEnded() throws(Errno) -> ExitStatus? {
        var raw: Int32 = 0
        while true {
            let result = waitpid(rawValue, &raw, WNOHANG)
            if result == rawValue { return ExitStatus(raw: raw) }
            if result == 0 { return nil }
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }

    /// Whether the child has ended, without reaping it (`waitid(WNOWAIT)`): its pid, and so its
    /// group id, stay reserved while the caller kills what is left of the group.
    package func hasEndedWithoutReaping() -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(rawValue), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo == SIGCHLD
    }
}

extension ProcessID {
    /// Reaps every ended child of process group `group`, waiting for each (`waitpid(-group)`), until
    /// none is left (`ECHILD`).
    package static func reapGroup(_ group: Int32) {
        var status: Int32 = 0
        while waitpid(-group, &status, 0) > 0 || errno == EINTR {}
    }
}
