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
        expected[app: .showcase]?.values[key] = session.resolvedValues()[.showcase]?[key]
        expected.message = EditorMessage(.saved(domain: domain))
        expected.history.undoable = [
            EditHistory.Step(
                changes: [EditHistory.Change(app: .showcase, storeKey: key, before: nil, after: .bool(false))],
                label: "notifications_enabled")
        ]
        #expect(session.state == expected)
        #expect(expected[app: .showcase]?.values[key]?.storedValue == .bool(false))

        // Undo: the values are back, the step moves to redo.
        session.send(.character("u"))
        expected[app: .showcase]?.values = before[app: .showcase]?.values ?? [:]
        expected.message = EditorMessage(.undone(label: "notifications_enabled", remaining: 0))
        expected.pendingNotice = .undone(label: "notifications_enabled", remaining: 0)
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
        let request = WriteRequest(app: .showcase, storeKey: key, value: .bool(false))
        reduce(&session.state, .writeFailed(request, message: "disk full"))
        expected.message = EditorMessage(.notSaved(key: "notifications_enabled", reason: "disk full"))
        #expect(session.state == expected)
    }
}
