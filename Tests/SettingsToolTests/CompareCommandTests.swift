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
          + Toggle switch "Sync" (`sync_on`) added in group "General"

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
                - **Row added**: Toggle switch "Sync" (`sync_on`) added in group "General"

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
        let missing = try sandbox.run("settings", ["compare", old, sandbox.home + "/nothing"])
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("settings: "))
    }

    @Test func gitRevisionOfAPath() throws {
        let sandbox = Sandbox()
        let repo = sandbox.home + "/repo"
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            process.arguments = ["-C", repo, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
            process.environment = ["HOME": sandbox.home, "PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
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
        let unknown = try sandbox.run("settings", ["compare", "--git", "nosuchrev", path])
        #expect(unknown.status == 2)
        #expect(unknown.error.hasPrefix("settings: git "))
    }
}
