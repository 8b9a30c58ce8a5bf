import Defaults
import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import SettingsEditor
import Testing

@testable import SettingsTool

/// `settings diff` lists changes straight from the bound stores, the editor's changes view from
/// its resolved values: one rule (`StoredChange.list`), so they list the same commands.
@Suite struct DiffAgreementTests {
    @Test func diffAndTheChangesViewListTheSameCommands() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("diffagree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = DefaultsEnvironment(home: home.path)
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
        let runner = EditorRunner(apps: [app])
        #expect(diff == runner.state.apps[0].changeCommands().map(\.description))
        #expect(diff.count == 3 && diff.contains("defaults write \(domain) refresh_minutes -int 60"))
        #expect(!diff.joined().contains("hunter2") && !diff.joined().contains("Ann"))
    }
}
