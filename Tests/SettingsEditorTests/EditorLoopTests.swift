import PropertyList
import SettingsBundle
import TerminalFrame
import Testing

@testable import SettingsEditor

/// The one program loop on the in-memory store: what it resolves per edit, how it tells outside
/// changes from its own writes, and the events that replace the runner's own state changes.
@Suite struct EditorLoopTests: ShowcaseScripts {
    @Test func anEditResolvesOnlyTheWrittenKeyOnce() throws {
        var session = try showcase()
        session.select("Allow Notifications")
        _ = session.state  // every key resolved once
        let before = session.loop.resolvedKeyCount
        #expect(before >= (session.state[app: .showcase]?.storeKeys.count ?? 0))
        for round in 1...3 {
            session.send(.character(" "))
            #expect(session.loop.resolvedKeyCount == before + round)
            #expect(!session.loop.storesChanged())
            #expect(session.loop.resolvedKeyCount == before + round)
        }
        #expect(session.stores.domains[domain]?["notifications_enabled"] == .bool(false))
    }

    @Test func anOutsideWriteIsResolvedAndSaidOnScreen() throws {
        var session = try showcase()
        session.select("Allow Notifications")
        session.send(.character(" "))
        #expect(session.state.message?.notice == .saved(domain: domain))
        session.stores.writeOutside(.bool(true), forKey: "notifications_enabled", inDomain: domain)
        let before = session.loop.resolvedKeyCount
        #expect(session.loop.storesChanged())
        #expect(session.loop.resolvedKeyCount == before + (session.state[app: .showcase]?.storeKeys.count ?? 0))
        #expect(session.state.message?.notice == .changedOnDisk(domains: [domain]))
        let row = session.line(containing: "Allow Notifications")
        #expect(row?.hasSuffix("[ ON ]  app") == true, "\(row ?? "")")
        // Nothing pending any more.
        #expect(!session.loop.storesChanged())
    }

    @Test func noticesShowUnlessAnErrorIsShown() throws {
        let session = try showcase()
        session.loop.send(.notice(EditorMessage(.warning, "first")))
        #expect(session.state.message == EditorMessage(.warning, "first"))
        session.loop.send(.notice(EditorMessage(.error, "broken")))
        session.loop.send(.notice(EditorMessage(.warning, "second")))
        #expect(session.state.message == EditorMessage(.error, "broken"))
        session.loop.note("third")
        #expect(session.state.message == EditorMessage(.error, "broken"))
    }

    @Test func aViewThatCannotLoadSaysWhy() throws {
        let session = try showcase()
        session.loop.send(.otherViewFailed(app: .showcase, reason: "Root.inApp.plist is not a property list"))
        #expect(
            session.state.message?.notice == .otherViewFailed(reason: "Root.inApp.plist is not a property list"))
    }
}
