import Foundation
import PropertyList
import SettingsBundle
import TerminalFrame
import Testing

@testable import SettingsEditor

/// The in-app view in the editor: switching views, the header and status line, rows of every
/// InAppSettingsKit type, list items, and hidden rows.
@Suite struct InAppEditorTests {
    static let everything = "Tests/SettingsBundleTests/Fixtures/InApp/Everything.app"
    static let domain = "com.example.everything"

    static func load(_ path: String, view: BundleView, hidden: Set<String> = []) throws -> LoadedBundle {
        let url = Fixtures.packageRoot.appendingPathComponent(path)
        let bundles = try BundleLoader.load(
            path: url.path, options: LoadOptions(languages: ["en"], view: view, hiddenKeys: hidden))
        return try #require(bundles.first)
    }

    /// A session on the fixture, whose loop answers ``Effect/loadOtherView(app:)`` as the runner's does.
    struct InAppSession {
        var session: Session
        let path: String

        init(
            _ path: String = InAppEditorTests.everything, view: BundleView = .settingsApp,
            stores: MemoryStore = MemoryStore(), size: ScreenSize = ScreenSize(width: 80, height: 24)
        ) throws {
            self.path = path
            session = Session(
                [(try InAppEditorTests.load(path, view: view), InAppEditorTests.domain)], stores: stores, size: size)
        }

        /// Sends events; an `i` that loads the other view shows it and resolves every key again.
        mutating func send(_ events: Event...) {
            for event in events {
                let effects = session.send(event)
                for case .loadOtherView(let app) in effects {
                    #expect(effects.contains(.viewSwitched(app: app)))
                }
            }
        }
    }

    let tall = ScreenSize(width: 80, height: 70)

    @Test func iSwitchesBetweenTheTwoViewsAndTheHeaderSaysWhichIsShown() throws {
        var app = try InAppSession()
        #expect(app.session.state.viewLabel == "Settings")
        #expect(app.session.line(containing: "Settings ─")?.hasSuffix("Settings ─") == true)
        #expect(app.session.line(containing: "Plain") != nil)
        // The Settings view says once that the app has in-app settings.
        let available = EditorNotice.inAppViewAvailable(
            appName: try #require(app.session.state[app: AppID(Self.domain)]).name)
        #expect(app.session.state.message?.notice == available)

        app.send(.character("i"))
        #expect(app.session.state[app: AppID(Self.domain)]?.bundle.options.view == .inApp)
        #expect(app.session.state.viewLabel == "In-app")
        #expect(app.session.line(containing: "In-app") != nil)
        #expect(app.session.line(containing: "Plain") == nil)
        #expect(app.session.line(containing: "Log in") != nil)
        #expect(app.session.state[app: AppID(Self.domain)]?.otherView?.options.view == .settingsApp)

        app.send(.character("i"))
        #expect(app.session.state.viewLabel == "Settings")
        #expect(app.session.line(containing: "Plain") != nil)
        #expect(app.session.state.message?.notice != available)
    }

    @Test func switchingFromAChildPageReturnsToTheRoot() throws {
        var app = try InAppSession(view: .inApp)
        app.session.select("More")
        app.send(.enter)
        #expect(app.session.state.stack.count == 2)
        app.send(.character("i"))
        #expect(app.session.state.stack.count == 1)
        #expect(app.session.state.screen.kind == .page(app: AppID(Self.domain), page: .root))
    }

    @Test func anInAppSettingsKitOnlyAppHasNoSettingsViewToSwitchTo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iask-only-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Only.app/InAppSettings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let page: PlistValue = [
            "PreferenceSpecifiers": [["Type": "IASKButtonSpecifier", "Key": "logout", "Title": "Log out"]]
        ]
        try PropertyListCoder.encodeXML(page).write(to: bundle.appendingPathComponent("Root.plist"))
        let loaded = try #require(
            try BundleLoader.load(path: folder.appendingPathComponent("Only.app").path, options: LoadOptions()).first)
        var session = Session([(loaded, Self.domain)])
        #expect(session.state.viewLabel == "In-app")
        #expect(session.line(containing: "Log out")?.contains("button") == true)
        let effects = session.send(.character("i"))
        #expect(effects.isEmpty)
        #expect(session.state[app: AppID(Self.domain)]?.bundle.options.view == .inApp)
        #expect(
            session.state.message?.notice
                == .onlyInAppView(appName: try #require(session.state[app: AppID(Self.domain)]).name))
    }

    /// An IASKOpenURLSpecifier row shows what InAppSettingsKit shows under its title: the subtitle,
    /// else DefaultValue when IASKTextAlignment is left, else nothing; never the URL. `settings
    /// render` draws the same text (SettingsRenderTests.InAppRowTests.openURLRowsShowTheSubtitleOrDefaultValue).
    @Test func openURLRowsShowTheSubtitleOrDefaultValueNotTheURL() throws {
        let app = try InAppSession("Tests/SettingsBundleTests/Fixtures/InApp/Links.app", view: .inApp)
        let text = app.session.screenText
        #expect(!text.contains("https://"))
        #expect(app.session.line(containing: "Manual")?.contains("Read the manual") == true)
        #expect(app.session.line(containing: "Status")?.contains("status.example.com") == true)
        #expect(app.session.line(containing: "Changes")?.contains("v2") == false)
        #expect(app.session.line(containing: "Website")?.trimmingCharacters(in: .whitespaces) == "Website")
        // A custom view with an empty value: no stray ", drawn by the app".
        let custom = try #require(app.session.line(containing: "drawn by the app"))
        #expect(!custom.contains(", drawn"))
    }

