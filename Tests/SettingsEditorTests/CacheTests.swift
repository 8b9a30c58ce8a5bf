import Defaults
import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame
import Testing

@testable import SettingsEditor

/// What the program loop keeps of a state's derived data (``EditorMemo``: the layout step's shown
/// layout and page items, the modified rows, the search index) never shows stale data: after every
/// kind of change the loop's next frame shows the new value, and equals the frame of the state
/// drawn outside the loop, where nothing is kept.
@Suite struct CacheTests: ShowcaseScripts {
    /// The frame drawn without any kept layout: outside the loop's memo.
    func uncachedFrame(_ state: EditorState) -> Frame {
        render(state)
    }

    /// The loop's frame, checked against the uncached one.
    func frame(_ session: Session, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) -> Frame {
        let frame = session.loop.frame
        let expected = uncachedFrame(session.state)
        #expect(
            frame == expected,
            "after \(step) the cached frame is stale:\n\(frame.snapshot())\nexpected:\n\(expected.snapshot())",
            sourceLocation: sourceLocation)
        return frame
    }

    func row(_ frame: Frame, _ title: String) -> String? {
        frame.textLines.first { $0.contains(title) }
    }

    @Test func anExternalChangeShowsInTheNextFrame() throws {
        var session = try showcase()
        #expect(row(frame(session, "start"), "Allow Notifications")?.hasSuffix("[ ON ]  default") == true)

        // Another program stores the key: the row shows it, with the app tag.
        session.stores.domains[domain] = ["notifications_enabled": false]
        session.loop.refresh(external: true)
        #expect(row(frame(session, "an external write"), "Allow Notifications")?.hasSuffix("[OFF ] *app") == true)

        // A launch argument now masks it: the layout gains a note line under the row.
        session.stores.arguments = ["notifications_enabled": true]
        session.loop.refresh(external: true)
        let masked = frame(session, "a masking argument")
        #expect(row(masked, "Allow Notifications")?.hasSuffix("[ ON ]  arg") == true)
        #expect(masked.textLines.contains { $0.contains("overridden by arg; app holds OFF") })

        // What the masked domain holds changes: the note says so (the layout holds the note).
        session.stores.domains[domain] = ["notifications_enabled": true]
        session.loop.refresh(external: true)
        #expect(frame(session, "a change under the mask").textLines.contains { $0.contains("app holds ON") })
        // Only one key changes, through the runner's partial update: the note follows too.
        let key = StoreKey(domain: domain, key: "notifications_enabled")
        session.stores.domains[domain] = ["notifications_enabled": false]
        let one = session.resolvedValues().mapValues { $0.filter { $0.key == key } }
        reduce(&session.state, .valuesUpdated(one, external: false))
        #expect(frame(session, "a partial update under the mask").textLines.contains { $0.contains("app holds OFF") })

        // The other program removes it again.
        session.stores.arguments = [:]
        session.stores.domains[domain] = [:]
        session.loop.refresh(external: true)
        let removed = frame(session, "an external removal")
        #expect(row(removed, "Allow Notifications")?.hasSuffix("[ ON ]  default") == true)
        #expect(!removed.textLines.contains { $0.contains("overridden by arg") })
    }

    @Test func anEditAnUndoAndARedoShowInTheNextFrame() throws {
        var session = try showcase()
        session.select("Allow Notifications")
        _ = frame(session, "selecting")
        session.send(.character(" "))
        #expect(row(frame(session, "a toggle"), "Allow Notifications")?.hasSuffix("[OFF ] *app") == true)
        session.send(.character("u"))
        #expect(row(frame(session, "an undo"), "Allow Notifications")?.hasSuffix("[ ON ]  default") == true)
        session.send(.character("U"))
        #expect(row(frame(session, "a redo"), "Allow Notifications")?.hasSuffix("[OFF ] *app") == true)
        session.send(.character("r"))
        #expect(row(frame(session, "a reset"), "Allow Notifications")?.hasSuffix("[ ON ]  default") == true)
    }

    @Test func aResizeLaysThePageOutAgain() throws {
        var session = try showcase()
        session.send(.end)  // the last row: footers and scrolling depend on the width
        var previous = frame(session, "80x24")
        for (width, height) in [(40, 12), (120, 40), (30, 10), (80, 24)] {
            session.send(.resize(width: width, height: height))
            let next = frame(session, "a resize to \(width)x\(height)")
            #expect(next.width == width && next.height == height)
            if width != 80 { #expect(next != previous) }
            previous = next
        }
        // The end of the page is still in view after the sizes came back.
        #expect(previous.textLines.contains { $0.contains(try! #require(session.selectedTitle)) })
    }

    @Test func resetAllEmptiesTheModifiedListInTheNextFrame() throws {
        var stores = MemoryStore()
        stores.domains[domain] = ["notifications_sound": "yes", "appearance_theme": "dark"]
        var session = try showcase(stores: stores)
        session.send(.character("m"))
        let listed = frame(session, "opening the modified list")
        #expect(listed.textLines.contains { $0.contains("notifications_sound") || $0.contains("Sounds") })
        session.send(.character("R"), .character("y"))
        let emptied = frame(session, "reset all")
        #expect(emptied.textLines.contains { $0.contains("Nothing is stored") })
        session.send(.character("u"))
        let restored = frame(session, "undoing reset all")
        #expect(!restored.textLines.contains { $0.contains("Nothing is stored") })
        #expect(session.state.itemCount(of: session.state.screen) == 2)
    }

    @Test func aSearchJumpShowsTheRowOnItsPage() throws {
        var session = try showcase()
        _ = frame(session, "start")
        session.send(.character("/"))
        session.type("theme")
        _ = frame(session, "typing a query")
        session.send(.enter)
        let jumped = frame(session, "a search jump")
        let title = try #require(session.selectedTitle)
        // The selected row is on screen, highlighted.
        let y = try #require(jumped.textLines.firstIndex { $0.contains(title) })
        #expect(jumped[x: 0, y: y].isHighlighted)
        session.send(.left)
        _ = frame(session, "back to the results")
    }

    @Test func aChangedCopyTakesTheKeptLayoutOnlyWhenItsNotesAreTheSame() throws {
        let session = try showcase()
        let key = StoreKey(domain: domain, key: "notifications_enabled")
        _ = session.loop.frame
        let memo = session.loop.memo
        // Two copies of the loop's state; each changes the same key its own way.
        var off = session.state
        var arg = session.state
        off[app: .showcase]?.values[key] = ResolvedValue(
            value: false, source: ValueSource(kind: .application, domain: domain), storedValue: false)
        arg[app: .showcase]?.values[key] = ResolvedValue(
            value: true, source: ValueSource(kind: .argument, domain: "NSArgumentDomain"), storedValue: false,
            argumentValue: true)
        #expect(off != session.state && arg != session.state && off != arg)
        // A stored value is not in the layout; a masked one adds a note, so that copy needs its own.
        memo.scope {
            #expect(session.state.reusableLayout(of: session.state.screen, width: 80) != nil)
            #expect(off.reusableLayout(of: off.screen, width: 80) != nil)
            #expect(arg.reusableLayout(of: arg.screen, width: 80) == nil)
        }
        let offFrame = memo.scope { render(off) }
        let argFrame = memo.scope { render(arg) }
        #expect(row(offFrame, "Allow Notifications")?.hasSuffix("[OFF ] *app") == true)
        #expect(!offFrame.textLines.contains { $0.contains("overridden by arg") })
        #expect(argFrame.textLines.contains { $0.contains("overridden by arg; app holds OFF") })
        #expect(row(session.loop.frame, "Allow Notifications")?.hasSuffix("[ ON ]  default") == true)
        #expect(offFrame == uncachedFrame(off) && argFrame == uncachedFrame(arg))
    }

    @Test func aToggleKeepsTheLayoutUnlessAMaskedValueIsInvolved() throws {
        var session = try showcase()
        session.select("Allow Notifications")
        let made = session.loop.memo.layoutsMade
        session.send(.character(" "))
        #expect(row(frame(session, "a toggle"), "Allow Notifications")?.hasSuffix("[OFF ] *app") == true)
        #expect(session.loop.memo.layoutsMade == made)
        // A launch argument masking the key adds a note: the page is laid out anew.
        session.stores.arguments = ["notifications_enabled": true]
        session.loop.refresh(external: true)
        #expect(frame(session, "a masking argument").textLines.contains { $0.contains("overridden by arg") })
        #expect(session.loop.memo.layoutsMade > made)
    }

    /// A toggle changes the app's values in place: the memo lets go of its shares of them (the
    /// shown layout's, the modified rows') first, so a keystroke does not copy every value of the
    /// app. The values' storage is the same object before and after.
    @Test func aToggleChangesTheValuesInPlace() throws {
        var session = try showcase()
        session.select("Allow Notifications")
        _ = frame(session, "selecting")
        let storage = { unsafeBitCast(session.loop.state.apps[0].values, to: UInt.self) }
        let before = storage()
        session.send(.character(" "))
        #expect(row(frame(session, "a toggle"), "Allow Notifications")?.hasSuffix("[OFF ] *app") == true)
        #expect(storage() == before, "the toggle copied the app's values")
        // The modified rows, once found, share them too.
        #expect(session.loop.memo.scope { session.state.modifiedRows() }.count == 1)
        session.send(.character(" "))
        #expect(row(frame(session, "a second toggle"), "Allow Notifications")?.contains("[ ON ]") == true)
        #expect(storage() == before, "the toggle copied the app's values the modified rows hold")
    }

    @Test func aReplacedBundleShowsInTheNextFrame() throws {
        var session = try showcase()
        _ = frame(session, "the English bundle")
        session.state[app: .showcase]?.bundle = try Fixtures.showcase(languages: ["fr"])
        let french = frame(session, "the French bundle")
        #expect(french.textLines.contains { $0.contains("Autoriser les notifications") })
    }

    @Test func theSearchIndexFollowsAReplacedBundle() throws {
        var session = try showcase()
        session.send(.character("/"))
        session.type("autoriser")
        #expect(session.state.search.results.isEmpty)
        session.state[app: .showcase]?.bundle = try Fixtures.showcase(languages: ["fr"])
        session.type("s")
        session.send(.backspace)
        #expect(session.state.search.results.map(\.field).contains("title"))
        #expect(frame(session, "a search in the French bundle").textLines.contains { $0.contains("Autoriser") })
    }

    @Test func unchangedValuesLeaveTheStateEqualAndChangedOnesDoNot() throws {
        var session = try showcase()
        let before = session.state
        session.loop.refresh(external: true)
        #expect(session.state == before)
        session.stores.domains[domain] = ["notifications_enabled": false]
        session.loop.refresh(external: true)
        #expect(session.state != before)
        #expect(
            session.state[app: .showcase]?.values[StoreKey(domain: domain, key: "notifications_enabled")]?.value
                == false)
    }
}
