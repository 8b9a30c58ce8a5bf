import Defaults
import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import SettingsEditor
import Testing

@testable import SettingsTool

/// `settings get`/`dump` and the editor read a row through one binding (``BoundApp``), so they
/// show the same registered default. They used to disagree when two apps opened together share a
/// key: the commands registered every app's defaults in the one process-wide registration domain
/// and showed the last app's default for every app, the editor each app's own.
@Suite struct BindingAgreementTests {
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

    /// What the editor shows for every keyed row of every app, and what `get`/`dump` report.
    func shown(_ apps: [BoundApp]) -> (editor: [String], commands: [String]) {
        let runner = EditorRunner(apps: apps)
        var editor: [String] = []
        var commands: [String] = []
        for (index, app) in apps.enumerated() {
            for page in app.bundle.orderedPages {
                for specifier in page.specifiers {
                    guard let key = specifier.key else { continue }
                    let storeKey = StoreKey(domain: app.writableDomain(for: page), key: key)
                    let resolved = runner.state.apps[index].values[storeKey]
                    editor.append("\(app.domain) \(page.id.rawValue) \(key)=\(resolved?.value?.stringValue ?? "nil")")
                    let report = RowReport(specifier, on: page, app: app)
                    commands.append("\(app.domain) \(page.id.rawValue) \(key)=\(report.display ?? "nil")")
                }
            }
        }
        return (editor, commands)
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
        let (editor, commands) = shown([app])
        #expect(editor == commands)
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
        let (editor, commands) = shown(apps)
        #expect(editor == commands)
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
}
