import Defaults
import SettingsBinding
import SettingsBundle

/// What one of the editor's own messages says, as a value: the message's kind and words follow
/// from it (``EditorMessage/init(_:)``), so a test or a tool matches the value, not the words.
public enum EditorNotice: Hashable, Sendable {
    // MARK: Writes

    /// A write is durable in `domain`.
    case saved(domain: String)
    /// A write is durable, but a launch argument masks the key: the app sees the argument.
    case savedButMasked(StoreKey)
    /// A key was removed; `registeredShowsThrough` when a registered default shows now (else unset).
    case removed(StoreKey, registeredShowsThrough: Bool)
    /// A write failed; `reason` is the store's.
    case notSaved(key: String, reason: String)

    // MARK: Undo, reset

    /// `u` undid a step; `remaining` steps are left to undo.
    case undone(label: String, remaining: Int)
    /// `U` redid a step.
    case redone(label: String)
    /// `u` with nothing to undo.
    case nothingToUndo
    /// `U` with nothing to redo.
    case nothingToRedo
    /// `r` on a row that stores no value (a group, a button).
    case rowStoresNothing
    /// `r` on a row whose writable domain does not store its key; `from` is the domain the value
    /// comes from when it is one the editor never writes (an argument, ByHost, global, system).
    case notStored(StoreKey, from: ValueSource?)
    /// `R` with no key stored.
    case nothingToResetAll
    /// `R` asks before removing `keys` keys from `domains`.
    case confirmResetAll(keys: Int, domains: [String])
    /// The "reset all" question answered with anything but `y`.
    case resetAllCancelled
    /// "reset all" removed `keys` keys.
    case removedAll(keys: Int)

    // MARK: Edit modes

    /// An edit ended with the value as it was.
    case unchanged
    /// An edit was cancelled.
    case cancelled
    /// A list item's edit was cancelled.
    case listItemCancelled
    /// A typed character the field's keyboard cannot type (`multiline` for a text view).
    case keyboardRefuses(KeyboardType, multiline: Bool)
    /// A character typed into a slider's value that is not part of a number.
    case numberExpected
    /// Typed text that is not a value the row takes.
    case invalidInput(ValueInputError)
    /// An edit of a row a launch argument masks: it starts from `startsFrom` (stored in `domain`
    /// when `storedHere`) and the argument (`argument`) still masks it.
    case editingUnderArgument(key: String, domain: String, startsFrom: String, storedHere: Bool, argument: String)
    /// A list item was deleted (written when the write succeeds).
    case deleted(item: String)
    /// `x` on an item of a list group that is not Deletable.
    case notDeletable(group: String)

    // MARK: Stores and views

    /// Another program changed these domains; the values are updated.
    case changedOnDisk(domains: [String])
    /// Store files that cannot be read (newly), in domain order.
    case unreadable([UnreadableStore])
    /// These domains' store files can be read again.
    case readableAgain(domains: [String])
    /// The app has InAppSettingsKit files: `i` shows them.
    case inAppViewAvailable(appName: String)
    /// The app has only an InAppSettings.bundle: the Settings app view shows nothing.
    case onlyInAppView(appName: String)
    /// `i` switched the app to this view.
    case showingView(BundleView)
    /// `i` could not load or bind the other view; `reason` says why.
    case otherViewFailed(reason: String)

    /// How the message is drawn.
    public var kind: EditorMessage.Kind {
        switch self {
        case .saved, .removed, .undone, .redone, .removedAll, .deleted: .success
        case .savedButMasked, .confirmResetAll, .keyboardRefuses, .numberExpected, .editingUnderArgument: .warning
        case .notSaved, .invalidInput, .unreadable, .otherViewFailed: .error
        case .nothingToUndo, .nothingToRedo, .rowStoresNothing, .notStored, .nothingToResetAll, .resetAllCancelled,
            .unchanged, .cancelled, .listItemCancelled, .notDeletable, .changedOnDisk, .readableAgain,
            .inAppViewAvailable, .onlyInAppView, .showingView:
            .info
        }
    }

    /// The words.
    public var text: String {
        switch self {
        case .saved(let domain): "Saved to \(domain)"
        case .savedButMasked(let key):
            "Saved to \(key.domain), but the launch argument -\(key.key) masks it: the app sees the argument"
        case .removed(let key, let shows):
            "Removed \(key.key) from \(key.domain); " + (shows ? "the registered default shows through" : "now unset")
        case .notSaved(let key, let reason): "Not saved (\(key)): \(reason)"
        case .undone(let label, let remaining):
            "Undone: \(label)" + (remaining == 0 ? "" : " (\(remaining) more to undo)")
        case .redone(let label): "Redone: \(label)"
        case .nothingToUndo: "Nothing to undo"
        case .nothingToRedo: "Nothing to redo"
        case .rowStoresNothing: "Nothing to reset here: this row stores no value"
        case .notStored(let key, let source?):
            "\(key.key) is not stored in \(key.domain); its value comes from \(source.tag.rawValue) (\(source.domain)), "
                + "which the editor does not change"
        case .notStored(let key, nil): "\(key.key) is not stored in \(key.domain); nothing to reset"
        case .nothingToResetAll: "Nothing to reset: no key is stored, every row shows its registered default"
        case .confirmResetAll(let keys, let domains):
            "Reset all: remove \(keys == 1 ? "1 key" : "\(keys) keys") from \(domains.joined(separator: ", "))? "
                + "y/n (u undoes it)"
        case .resetAllCancelled: "Cancelled; nothing was removed"
        case .removedAll(let keys): "Removed \(keys) keys; u undoes"
        case .unchanged: "Unchanged"
        case .cancelled: "Cancelled; the value is unchanged"
        case .listItemCancelled: "Cancelled; the list is unchanged"
        case .keyboardRefuses(let keyboard, let multiline):
            "\(keyboard.rawValue) \(multiline ? "text" : "field"): \(FieldEdit.keyboardRule(keyboard))"
        case .numberExpected: "Type a number, then Enter"
        case .invalidInput(let error): error.description
        case .editingUnderArgument(let key, let domain, let start, let storedHere, let argument):
            (storedHere
                ? "Editing the value stored in \(domain) (\(start))"
                : "Editing from \(start) (\(domain) stores nothing)")
                + "; the launch argument -\(key) (\(argument)) still masks it"
        case .deleted(let item): "Deleted \(item); u undoes"
        case .notDeletable(let group): "\(group) is not Deletable: its items cannot be deleted"
        case .changedOnDisk(let domains):
            "Changed on disk by another program: \(domains.joined(separator: ", ")); values updated"
        case .unreadable(let stores):
            // The copy sits beside the file: its name is enough (and fits the message lines).
            stores.map { store in
                "Cannot read \(store.file)"
                    + (store.keptCopy.map { "; a copy is beside it as \($0.split(separator: "/").last ?? "")" } ?? "")
            }.joined(separator: "; ") + ". Rows marked ! ignore it"
        case .readableAgain(let domains): "\(domains.joined(separator: ", ")) can be read again; values updated"
        case .inAppViewAvailable(let name): "\(name) also has in-app settings (InAppSettingsKit): press i to show them"
        case .onlyInAppView(let name): "\(name) has only InAppSettings.bundle: the Settings app shows nothing for it"
        case .showingView(let view): "Showing the \(view.rawValue) view"
        case .otherViewFailed(let reason): "The other view cannot be loaded: \(reason)"
        }
    }
}
