import Glibc

/// A handler for the signals a crash raises (`SIGILL` from a Swift trap, `SIGTRAP`, `SIGSEGV`,
/// `SIGBUS`, `SIGABRT`, `SIGFPE`): it runs an action once, then puts the previous handler (Swift's
/// backtracer) back and re-raises, so the crash is reported as before.
///
/// The action runs inside a signal handler: it must only touch storage prepared beforehand and call
/// async-signal-safe functions (``FileDescriptor/writeOnce(_:)``, ``FileDescriptor/duplicate(as:)``).
package enum CrashHandler {
    /// The signals a crash raises.
    package static let signals: [Signal] = [
        .illegalInstruction, .trap, .segmentationFault, .busError, .abort, .floatingPointException,
    ]

    private static let slots = 65
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: slots)
    nonisolated(unsafe) private static var action: (@convention(c) (Int32) -> Void)?

    /// Installs `action` for ``signals``, keeping the handlers in place now to restore.
    package static func install(_ action: @escaping @convention(c) (Int32) -> Void) {
        Self.action = action
        for signal in signals {
            var handler = sigaction()
            handler.__sigaction_handler.sa_handler = { number in
                CrashHandler.action?(number)
                sigaction(number, CrashHandler.previous + Int(number), nil)
                raise(number)  // runs the previous handler once this one returns
            }
            sigemptyset(&handler.sa_mask)
            handler.sa_flags = 0
            sigaction(signal.rawValue, &handler, previous + Int(signal.rawValue))
        }
    }

    /// Puts the previous handlers back.
    package static func uninstall() {
        for signal in signals { sigaction(signal.rawValue, previous + Int(signal.rawValue), nil) }
        action = nil
    }
}
