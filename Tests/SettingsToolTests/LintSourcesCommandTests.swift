import Foundation
import TestSupport
import Testing

/// `settings lint` across the source: the owning target's files by default, `--no-sources`, `--sources DIR`.
@Suite(.serialized) struct LintSourcesCommandTests {
    let sandbox = Sandbox()
    static let app = Sandbox.packageDirectory.appendingPathComponent("Tests/SourceLintTests/Fixtures/FixtureApp")

    @Test func aCheckoutIsLintedAcrossItsSourcesUnlessToldNotTo() throws {
        let result = try sandbox.run("settings", ["lint", Self.app.path, "--format", "json"])
        #expect(result.status == 1, "\(result.error)")
        let reports = try #require(try JSONSerialization.jsonObject(with: result.outputData) as? [[String: Any]])
        let rules = (reports.first?["diagnostics"] as? [[String: Any]])?.compactMap { $0["rule"] as? String }
        #expect(rules == ["unread-key", "code-default", "unregistered-defaults", "unknown-key", "read-type"])

        let off = try sandbox.run("settings", ["lint", Self.app.path, "--no-sources"])
        #expect(off.status == 0 && off.output == "1 bundle: 0 errors, 0 warnings, 0 notes\n", "\(off.output)")
    }

    @Test func sourcesNamesAFolderForABundleNoProjectOwns() throws {
        let folder = URL(fileURLWithPath: sandbox.path).appendingPathComponent("loose")
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let fixtureBundle = Self.app.appendingPathComponent("FixtureApp/Settings.bundle/Root.plist")
        try FileManager.default.copyItem(at: fixtureBundle, to: bundle.appendingPathComponent("Root.plist"))
        let code = folder.appendingPathComponent("Code")
        try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
        try Data(
            """
            func f() {
                UserDefaults.standard.register(defaults: ["sounds_enabled": true, "enable_haptics": true, "theme": "light", "refresh_interval": "15", "volume": 0.5])
                _ = UserDefaults.standard.string(forKey: "themes")
            }
            """.utf8
        ).write(to: code.appendingPathComponent("App.swift"))

        // No project and no --sources: bundle lint only.
        let alone = try sandbox.run("settings", ["lint", bundle.path])
        #expect(alone.status == 0 && !alone.output.contains("unread-key"), "\(alone.output)")

        let result = try sandbox.run(
            "settings", ["lint", bundle.path, "--sources", code.path, "--severity", "warning"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("App.swift:3:9: warning: the code reads \"themes\" with string(forKey:)"))
        #expect(
            result.output.contains(
                "no source of the app reads \"theme\", so the setting does nothing; the code reads \"themes\""))

        let both = try sandbox.run("settings", ["lint", bundle.path, "--sources", code.path, "--no-sources"])
        #expect(both.status == 64 && both.error.contains("pass --sources or --no-sources, not both"), "\(both.error)")
        let missing = try sandbox.run("settings", ["lint", bundle.path, "--sources", folder.path + "/nowhere"])
        #expect(missing.status == 64 && missing.error.contains("no such folder"), "\(missing.error)")
    }

    @Test func theNewRulesAreListed() throws {
        let listing = try sandbox.run("settings", ["lint", "--list-rules"])
        for rule in ["unread-key", "unknown-key", "read-type", "code-default", "unregistered-defaults"] {
            #expect(listing.output.contains(rule), "\(rule)")
        }
    }
}
