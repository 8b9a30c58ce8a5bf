import SystemCalls
import TerminalFrame

/// SIGINT, SIGTERM and SIGHUP set a flag and wake the event loop through a pipe, instead of
/// ncurses' own handler, which calls `endwin` and `_exit` and so would cut a pending write short.
/// Installed before `newterm` (ncurses only catches signals whose disposition is the default).
enum QuitSignals {
    static let signals: [Signal] = [.interrupt, .terminate, .hangup]
    /// The self-pipe the handlers write to (see `SignalPipe`), while installed.
    nonisolated(unsafe) static var pipe: SignalPipe?

    /// The end the loop polls, -1 when not installed.
    static var wakeRead: Int32 { pipe?.readEnd.rawValue ?? -1 }

    /// Installs the handlers and creates the wake pipe.
    static func install() {
        pipe = try? SignalPipe(signals, nonBlocking: true)
    }

    /// Restores the previous actions and closes the pipe.
    static func uninstall() {
        pipe?.uninstall()
        pipe = nil
    }

    /// Empties the wake pipe.
    static func drain() {
        _ = pipe?.drain()
    }

    /// The reason for the quit signal received so far, if any.
    static var reason: Event.QuitReason? {
        guard pipe != nil else { return nil }
        switch SignalPipe.lastReceived {
        case .interrupt: return .interrupt
        case .terminate: return .terminate
        case .hangup: return .hangup
        default: return nil
        }
    }
}
