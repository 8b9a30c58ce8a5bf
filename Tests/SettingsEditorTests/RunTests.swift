import PropertyList
import SettingsBundle
import TerminalFrame
import TestSupport
import Testing

@testable import SettingsEditor

/// The pump (``EditorLoop/run(on:)``, what `settings` runs on ncurses) driven on a test backend:
/// what it draws and when, how it quits, and how it asks the store for outside changes.
@Suite struct RunTests: ShowcaseScripts {
    @Test func thePumpDrawsTheFirstFrameAndEachChangedOneAndQuitsOnQ() throws {
        let session = try showcase()
        let backend = TestBackend(events: [.character("/"), .escape, .left, .character("q"), .down])
        session.loop.run(on: backend)
        // The `q` quit the pump: the Down after it was never read.
        #expect(backend.watched.count == 4)
        // The first frame, then only frames that differ from the one before.
        #expect(backend.frames.count >= 3)
        #expect(zip(backend.frames, backend.frames.dropFirst()).allSatisfy { $0 != $1 })
        #expect(backend.frames.first?.textLines.contains { $0.contains("Allow Notifications") } == true)
        #expect(backend.frames[1].textLines.contains { $0.contains("Type to search") })
        #expect(backend.lastFrame == render(session.state))
        #expect(session.state.screen.kind == .page(app: .showcase, page: .root))
    }

    @Test func aKeyThatChangesNothingDrawsNothing() throws {
        let session = try showcase()
        let backend = TestBackend(inputs: [.timeout, .event(.unknown(code: 999)), .timeout])
        session.loop.run(on: backend)
        #expect(backend.frames.count == 1)
        // The script ran out: a lost terminal quits.
        #expect(backend.watched.count == 4)
    }

    @Test func aToggleIsWrittenThroughTheStoreAndShown() throws {
        var session = try showcase()
        session.select("Allow Notifications")
        let backend = TestBackend(events: [.character(" ")])
        session.loop.run(on: backend)
        #expect(session.stores.domains[domain]?["notifications_enabled"] == .bool(false))
        let row = backend.lastFrame?.textLines.first { $0.contains("Allow Notifications") }
        #expect(row?.hasSuffix("[OFF ] *app") == true, "\(row ?? "")")
    }

    @Test func withoutAChangeDescriptorATimeoutAsksTheStore() throws {
        let session = try showcase()
        #expect(session.stores.changeDescriptor == nil)
        let loop = session.loop
        let backend = TestBackend(inputs: [.timeout])
        backend.beforeRead = { reads in
            guard reads == 0 else { return }
            loop.store.writeOutside(.bool(false), forKey: "notifications_enabled", inDomain: Fixtures.showcaseDomain)
        }
        session.loop.run(on: backend)
        // Waited a second at most, watching nothing.
        #expect(backend.watched.allSatisfy { $0 == nil })
        #expect(session.state.message?.notice == .changedOnDisk(domains: [Fixtures.showcaseDomain]))
        let row = backend.lastFrame?.textLines.first { $0.contains("Allow Notifications") }
        #expect(row?.hasSuffix("[OFF ] *app") == true, "\(row ?? "")")
    }

    @Test func theBackendsSizeAndSymbolsAreTheFrames() throws {
        let session = try showcase()
        let backend = TestBackend(width: 60, height: 20, isUnicode: false, events: [.resize(width: 50, height: 16)])
        session.loop.run(on: backend)
        #expect(session.state.glyphs == .ascii)
        #expect(backend.frames.first.map { ($0.width, $0.height) } ?? (0, 0) == (60, 20))
        #expect(backend.lastFrame.map { ($0.width, $0.height) } ?? (0, 0) == (50, 16))
        // ASCII only: no row shows a Unicode symbol.
        #expect(backend.frames.allSatisfy { $0.textLines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) } })
    }
}
