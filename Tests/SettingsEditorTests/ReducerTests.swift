import Defaults
import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame
import Testing

@testable import SettingsEditor

/// Tier 1 reducer scripts: events in, state and effects out, for every row kind and edit.
@Suite struct ReducerTests: ShowcaseScripts {
    @Test func opensTheOnlyAppsRootPageWithEveryValueFromTheRegistrationDomain() throws {
        let session = try showcase()
        #expect(session.state.stack == [Screen(kind: .page(app: .showcase, page: .root))])
        #expect(session.state.backLabel == nil)
        #expect(session.state.editedDomain == domain)
        #expect(session.selectedTitle == "Name")
        let resolved = session.state[app: .showcase]?.values[StoreKey(domain: domain, key: "notifications_enabled")]
        #expect(resolved?.tag == .default)
        #expect(resolved?.value == .bool(true))
        #expect(session.line(containing: "Allow Notifications")?.hasSuffix("[ ON ]  default") == true)
    }

    @Test func togglesWriteTrueValueAndFalseValueWithTheirExactTypes() throws {
        var session = try showcase()
        session.select("Allow Notifications")
        #expect(session.send(.character(" ")) == [write("notifications_enabled", .bool(false))])
        #expect(session.state.message?.notice == .saved(domain: domain))
        #expect(session.line(containing: "Allow Notifications")?.hasSuffix("[OFF ] *app") == true)
        session.select("Sounds")
        #expect(session.send(.enter) == [write("notifications_sound", .string("yes"))])
        session.select("Badges")
        #expect(session.send(.character(" ")) == [write("notifications_badge", .integer(0))])
        #expect(session.send(.character(" ")) == [write("notifications_badge", .integer(1))])
        // Back on its default value: stored in app, but no longer marked as modified.
        #expect(session.line(containing: "Badges")?.hasSuffix("[ ON ]  app") == true)
        // Right and l do not flip a switch.
        #expect(session.send(.right, .character("l")) == [])
    }

    @Test func multiValueOpensItsChoicesAndWritesTheExactValue() throws {
        var session = try showcase()
        session.select("Check for New Data Every")
        #expect(session.line(containing: "Check for New Data Every")?.contains("15 min ›") == true)
        let index = try #require(session.state.selectedSpecifier?.index)
        #expect(session.send(.enter) == [])
        #expect(session.state.screen.kind == .choices(RowReference(app: .showcase, page: .root, specifier: index)))
        #expect(session.state.screen.selection == 1)  // 15 minutes is checked
        #expect(session.state.backLabel == "Showcase")
        #expect(session.line(containing: "15 minutes")?.hasSuffix("✓") == true)
        #expect(session.send(.down, .enter) == [write("refresh_minutes", .integer(30))])
        #expect(session.state.stack.count == 1)
        #expect(session.line(containing: "Check for New Data Every")?.contains("30 min ›") == true)
        // Back without picking writes nothing.
        session.send(.character("l"))
        #expect(session.send(.escape) == [])
        #expect(session.state.stack.count == 1)
    }

    @Test func sortedMultiValueAndStringValues() throws {
        var session = try showcase()
        session.select("Theme")
        session.send(.enter)
        // DisplaySortedByTitle: Automatic, Dark, High Contrast, Light, Solarized.
        #expect(session.selectedTitle == "Automatic")
        #expect(session.send(.end, .enter) == [write("appearance_theme", .string("solarized"))])
    }

    @Test func radioGroupChoicesAreRowsThatPickTheirValue() throws {
        var session = try showcase()
        session.select("Large")
        #expect(session.send(.character(" ")) == [write("appearance_text_size", .integer(3))])
        #expect(session.line(containing: "Large")?.contains("✓ *app") == true)
        #expect(session.line(containing: "Medium")?.contains("✓") == false)
    }

    /// Navigation keys never write: on every row of every page (switches, sliders, choices,
    /// fields, panes) Right, `l`, PgUp, PgDn, Home, End and Shift-arrows change nothing, and
    /// Left/`h` go back from a slider row as from any other.
    @Test func navigationKeysNeverWriteOnAnyRow() throws {
        var session = try showcase()
        var visited = 0
        func walk(_ session: inout Session) {
            let depth = session.state.stack.count
            var index = 0
            while index < session.state.itemCount(of: session.state.screen) {
                for key: Event in [.right, .character("l"), .pageUp, .pageDown, .home, .end, .shiftLeft, .shiftRight] {
                    session.state.screen.selection = index
                    #expect(session.send(key) == [], "\(key) on \(session.selectedTitle ?? "?")")
                    if session.state.mode != .browsing { session.send(.escape) }
                    while session.state.stack.count > depth { session.send(.escape) }
                }
                visited += 1
                index += 1
            }
        }
        walk(&session)
        session.select("Advanced")
        session.send(.enter)
        walk(&session)
        session.select("Diagnostics")
        session.send(.enter)
        walk(&session)
        #expect(visited > 30)
        // Left and h on a slider row go back.
        session.select("diagnostics_sample_rate")
        #expect(session.send(.left) == [])
        #expect(session.state.stack.count == 2)
        session.send(.enter)
        session.select("diagnostics_sample_rate")
        #expect(session.send(.character("h")) == [])
        #expect(session.state.stack.count == 2)
        #expect(session.effects.isEmpty)
    }

