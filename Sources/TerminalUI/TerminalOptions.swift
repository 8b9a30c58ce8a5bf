/// How a `Terminal` session starts.
public struct TerminalOptions: Hashable, Sendable {
    /// Whether to use colours.
    public enum ColorMode: Hashable, Sendable {
        /// Colours when the terminal has them and `NO_COLOR` is unset or empty.
        case automatic
        /// Attributes only (`--no-color`).
        case never
    }

    /// Colours or not. `NO_COLOR` (set and non-empty) turns them off in any case.
    public var color: ColorMode
    /// Draw ASCII only, as when no UTF-8 locale is available.
    public var asciiOnly: Bool
    /// Report mouse events (off by default: it stops the terminal's own selection).
    public var mouse: Bool
    /// While in curses mode, send standard error to this file (appended, created 0600), for example
    /// a log file or `/dev/null`, so stray messages cannot garble the screen. nil leaves it alone.
    public var standardErrorPath: String?
    /// How long an Escape waits for the rest of a key sequence (ncurses' default is 1000 ms).
    public var escapeDelayMilliseconds: Int
    /// The terminal type; nil reads `TERM`.
    public var terminalType: String?

    /// Creates options; the defaults suit an interactive editor.
    public init(
        color: ColorMode = .automatic, asciiOnly: Bool = false, mouse: Bool = false,
        standardErrorPath: String? = nil, escapeDelayMilliseconds: Int = 25, terminalType: String? = nil
    ) {
        self.color = color
        self.asciiOnly = asciiOnly
        self.mouse = mouse
        self.standardErrorPath = standardErrorPath
        self.escapeDelayMilliseconds = escapeDelayMilliseconds
        self.terminalType = terminalType
    }

    /// Whether colours are wanted given the value of `NO_COLOR` (no-color.org: any non-empty
    /// value turns them off).
    public func wantsColor(noColorVariable: String?) -> Bool {
        color == .automatic && (noColorVariable ?? "").isEmpty
    }
}
