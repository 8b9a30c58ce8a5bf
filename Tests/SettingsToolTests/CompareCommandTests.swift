import Foundation
import PropertyList
import TestSupport
import Testing

/// `settings compare`: output formats, exit status, and `--git` on a repository made here.
@Suite(.serialized) struct CompareCommandTests {
    static func page(defaultSpeed: String, withSync: Bool) -> PlistValue {
        var rows: [PlistValue] = [
            ["Type": "PSGroupSpecifier", "Title": "General"],
            [
                "Type": "PSMultiValueSpecifier", "Title": "Speed", "Key": "speed",
                "DefaultValue": .string(defaultSpeed),
                "Values": ["s", "m", "f"], "Titles": ["Slow", "Medium", "Fast"],
            ],
        ]
        if withSync { rows.append(["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync_on"]) }
        return ["PreferenceSpecifiers": .array(rows)]
    }

    /// Writes `App/Settings.bundle/Root.plist` under `folder`.
    static func writeBundle(_ folder: String, _ page: PlistValue) throws {
        let url = URL(fileURLWithPath: folder).appendingPathComponent("App/Settings.bundle/Root.plist")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(page).write(to: url)
    }

    static let expectedText = """
        OLD → NEW: 2 changes, 1 default changed
        App (Root)
          ! `speed` default "Medium" → "Fast": every user who never changed it sees "Fast" after the update; users who chose a value keep it
          + Toggle switch "Sync" (`sync_on`) added in group "General" after "Speed" (`speed`)

        """

    @Test func textMarkdownAndJSONGoldens() throws {
        let sandbox = Sandbox()
        try Self.writeBundle(sandbox.home + "/old", Self.page(defaultSpeed: "m", withSync: false))
        try Self.writeBundle(sandbox.home + "/new", Self.page(defaultSpeed: "f", withSync: true))
        let old = sandbox.home + "/old/App/Settings.bundle"
        let new = sandbox.home + "/new/App/Settings.bundle"
        let text = try sandbox.run("settings", ["compare", old, new])
        #expect(text.status == 1, "a changed default fails by default")
        #expect(
            text.output
                == Self.expectedText.replacingOccurrences(of: "OLD", with: old).replacingOccurrences(
                    of: "NEW", with: new))