    @Test func childPanesOpenWithTheParentAsBackLabelTwoLevelsDeep() throws {
        var session = try showcase()
        session.select("Advanced")
        session.send(.enter)
        #expect(session.state.title(of: session.state.screen) == "Advanced")
        #expect(session.state.backLabel == "Showcase")
        session.select("Diagnostics")
        session.send(.character("l"))
        #expect(session.state.stack.count == 3)
        #expect(session.state.backLabel == "Advanced")
        #expect(session.frame.textLines[0].hasPrefix("‹ Advanced"))
        session.select("Share Analytics")
        #expect(session.send(.character(" ")) == [write("diagnostics_share", .bool(true))])
        session.send(.backspace)
        #expect(session.state.stack.count == 2)
        #expect(session.selectedTitle == "Diagnostics")  // each screen keeps its selection
        session.send(.left, .escape, .character("h"))
        #expect(session.state.stack.count == 1)
        #expect(session.selectedTitle == "Advanced")
    }

    @Test func appGroupPagesWriteTheirSuiteAndSayWhichDomainTheyEdit() throws {
        var session = try showcase()
        session.select("Shared with Widgets")
        session.send(.enter)
        #expect(session.state.editedDomain == Fixtures.showcaseSuite)
        #expect(session.frame.textLines[1].contains("\(Fixtures.showcaseSuite) (app group)"))
        session.select("Show in Widgets")
        #expect(session.send(.enter) == [write("widgets_enabled", .bool(false), domain: Fixtures.showcaseSuite)])
        #expect(session.state.message?.notice == .saved(domain: Fixtures.showcaseSuite))
        #expect(session.line(containing: "Show in Widgets")?.hasSuffix("*suite") == true)
    }

