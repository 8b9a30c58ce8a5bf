import Defaults
import Foundation
import PropertyList
import SettingsBundle
import SettingsLint
import TerminalFrame
import Testing

@testable import SettingsEditor

/// `?` details ("why this value") and the `F1` help page.
@Suite struct DetailsTests: ShowcaseScripts {
    @Test func detailsShowEveryDomainOfTheSearchListAndWhichOneWins() throws {
        var stores = MemoryStore()
        stores.arguments = ["notifications_enabled": "NO"]
        stores.domains[domain] = ["notifications_enabled": true]
        var session = try showcase(stores: stores, size: ScreenSize(width: 80, height: 40))
        session.select("Allow Notifications")
        #expect(session.send(.character("d")) == [])
        guard case .details(let row) = session.state.screen.kind, row.app == .showcase, row.page == .root else {
            Issue.record("not on a details screen: \(session.state.screen.kind)")
            return
        }
        #expect(
            session.state.specifier(app: .showcase, page: .root, index: row.specifier)?.key == "notifications_enabled")
        let text = session.screenText
        #expect(session.line(containing: "Path")?.contains("Showcase › Allow Notifications") == true)
        #expect(session.line(containing: "Key")?.contains("notifications_enabled") == true)
        #expect(session.line(containing: "Type")?.contains("PSToggleSwitchSpecifier") == true)
        #expect(session.line(containing: "Allowed")?.contains("ON = 1 (boolean), OFF = 0 (boolean)") == true)
        #expect(session.line(containing: "From")?.contains("arg (NSArgumentDomain)") == true)
        #expect(session.line(containing: "Default")?.contains("ON = 1 (boolean)") == true)
        #expect(text.contains("A launch argument masks the value stored in \(domain)"))
        // Every layer, in search-list order, the first holding the key marked as shown.
        let arg = try #require(
            session.frame.textLines.firstIndex { $0.contains("NSArgumentDomain: OFF = NO (string)") })
        let app = try #require(session.frame.textLines.firstIndex { $0.contains("\(domain): ON = 1") })
        let global = try #require(session.frame.textLines.firstIndex { $0.contains(".GlobalPreferences: -") })
        #expect(arg < app && app < global)
        #expect(session.frame.textLines[arg].contains("◀ shown"))
        #expect(!session.frame.textLines[app].contains("shown"))
        // Back returns to the row.
        session.send(.escape)
        #expect(session.selectedTitle == "Allow Notifications")
    }

    @Test func secureValuesStayMaskedAndFootersAndFilesShow() throws {
        var stores = MemoryStore()
        stores.domains[domain] = ["profile_password": "hunter2"]
        var session = try showcase(stores: stores, size: ScreenSize(width: 80, height: 40))
        session.select("Password")
        session.send(.character("d"))
        let text = session.screenText
        #expect(!text.contains("hunter2"))
        #expect(text.contains("•••••••"))
        #expect(session.line(containing: "Allowed")?.contains("secure") == true)
        let specifier = try #require(session.state.specifier(app: .showcase, page: .root, index: detailsIndex(session)))
        let app = try #require(session.state[app: .showcase])
        let footer = try #require(DetailsText.footer(of: specifier, in: app.bundle.rootPage))
        #expect(text.contains("FOOTER"))
        #expect(text.contains(String(footer.prefix(20))))
    }

    func detailsIndex(_ session: Session) -> Int {
        if case .details(let row) = session.state.screen.kind { return row.specifier }
        return -1
    }

    @Test func aRadioChoiceAndAMultiValueListTheirChoicesAndTheDefault() throws {
        var session = try showcase(size: ScreenSize(width: 80, height: 40))
        session.select("Check for New Data Every")
        session.send(.character("d"))
        let allowed = try #require(session.line(containing: "Allowed"))
        #expect(allowed.contains("="))
        #expect(session.line(containing: "From")?.contains("default (NSRegistrationDomain)") == true)
        #expect(session.line(containing: "Default")?.contains("= 15 (integer)") == true)
    }

    @Test func helpListsKeysAndTagsAndScrolls() throws {
        var session = try showcase(size: ScreenSize(width: 80, height: 12))
        session.send(.function(1))
        #expect(session.state.screen.kind == .help)
        #expect(session.screenText.contains("KEYS"))
        session.send(.end)
        #expect(session.state.screen.scroll > 0)
        #expect(session.screenText.contains("unset"))
        session.send(.home)
        #expect(session.state.screen.scroll == 0)
        session.send(.character("j"))
        #expect(session.state.screen.scroll == 1)
        session.send(.character("h"))
        #expect(session.state.screen.kind == .page(app: .showcase, page: .root))
        // ? on the app list opens the help too.
        var two = Session(
            [(try Fixtures.showcase(), Fixtures.showcaseDomain), (try Fixtures.deep(), "com.example.deep")])
        two.send(.character("?"))
        #expect(two.state.screen.kind == .help)
        #expect(two.state.backLabel == "Settings")
    }

    /// `?` opens help on every screen, F1 too (even while typing, and the edit resumes after);
    /// Enter in help details the row selected below it, `d` details it directly from a page.
    @Test func questionMarkOpensHelpEverywhereWithRowDetailsOneKeyAway() throws {
        var session = try showcase()
        session.select("Theme")
        session.send(.character("?"))
        #expect(session.state.screen.kind == .help)
        session.send(.enter)
        guard case .details(let row) = session.state.screen.kind, row.app == .showcase, row.page == .root else {
            Issue.record("Enter in help did not open the row's details: \(session.state.screen.kind)")
            return
        }
        #expect(session.state.specifier(app: .showcase, page: .root, index: row.specifier)?.key == "appearance_theme")
        session.send(.character("?"))
        #expect(session.state.screen.kind == .help)
        session.send(.escape, .escape, .escape)
        #expect(session.state.screen.kind == .page(app: .showcase, page: .root))
        session.send(.character("d"))
        #expect(session.line(containing: "Key")?.contains("appearance_theme") == true)
        session.send(.escape)
        // Every other screen: the modified list, search (browsing and typing), choices, changes.
        for keys: [Event] in [
            [.character("m")], [.character("/")], [.character("/"), .tab], [.character("c")], [.enter],
        ] {
            session.send(.home)
            session.select("Theme")
            session.send(keys)
            session.send(.character("?"))
            #expect(session.state.screen.kind == .help, "after \(keys)")
            #expect(session.line(containing: "? help") == nil)  // help's own hint line
            while session.state.stack.count > 1 { session.send(.escape) }
            if session.state.mode != .browsing { session.send(.escape) }
        }
        // F1 while editing a text field: help, then the edit resumes with what was typed.
        session.select("Name")
        session.send(.enter)
        session.type("X")
        session.send(.function(1))
        #expect(session.state.screen.kind == .help)
        session.send(.escape)
        guard case .editingText(let edit) = session.state.mode else {
            Issue.record("the edit did not resume: \(session.state.mode)")
            return
        }
        #expect(edit.editor.text == "Ada LovelaceX")
    }

    /// The hint line always offers help, and keeps help, search and back before the others as the
    /// terminal narrows.
    @Test(arguments: [40, 80, 100, 180]) func theHintLineAlwaysShowsHelpSearchAndBack(width: Int) throws {
        var session = try showcase(size: ScreenSize(width: width, height: 24))
        session.select("Advanced")
        session.send(.enter)
        for row in ["Debug Mode", "Log Level", "Server"] {
            session.select(row)
            let hints = try #require(session.frame.textLines.last)
            #expect(hints.contains("? help"), "\(width) columns on \(row): \(hints)")
            #expect(hints.contains("/ search"), "\(width) columns on \(row): \(hints)")
            #expect(hints.contains("h back"), "\(width) columns on \(row): \(hints)")
        }
        session.send(.character("m"))
        #expect(session.frame.textLines.last?.contains("? help") == true)
        session.send(.character("/"))
        #expect(session.frame.textLines.last?.contains("? help") == true)
    }

    /// Details flag a stored value that is not among a multi-value's Values and a child pane
    /// whose file is missing, in lint's words and with lint's rule.
    @Test func detailsFlagBrokenValuesInTheWordsLintUses() throws {
        var stores = MemoryStore()
        stores.domains[domain] = ["appearance_theme": "sepia"]
        var session = try showcase(stores: stores, size: ScreenSize(width: 300, height: 40))
        session.select("Theme")
        session.send(.character("d"))
        let problem = try #require(session.line(containing: "Problem"))
        #expect(
            problem.contains("The value in \(domain) is the string \"sepia\", which is not one of Values (system, "))
        #expect(problem.contains("(lint: default-not-in-values)"))

        var deep = Session([(try Fixtures.deep(), "com.example.deep")], size: ScreenSize(width: 400, height: 40))
        deep.select("Missing Page")
        deep.send(.character("d"))
        let report = try #require(
            try Linter.lint(
                path: Fixtures.packageRoot.appendingPathComponent("Tests/SettingsEditorTests/Fixtures/Deep.app").path
            )
            .first)
        let lint = try #require(report.diagnostics.first { $0.rule == .childMissing })
        let line = try #require(deep.line(containing: "Problem"))
        // Lint prefixes the row ("Item 5: "); the rest is the same text.
        let words = try #require(lint.message.split(separator: ": ", maxSplits: 1).last)
        #expect(words.hasPrefix("child pane"))
        #expect(line.contains(words), "details: \(line)\nlint: \(lint.message)")
        #expect(line.contains("(lint: child-missing)"))
    }

    /// One notation everywhere: a slider's range as its row writes it (`0–1`, not `0...1` or
    /// "0 to 1"), its type as values are typed (`float`, not `real`), both switch positions the same
    /// width, and the slider named by its group as on its row.
    @Test func rangesTypesAndSwitchesAreWrittenOneWay() throws {
        var session = try showcase(size: ScreenSize(width: 80, height: 40))
        #expect(RowText.switchText(on: true).count == RowText.switchText(on: false).count)
        #expect(session.line(containing: "Sound ")?.contains("0–1") == true)
        session.select("sound_volume")
        session.send(.character("d"))
        #expect(session.line(containing: "Allowed")?.contains("0–1 (float)") == true)
        #expect(session.line(containing: "Value")?.contains("0.5 (float)") == true)
        #expect(session.frame.textLines.first?.contains("Sound") == true)
        #expect(!session.screenText.contains("real"))
        session.send(.escape, .character("="), .control("u"))
        session.type("2")
        session.send(.enter)
        #expect(session.state.message?.notice == .invalidInput(.outOfRange(input: "2", range: "0–1")))
    }

    @Test func detailsAreDrawnAt80x24() throws {
        var stores = MemoryStore()
        stores.arguments = ["notifications_enabled": "NO"]
        stores.domains[domain] = ["notifications_enabled": true]
        stores.global = ["notifications_enabled": false]
        var session = try showcase(stores: stores)
        session.select("Allow Notifications")
        session.send(.character("d"))
        assertSnapshot(session.frame, named: "details-80x24")
        session.send(.escape, .function(1))
        assertSnapshot(session.frame, named: "help-80x24")
    }
}

