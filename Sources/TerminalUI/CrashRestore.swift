import Glibc

/// On a crash (SIGILL from a Swift trap, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE) ncurses does
/// nothing, leaving the terminal in the alternate screen with the cursor hidden. This handler
/// writes the terminal's reset sequence, restores the saved terminal modes and standard error,
/// then puts back the previous handler (Swift's backtracer) and re-raises, so the backtrace is
/// printed on a usable terminal.
///
/// Everything the handler touches is prepared in `install` and kept in fixed-size storage: it
/// allocates nothing and only calls async-signal-safe functions (write, tcsetattr, dup2,
/// sigaction, raise).
enum CrashRestore {
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]
    private static let signalSlots = 65

    nonisolated(unsafe) private static var armed: Int32 = 0
    nonisolated(unsafe) private static var outputFD: Int32 = -1
    nonisolated(unsafe) private static var inputFD: Int32 = -1
    nonisolated(unsafe) private static var standardErrorCopy: Int32 = -1
    nonisolated(unsafe) private static var hasTermios: Int32 = 0
    nonisolated(unsafe) private static let savedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
    nonisolated(unsafe) private static let resetBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: resetCapacity)
    nonisolated(unsafe) private static var resetCount = 0
    private static let resetCapacity = 512

    /// Saves the terminal modes of `input` (call before `newterm`) and installs the handlers.
    static func install(input: Int32, output: Int32) {
        inputFD = input
        outputFD = output
        hasTermios = tcgetattr(input, savedTermios) == 0 ? 1 : 0
        setResetSequence(xtermReset)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in CrashRestore.handle(number) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previous + Int(signal))
        }
        armed = 1
    }

    /// The bytes to write on a crash, from the terminal's own terminfo entry when known (call after
    /// `newterm`). `standardError` is a copy of the original standard error to put back, or -1.
    static func configure(resetSequence: String, standardError: Int32) {
        setResetSequence(resetSequence)
        standardErrorCopy = standardError
    }

    /// Puts the previous handlers back.
    static func uninstall() {
        armed = 0
        for signal in signals { sigaction(signal, previous + Int(signal), nil) }
        standardErrorCopy = -1
    }

    /// Leave xterm's mouse reporting modes.
    static let xtermMouseOff = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l"
    /// Leave the mouse modes, reset attributes, show the cursor, leave keypad mode, leave the
    /// alternate screen.
    static let xtermReset = xtermMouseOff + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1l\u{1B}>\u{1B}[?1049l"

    private static func setResetSequence(_ sequence: String) {
        let bytes = Array(sequence.utf8.prefix(resetCapacity))
        resetCount = 0  // never half-updated while armed: the count goes last
        bytes.withUnsafeBufferPointer { resetBytes.update(from: $0.baseAddress!, count: $0.count) }
        resetCount = bytes.count
    }

    private static func handle(_ number: Int32) {
        if armed == 1 {
            armed = 0
            _ = write(outputFD, resetBytes, resetCount)
            if hasTermios == 1 { tcsetattr(inputFD, TCSANOW, savedTermios) }
            if standardErrorCopy >= 0 { dup2(standardErrorCopy, STDERR_FILENO) }
        }
        sigaction(number, previous + Int(number), nil)
        raise(number)  // runs the previous handler (Swift's backtracer) once this one returns
    }
}
