import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import SettingsEditor
import Testing

@_spi(Testing) @testable import Defaults
@testable import SettingsTool

/// The editor's program loop without a terminal: events through `reduce`, effects performed with
/// the real `Defaults` against store files in a temporary HOME.
@Suite(.serialized) struct EditorRunnerTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let domain = "com.terminalsettings.showcase"
    static let suite = "group.com.terminalsettings.showcase"

    let home: URL
    let environment: DefaultsEnvironment

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("editor-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = DefaultsEnvironment(home: home.path)
    }

    func runner(launchArguments: [String] = []) throws -> EditorRunner {
        let path = Self.packageRoot.appendingPathComponent("Examples/Showcase").path
        let bundle = try #require(try BundleLoader.load(path: path, options: LoadOptions(languages: ["en"])).first)
        return try EditorRunner(
            bundles: [(bundle, Self.domain)], launchArguments: launchArguments, environment: environment)
    }

    func stored(_ domain: String) -> [PlistKey: PlistValue]? {
        let url = home.appendingPathComponent(".config/\(domain).plist")
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? PropertyListCoder.decode(data))?.value.dictionaryValue
    }

    func select(_ title: String, in runner: EditorRunner) {
        runner.send(.home)
        for _ in 0..<60 {
            if runner.state.selectedSpecifier?.title?.text == title { return }
            runner.send(.down)
        }
        Issue.record("no row titled \(title)")
    }

    func tag(_ key: String, domain: String = Self.domain, in runner: EditorRunner) -> DomainTag? {
        runner.state[app: AppID(Self.domain)]?.values[StoreKey(domain: domain, key: key)]?.tag
    }

    @Test func editsAreDurableInTheAppDomainAndResetRemovesThem() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner()
        #expect(tag("notifications_enabled", in: runner) == .default)
        select("Allow Notifications", in: runner)
        runner.send(.character(" "))
        #expect(stored(Self.domain)?["notifications_enabled"] == .bool(false))
        #expect(tag("notifications_enabled", in: runner) == .app)
        #expect(runner.state.message?.notice == .saved(domain: Self.domain))
        runner.send(.character("r"))
        #expect(stored(Self.domain) == nil)  // the file goes away with its last key
        #expect(tag("notifications_enabled", in: runner) == .default)
        // Nothing else was written: no global domain, no suite.
        let files = try FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent(".config").path)
        #expect(files.allSatisfy { $0.hasPrefix(Self.domain) })
    }

    @Test func appGroupPagesWriteTheirSuite() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner()
        select("Shared with Widgets", in: runner)
        runner.send(.enter)
        select("Widget Style", in: runner)
        runner.send(.enter)
        runner.send(.down)
        runner.send(.enter)
        #expect(stored(Self.suite)?["widgets_style"] == .string("detailed"))
        #expect(stored(Self.domain) == nil)
        #expect(tag("widgets_style", domain: Self.suite, in: runner) == .suite)
    }

    @Test func launchArgumentsMaskTheStoredValue() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner(launchArguments: ["-appearance_theme", "dark"])
        let key = StoreKey(domain: Self.domain, key: "appearance_theme")
        #expect(runner.state[app: AppID(Self.domain)]?.values[key]?.tag == .arg)
        select("Theme", in: runner)
        runner.send(.enter)
        runner.send(.home)
        runner.send(.enter)  // Automatic: stored, but the argument still wins
        #expect(stored(Self.domain)?["appearance_theme"] == .string("system"))
        #expect(runner.state[app: AppID(Self.domain)]?.values[key]?.value == .string("dark"))
        #expect(runner.state[app: AppID(Self.domain)]?.values[key]?.isStoredValueMasked == true)
        #expect(runner.state.message?.kind == .warning)
    }

    @Test func aFailedWriteShowsTheErrorAndWhatIsStored() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner()
        // The process's one store for the domain's file (the one the editor writes through) fails
        // its next commits at the rename, as on a read-only file system. A fault rather than file
        // permissions, which root (as the tests often run) writes through.
        let location = Result { () throws(DefaultsError) in try environment.fileURL(forDomain: Self.domain) }
        let file = try #require(DomainStoreRegistry.store(for: location, domain: Self.domain).file)
        file.injectFault(StoreFault(step: .rename, code: EROFS))
        defer { file.injectFault(nil) }
        select("Bold Text", in: runner)
        runner.send(.character(" "))
        #expect(Self.failedKey(runner) == "appearance_bold")
        #expect(tag("appearance_bold", in: runner) == .default)
        #expect(stored(Self.domain)?["appearance_bold"] == nil)
    }

    @Test func aCorruptStoreIsReportedAndNeverOverwritten() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent(".config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let file = config.appendingPathComponent("\(Self.domain).plist")
        try Data("not a plist <<<".utf8).write(to: file)
        let runner = try runner()
        #expect(runner.state.message?.kind == .error)
        select("Bold Text", in: runner)
        runner.send(.character(" "))
        #expect(Self.failedKey(runner) == "appearance_bold")
        #expect(try Data(contentsOf: file) == Data("not a plist <<<".utf8))
        #expect(tag("appearance_bold", in: runner) == .default)
    }

    @Test func externalChangesAreResolvedAndAnnounced() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner()
        let other = Defaults(applicationDomain: Self.domain, environment: environment, arguments: [])
        try other.write(.integer(5), forKey: "refresh_minutes", inDomain: Self.domain)
        runner.refresh(external: true)
        #expect(
            runner.state[app: AppID(Self.domain)]?.values[StoreKey(domain: Self.domain, key: "refresh_minutes")]?.value
                == .integer(5))
        #expect(runner.state.message?.notice == .changedOnDisk(domains: [Self.domain]))
        // Our own write, seen again by the watcher, is not announced as an outside change.
        select("Bold Text", in: runner)
        runner.send(.character(" "))
        runner.refresh(external: true)
        #expect(runner.state.message?.notice == .saved(domain: Self.domain))
    }

    /// The key a failed write's message names (nil when the message is not a failed write).
    static func failedKey(_ runner: EditorRunner) -> String? {
        guard case .notSaved(let key, _)? = runner.state.message?.notice else { return nil }
        return key
    }
}

