import Glibc
import Synchronization

/// Signals turned into bytes on a pipe (the self-pipe trick): the handler writes the signal's number
/// (one `write(2)`, async-signal-safe, `errno` preserved) and a loop polls ``readEnd``, or a thread
/// blocks in ``next()``, and does the real work outside the handler.
///
/// Handlers are installed with `SA_RESTART`, so a pending store write is not cut short by `EINTR`.
/// One pipe per signal at a time: installing a signal that another pipe holds takes it over.
package final class SignalPipe: @unchecked Sendable {
    /// The read end: readable when a signal arrived (add it to ``Poll``).
    package let readEnd: FileDescriptor
    private let writeEnd: FileDescriptor
    /// The signals whose handlers this pipe installed (not those left ignored).
    package private(set) var installed: [Signal] = []
    private let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: SignalPipe.slots)

    private static let slots = 65
    /// The write end of each signal's pipe, -1 for none: read by the handler.
    nonisolated(unsafe) private static let writeEnds: UnsafeMutablePointer<Int32> = {
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: slots)
        table.initialize(repeating: -1, count: slots)
        return table
    }()
    /// The last signal any pipe's handler received, 0 for none.
    private static let last = Atomic<Int32>(0)

    /// Creates the pipe and installs the handlers for `signals`. With `keepingIgnored`, a signal
    /// that is ignored now (`nohup`, a background job) stays ignored. With `nonBlocking`, reads of
    /// ``readEnd`` never wait (for a poll loop).
    package init(_ signals: [Signal], keepingIgnored: Bool = false, nonBlocking: Bool = true) throws(Errno) {
        let ends = try FileDescriptor.pipe(nonBlocking: nonBlocking)
        readEnd = ends.read
        writeEnd = ends.write
        writeEnd.setNonBlocking()  // a handler never waits on a full pipe
        Self.last.store(0, ordering: .sequentiallyConsistent)
        for signal in signals where signal.rawValue > 0 && Int(signal.rawValue) < Self.slots {
            if keepingIgnored && SignalActions.isIgnored(signal) { continue }
            Self.writeEnds[Int(signal.rawValue)] = writeEnd.rawValue
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                let savedErrno = errno
                SignalPipe.last.store(number, ordering: .sequentiallyConsistent)
                let fd = SignalPipe.writeEnds[Int(number)]
                if fd >= 0 {
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(fd, &byte, 1)
                }
                errno = savedErrno
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal.rawValue, &action, previous + Int(signal.rawValue))
            installed.append(signal)
        }
    }

    deinit { previous.deallocate() }

    /// Puts the previous handlers back and closes the pipe.
    package func uninstall() {
        for signal in installed {
            sigaction(signal.rawValue, previous + Int(signal.rawValue), nil)
            if Self.writeEnds[Int(signal.rawValue)] == writeEnd.rawValue { Self.writeEnds[Int(signal.rawValue)] = -1 }
        }
        installed = []
        readEnd.close()
        writeEnd.close()
    }

    /// The last signal received by any pipe's handler since the last pipe was made, nil for none.
    package static var lastReceived: Signal? {
        let number = last.load(ordering: .sequentiallyConsistent)
        return number == 0 ? nil : Signal(rawValue: number)
    }

    /// The signals received and not read yet, in order (never waits on a non-blocking pipe).
    package func drain() -> [Signal] {
        var received: [Signal] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while let count = try? readEnd.read(into: &buffer), count > 0 {
            received += buffer[0..<count].map { Signal(rawValue: Int32($0)) }
        }
        return received
    }

    /// Waits for the next signal (on a blocking pipe, from a thread of its own); nil when the pipe
    /// is closed.
    package func next() -> Signal? {
        var buffer = [UInt8](repeating: 0, count: 1)
        guard let count = try? readEnd.read(into: &buffer), count == 1 else { return nil }
        return Signal(rawValue: Int32(buffer[0]))
    }
}
