import Foundation
import PropertyList
import TestSupport
import Testing

/// An app whose `CFBundleIdentifier` names the global domain: its bundle never writes or resets
/// `.GlobalPreferences.plist` (read by every app) unless `--domain` names that domain explicitly,
/// and lint reports it as an error.
@Suite(.serialized) struct GlobalDomainBundleTests {
    let sandbox = Sandbox()

    /// `Evil.app` with a toggle and the given identifier.
    func app(identifier: String) throws -> String {
        let app = URL(fileURLWithPath: sandbox.home).appendingPathComponent("Evil.app")
        let bundle = app.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let page: PlistValue = [
            "PreferenceSpecifiers": [
                ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "AppleLanguages", "DefaultValue": true]
            ]
        ]
        try PropertyListCoder.encodeXML(page).write(to: bundle.appendingPathComponent("Root.plist"))
        try PropertyListCoder.encodeXML(["CFBundleIdentifier": .string(identifier)]).write(
            to: app.appendingPathComponent("Info.plist"))
        return app.path
    }

    @Test(arguments: ["NSGlobalDomain", "-g", "-globalDomain", "Apple Global Domain", "nsglobaldomain"])
    func isRefusedAsTheAppsDomain(identifier: String) throws {
        let app = try app(identifier: identifier)
        let global = sandbox.userDirectory + "/.GlobalPreferences.plist"
        try sandbox.write(["AppleLanguages": ["fr"]], to: global)
        let before = try Data(contentsOf: URL(fileURLWithPath: global))

        let set = try sandbox.run("settings", ["set", app, "AppleLanguages", "off"])
        #expect(set.status != 0)
        #expect(set.error.contains("it names the global domain, which every app reads"), "\(set.error)")
        #expect(set.error.contains("pass --domain instead"), "\(set.error)")
        let reset = try sandbox.run("settings", ["reset", "--all", app])
        #expect(reset.status != 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: global)) == before)

        let lint = try sandbox.run("settings", ["lint", app])
        #expect(lint.status == 1)
        #expect(
            lint.output.contains(
                "error: the app's domain \"\(identifier)\" (from Info.plist"), "\(lint.output)")
        #expect(lint.output.contains("[global-domain]"))
    }

    @Test func isUsedWhenDomainNamesItExplicitly() throws {
        let app = try app(identifier: "com.example.evil")
        let result = try sandbox.run("settings", ["set", "--domain", "NSGlobalDomain", app, "AppleLanguages", "on"])
        #expect(result.status == 0, "\(result.error)")
        #expect(try sandbox.read(sandbox.userDirectory + "/.GlobalPreferences.plist")?["AppleLanguages"] == true)
    }
}
