import SettingsBinding
import SettingsBundle
import TerminalFrame

/// Everything that can change the editor's state: terminal input, and the program loop's reports
/// on the effects it performed and on the stores.
public enum EditorEvent: Hashable, Sendable {
    /// A key, resize or quit request from the terminal.
    case input(Event)
    /// A requested write is durable on disk.
    case writeSucceeded(WriteRequest)
    /// A requested write failed; `message` says why and what to do.
    case writeFailed(WriteRequest, message: String)
    /// Every shown key re-resolved, by app (an app not open any more is ignored).
    /// `external` when a store changed on disk (another program wrote it): the screen then says so
    /// if anything it shows changed.
    case valuesResolved([AppID: [StoreKey: ResolvedValue]], external: Bool)
    /// Some keys re-resolved, by app: their values replace those keys' only; every other key keeps
    /// its value. The program loop sends it after its own writes (which change nothing else) and
    /// at start-up for the first screen's keys.
    case valuesUpdated([AppID: [StoreKey: ResolvedValue]], external: Bool)
    /// The store files that exist but cannot be read, by domain (with where the kept copy is);
    /// empty when every store reads. Sent at start-up and whenever the stores change on disk.
    case storesUnreadable([String: UnreadableStore])
    /// An app's bundle loaded in the other view, as ``Effect/loadOtherView(app:)`` asked: it is shown.
    case otherViewLoaded(app: AppID, bundle: LoadedBundle)
    /// An app's bundle could not be loaded or bound in the other view; `reason` says why.
    case otherViewFailed(app: AppID, reason: String)
    /// Something the program loop has to say (a start-up problem, a note from the command line):
    /// shown unless an error is, or it is an error itself.
    case notice(EditorMessage)
}