extension EditorRunnerTests {
    func store(_ values: [PlistKey: PlistValue], in domain: String = Self.domain) throws {
        let other = Defaults(applicationDomain: domain, environment: environment, arguments: [])
        for (key, value) in values { try other.write(value, forKey: key.string, inDomain: domain) }
    }

    /// Start-up resolves only the first screen's keys before the first frame: that frame shows
    /// what is stored, and every other page's key is resolved before anything else sees the state.
    @Test func theFirstFrameShowsStoredValuesAndTheOtherPagesAreResolvedBeforeAnyKey() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try store(["notifications_enabled": false, "advanced_debug": true])
        try store(["widgets_style": "detailed"], in: Self.suite)
        let runner = try runner()
        let frame = runner.firstFrame(width: 80, height: 24)
        let row = try #require(frame.textLines.first { $0.contains("Allow Notifications") })
        #expect(row.hasSuffix("[OFF ] *app"))
        // The child pages' keys, read through `state`, are resolved too.
        #expect(tag("advanced_debug", in: runner) == .app)
        #expect(tag("widgets_style", domain: Self.suite, in: runner) == .suite)
        #expect(runner.state.modifiedRows().count == 3)
        // The first screen's keys are resolved again with the registration domain filled: the
        // details page shows every layer.
        let first = try #require(
            runner.state[app: AppID(Self.domain)]?.values[StoreKey(domain: Self.domain, key: "notifications_enabled")])
        #expect(first.layers.first { $0.source.kind == .registration }?.value == .bool(true))
        #expect(first.value == .bool(false) && first.tag == .app)
        // And a key sent before `state` was read also sees them: the page opens with its value.
        let other = try self.runner()
        other.send(.character("m"))
        #expect(other.state.itemCount(of: other.state.screen) == 3)
    }

    /// After a write only the written keys are resolved again: each shows what is stored now,
    /// for the written row and every other row showing the same key.
    @Test func aWriteShowsTheStoredValueOfEveryRowOfTheKeyInTheNextFrame() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner()
        _ = runner.firstFrame(width: 80, height: 24)
        select("Allow Notifications", in: runner)
        runner.send(.character(" "))
        #expect(
            render(runner.state).textLines.contains {
                $0.contains("Allow Notifications") && $0.hasSuffix("[OFF ] *app")
            })
        runner.send(.character("u"))
        #expect(stored(Self.domain)?["notifications_enabled"] == nil)
        #expect(
            render(runner.state).textLines.contains {
                $0.contains("Allow Notifications") && $0.hasSuffix("[ ON ]  default")
            })
        // Reset all writes several keys at once: each is resolved again.
        try store(["appearance_bold": true, "advanced_debug": true])
        runner.refresh(external: true)
        runner.send(.character("R"))
        runner.send(.character("y"))
        #expect(tag("appearance_bold", in: runner) == .default)
        #expect(tag("advanced_debug", in: runner) == .default)
        #expect(runner.state.modifiedRows().isEmpty)
    }

    /// The details page needs every domain of the search list, with its file: the runner
    /// supplies them from `Defaults.lookupAll`.
    @Test func resolvedValuesCarryEveryDomainOfTheSearchListWithItsFile() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let runner = try runner(launchArguments: ["-appearance_theme", "dark"])
        select("Theme", in: runner)
        runner.send(.enter)
        runner.send(.home)
        runner.send(.enter)
        let value = try #require(
            runner.state[app: AppID(Self.domain)]?.values[StoreKey(domain: Self.domain, key: "appearance_theme")])
        let kinds = value.layers.map(\.source.kind)
        #expect(kinds.first == .argument)
        #expect(kinds.contains(.registration))
        let app = try #require(value.layers.first { $0.source.kind == .application && !$0.source.byHost })
        #expect(app.value == .string("system"))
        #expect(app.source.file?.path == home.appendingPathComponent(".config/\(Self.domain).plist").path)
        runner.send(.character("d"))
        guard case .details = runner.state.screen.kind else {
            Issue.record("d did not open the details")
            return
        }
    }

    /// The details page names the scheme entry that passed a launch argument, and the typed ones.
    @Test func detailsSayWhichArgumentSetTheValue() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let path = Self.packageRoot.appendingPathComponent("Examples/Showcase").path
        let bundle = try #require(try BundleLoader.load(path: path, options: LoadOptions(languages: ["en"])).first)
        let runner = try EditorRunner(
            bundles: [(bundle, Self.domain)], launchArguments: ["-appearance_theme", "dark", "-profile_name", "Typed"],
            argumentOrigins: [
                "scheme \"UI Tests\" argument 3 (-appearance_theme dark)",
                "scheme \"UI Tests\" argument 3 (-appearance_theme dark)",
            ],
            environment: environment)
        #expect(
            runner.state[app: AppID(Self.domain)]?.values[StoreKey(domain: Self.domain, key: "appearance_theme")]?
                .argumentOrigin
                == "scheme \"UI Tests\" argument 3 (-appearance_theme dark)")
        select("Theme", in: runner)
        runner.send(.character("d"))
        let lines = render(runner.state).textLines
        #expect(lines.contains { $0.contains("Passed by") && $0.contains("scheme \"UI Tests\" argument 3") })
        #expect(
            runner.state[app: AppID(Self.domain)]?.values[StoreKey(domain: Self.domain, key: "profile_name")]?
                .argumentOrigin
                == "-profile_name Typed after --")
    }
}
