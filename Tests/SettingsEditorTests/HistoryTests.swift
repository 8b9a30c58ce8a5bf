import Defaults
import Foundation
import PropertyList
import SettingsBundle
import Testing

@testable import SettingsEditor

/// `u` undo, `U`/Ctrl-R redo of every edit and reset of the session, and `R` reset all.
@Suite struct HistoryTests: ShowcaseScripts {
    @Test func undoWritesBackWhatWasStoredAndRedoWritesAgain() throws {
        var stores = MemoryStore()
        stores.domains[domain] = ["notifications_enabled": "YES"]
        var session = try showcase(stores: stores)
        session.select("Allow Notifications")
        #expect(session.send(.character(" ")) == [write("notifications_enabled", false)])
        session.select("Name")
        session.send(.enter, .control("u"))
        session.type("Ann")
        session.send(.enter)
        #expect(session.stores.domains[domain]?["profile_name"] == "Ann")
        #expect(session.state.history.undoable.count == 2)

        // Undo the text edit: the key was not stored, so it is removed again.
        #expect(session.send(.character("u")) == [write("profile_name", nil)])
        #expect(session.state.message?.notice == .undone(label: "profile_name", remaining: 1))
        // Undo the switch: the exact value stored before (a string) comes back.
        #expect(session.send(.character("u")) == [write("notifications_enabled", "YES")])
        #expect(session.stores.domains[domain]?["notifications_enabled"] == "YES")
        #expect(session.send(.character("u")) == [])
        #expect(session.state.message?.notice == .nothingToUndo)

        #expect(session.send(.character("U")) == [write("notifications_enabled", false)])
        #expect(session.send(.control("r")) == [write("profile_name", "Ann")])
        #expect(session.send(.control("r")) == [])
        // A new edit forgets what was undone.
        session.send(.character("u"))
        session.select("Allow Notifications")
        session.send(.character(" "))
        #expect(session.state.history.redoable.isEmpty)
    }

    @Test func undoOfAResetRestoresTheKey() throws {
        var stores = MemoryStore()
        stores.domains[domain] = ["refresh_minutes": 60]
        var session = try showcase(stores: stores)
        session.select("Check for New Data Every")
        #expect(session.send(.character("r")) == [write("refresh_minutes", nil)])
        #expect(session.state[app: .showcase]?.resolved("refresh_minutes", on: .root).tag == .default)
        #expect(session.send(.character("u")) == [write("refresh_minutes", 60)])
        #expect(session.state[app: .showcase]?.resolved("refresh_minutes", on: .root).tag == .app)
    }

    @Test func resetAllAsksWithTheCountAndUndoRestoresEveryKey() throws {
        var stores = MemoryStore()
        stores.domains[domain] = ["notifications_sound": "yes", "advanced_debug": true, "appearance_theme": "dark"]
        stores.domains[Fixtures.showcaseSuite] = ["widgets_style": "detailed"]
        var session = try showcase(stores: stores)
        #expect(session.send(.character("R")) == [])
        #expect(
            session.state.message?.notice == .confirmResetAll(keys: 4, domains: [domain, Fixtures.showcaseSuite]))
        assertSnapshot(session.frame, named: "reset-all-confirm-80x24")
        // Anything but y cancels.
        #expect(session.send(.character("n")) == [])
        #expect(session.state.mode == .browsing)
        #expect(session.state.message?.notice == .resetAllCancelled)

        session.send(.character("R"))
        let effects = session.send(.character("y"))
        #expect(effects.count == 4)
        #expect((session.stores.domains[domain] ?? [:]).isEmpty)
        #expect(session.state.modifiedRows().isEmpty)
        #expect(session.state.message?.notice == .removedAll(keys: 4))

        let undone = session.send(.character("u"))
        #expect(undone.count == 4)
        #expect(session.stores.domains[domain]?["appearance_theme"] == "dark")
        #expect(session.stores.domains[Fixtures.showcaseSuite]?["widgets_style"] == "detailed")
        #expect(session.state.modifiedRows().count == 4)
    }

    @Test func resetAllWithNothingStoredSaysSo() throws {
        var session = try showcase()
        session.send(.character("R"))
        #expect(session.state.mode == .browsing)
        #expect(session.state.message?.notice == .nothingToResetAll)
    }

    @Test func aFailedWriteLeavesNothingToUndo() throws {
        var stores = MemoryStore()
        stores.failingDomains = [domain]
        var session = try showcase(stores: stores)
        session.select("Allow Notifications")
        session.send(.character(" "))
        #expect(session.state.history.undoable.isEmpty)
    }
}
