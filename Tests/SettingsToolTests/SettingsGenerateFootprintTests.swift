import Foundation
import TestSupport
import Testing

/// `settings-generate`, the build plugin's tool, is built on FoundationEssentials: it links neither
/// Foundation nor ICU, reads bundles as `settings generate swift` does, and says so where only
/// Foundation's parser could have read a file.
@Suite struct SettingsGenerateFootprintTests {
    let sandbox = Sandbox()
    static let tool = Sandbox.productsDirectory.appendingPathComponent("settings-generate").path

    /// The shared libraries `ldd` lists for `settings-generate` (a debug build links dynamically).
    @Test func linksNeitherFoundationNorICU() throws {
        let ldd = try #require(["/usr/bin/ldd", "/bin/ldd"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let listed = try TestProcess.run(ldd, [Self.tool], environment: ["PATH": "/usr/bin:/bin"])
        #expect(listed.status == 0, "\(listed.error)")
        let libraries = listed.text.split(separator: "\n").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        #expect(libraries.contains { $0.hasPrefix("libFoundationEssentials") }, "\(libraries)")
        let foundation = libraries.filter {
            $0.hasPrefix("libFoundation.") || $0.contains("ICU") || $0.hasPrefix("libicu")
                || $0.hasPrefix("libFoundationInternationalization")
        }
        #expect(foundation.isEmpty, "settings-generate links \(foundation)")
    }

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

    /// A page only Foundation's parser reads (a hexadecimal integer, which our reader leaves to it):
    /// `settings` reads it through Foundation; `settings-generate` names the file and says why not.
    @Test func saysWhereOnlyFoundationCouldReadAPage() throws {
        let bundle = sandbox.home + "/Settings.bundle"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        let page = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array><dict>
            <key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>volume</string>
            <key>DefaultValue</key><integer>0x10</integer>
            <key>MinimumValue</key><integer>0</integer><key>MaximumValue</key><integer>100</integer>
            </dict></array></dict></plist>
            """
        try Data(page.utf8).write(to: URL(fileURLWithPath: bundle + "/Root.plist"))
        let withFoundation = try sandbox.run("settings", ["generate", "swift", bundle])
        #expect(withFoundation.status == 0, "\(withFoundation.error)")
        #expect(withFoundation.output.contains("volume"))
        let without = try sandbox.run("settings-generate", [bundle, sandbox.home + "/out.swift"])
        #expect(without.error.contains("Root.plist"), "\(without.error)")
        #expect(without.error.contains("built without Foundation"), "\(without.error)")
    }
}
