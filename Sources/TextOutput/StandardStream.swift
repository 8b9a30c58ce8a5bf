import SystemCalls

/// Standard output and standard error: the one way the tools write text, so nothing raw reaches
/// the terminal or a CI log.
public enum StandardStream: Sendable {
    case output
    case error

    /// Writes `text` as `kind`: human text escaped with ``TerminalText`` (line breaks kept); every
    /// kind but workflow commands through ``LineStartGuard``.
    public func write(_ text: String, as kind: OutputKind = .terminal) {
        writeBytes(Array(Self.prepared(text, as: kind).utf8))
    }

    /// `text` as ``write(_:as:)`` writes it.
    public static func prepared(_ text: String, as kind: OutputKind) -> String {
        switch kind {
        case .terminal: LineStartGuard.guarded(TerminalText.sanitized(text, keepNewlines: true), as: .terminal)
        case .workflowCommands: text
        case .json, .xml, .markdown: LineStartGuard.guarded(text, as: kind)
        }
    }

    /// Writes bytes that are not text (a binary property list) as they are.
    public func writeBytes(_ bytes: [UInt8]) {
        let descriptor: FileDescriptor = self == .output ? .standardOutput : .standardError
        // A failure is a closed pipe: nothing more can be said.
        try? descriptor.writeAll(bytes)
    }

    /// Writes `PROGRAM: KIND: TEXT` and a newline to standard error (`kind` empty for a plain
    /// message), escaped as human text on one line: a line break in a name it quotes is a space.
    public static func say(_ program: String, _ kind: String, _ text: String) {
        StandardStream.error.write("\(program): \(kind.isEmpty ? "" : kind + ": ")\(TerminalText.sanitized(text))\n")
    }
}
