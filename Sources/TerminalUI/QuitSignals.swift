import Glibc
import Synchronization
import TerminalFrame

/// SIGINT, SIGTERM and SIGHUP set a flag and wake the event loop through a pipe, instead of
/// ncurses' own handler, which calls `endwin` and `_exit` and so would cut a pending write short.
/// Installed before `newterm` (ncurses only catches signals whose disposition is the default).
enum QuitSignals {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The last quit signal received, 0 for none.
    static let pending = Atomic<Int32>(0)
    /// The self-pipe: the handler writes a byte to `wakeWrite`; the loop polls `wakeRead`.
    nonisolated(unsafe) static var wakeRead: Int32 = -1
    nonisolated(unsafe) static var wakeWrite: Int32 = -1
    /// The actions in place before `install`, indexed by signal number.
    nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// Installs the handlers and creates the wake pipe.
    static func install() {
        guard let (readEnd, writeEnd) = Pipe.make(nonBlocking: true) else { return }
        wakeRead = readEnd
        wakeWrite = writeEnd
        pending.store(0, ordering: .sequentiallyConsistent)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                let savedErrno = errno
                QuitSignals.pending.store(number, ordering: .sequentiallyConsistent)
                var byte: UInt8 = 1
                _ = write(QuitSignals.wakeWrite, &byte, 1)
                errno = savedErrno
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART  // a pending store write must not see EINTR
            sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// Restores the previous actions and closes the pipe.
    static func uninstall() {
        for signal in signals { sigaction(signal, previous + Int(signal), nil) }
        if wakeRead >= 0 { close(wakeRead) }
        if wakeWrite >= 0 { close(wakeWrite) }
        wakeRead = -1
        wakeWrite = -1
    }

    /// Empties the wake pipe.
    static func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while wakeRead >= 0 && read(wakeRead, &buffer, buffer.count) > 0 {}
    }

    /// The reason for the quit signal received so far, if any.
    static var reason: Event.QuitReason? {
        switch pending.load(ordering: .sequentiallyConsistent) {
        case SIGINT: .interrupt
        case SIGTERM: .terminate
        case SIGHUP: .hangup
        default: nil
        }
    }
}
