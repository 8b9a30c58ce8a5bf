import Foundation
import PropertyList
import TestSupport
import Testing

/// `settings compare --all-languages`: every language's texts, languages added and removed.
@Suite(.serialized) struct CompareLanguageTests {
    @Test func everyLanguageWithAllLanguages() throws {
        let sandbox = Sandbox()
        func bundle(_ side: String, _ strings: [String: String]) throws -> String {
            try CompareLanguageRuleTests.bundle(sandbox, side, strings)
        }
        // English too: with no folder for the device's language, Settings shows the first folder (CFBundle).
        let english = "\"General\" = \"General\";\n"
        let old = try bundle(
            "old",
            [
                "fr": "\"Sync\" = \"Synchro\";\n\"Slow\" = \"Lent\";\n", "de": "\"General\" = \"Allgemein\";\n",
                "en": english,
            ])
        let new = try bundle(
            "new",
            [
                "fr": "\"Sync\" = \"Synchroniser\";\n\"Slow\" = \"Lentement\";\n",
                "de": "\"General\" = \"Allgemeines\";\n", "en": english,
            ])
        let base = try sandbox.run("settings", ["compare", "--language", "en", old, new])
        #expect(base.output.hasSuffix("no changes a user would notice\n"))
        let every = try sandbox.run("settings", ["compare", "--language", "en", "--all-languages", old, new])
        #expect(every.status == 0, "texts do not fail by default")
        #expect(
            every.output.split(separator: "\n").dropFirst().map(String.init) == [
                "App (Root), in de",
                "  ~ Group title \"Allgemein\" → \"Allgemeines\"",
                "App (Root), in fr",
                "  ~ \"Speed\" (`speed`): choice \"Lent\" → \"Lentement\"",
                "  ~ Title of `sync_on`: \"Synchro\" → \"Synchroniser\"",
            ])
        let json = try sandbox.run("settings", ["compare", "--json", "--all-languages", "--language", "en", old, new])
        let document = try #require(try JSONSerialization.jsonObject(with: json.outputData) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: String]])
        #expect(changes.map { $0["language"] } == ["de", "fr", "fr"])
        #expect(changes.map { $0["kind"] } == ["groupTitleChanged", "choiceTitleChanged", "titleChanged"])
    }

    /// A language's change is dropped as already listed only when it is the same change: a key that
    /// differs from another only in Unicode normalization is another row.
    @Test func allLanguagesTellKeysApartExactly() throws {
        let sandbox = Sandbox()
        func bundle(_ side: String, composedTitle: String, french: String) throws -> String {
            let root = sandbox.home + "/\(side)"
            let page: PlistValue = [
                "StringsTable": "Root",
                "PreferenceSpecifiers": [
                    ["Type": "PSTextFieldSpecifier", "Title": .string(composedTitle), "Key": "\u{E9}"],
                    ["Type": "PSTextFieldSpecifier", "Title": "Other", "Key": "e\u{301}"],
                ],
            ]
            try CompareCommandTests.writeBundle(root, page)
            let folder = root + "/App/Settings.bundle/fr.lproj"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "\"Other\" = \"\(french)\";\n".write(
                toFile: folder + "/Root.strings", atomically: true, encoding: .utf8)
            // English too, so that the base comparison is not French (CFBundle's first-folder backstop).
            let english = root + "/App/Settings.bundle/en.lproj"
            try FileManager.default.createDirectory(atPath: english, withIntermediateDirectories: true)
            try "\"Unused\" = \"Unused\";\n".write(toFile: english + "/Root.strings", atomically: true, encoding: .utf8)
            return root
        }
        // In the base language the composed key's row is retitled Old → New; in French the other
        // row's title changes the same way.
        let old = try bundle("old", composedTitle: "Old", french: "Old")
        let new = try bundle("new", composedTitle: "New", french: "New")
        let result = try sandbox.run("settings", ["compare", "--language", "en", "--all-languages", old, new])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("App (Root), in fr"), "\(result.output)")
        #expect(lines.filter { $0.hasPrefix("  ~ Title of ") && $0.hasSuffix(": \"Old\" → \"New\"") }.count == 2)
    }

    @Test func languagesAddedAndRemovedThroughGit() throws {
        let sandbox = Sandbox()
        let repo = sandbox.home + "/shop"
        let bundle = repo + "/Settings.bundle"
        var page = CompareCommandTests.page(defaultSpeed: "m", withSync: true).dictionaryValue ?? [:]
        page["StringsTable"] = "Root"
        try FileManager.default.createDirectory(atPath: bundle + "/de.lproj", withIntermediateDirectories: true)
        // English in both versions: the base comparison is English, not the only folder (CFBundle's backstop).
        try FileManager.default.createDirectory(atPath: bundle + "/en.lproj", withIntermediateDirectories: true)
        try "\"Speed\" = \"Speed\";\n".write(
            toFile: bundle + "/en.lproj/Root.strings", atomically: true, encoding: .utf8)
        try PropertyListCoder.encodeXML(.dictionary(page)).write(to: URL(fileURLWithPath: bundle + "/Root.plist"))
        try "\"Sync\" = \"Synchronisieren\";\n".write(
            toFile: bundle + "/de.lproj/Root.strings", atomically: true, encoding: .utf8)
        try CompareCommandTests.git(repo, sandbox, "init", "-q")
        try CompareCommandTests.git(repo, sandbox, "add", "-A")
        try CompareCommandTests.git(repo, sandbox, "commit", "-q", "-m", "German")
        try FileManager.default.removeItem(atPath: bundle + "/de.lproj")
        try FileManager.default.createDirectory(atPath: bundle + "/it.lproj", withIntermediateDirectories: true)
        try "\"Sync\" = \"Sincronizza\";\n".write(
            toFile: bundle + "/it.lproj/Root.strings", atomically: true, encoding: .utf8)
        try CompareCommandTests.git(repo, sandbox, "add", "-A")
        try CompareCommandTests.git(repo, sandbox, "commit", "-q", "-m", "Italian instead")

        let result = try sandbox.run(
            "settings", ["compare", "--git", "HEAD~1", "--all-languages", "--language", "en", bundle])
        #expect(result.status == 0, "\(result.error)")
        // The old version, read into a temporary folder, is named as the work tree is.
        #expect(
            result.output.split(separator: "\n").dropFirst().map(String.init) == [
                "shop (Root), in de",
                "  - Language de removed: users who read it see the base language's texts",
                "  ~ Title of `sync_on`: \"Synchronisieren\" → \"Sync\"",
                "shop (Root), in it",
                "  + Language it added: its texts are listed below as changes from the base language's",
                "  ~ Title of `sync_on`: \"Sync\" → \"Sincronizza\"",
            ])
        let strict = try sandbox.run(
            "settings", ["compare", "--git", "HEAD~1", "--all-languages", "--fail-on", "removed", bundle])
        #expect(strict.status == 1, "a language removed is a removal")
    }
}