        let markdown = try sandbox.run("settings", ["compare", "--format", "markdown", old, new])
        #expect(
            markdown.output == """
                ## Settings changes

                `\(old)` → `\(new)`: 2 changes, 1 default changed

                ### App (Root)

                - **Default changed**: `speed` default "Medium" → "Fast": every user who never changed it sees "Fast" after the update; users who chose a value keep it
                - **Row added**: Toggle switch "Sync" (`sync_on`) added in group "General" after "Speed" (`speed`)

                """)
        #expect(!markdown.output.contains("\u{1B}"))

        let json = try sandbox.run("settings", ["compare", "--json", old, new])
        let document = try #require(
            try JSONSerialization.jsonObject(with: json.outputData) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        #expect(document["fails"] as? Bool == true)
        #expect(document["counts"] as? [String: Int] == ["defaultChanged": 1, "rowAdded": 1])
        let changes = try #require(document["changes"] as? [[String: String]])
        #expect(
            changes[0] == [
                "kind": "defaultChanged", "page": "Root", "pageTitle": "App", "key": "speed", "row": "Speed",
                "old": "\"Medium\"", "new": "\"Fast\"",
                "summary":
                    "`speed` default \"Medium\" → \"Fast\": every user who never changed it sees \"Fast\" after the update; users who chose a value keep it",
            ])
        #expect(changes[1]["kind"] == "rowAdded" && changes[1]["key"] == "sync_on")
    }

    @Test func failOnChoosesTheExitStatus() throws {
        let sandbox = Sandbox()
        try Self.writeBundle(sandbox.home + "/old", Self.page(defaultSpeed: "m", withSync: false))
        try Self.writeBundle(sandbox.home + "/new", Self.page(defaultSpeed: "m", withSync: true))
        let old = sandbox.home + "/old/App"
        let new = sandbox.home + "/new/App"
        #expect(try sandbox.run("settings", ["compare", old, new]).status == 0, "a row added is not a default change")
        #expect(try sandbox.run("settings", ["compare", "--fail-on", "any", old, new]).status == 1)
        #expect(try sandbox.run("settings", ["compare", "--fail-on", "removed", old, new]).status == 0)
        #expect(try sandbox.run("settings", ["compare", "--fail-on", "removed", new, old]).status == 1)
        #expect(try sandbox.run("settings", ["compare", "--fail-on", "none", new, old]).status == 0)
        let bad = try sandbox.run("settings", ["compare", "--fail-on", "bogus", old, new])
        #expect(bad.status >= 2 && bad.error.contains("bogus"))
        // An empty class (a stray comma, an empty value) is not read as "the default classes".
        for value in ["", "default,"] {
            let empty = try sandbox.run("settings", ["compare", "--fail-on", value, new, old])
            #expect(empty.status == 64 && empty.error.contains("unknown --fail-on class ''"), "\(value)")
        }
        let contradiction = try sandbox.run("settings", ["compare", "--fail-on", "none,removed", new, old])
        #expect(contradiction.status == 64 && contradiction.error.contains("none cannot be combined"))
        let missing = try sandbox.run("settings", ["compare", old, sandbox.home + "/nothing"])
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("settings: "))
    }

    @Test func gitRevisionOfAPath() throws {
        let sandbox = Sandbox()
        let repo = sandbox.home + "/repo"
        func git(_ arguments: String...) throws { try Self.git(repo, sandbox, arguments) }
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try git("init", "-q")
        try Self.writeBundle(repo, Self.page(defaultSpeed: "m", withSync: true))
        try git("add", "-A")
        try git("commit", "-q", "-m", "first")
        try Self.writeBundle(repo, Self.page(defaultSpeed: "s", withSync: false))
        try git("commit", "-q", "-a", "-m", "second")

        let path = repo + "/App/Settings.bundle"
        let result = try sandbox.run("settings", ["compare", "--git", "HEAD~1", path])
        #expect(result.status == 1, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "HEAD~1:\(path) → \(path): 2 changes, 1 default changed")
        #expect(lines.contains { $0.contains("`speed` default \"Medium\" → \"Slow\"") })
        #expect(lines.contains { $0.hasPrefix("  - Toggle switch \"Sync\" (`sync_on`) removed") })
        // The same revision: nothing changed.
        let same = try sandbox.run("settings", ["compare", "--git", "HEAD", path])
        #expect(same.status == 0)
        #expect(same.output.hasSuffix("no changes a user would notice\n"))
        // Several bundles at the revision are named by revision and path, not by a temporary folder.
        try Self.writeBundle(repo + "/Other", Self.page(defaultSpeed: "m", withSync: true))
        try git("add", "-A")
        try git("commit", "-q", "-m", "third")
        let several = try sandbox.run("settings", ["compare", "--git", "HEAD", repo])
        #expect(several.status == 2)
        #expect(
            several.error.contains(
                "(HEAD:\(repo)/App/Settings.bundle, HEAD:\(repo)/Other/App/Settings.bundle); pass the one you mean"),
            "\(several.error)")
        let file = try sandbox.run("settings", ["compare", "--git", "HEAD", path + "/Root.plist"])
        #expect(file.status == 2)
        #expect(file.error.hasPrefix("settings: HEAD:\(path)/Root.plist is a file; "), "\(file.error)")
        let unknown = try sandbox.run("settings", ["compare", "--git", "nosuchrev", path])
        #expect(unknown.status == 2)
        #expect(unknown.error.hasPrefix("settings: git "))
    }

    /// A path holding `:` or `*` is only itself to git (not a pathspec with magic or a glob); a
    /// symbolic link in the tree is one in the snapshot; a revision that looks like an option is refused.
    @Test func gitPathsAreLiteralAndLinksStayLinks() throws {
        let sandbox = Sandbox()
        let repo = sandbox.home + "/repo"
        let folder = repo + "/:Odd *"
        func git(_ arguments: String...) throws { try Self.git(repo, sandbox, arguments) }
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try git("init", "-q")
        try Self.writeBundle(folder, Self.page(defaultSpeed: "m", withSync: true))
        // Root.plist is a link to a page beside it, as some projects share one page.
        let bundle = folder + "/App/Settings.bundle"
        try FileManager.default.moveItem(atPath: bundle + "/Root.plist", toPath: bundle + "/Shared.plist")
        try FileManager.default.createSymbolicLink(atPath: bundle + "/Root.plist", withDestinationPath: "Shared.plist")
        // A folder the glob `:Odd *` would match too.
        try Self.writeBundle(repo + "/:Odd 2", Self.page(defaultSpeed: "m", withSync: true))
        try git("add", "-A")
        try git("commit", "-q", "-m", "first")
        try PropertyListCoder.encodeXML(Self.page(defaultSpeed: "f", withSync: true))
            .write(to: URL(fileURLWithPath: bundle + "/Shared.plist"))

        let result = try sandbox.run("settings", ["compare", "--git", "HEAD", folder])
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("! `speed` default \"Medium\" → \"Fast\""), "\(result.output)")
        let option = try sandbox.run("settings", ["compare", "--git=--output=\(sandbox.home)/out", folder])
        #expect(option.status == 64)
        #expect(option.error.contains("--git takes a revision, not '--output="))
        #expect(!FileManager.default.fileExists(atPath: sandbox.home + "/out"))
    }

    /// A page that cannot be read is compared as Settings shows it (no rows), with a warning that says why.
    @Test func unreadablePagesAreSaidOnStandardError() throws {
        let sandbox = Sandbox()
        try Self.writeBundle(sandbox.home + "/old", Self.page(defaultSpeed: "m", withSync: true))
        try Self.writeBundle(sandbox.home + "/new", Self.page(defaultSpeed: "m", withSync: true))
        let broken = sandbox.home + "/new/App/Settings.bundle/Root.plist"
        try Data("<plist><dict>".utf8).write(to: URL(fileURLWithPath: broken))
        let result = try sandbox.run("settings", ["compare", sandbox.home + "/old", sandbox.home + "/new"])
        #expect(result.output.contains("  - Toggle switch \"Sync\" (`sync_on`) removed"))
        #expect(
            result.error.contains("settings: warning: \(sandbox.home)/new: Root.plist: Root.plist "),
            "\(result.error)")
        #expect(result.error.contains("(compared as a page without rows)"))
    }

    /// A newline in a title or a key does not break a change over two lines, in text or Markdown: a
    /// quoted title shows it as `⏎` (`ProseText`, as footers always did), a key's code span as a space.
    @Test func newlinesInTitlesAndKeysStayOnTheirLine() throws {
        let sandbox = Sandbox()
        let row: PlistValue = ["Type": "PSTextFieldSpecifier", "Title": "Two\nlines", "Key": "a\n# b"]
        try Self.writeBundle(sandbox.home + "/old", ["PreferenceSpecifiers": []])
        try Self.writeBundle(sandbox.home + "/new", ["PreferenceSpecifiers": [row]])
        let paths = [sandbox.home + "/old", sandbox.home + "/new"]
        let text = try sandbox.run("settings", ["compare"] + paths)
        #expect(text.output.hasSuffix("\nApp (Root)\n  + Text field \"Two⏎lines\" (`a # b`) added\n"), "\(text.output)")
        let markdown = try sandbox.run("settings", ["compare", "--format", "markdown"] + paths)
        #expect(
            markdown.output.hasSuffix("\n- **Row added**: Text field \"Two⏎lines\" (`a # b`) added\n"),
            "\(markdown.output)")
    }

    @Test func markdownEscapesEverythingButTheKey() throws {
        let sandbox = Sandbox()
        func write(_ side: String, _ value: String) throws -> String {
            let page: PlistValue = [
                "PreferenceSpecifiers": [
                    [
                        "Type": "PSTextFieldSpecifier", "Title": "A *b* <i>|", "Key": "k`ey",
                        "DefaultValue": .string(value),
                    ]
                ]
            ]
            try Self.writeBundle(sandbox.home + "/\(side)", page)
            return sandbox.home + "/\(side)/App/Settings.bundle"
        }
        let old = try write("old", "x")
        let new = try write("new", "y`")
        let markdown = try sandbox.run("settings", ["compare", "--format", "markdown", old, new])
        #expect(
            markdown.output.split(separator: "\n").last
                == "- **Default changed**: `` k`ey `` default \"x\" → \"y\\`\": every user who never changed it sees \"y\\`\" after the update; users who chose a value keep it"
        )
    }

    @Test func inAppViewIsCompared() throws {
        let sandbox = Sandbox()
        func write(_ side: String, _ inApp: [PlistValue]) throws -> String {
            let folder = sandbox.home + "/\(side)/App/Settings.bundle"
            try Self.writeBundle(sandbox.home + "/\(side)", Self.page(defaultSpeed: "m", withSync: true))
            try PropertyListCoder.encodeXML(["PreferenceSpecifiers": .array(inApp)]).write(
                to: URL(fileURLWithPath: folder + "/Root.inApp.plist"))
            return folder
        }
        let notes: PlistValue = [
            "Type": "IASKTextViewSpecifier", "Title": "Notes", "Key": "notes", "DefaultValue": "hi",
        ]
        let old = try write("old", [notes])
        let new = try write("new", [notes, ["Type": "IASKDatePickerSpecifier", "Title": "When", "Key": "when"]])
        #expect(
            try sandbox.run("settings", ["compare", old, new]).output.hasSuffix("no changes a user would notice\n"))
        let inApp = try sandbox.run("settings", ["compare", "--in-app", old, new])
        #expect(inApp.output.hasSuffix("  + Date picker \"When\" (`when`) added after \"Notes\" (`notes`)\n"))
    }

    static func git(_ repo: String, _ sandbox: Sandbox, _ arguments: String...) throws {
        try git(repo, sandbox, arguments)
    }

    static func git(_ repo: String, _ sandbox: Sandbox, _ arguments: [String]) throws {
        let ran = try TestProcess.run(
            "/usr/bin/git", ["-C", repo, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments,
            environment: ["HOME": sandbox.home, "PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1"])
        #expect(ran.status == 0, "git \(arguments)")
    }
}
