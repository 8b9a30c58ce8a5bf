import SettingsBinding
import TerminalFrame

/// Applies an event to the state and returns what the program loop must do (writes, quit).
/// Lays nothing out: the loop calls ``layout(_:)`` after it, which scrolls the selection into view.
///
/// Terminal input moves, opens, edits and quits; ``EditorEvent/writeSucceeded(_:)`` and
/// ``EditorEvent/writeFailed(_:message:)`` set the message; ``EditorEvent/valuesResolved(_:external:)``
/// replaces every app's resolved values (and says so when a store changed on disk),
/// ``EditorEvent/valuesUpdated(_:external:)`` some of them. Pure.
@discardableResult
public func reduce(_ state: inout EditorState, _ event: EditorEvent) -> [Effect] {
    // Scrolling the selection into view is the layout step's, after this (``layout(_:)``).
    defer { state.keepSelectionInList() }
    switch event {
    case .input(let input): return state.handle(input)
    case .writeSucceeded(let request):
        state.writeSucceeded(request)
        return []
    case .writeFailed(let request, let message):
        state.history.forgetFailed(request)
        state.message = EditorMessage(.notSaved(key: request.storeKey.key, reason: message))
        return []
    case .valuesResolved(let values, let external):
        state.valuesResolved(values, external: external)
        return []
    case .valuesUpdated(let values, let external):
        state.valuesResolved(values, external: external, replacingAll: false)
        return []
    case .storesUnreadable(let problems):
        state.storesUnreadable(problems)
        return []
    case .otherViewLoaded(let app, let bundle):
        guard state.app(app) != nil else { return [] }
        state[app: app]?.otherView = bundle
        return state.switchView(app: app)
    case .otherViewFailed(_, let reason):
        state.message = EditorMessage(.otherViewFailed(reason: reason))
        return []
    case .notice(let message):
        if message.kind == .error || state.message?.kind != .error { state.message = message }
        return []
    }
}

/// ``reduce(_:_:)`` for a terminal event.
@discardableResult
public func reduce(_ state: inout EditorState, _ event: Event) -> [Effect] {
    reduce(&state, .input(event))
}
