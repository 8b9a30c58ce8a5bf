import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame
import Testing

@testable import SettingsEditor

/// Reducer scripts that say the whole state after each event, as the Composable Architecture's
/// `TestStore` does: the expected state is the one before with only the fields the event changes
/// set, so a change to any other field fails the test.
@Suite struct WholeStateTests: ShowcaseScripts {
    var key: StoreKey { StoreKey(domain: domain, key: "notifications_enabled") }

    @Test func aMoveChangesTheSelectionAlone() throws {
        var session = try showcase()
        var expected = session.state
        session.send(.down)
        expected.screen.selection += 1
        #expect(session.state == expected)
    }

    @Test func aToggleChangesTheValueTheMessageAndTheHistoryAlone() throws {
        var session = try showcase()
        session.select("Allow Notifications")
        let before = session.state
        var expected = before
        session.send(.character(" "))
        expected.apps[0].values[key] = session.resolvedValues()[0][key]
        expected.message = EditorMessage(.success, "Saved to \(domain)")
        expected.history.undoable = [
            EditHistory.Step(
                changes: [EditHistory.Change(app: 0, storeKey: key, before: nil, after: .bool(false))],
                label: "notifications_enabled")
        ]
        #expect(session.state == expected)
        #expect(expected.apps[0].values[key]?.storedValue == .bool(false))

        // Undo: the values are back, the step moves to redo.
        session.send(.character("u"))
        expected.apps[0].values = before.apps[0].values
        expected.message = EditorMessage(.success, "Undone: notifications_enabled")
        expected.pendingNotice = "Undone: notifications_enabled"
        expected.history.redoable = expected.history.undoable
        expected.history.undoable = []
        #expect(session.state == expected)
    }

    @Test func helpOpenedAndClosedLeavesTheStateAsItWas() throws {
        var session = try showcase()
        session.select("Bold Text")
        let before = session.state
        session.send(.character("?"))
        #expect(session.state != before)
        session.send(.escape)
        #expect(session.state == before)
    }

    @Test func aWriteThatFailsLeavesNoUndoStepAndSaysWhy() throws {
        var session = try showcase()
        session.select("Allow Notifications")
        var expected = session.state
        let request = WriteRequest(app: 0, storeKey: key, value: .bool(false))
        reduce(&session.state, .writeFailed(request, message: "disk full"))
        expected.message = EditorMessage(.error, "Not saved (notifications_enabled): disk full")
        #expect(session.state == expected)
    }
}
