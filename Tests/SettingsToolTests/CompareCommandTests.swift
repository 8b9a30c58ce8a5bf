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

    static let fixtures = Sandbox.packageDirectory.appendingPathComponent("Tests/SettingsBundleTests/Fixtures/Compare")

    /// The old and new bundle of a real pair (see Fixtures/Compare/README.md).
    static func pair(_ name: String) -> (old: String, new: String) {
        let folder = fixtures.appendingPathComponent(name)
        return (
            folder.appendingPathComponent("old/Settings.bundle").path,
            folder.appendingPathComponent("new/Settings.bundle").path
        )
    }

    @Test func realVLCRevisionsReadInScreenOrder() throws {
        let sandbox = Sandbox()
        let (old, new) = Self.pair("VLC")
        let result = try sandbox.run("settings", ["compare", old, new])
        #expect(result.status == 1, "deinterlace's default is now stored as a number")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(": 25 changes, 1 default changed") == true)
        // Each added group comes before its rows, in the order of the screen.
        let gestures = try #require(lines.firstIndex(of: "  + Group \"SETTINGS_GESTURES\" added"))
        #expect(
            lines[gestures + 1].hasPrefix(
                "  + Toggle switch \"SETTINGS_GESTURES_VOLUME\" (`EnableVolumeGesture`) added"))
        let reordered = try #require(lines.firstIndex { $0.contains("choices reordered") })
        #expect(
            lines[reordered]
                == "  ~ \"SETTINGS_SKIP_LOOP_FILTER\" (`avcodec-skiploopfilter`): choices reordered: "
                + "\"SETTINGS_SKIP_LOOP_FILTER_NONREF\" now after \"SETTINGS_SKIP_LOOP_FILTER_NONKEY\""
        )
        #expect(reordered > gestures)
        #expect(
            lines[reordered + 1]
                == "  - \"SETTINGS_DEINTERLACE\" (`deinterlace`): choice \"SETTINGS_DEINTERLACE_AUTO\" removed; users who chose it see a blank value"
        )
        #expect(
            lines[reordered + 2].hasPrefix(
                "  ! `deinterlace` default is now an integer 0 (was a string \"0\"): shown the same (\"SETTINGS_DEINTERLACE_OFF\")"
            ))
        #expect(
            lines.last?.hasPrefix("  + Multi-value row \"SETTINGS_FTP_TEXT_ENCODING\" (`ftp-text-encoding`) added")
                == true)
        #expect(!lines.contains { $0.contains("quartztext-font") && $0.contains("removed") })
    }

    @Test func realVLCInAppRevisionsCatchChoiceValuesThatChanged() throws {
        let sandbox = Sandbox()
        let (old, new) = Self.pair("VLC")
        let result = try sandbox.run("settings", ["compare", "--in-app", old, new])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(": 27 changes, 2 defaults changed, choice values changed on 1 row") == true)
        // The font choices kept their titles and now store PostScript names: neither added nor
        // removed, and the unchanged default no longer names a choice.
        let fonts = try #require(lines.firstIndex { $0.contains("store another value under the same title") })
        #expect(
            lines[fonts]
                == "  ! \"SETTINGS_SUBTITLES_FONT\" (`quartztext-font`): 21 choices store another value under the same title"
                + " (\"American Typewriter\": \"American Typewriter\" → \"AmericanTypewriter\", \"Arial\": \"Arial\" → \"ArialMT\","
                + " \"Arial Hebrew\": \"Arial Hebrew\" → \"ArialHebrew\", and 18 more); users who chose one see a blank value"
        )
        #expect(
            lines[fonts + 1]
                == "  ! `quartztext-font` default \"Helvetica Neue\" matches none of the choices now (it showed \"Helvetica Neue\"):"
                + " every user who never changed it sees a blank value after the update")
        #expect(!lines.contains { $0.contains("quartztext-font") && $0.contains("added") })
        #expect(
            lines.contains(
                "  - Button \"SETTINGS_UNLINK_DROPBOX\" (`UnlinkDropbox`) removed from group \"SETTINGS_FILE_SYNC\""))
        #expect(try sandbox.run("settings", ["compare", "--in-app", "--fail-on", "type", old, new]).status == 1)
    }

    @Test func realScribbeoKeyRenamedIsOneChange() throws {
        let sandbox = Sandbox()
        let (old, new) = Self.pair("Scribbeo")
        let text = try sandbox.run("settings", ["compare", old, new])
        #expect(text.status == 1, "users who turned Auto Discovery off see it on again")
        #expect(
            text.output.split(separator: "\n").dropFirst().map(String.init) == [
                "new (Root)",
                "  ! \"Auto Discover\" (`AutoDiscover`) is stored under a new key (was `AutoDiscovery`): what users"
                    + " stored under `AutoDiscovery` is not shown; they see the default ON",
                "  ~ Title of `AutoDiscover`: \"Auto Discovery\" → \"Auto Discover\"",
                "  + Group \"Viewing only, (No annotation or timecode support)\" added",
                "  + Toggle switch \"Live Transcode\" (`LiveTranscode`) added in group \"Viewing only, (No annotation or"
                    + " timecode support)\", default OFF",
            ])
        #expect(text.output.hasPrefix("\(old) → \(new): 4 changes, 1 key renamed\n"))
        let markdown = try sandbox.run("settings", ["compare", "--format", "markdown", old, new])
        #expect(
            markdown.output.contains(
                "- **Key renamed**: \"Auto Discover\" (`AutoDiscover`) is stored under a new key (was `AutoDiscovery`)")
        )
    }

    @Test func realCamiRevisionsThroughGit() throws {
        let sandbox = Sandbox()
        let repo = sandbox.home + "/cami"
        let (old, new) = Self.pair("Cami")
        let bundle = repo + "/Settings.bundle"
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        try Self.git(repo, sandbox, "init", "-q")
        try FileManager.default.copyItem(atPath: old, toPath: bundle)
        try Self.git(repo, sandbox, "add", "-A")
        try Self.git(repo, sandbox, "commit", "-q", "-m", "old")
        try FileManager.default.removeItem(atPath: bundle)
        try FileManager.default.copyItem(atPath: new, toPath: bundle)
        try Self.git(repo, sandbox, "add", "-A")
        try Self.git(repo, sandbox, "commit", "-q", "-m", "new")

        let result = try sandbox.run("settings", ["compare", "--git", "HEAD~1", bundle])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.dropFirst().prefix(3)) == [
                "cami (Root)",
                "  + Group \"Developer Features\" (footer \"As much as we can guarantee that we don't do…\") added",
                "  + Toggle switch \"Access Work-In-Progress Features\" (`accessWorkInProgressFeatures`) added in group \"Developer Features\", default OFF",
            ])
        // A pane whose File moved into a folder is the same pane: its footers are compared, not
        // listed as a pane removed and one added.
        let about = try #require(lines.firstIndex(of: "About (About/About)"))
        #expect(
            Array(lines[(about + 1)...(about + 4)]) == [
                "  ~ Pane \"About\" is now read from About/About.plist (was About.plist); it is compared with the old one",
                "  ~ Footer of untitled group 1: …\"an application developed by Aemi Studio. Aemi Studio is an organization owned by Guillaume Coquard.\" → …\"a native yet improved calendar widget for your iPhone, iPad or Mac developed by Aemi Studio.⏎⏎Aemi  … dio⏎⏎If you need or want to reach out to Aemi Studio, please send an email to:⏎- public@aemi.studio\"",
                "  - Untitled group 2 (footer \"You can find more work from Aemi Studio on our…\") removed",
                "  - Untitled group 3 (footer \"You can reach out to Aemi Studio by email at:…\") removed",
            ])
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "  ~ Footer of untitled group 1: text added: \"Cami ONLY uses your on-device calendar information")
            })
        #expect(!lines.contains { $0.contains("Pane \"About\" (About) removed") })
        #expect(
            lines.last
                == "  + Pane \"License\" (Third Party Library/swift-collections/swift-collections-license) added under pane \"swift-collections\""
        )
    }

    @Test func realSpritePencilRowAddedInTheUntitledSection() throws {
        let sandbox = Sandbox()
        let (old, new) = Self.pair("SpritePencil")
        let result = try sandbox.run("settings", ["compare", "--format", "markdown", old, new])
        #expect(result.status == 0)
        #expect(
            result.output.hasSuffix(
                "### new (Root)\n\n- **Row added**: Multi-value row \"Canvas Color\" (`canvasBackgroundColor`) added after \"Autosave\" (`autosave`), default \"Default\"\n"
            ))
    }

    @Test func everyLanguageWithAllLanguages() throws {
        let sandbox = Sandbox()
        func bundle(_ side: String, _ strings: [String: String]) throws -> String {
            let folder = sandbox.home + "/\(side)/App/Settings.bundle"
            var page = Self.page(defaultSpeed: "m", withSync: true).dictionaryValue ?? [:]
            page["StringsTable"] = "Root"
            try Self.writeBundle(sandbox.home + "/\(side)", .dictionary(page))
            for (language, text) in strings {
                try FileManager.default.createDirectory(
                    atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
                try text.write(toFile: folder + "/\(language).lproj/Root.strings", atomically: true, encoding: .utf8)
            }
            return folder
        }
        let old = try bundle(
            "old", ["fr": "\"Sync\" = \"Synchro\";\n\"Slow\" = \"Lent\";\n", "de": "\"General\" = \"Allgemein\";\n"])
        let new = try bundle(
            "new",
            [
                "fr": "\"Sync\" = \"Synchroniser\";\n\"Slow\" = \"Lentement\";\n",
                "de": "\"General\" = \"Allgemeines\";\n",
            ])
        let english = try sandbox.run("settings", ["compare", "--language", "en", old, new])
        #expect(english.output.hasSuffix("no changes a user would notice\n"))
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
            try Self.writeBundle(root, page)
            let folder = root + "/App/Settings.bundle/fr.lproj"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "\"Other\" = \"\(french)\";\n".write(
                toFile: folder + "/Root.strings", atomically: true, encoding: .utf8)
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

    /// A newline in a title or a key does not break a change over two lines, in text or Markdown.
    @Test func newlinesInTitlesAndKeysStayOnTheirLine() throws {
        let sandbox = Sandbox()
        let row: PlistValue = ["Type": "PSTextFieldSpecifier", "Title": "Two\nlines", "Key": "a\n# b"]
        try Self.writeBundle(sandbox.home + "/old", ["PreferenceSpecifiers": []])
        try Self.writeBundle(sandbox.home + "/new", ["PreferenceSpecifiers": [row]])
        let paths = [sandbox.home + "/old", sandbox.home + "/new"]
        let text = try sandbox.run("settings", ["compare"] + paths)
        #expect(text.output.hasSuffix("\nApp (Root)\n  + Text field \"Two lines\" (`a # b`) added\n"), "\(text.output)")
        let markdown = try sandbox.run("settings", ["compare", "--format", "markdown"] + paths)
        #expect(
            markdown.output.hasSuffix("\n- **Row added**: Text field \"Two lines\" (`a # b`) added\n"),
            "\(markdown.output)")
    }

    @Test func languagesAddedAndRemovedThroughGit() throws {
        let sandbox = Sandbox()
        let repo = sandbox.home + "/shop"
        let bundle = repo + "/Settings.bundle"
        var page = Self.page(defaultSpeed: "m", withSync: true).dictionaryValue ?? [:]
        page["StringsTable"] = "Root"
        try FileManager.default.createDirectory(atPath: bundle + "/de.lproj", withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(.dictionary(page)).write(to: URL(fileURLWithPath: bundle + "/Root.plist"))
        try "\"Sync\" = \"Synchronisieren\";\n".write(
            toFile: bundle + "/de.lproj/Root.strings", atomically: true, encoding: .utf8)
        try Self.git(repo, sandbox, "init", "-q")
        try Self.git(repo, sandbox, "add", "-A")
        try Self.git(repo, sandbox, "commit", "-q", "-m", "German")
        try FileManager.default.removeItem(atPath: bundle + "/de.lproj")
        try FileManager.default.createDirectory(atPath: bundle + "/it.lproj", withIntermediateDirectories: true)
        try "\"Sync\" = \"Sincronizza\";\n".write(
            toFile: bundle + "/it.lproj/Root.strings", atomically: true, encoding: .utf8)
        try Self.git(repo, sandbox, "add", "-A")
        try Self.git(repo, sandbox, "commit", "-q", "-m", "Italian instead")

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
}
