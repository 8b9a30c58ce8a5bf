import PropertyList
import TerminalFrame

/// What an edit mode made of one key, for the parent (``EditorState``) to act on, as Bubble
/// Tea's text input reports to its model: the mode edits its own text or fields; the parent
/// alone leaves the mode, writes, records the write for undo, and sets the message.
enum EditOutcome: Hashable, Sendable {
    /// Still editing; `notice` says something about the key (a refused character), if anything.
    case editing(notice: EditorMessage?)
    /// Done: store the value (nil removes the key) and leave the mode.
    case commit(PlistValue?)
    /// Store the value and go on editing (a slider's step while adjusting it).
    case write(PlistValue?)
    /// Done without a write; `message` says why ("Unchanged", "Cancelled"), if anything.
    case cancel(EditorMessage?)
    /// Help asked for: the edit waits under the help page until it closes.
    case help
    /// Done; the key is not the mode's: it acts as it does while browsing.
    case leave(passing: Event)

    /// Still editing, nothing to say.
    static let editing = EditOutcome.editing(notice: nil)
    /// Done, the value unchanged.
    static let unchanged = EditOutcome.cancel(EditorMessage(.unchanged))
    /// Cancelled, the value unchanged.
    static let cancelled = EditOutcome.cancel(EditorMessage(.cancelled))
}
