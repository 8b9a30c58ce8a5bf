/// What a text written to a standard stream is: says which escaper made it, and so how a line that
/// a CI log would execute is neutralised (see ``LineStartGuard``).
public enum OutputKind: Sendable, Hashable {
    /// Human text: escaped with ``TerminalText`` (line breaks kept) when written.
    case terminal
    /// JSON made by ``JSONText``.
    case json
    /// XML, SVG or HTML made with ``XMLText``.
    case xml
    /// Markdown made with ``MarkdownText``.
    case markdown
    /// GitHub workflow commands made with ``WorkflowCommandText``: written as they are, since
    /// the commands are the point (their data and properties cannot hold a line break).
    case workflowCommands
}
