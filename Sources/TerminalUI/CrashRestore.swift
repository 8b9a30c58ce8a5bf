import Glibc  // termios: the terminal modes (this file is part of the tty edge)
import SystemCalls

/// On a crash (SIGILL from a Swift trap, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE) ncurses does
/// nothing, leaving the terminal in the alternate screen with the cursor hidden. This handler
/// writes the terminal's reset sequence, restores the saved terminal modes and standard error,
/// then puts back the previous handler (Swift's backtracer) and re-raises, so the backtrace is
/// printed on a usable terminal.
///
/// Everything the handler touches is prepared in `install` and kept in fixed-size storage: it
/// allocates nothing and only calls async-signal-safe functions (write, tcsetattr, dup2; the
/// handler's installation, sigaction and raise are `SystemCalls.CrashHandler`'s).
enum CrashRestore {

    nonisolated(unsafe) private static var armed: Int32 = 0
    nonisolated(unsafe) private static var outputFD: Int32 = -1
    nonisolated(unsafe) private static var inputFD: Int32 = -1
    nonisolated(unsafe) private static var standardErrorCopy: Int32 = -1
    nonisolated(unsafe) private static var hasTermios: Int32 = 0
    nonisolated(unsafe) private static let savedTermios = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static let resetBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: resetCapacity)
    nonisolated(unsafe) private static var resetCount = 0
    private static let resetCapacity = 512

    /// Saves the terminal modes of `input` (call before `newterm`) and installs the handlers.
    static func install(input: Int32, output: Int32) {
        inputFD = input
        outputFD = output
        hasTermios = tcgetattr(input, savedTermios) == 0 ? 1 : 0
        setResetSequence(xtermReset)
        CrashHandler.install { number in CrashRestore.handle(number) }
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
        CrashHandler.uninstall()
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

    /// Runs in the signal handler; `CrashHandler` then restores the previous handler (Swift's
    /// backtracer) and re-raises.
    private static func handle(_ number: Int32) {
        guard armed == 1 else { return }
        armed = 0
        _ = FileDescriptor(rawValue: outputFD).writeOnce(UnsafeRawBufferPointer(start: resetBytes, count: resetCount))
        if hasTermios == 1 { tcsetattr(inputFD, TCSANOW, savedTermios) }
        if standardErrorCopy >= 0 { try? FileDescriptor(rawValue: standardErrorCopy).duplicate(as: .standardError) }
    }
}
