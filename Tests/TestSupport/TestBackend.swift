import TerminalFrame

/// A terminal backend for tests, as ratatui's `TestBackend`: a size, scripted inputs, and every
/// frame drawn kept, so a test drives a program's pump itself and reads what it drew.
public final class TestBackend: TerminalBackend {
    /// The screen size; a scripted resize event changes it as a terminal's would.
    public private(set) var size: (width: Int, height: Int)
    /// Whether the backend shows Unicode.
    public let isUnicode: Bool
    /// Every frame drawn, in order.
    public private(set) var frames: [Frame] = []
    /// The descriptor each read was asked to watch, in order.
    public private(set) var watched: [Int32?] = []
    /// Called before each read with the number of reads so far (to change a store between keys).
    public var beforeRead: ((Int) -> Void)?
    private var inputs: [TerminalInput]

    /// A backend of a size that gives `inputs` in order, then a lost terminal (which quits).
    public init(width: Int = 80, height: Int = 24, isUnicode: Bool = true, inputs: [TerminalInput]) {
        size = (width, height)
        self.isUnicode = isUnicode
        self.inputs = inputs.reversed()
    }

    /// A backend that gives these events in order, then a lost terminal.
    public convenience init(width: Int = 80, height: Int = 24, isUnicode: Bool = true, events: [Event]) {
        self.init(width: width, height: height, isUnicode: isUnicode, inputs: events.map(TerminalInput.event))
    }

    /// The last frame drawn.
    public var lastFrame: Frame? { frames.last }

    /// Keeps the frame.
    public func draw(_ frame: Frame) {
        frames.append(frame)
    }

    /// The next scripted input; `.event(.quit(.terminalLost))` once they are used up.
    public func nextInput(timeoutMilliseconds: Int, watching descriptor: Int32?) -> TerminalInput {
        beforeRead?(watched.count)
        watched.append(descriptor)
        guard let input = inputs.popLast() else { return .event(.quit(.terminalLost)) }
        if case .event(.resize(let width, let height)) = input { size = (width, height) }
        return input
    }
}
