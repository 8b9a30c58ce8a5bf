import Foundation
import TestSupport
import Testing

/// Issue 30: one language rule (Documentation/LanguageRule.md) in every view of a bundle. One
/// bundle with `es`, `es-419` and `en` folders, whose `es` table lacks the speed row's strings: a
/// device set to `es-ES` reads `es` (never its regional sibling `es-419`) and shows a string `es`
/// lacks as written in the plist (never English's or `es-419`'s text); a device set to `es-AR` reads
/// `es-419`. `dump`, `render`, lint's `missing-localization` and `compare --all-languages` are run
/// here; the editor in `EditorRunnerTests/EditorLanguageRuleTests`.
@Suite(.serialized) struct LanguageRuleViewsTests {
    /// The page: a group, a toggle and a multi-value row, all titles being keys of `Root.strings`.
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

    /// The tables; `latinAmericanSpeed` is es-419's title of the speed row.
    static func tables(latinAmericanSpeed: String = "Rapidez") -> [String: String] {
        [
            "en": """
            "SYNC_GROUP" = "Syncing"; "SYNC_NOW" = "Sync now"; "SPEED_TITLE" = "Speed";
            "SPEED_MEDIUM" = "Medium"; "SPEED_FAST" = "Fast";
            """,
            "es": "\"SYNC_GROUP\" = \"Sincronización\"; \"SYNC_NOW\" = \"Sincronizar ahora\";\n",
            "es-419": """
            "SYNC_GROUP" = "Sincronización LA"; "SYNC_NOW" = "Sincronizar ya"; "SPEED_TITLE" = "\(latinAmericanSpeed)";
            "SPEED_MEDIUM" = "Mediana"; "SPEED_FAST" = "Rápida";
            """,
        ]
    }

    /// Writes the bundle under `folder` and returns its path.
    static func bundle(in folder: String, tables: [String: String] = tables()) throws -> String {
        let bundle = folder + "/App/Settings.bundle"
        try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        try page.write(toFile: bundle + "/Root.plist", atomically: true, encoding: .utf8)
        for (language, text) in tables {
            try FileManager.default.createDirectory(
                atPath: bundle + "/\(language).lproj", withIntermediateDirectories: true)
            try text.write(toFile: bundle + "/\(language).lproj/Root.strings", atomically: true, encoding: .utf8)
        }
        return bundle
    }

    /// What a device set to es-ES shows, and never shows.
    static let spain = (
        shown: ["Sincronización", "Sincronizar ahora", "SPEED_TITLE"], never: ["Rapidez", "Speed", "Sincronizar ya"]
    )
    /// What a device set to es-AR (Latin American Spanish) shows, and never shows.
    static let argentina = (
        shown: ["Sincronización LA", "Sincronizar ya", "Rapidez"], never: ["Sincronizar ahora", "SPEED_TITLE"]
    )

    static func check(_ text: String, _ expected: (shown: [String], never: [String]), _ view: String) {
        // Group headers are drawn in capitals.
        for shown in expected.shown {
            #expect(
                text.contains(shown) || text.contains(shown.uppercased()), "\(view) does not show \(shown): \(text)")
        }
        for never in expected.never { #expect(!text.contains(never), "\(view) shows \(never): \(text)") }
    }

    @Test func dumpAndRenderShowWhatTheDeviceLanguageReads() throws {
        let sandbox = Sandbox()
        let bundle = try Self.bundle(in: sandbox.home)
        for (language, expected) in [("es-ES", Self.spain), ("es-AR", Self.argentina)] {
            let dump = try sandbox.run("settings", ["dump", "--language", language, bundle])
            #expect(dump.status == 0, "\(dump.error)")
            Self.check(dump.output, expected, "dump --language \(language)")
            let render = try sandbox.run("settings", ["render", "--format", "svg", "--language", language, bundle])
            #expect(render.status == 0, "\(render.error)")
            Self.check(render.output, expected, "render --language \(language)")
        }
        // The choice titles too: es lacks them, so es-ES users see them as written.
        let choices = try sandbox.run("settings", ["dump", "--json", "--language", "es-ES", bundle])
        #expect(choices.output.contains("SPEED_MEDIUM") && !choices.output.contains("Mediana"), "\(choices.output)")
    }

    @Test func lintCountsTheStringsALanguageLacksNotItsSiblings() throws {
        let sandbox = Sandbox()
        let bundle = try Self.bundle(in: sandbox.home)
        let lint = try sandbox.run("settings", ["lint", "--format", "text", bundle])
        let note = try #require(
            lint.output.split(separator: "\n").first { $0.contains("missing-localization") }, "\(lint.output)")
        // es lacks the speed row's title and its two choices: 3 strings; es-419 and en lack none.
        #expect(note.contains("es 3"), "\(note)")
        #expect(note.contains("in 1 language:") && !note.contains("es-419"), "\(note)")
    }

    @Test func compareListsAChangeUnderTheLanguagesThatReadIt() throws {
        let sandbox = Sandbox()
        let old = try Self.bundle(in: sandbox.home + "/old")
        let new = try Self.bundle(in: sandbox.home + "/new", tables: Self.tables(latinAmericanSpeed: "Velocidad"))
        let result = try sandbox.run(
            "settings", ["compare", "--all-languages", "--language", "en", "--json", old, new])
        let document = try #require(try JSONSerialization.jsonObject(with: result.outputData) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        // es users see SPEED_TITLE before and after: only es-419's users see the title change.
        #expect(changes.map { $0["language"] as? String } == ["es-419"], "\(changes)")
        #expect(
            changes.map { $0["old"] as? String } == ["Rapidez"] && changes.map { $0["new"] as? String } == ["Velocidad"]
        )
    }
}
