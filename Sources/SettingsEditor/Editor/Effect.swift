/// What `reduce` asks the program loop to do. The loop performs each effect and reports back
/// with an ``EditorEvent`` (``EditorEvent/writeSucceeded(_:)``, ``EditorEvent/writeFailed(_:message:)``,
/// then ``EditorEvent/valuesResolved(_:external:)`` with what is really stored).
public enum Effect: Hashable, Sendable {
    /// Write (or remove) one key, durably, before saying it is saved.
    case write(WriteRequest)
    /// Load an app's bundle in the other view (`BundleView`) and report it with
    /// ``EditorEvent/otherViewLoaded(app:bundle:)`` (`i`, the first time).
    case loadOtherView(app: Int)
    /// Resolve every shown key of every app again, registering the apps' defaults anew (the
    /// shown view of an app changed, and with it its keys and registered defaults).
    case resolveAll
    /// Finish and leave, restoring the terminal.
    case quit
}
