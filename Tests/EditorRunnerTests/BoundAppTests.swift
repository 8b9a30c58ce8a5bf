import Defaults
import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import Testing

@testable import SettingsTool

/// `settings get`/`dump`/`diff` and the editor read a row through one binding (``BoundApp``) and
/// its one resolver (`resolve`), so each app shows its own registered default: nothing is
/// registered process-wide (the commands once registered every app's defaults in the one
/// registration domain and showed the last app's default for every app).
@Suite struct BoundAppTests {
    let folder: URL
    let environment: DefaultsEnvironment

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("binding-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        environment = DefaultsEnvironment(home: folder.appendingPathComponent("home").path)
    }

    static func textField(_ key: String, _ defaultValue: String) -> PlistValue {
        [
            "Type": "PSTextFieldSpecifier", "Title": .string(key), "Key": .string(key),
            "DefaultValue": .string(defaultValue),
        ]
    }

    static func childPane(_ file: String) -> PlistValue {
        ["Type": "PSChildPaneSpecifier", "Title": .string(file), "File": .string(file)]
    }

    func write(_ value: PlistValue, to relative: String, in app: URL) throws {
        let url = app.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(value).write(to: url)
    }

    /// An `.app` folder with `pages` (file name without `.plist` to its page dictionary).
    func makeApp(_ name: String, identifier: String, pages: [String: PlistValue]) throws -> LoadedBundle {
        let app = folder.appendingPathComponent("\(name).app")
        try write(["CFBundleIdentifier": .string(identifier)], to: "Info.plist", in: app)
        for (file, page) in pages { try write(page, to: "Settings.bundle/\(file).plist", in: app) }
        return try #require(try BundleLoader.load(path: app.path, options: LoadOptions(languages: ["en"])).first)
    }

    /// What `get`/`dump` report for every keyed row of every app.
    func shown(_ apps: [BoundApp]) -> [String] {
        var commands: [String] = []
        for app in apps {
            for page in app.bundle.orderedPages {
                for specifier in page.specifiers {
                    guard let key = specifier.key else { continue }
                    let report = RowReport(specifier, on: page, app: app)
                    commands.append("\(app.domain) \(page.id.rawValue) \(key)=\(report.display ?? "nil")")
                }
            }
        }
        return commands
    }

    /// The registration dictionary keeps a key's first `DefaultValue` (here an app-group page's),
    /// as an app registering its whole bundle does: every row of the key shows it, in both views.
    @Test func aKeyOnAnAppGroupPageAndAnAppPageShowsItsFirstDefaultInBothViews() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try makeApp(
            "Grouped", identifier: "com.example.grouped",
            pages: [
                "Root": ["PreferenceSpecifiers": [Self.childPane("Group"), Self.childPane("Plain")]],
                "Group": [
                    "ApplicationGroupContainerIdentifier": "group.com.example.grouped",
                    "PreferenceSpecifiers": [Self.textField("shared", "from the suite page")],
                ],
                "Plain": ["PreferenceSpecifiers": [Self.textField("shared", "from the app page")]],
            ])
        let app = try BoundApp(bundle: bundle, environment: environment)
        let commands = shown([app])
        #expect(
            commands == [
                "com.example.grouped Group shared=from the suite page",
                "com.example.grouped Plain shared=from the suite page",
            ])
        #expect(app.lookup("shared", inDomain: "com.example.grouped")?.source.tag == .default)
    }

    @Test func twoAppsWithOneKeyEachShowTheirOwnDefault() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try makeApp(
            "First", identifier: "com.example.first",
            pages: ["Root": ["PreferenceSpecifiers": [Self.textField("name", "first's default")]]])
        let second = try makeApp(
            "Second", identifier: "com.example.second",
            pages: ["Root": ["PreferenceSpecifiers": [Self.textField("name", "second's default")]]])
        let apps = [
            try BoundApp(bundle: first, environment: environment),
            try BoundApp(bundle: second, environment: environment),
        ]
        let commands = shown(apps)
        #expect(
            commands == [
                "com.example.first Root name=first's default", "com.example.second Root name=second's default",
            ])
        // Nothing is registered process-wide: another app's defaults never leak into a search list.
        #expect(apps[0].defaults.lookup("name") == nil)
    }

    @Test func writesGoOnlyToTheAppsOwnDomains() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try makeApp(
            "Writer", identifier: "com.example.writer",
            pages: ["Root": ["PreferenceSpecifiers": [Self.textField("name", "x")]]])
        let app = try BoundApp(bundle: bundle, environment: environment)
        #expect(throws: BoundAppError.self) { try app.write("y", forKey: "name", inDomain: "com.example.other") }
        try app.write("y", forKey: "name", inDomain: "com.example.writer")
        #expect(app.lookup("name", inDomain: "com.example.writer")?.source.tag == .app)
    }

    /// `settings diff` lists each stored value that differs from its registered default, through
    /// the resolver: a value equal to the default, a launch argument and a secret's text are not
    /// printed.
    @Test func changeCommandsListStoredValuesThatDifferFromTheDefaults() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(
            try BundleLoader.load(path: EditorRunnerDataTests.showcase.path, options: LoadOptions()).first)
        let domain = "com.example.diffagree"
        let writer = Defaults(applicationDomain: domain, environment: environment, arguments: [])
        try writer.write(.integer(60), forKey: "refresh_minutes", inDomain: domain)
        try writer.write(.bool(true), forKey: "notifications_enabled", inDomain: domain)  // its default: left out
        try writer.write("hunter2", forKey: "profile_password", inDomain: domain)
        try writer.write("dark", forKey: "appearance_theme", inDomain: domain)
        let app = try BoundApp(
            bundle: bundle, domain: domain, environment: environment, launchArguments: ["-profile_name", "Ann"])
        let diff = DiffCommand.changeCommands(of: app).map(\.description)
        #expect(diff.count == 3 && diff.contains("defaults write \(domain) refresh_minutes -int 60"))
        #expect(!diff.joined().contains("hunter2") && !diff.joined().contains("Ann"))
    }
}