    @Test func resetRemovesTheKeySoTheRegisteredDefaultShowsThrough() throws {
        var session = try showcase()
        session.select("Bold Text")
        #expect(session.send(.character("r")) == [])  // nothing stored yet
        #expect(
            session.state.message?.notice == .notStored(StoreKey(domain: domain, key: "appearance_bold"), from: nil))
        session.send(.character(" "))
        #expect(session.line(containing: "Bold Text")?.hasSuffix("[ ON ] *app") == true, "\(session.screenText)")
        #expect(session.send(.character("r")) == [write("appearance_bold", nil)])
        #expect(session.line(containing: "Bold Text")?.hasSuffix("[OFF ]  default") == true)
        #expect(
            session.state.message?.notice
                == .removed(StoreKey(domain: domain, key: "appearance_bold"), registeredShowsThrough: true))
        // Rows that hold no value have nothing to reset.
        session.select("Version")
        #expect(session.send(.character("r")) == [])
    }

    @Test func readOnlyAndInertRowsSayWhyAndWriteNothing() throws {
        var session = Session([(try Fixtures.deep(), "com.example.deep")])
        session.select("Contact Us")
        #expect(session.send(.enter) == [])
        #expect(session.state.message?.kind == .warning)
        #expect(session.line(containing: "Contact Us")?.contains("IASKButtonSpecifier") == true)
        session.select("Missing Page")
        #expect(session.send(.enter) == [])
        #expect(session.state.stack.count == 1)
        #expect(session.state.message?.kind == .error)
        // The problem is in the value column and "broken" in the tag column, as other rows' values.
        let broken = try #require(session.line(containing: "Missing Page"))
        let port = try #require(session.line(containing: "Port"))
        #expect(broken.hasSuffix("page file missing  broken"))
        #expect(
            broken.firstRange(of: "missing")?.upperBound.utf16Offset(in: broken)
                == port.firstRange(of: "8080")?.upperBound.utf16Offset(in: port))
        session.select("Build")
        #expect(session.send(.enter, .character("r")) == [])
    }

    @Test func aLaunchArgumentMasksTheStoredValueAndEditsWarn() throws {
        var stores = MemoryStore()
        stores.arguments = ["notifications_enabled": .string("NO")]
        stores.domains[domain] = ["notifications_enabled": .bool(true)]
        var session = try showcase(stores: stores)
        let row = try #require(session.line(containing: "Allow Notifications"))
        #expect(row.hasSuffix("[OFF ] *arg"))
        #expect(session.screenText.contains("overridden by arg; app holds ON"))
        session.select("Allow Notifications")
        // The switch flips what the app domain stores (ON), not the argument's value it shows.
        #expect(session.send(.character(" ")) == [write("notifications_enabled", .bool(false))])
        #expect(
            session.state.message?.notice == .savedButMasked(StoreKey(domain: domain, key: "notifications_enabled")))
        // The screen shows what the app sees: still the argument's value.
        #expect(session.line(containing: "Allow Notifications")?.hasSuffix("[OFF ] *arg") == true)
    }

    /// Editing a row a launch argument masks starts from the value the edit replaces (the app
    /// domain's, else the registered default), not from the argument's, and says the argument
    /// still masks it.
    @Test func editingAMaskedRowStartsFromTheValueItReplaces() throws {
        var stores = MemoryStore()
        stores.arguments = ["profile_name": "Ada2", "sound_volume": .real(0.9)]
        stores.domains[domain] = ["profile_name": "Grace Hopper"]
        var session = try showcase(stores: stores)
        session.select("Name")
        session.send(.enter)
        let masked = EditorNotice.editingUnderArgument(
            key: "profile_name", domain: domain, startsFrom: "Grace Hopper", storedHere: true, argument: "Ada2")
        #expect(session.state.message?.notice == masked)
        session.type("X")
        // The warning stays while typing.
        #expect(session.state.message?.notice == masked)
        #expect(session.send(.enter) == [write("profile_name", "Grace HopperX")])
        // Nothing stored: the registered default (0.5) is where a slider step starts.
        session.select("sound_volume")
        #expect(session.send(.character("+")) == [write("sound_volume", .real(0.55))])
        session.send(.character("="))
        guard case .enteringSliderValue(let edit) = session.state.mode else {
            Issue.record("= did not start an entry")
            return
        }
        #expect(edit.editor.text == "0.55")
    }

    /// A store corrupted by another program: the message names the file and the kept copy
    /// (not "values updated"), the rows that write there are marked `!`, and details say why.
    @Test func anUnreadableStoreIsReportedAndItsRowsMarked() throws {
        var session = try showcase()
        let file = "/home/u/.config/\(domain).plist"
        let store = UnreadableStore(
            file: file, keptCopy: file + ".corrupt-20261124T010000Z",
            description:
                "\(file) cannot be read as a property list: garbage; a copy was kept at \(file).corrupt-20261124T010000Z"
        )
        session.loop.refresh(external: true)
        reduce(&session.state, .storesUnreadable([domain: store]))
        #expect(session.state.message?.notice == .unreadable([store]))
        #expect(session.line(containing: "Allow Notifications")?.hasSuffix("[ ON ] !default") == true)
        session.select("Allow Notifications")
        session.send(.character("d"))
        #expect(session.screenText.contains("The store file cannot be read"))
        session.send(.escape)
        // The rows of the app-group suite, a readable store, are not marked.
        session.select("Shared with Widgets")
        session.send(.enter)
        #expect(session.line(containing: "Show in Widgets")?.hasSuffix("[ ON ]  default") == true)
        reduce(&session.state, .storesUnreadable([:]))
        #expect(session.state.message?.notice == .readableAgain(domains: [domain]))
    }

    @Test func resetSaysWhereAValueComesFromWhenTheAppDomainDoesNotHoldIt() throws {
        var stores = MemoryStore()
        stores.global = ["appearance_bold": true]
        var session = try showcase(stores: stores)
        session.select("Bold Text")
        #expect(session.line(containing: "Bold Text")?.hasSuffix("[ ON ] *global") == true)
        #expect(session.send(.character("r")) == [])
        let notice = session.state.message?.notice
        guard case .notStored(let key, let source?) = notice else {
            Issue.record("not a notice that the key comes from elsewhere: \(String(describing: notice))")
            return
        }
        #expect(key == StoreKey(domain: domain, key: "appearance_bold"))
        #expect(source.tag == .global && source.domain == ".GlobalPreferences")
    }

    @Test func aFailedWriteShowsTheErrorAndWhatIsReallyStored() throws {
        var stores = MemoryStore()
        stores.failingDomains = [domain]
        var session = try showcase(stores: stores)
        session.select("Allow Notifications")
        session.send(.character(" "))
        #expect(session.state.message?.notice?.notSavedKey == "notifications_enabled")
        #expect(session.line(containing: "Allow Notifications")?.hasSuffix("[ ON ]  default") == true)
    }

    @Test func externalChangesUpdateTheScreenWithANotice() throws {
        var session = try showcase()
        session.select("Name")
        session.send(.enter)
        session.type("!")
        session.stores.domains[domain] = ["notifications_enabled": .bool(false)]
        session.loop.refresh(external: true)
        #expect(session.state.message?.notice == .changedOnDisk(domains: [domain]))
        #expect(session.line(containing: "Allow Notifications")?.hasSuffix("[OFF ] *app") == true)
        // The edit in progress is kept.
        guard case .editingText(let edit) = session.state.mode else {
            Issue.record("the edit was lost")
            return
        }
        #expect(edit.editor.text == "Ada Lovelace!")
        // A refresh that changes nothing says nothing.
        session.send(.escape)
        session.loop.refresh(external: true)
        #expect(session.state.message?.notice != .changedOnDisk(domains: [domain]))
    }
}
