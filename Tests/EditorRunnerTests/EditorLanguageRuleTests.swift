import Foundation
import Testing

@testable import SettingsTool

/// Issue 30: the editor shows a page by the one language rule (Documentation/LanguageRule.md), as
/// `settings edit --language` gives it: a device set to `es-ES` reads `es.lproj` (never its
/// regional sibling `es-419.lproj`) and shows a string `es` lacks as written in the plist; one set
/// to `es-AR` reads `es-419`. The same bundle as `SettingsToolTests/LanguageRuleViewsTests`, which
/// checks dump, render, lint and compare.
@Suite(.serialized) struct EditorLanguageRuleTests {
    static let page = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>StringsTable</key><string>Root</string>
        <key>PreferenceSpecifiers</key><array>
        <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SYNC_GROUP</string></dict>
        <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>SYNC_NOW</string>
        <key>Key</key><string>sync</string><key>DefaultValue</key><true/></dict>
        <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>SPEED_TITLE</string>
        <key>Key</key><string>speed</string><key>DefaultValue</key><string>m</string>
        <key>Values</key><array><string>m</string><string>f</string></array>
        <key>Titles</key><array><string>SPEED_MEDIUM</string><string>SPEED_FAST</string></array></dict>
        </array></dict></plist>
        """

    static let tables = [
        "en": "\"SYNC_GROUP\" = \"Syncing\"; \"SYNC_NOW\" = \"Sync now\"; \"SPEED_TITLE\" = \"Speed\";\n",
        "es": "\"SYNC_GROUP\" = \"Sincronización\"; \"SYNC_NOW\" = \"Sincronizar ahora\";\n",
        "es-419":
            "\"SYNC_GROUP\" = \"Sincronización LA\"; \"SYNC_NOW\" = \"Sincronizar ya\"; \"SPEED_TITLE\" = \"Rapidez\";\n",
    ]

    @Test func theEditorShowsWhatTheDeviceLanguageReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "editor-language-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Self.page.write(to: bundle.appendingPathComponent("Root.plist"), atomically: true, encoding: .utf8)
        for (language, text) in Self.tables {
            let lproj = bundle.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try text.write(to: lproj.appendingPathComponent("Root.strings"), atomically: true, encoding: .utf8)
        }
        let cases = [
            ("es-ES", ["Sincronización", "Sincronizar ahora", "SPEED_TITLE"], ["Rapidez", "Speed", "Sincronizar ya"]),
            ("es-AR", ["Sincronización LA", "Sincronizar ya", "Rapidez"], ["Sincronizar ahora", "SPEED_TITLE"]),
        ]
        for (language, shown, never) in cases {
            let runner = try EditCommand.parse(["--language", language, "--domain", "com.example.app", bundle.path])
                .makeRunner()
            let screen = runner.firstFrame(width: 100, height: 24).textLines.joined(separator: "\n")
            for text in shown {
                #expect(
                    screen.contains(text) || screen.contains(text.uppercased()), "\(language): no \(text) in\n\(screen)"
                )
            }
            for text in never { #expect(!screen.contains(text), "\(language): \(text) in\n\(screen)") }
        }
    }
}
