/// What a terminal program's pump runs on: something that tells its size and whether it shows
/// Unicode, draws a ``Frame``, and gives the next ``TerminalInput``. The ncurses terminal
/// (`TerminalUI`'s `Terminal`) is one; a test's scripted backend, which keeps every frame drawn, is
/// another (as ratatui's `TestBackend` beside its terminal backends).
///
/// Use it from one thread only.
public protocol TerminalBackend: AnyObject {
    /// The screen size in columns and rows.
    var size: (width: Int, height: Int) { get }
    /// Whether text can use Unicode; when false the program draws with ASCII alone.
    var isUnicode: Bool { get }
    /// Shows `frame`.
    func draw(_ frame: Frame)
    /// Waits up to `timeoutMilliseconds` (negative: forever) for an event or for `descriptor` to
    /// become readable. A lost terminal gives `.event(.quit(.terminalLost))`.
    func nextInput(timeoutMilliseconds: Int, watching descriptor: Int32?) -> TerminalInput
}

/// What ``TerminalBackend/nextInput(timeoutMilliseconds:watching:)`` waited for.
public enum TerminalInput: Hashable, Sendable {
    /// A key, mouse report, resize or quit request.
    case event(Event)
    /// The extra descriptor given to `nextInput` is readable.
    case descriptorReadable
    /// The timeout passed with nothing to report.
    case timeout
}
