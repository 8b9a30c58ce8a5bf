import PropertyList
import SettingsBinding

/// The session's edits and resets, for undo and redo: each step is what one key press wrote (one
/// value, or every key a "reset all" removed), with what the writable domain stored before.
struct EditHistory: Hashable, Sendable {
    /// One key's write: what the writable domain held before and after (nil: not stored).
    public struct Change: Hashable, Sendable {
        /// The app that wrote it.
        public var app: AppID
        /// The domain and key.
        public var storeKey: StoreKey
        /// What the domain stored before the write.
        public var before: PlistValue?
        /// What the write stored (nil: it removed the key).
        public var after: PlistValue?

        /// Creates a change.
        public init(app: AppID, storeKey: StoreKey, before: PlistValue?, after: PlistValue?) {
            self.app = app
            self.storeKey = storeKey
            self.before = before
            self.after = after
        }
    }

    /// The writes of one key press.
    public struct Step: Hashable, Sendable {
        /// The changes, in the order they were written.
        public var changes: [Change]
        /// What the step did, for the message ("reset all", "notifications_enabled").
        public var label: String
    }

    /// Steps that `u` undoes, the latest last.
    public var undoable: [Step] = []
    /// Steps that `U` (or Ctrl-R) redoes, the latest undone last.
    public var redoable: [Step] = []

    /// Creates an empty history.
    public init() {}

    /// Records a new step (and forgets what was undone: redo follows only undo).
    mutating func record(_ step: Step) {
        guard !step.changes.isEmpty else { return }
        undoable.append(step)
        redoable.removeAll()
    }

    /// Forgets a write that failed: the store still holds what it held.
    mutating func forgetFailed(_ request: WriteRequest) {
        func matches(_ change: Change, value: PlistValue?) -> Bool {
            change.app == request.app && change.storeKey == request.storeKey && value == request.value
        }
        if let last = undoable.indices.last,
            let index = undoable[last].changes.lastIndex(where: {
                matches($0, value: $0.after)
            })
        {
            undoable[last].changes.remove(at: index)
            if undoable[last].changes.isEmpty { undoable.removeLast() }
        } else if let last = redoable.indices.last,
            let index = redoable[last].changes.lastIndex(where: {
                matches($0, value: $0.before)
            })
        {
            // An undo that failed: the change is still in effect, so it can be undone again.
            let change = redoable[last].changes.remove(at: index)
            undoable.append(Step(changes: [change], label: redoable[last].label))
            if redoable[last].changes.isEmpty { redoable.removeLast() }
        }
    }
}
