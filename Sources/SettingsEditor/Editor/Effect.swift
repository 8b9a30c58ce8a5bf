/// What `reduce` asks the program loop to do. The loop performs each effect and reports back
/// with an ``EditorEvent`` (``EditorEvent/writeSucceeded(_:)``, ``EditorEvent/writeFailed(_:message:)``,
/// then ``EditorEvent/valuesResolved(_:external:)`` with what is really stored).
public enum Effect: Hashable, Sendable {
    /// Write (or remove) one key, durably, before saying it is saved.
    case write(WriteRequest)
    /// Finish and leave, restoring the terminal.
    case quit
}
