import Foundation
import TestSupport
import Testing

/// `settings-generate`, the build plugin's tool, is built on FoundationEssentials (no Foundation,
/// no ICU; `HouseRulesTests` keeps its imports so) and reads bundles as `settings generate swift`
/// does, which links Foundation.
@Suite struct SettingsGenerateFootprintTests {
    let sandbox = Sandbox()

    /// The same bundle gives the same Swift from `settings-generate` and `settings generate swift`.
    @Test func generatesWhatTheSettingsCommandGenerates() throws {
        let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase").path
        let plugin = sandbox.home + "/plugin.swift"
        let command = sandbox.home + "/command.swift"
        let generated = try sandbox.run("settings-generate", [showcase, plugin])
        #expect(generated.status == 0, "\(generated.error)")
        let printed = try sandbox.run("settings", ["generate", "swift", showcase, "--output", command])
        #expect(printed.status == 0, "\(printed.error)")
        let pluginText = try String(contentsOfFile: plugin, encoding: .utf8)
        #expect(!pluginText.isEmpty)
        #expect(pluginText == (try String(contentsOfFile: command, encoding: .utf8)))
    }
}
