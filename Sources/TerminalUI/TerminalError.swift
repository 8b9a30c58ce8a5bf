/// Why a terminal session could not start. Each message says what to do next.
public enum TerminalError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Standard input or output is not a terminal (a pipe, a file, a CI job).
    case notATerminal(stream: String)
    /// `TERM` is unset or names a terminal the terminfo database does not know.
    case unknownTerminalType(String?)
    /// The file for standard error could not be opened.
    case cannotOpenLog(path: String, reason: String)
    /// Another session is still open in this process.
    case alreadyActive

    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "standard \(stream) is not a terminal; run this in an interactive terminal "
                + "(scripts can use the get/set commands instead)"
        case .unknownTerminalType(nil):
            "TERM is not set; set it to your terminal's type, for example TERM=xterm-256color"
        case .unknownTerminalType(let name?):
            "the terminal type '\(name)' is not in the terminfo database; set TERM to a known type "
                + "such as xterm-256color, or install its terminfo entry (ncurses-term)"
        case .cannotOpenLog(let path, let reason):
            "cannot open '\(path)' for standard error: \(reason); choose a writable path"
        case .alreadyActive:
            "a terminal session is already open in this process; close it first"
        }
    }
}
