import BenchmarkSupport
import SystemCalls
import TerminalFrame
import TerminalUI

/// The benchmark's terminal backend for the editor's pump (`EditorRunner.run(on:)`): frames are
/// painted on a headless ncurses session (the real paint, output to /dev/null) and the keys come
/// from a script, so the rows time the loop the `settings` tool runs rather than a copy of it.
///
/// Each key's cost is the thread CPU time from the read that gave it to the read of the next key:
/// reduce, the effects performed, layout, render, frame compare and paint; and, when the pump
/// watches a change descriptor, the watcher's report of the key's own write, which the backend
/// gives as `.descriptorReadable` before the next key, as the terminal's poll would.
final class BenchBackend: TerminalBackend {
    private let terminal: Terminal
    private var events: [Event]
    private var keyStart: UInt64?
    /// The CPU milliseconds of each key, in order.
    private(set) var costs: [Double] = []
    /// The monotonic clock when the first frame was painted.
    private(set) var firstPaint: UInt64?
    /// The frames drawn, the first one and the last.
    private(set) var firstFrame: Frame?
    private(set) var lastFrame: Frame?
    /// How many times the change descriptor was readable (the watcher had something to report).
    private(set) var reports = 0

    /// A backend painting on `terminal` that gives `events`, then a lost terminal (which quits).
    init(terminal: Terminal, events: [Event]) {
        self.terminal = terminal
        self.events = events.reversed()
    }

    var size: (width: Int, height: Int) { terminal.size }
    var isUnicode: Bool { terminal.isUnicode }

    func draw(_ frame: Frame) {
        terminal.draw(frame)
        if firstPaint == nil {
            firstPaint = BenchClock.now()
            firstFrame = frame
        }
        lastFrame = frame
    }

    func nextInput(timeoutMilliseconds: Int, watching descriptor: Int32?) -> TerminalInput {
        if let descriptor,
            (try? Poll.readable([FileDescriptor(rawValue: descriptor)], timeoutMilliseconds: 0)) == [true]
        {
            reports += 1
            return .descriptorReadable
        }
        if let keyStart { costs.append(Double(BenchClock.threadCPU() - keyStart) / 1e6) }
        guard let event = events.popLast() else {
            keyStart = nil
            return .event(.quit(.terminalLost))
        }
        keyStart = BenchClock.threadCPU()
        return .event(event)
    }
}