/// Several app targets copy one bundle (wheelmap's real project, abridged): the details page
/// names the target used and the others, each with the `--target` option that picks it.
@Suite struct OtherTargetsDetailsTests {
    @Test func detailsNameTheOtherTargetsAndTheOptionThatPicksEach() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("Wheelmap")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.packageRoot.appendingPathComponent("Tests/SettingsBundleTests/Fixtures/Projects/Wheelmap"),
            to: tree)
        // A row with a key, whose details show the domain.
        let page: PlistValue = [
            "PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Key": "sound", "Title": "Sound"]]
        ]
        try PropertyListCoder.encodeXML(page).write(
            to: tree.appendingPathComponent("Resources/Settings.bundle/Root.plist"))
        let bundles = try BundleLoader.load(
            path: tree.path, target: "Wheelmap-Live", options: LoadOptions(languages: ["en"]))
        let bundle = try #require(bundles.first)
        var session = Session(
            [(bundle, "de.sozialhelden.wheelmap.iphone")], size: ScreenSize(width: 240, height: 40))
        session.select("Sound")
        session.send(.character("d"))
        #expect(
            session.line(containing: "Domain")?.contains(
                "de.sozialhelden.wheelmap.iphone from project (target Wheelmap-Live") == true)
        // The sentence may wrap: compare with the lines joined.
        let text = session.screenText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            text.contains(
                "also copied by targets Wheelmap-Alpha (--target Wheelmap-Alpha), Wheelmap-Beta (--target Wheelmap-Beta)"
            ),
            "\(session.screenText)")
    }
}
