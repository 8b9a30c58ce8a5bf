/// What `reduce` asks the program loop to do. The loop performs each effect and reports back
/// with an ``EditorEvent`` (``EditorEvent/writeSucceeded(_:)``, ``EditorEvent/writeFailed(_:message:)``,
/// then ``EditorEvent/valuesResolved(_:external:)`` with what is really stored).
public enum Effect: Hashable, Sendable {
    /// Write (or remove) one key, durably, before saying it is saved.
    case write(WriteRequest)
    /// Load an app's bundle in the other view (`BundleView`) and report it with
    /// ``EditorEvent/otherViewLoaded(app:bundle:)`` (`i`, the first time).
    case loadOtherView(app: AppID)
    /// The app now shows its other view (and with it other keys and registered defaults): bind
    /// its store to that view and resolve every shown key again.
    case viewSwitched(app: AppID)
    /// Finish and leave, restoring the terminal.
    case quit
}
