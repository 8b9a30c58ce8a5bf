import Foundation
import PropertyList
import TestSupport
import Testing

/// Issue 30: `settings compare --all-languages` by the language rule (Documentation/LanguageRule.md):
/// folders matched as Core Foundation matches them, a text change listed under the languages
/// whose users see it change, and only there.
@Suite(.serialized) struct CompareLanguageRuleTests {
    /// A bundle of the compare tests' page with these `.lproj` folders and `Root.strings` texts.
    static func bundle(_ sandbox: Sandbox, _ side: String, _ strings: [String: String]) throws -> String {
        let folder = sandbox.home + "/\(side)/App/Settings.bundle"
        var page = CompareCommandTests.page(defaultSpeed: "m", withSync: true).dictionaryValue ?? [:]
        page["StringsTable"] = "Root"
        try CompareCommandTests.writeBundle(sandbox.home + "/\(side)", .dictionary(page))
        for (language, text) in strings {
            try FileManager.default.createDirectory(
                atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
            try text.write(toFile: folder + "/\(language).lproj/Root.strings", atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func aFolderRenamedByCaseOnlyIsNoChange() throws {
        let sandbox = Sandbox()
        let text = "\"Sync\" = \"Sincronizar\";\n"
        let old = try Self.bundle(sandbox, "old", ["pt-PT": text, "en": "\"Sync\" = \"Sync\";\n"])
        let new = try Self.bundle(sandbox, "new", ["pt-pt": text, "en": "\"Sync\" = \"Sync\";\n"])
        let result = try sandbox.run("settings", ["compare", "--language", "en", "--all-languages", old, new])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("no changes a user would notice\n"), "\(result.output)")
        let underscore = try Self.bundle(sandbox, "underscore", ["pt_PT": text, "en": "\"Sync\" = \"Sync\";\n"])
        let again = try sandbox.run("settings", ["compare", "--all-languages", old, underscore])
        #expect(again.output.hasSuffix("no changes a user would notice\n"), "\(again.output)")
    }

    @Test func aTextChangeIsListedOnlyUnderTheLanguagesThatReadIt() throws {
        let sandbox = Sandbox()
        func strings(latinAmerica: String) -> [String: String] {
            [
                "en": "\"Sync\" = \"Sync\";\n\"Speed\" = \"Speed\";\n",
                "es": "\"Sync\" = \"Sincronizar\";\n",
                "es-419": "\"Sync\" = \"Sincronizar\";\n\"Speed\" = \"\(latinAmerica)\";\n",
                "es-ES": "\"Speed\" = \"Velocidad\";\n",
            ]
        }
        let old = try Self.bundle(sandbox, "old", strings(latinAmerica: "Velocidad"))
        let new = try Self.bundle(sandbox, "new", strings(latinAmerica: "Rapidez"))
        let result = try sandbox.run("settings", ["compare", "--language", "en", "--all-languages", old, new])
        // es lacks "Speed": its users see the raw title, not es-419's, and es-ES users read es-ES.
        #expect(
            result.output.split(separator: "\n").dropFirst().map(String.init) == [
                "App (Root), in es-419",
                "  ~ Title of `speed`: \"Velocidad\" → \"Rapidez\"",
            ], "\(result.output)")
    }
}