    @Test func aPlainBundleShowsNoViewLabel() throws {
        let session = Session([(try Fixtures.showcase(), Fixtures.showcaseDomain)])
        #expect(session.state.viewLabel == nil)
        #expect(session.line(containing: "Settings ─") == nil)
    }

    @Test func actionRowsShowWhatATapDoesAndChangeNothing() throws {
        var app = try InAppSession(view: .inApp, size: tall)
        // As InAppSettingsKit: no subtitle, no left alignment, so nothing beside the title (not the URL).
        #expect(app.session.line(containing: "Website")?.contains("https://") == false)
        #expect(app.session.line(containing: "Support")?.contains("mail to help@example.com") == true)
        #expect(app.session.line(containing: "Log in")?.contains("button") == true)
        #expect(app.session.line(containing: "banner")?.contains("sunny, drawn by the app") == true)
        #expect(app.session.line(containing: "About")?.contains("AboutViewController") == true)
        for title in ["Website", "Support", "Log in", "About"] {
            app.session.select(title)
            let effects = app.session.send(.enter)
            #expect(!effects.contains { if case .write = $0 { true } else { false } })
        }
    }

    @Test func aButtonShowsTheTitleStoredAtItsKey() throws {
        var stores = MemoryStore()
        stores.domains[Self.domain] = ["loginTitle": "Log out"]
        let app = try InAppSession(view: .inApp, stores: stores)
        #expect(app.session.line(containing: "Log out")?.contains("app") == true)
        #expect(app.session.line(containing: "Log in") == nil)
    }

    @Test func textViewDateAndListRowsShowTheirValues() throws {
        var stores = MemoryStore()
        stores.domains[Self.domain] = ["tags": ["red", "green", "blue"], "notes": "one\ntwo"]
        let app = try InAppSession(view: .inApp, stores: stores, size: tall)
        #expect(app.session.line(containing: "notes")?.contains("one …") == true)
        #expect(app.session.line(containing: "Reminder")?.contains("2026-11-2") == true)
        #expect(app.session.line(containing: "Amount")?.contains("0.00") == true)  // IASKPlaceholder
        for item in ["red", "green", "blue"] { #expect(app.session.line(containing: item) != nil) }
        #expect(app.session.line(containing: "+ Add tag") != nil)
        #expect(app.session.line(containing: "alpha") == nil)  // the default is not shown once stored
        let items = app.session.state.items(app: AppID(Self.domain), page: .root)
        #expect(items.filter { if case .listItem = $0 { true } else { false } }.count == 3)
        #expect(items.contains(.listAdd(group: 25)))
    }

    @Test func hiddenKeysHideRowsAndHShowsThemForQA() throws {
        var session = Session([(try Self.load(Self.everything, view: .inApp, hidden: ["accountGroup"]), Self.domain)])
        #expect(session.line(containing: "Log in") == nil)
        #expect(session.line(containing: "ACCOUNT") == nil)
        session.send(.character("H"))
        #expect(session.state.showsHiddenRows)
        #expect(session.line(containing: "Log in") != nil)
        session.send(.character("H"))
        #expect(session.line(containing: "Log in") == nil)
    }

    @Test func checkmarkTogglesAndChoicesFooters() throws {
        var app = try InAppSession(view: .inApp)
        #expect(app.session.line(containing: "Sync")?.contains("✓") == true)
        app.session.select("Colour")
        app.send(.enter)
        #expect(app.session.screenText.contains("Pick one colour."))
    }

    // MARK: Snapshots

    static var sample: String? {
        let path = "../shared/corpus/futuretap__InAppSettingsKit/sample"
        return FileManager.default.fileExists(atPath: Fixtures.packageRoot.appendingPathComponent(path).path)
            ? path : nil
    }

    @Test(.enabled(if: sample != nil, "the shared corpus is not beside the package"))
    func inAppSettingsKitsSampleInTheInAppView() throws {
        let bundle = try Self.load(try #require(Self.sample), view: .inApp)
        var session = Session([(bundle, "com.futuretap.InAppSettingsKitSampleApp")])
        assertSnapshot(session.frame, named: "iask-sample-inapp-80x24")
        session.send(.end)
        assertSnapshot(session.frame, named: "iask-sample-inapp-end-80x24")
    }

    @Test func everythingInTheInAppView() throws {
        var stores = MemoryStore()
        stores.domains[Self.domain] = ["tags": ["red", "green"], "loginTitle": "Log out"]
        var app = try InAppSession(view: .inApp, stores: stores)
        assertSnapshot(app.session.frame, named: "iask-everything-root-80x24")
        app.session.select("Website")
        assertSnapshot(app.session.frame, named: "iask-everything-actions-80x24")
        app.session.select("Tags")
        #expect(app.session.state.selectedItem == .listItem(group: 25, position: 0))
        assertSnapshot(app.session.frame, named: "iask-everything-lists-80x24")
        app.send(.end)
        assertSnapshot(app.session.frame, named: "iask-everything-end-80x24")
    }

    @Test func detailsListInAppSettingsKitsKeys() throws {
        var app = try InAppSession(view: .inApp)
        app.session.select("Sync")
        app.send(.character("d"))
        let text = app.session.screenText
        #expect(text.contains("NO = Not syncing, YES = Syncing"))
        #expect(text.contains("IASKToggleStyle Checkmark"))
        app.send(.escape)
        app.session.select("Reminder")
        app.send(.character("d"))
        #expect(app.session.screenText.contains("a date (Date, style Compact, every 15 minutes)"))
    }
}
