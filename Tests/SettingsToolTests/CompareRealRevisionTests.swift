import Foundation
import PropertyList
import TestSupport
import Testing

/// `settings compare` on real revisions of public apps' bundles (Fixtures/Compare), directly and
/// through `--git`.
@Suite(.serialized) struct CompareRealRevisionTests {
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
        try CompareCommandTests.git(repo, sandbox, "init", "-q")
        try FileManager.default.copyItem(atPath: old, toPath: bundle)
        try CompareCommandTests.git(repo, sandbox, "add", "-A")
        try CompareCommandTests.git(repo, sandbox, "commit", "-q", "-m", "old")
        try FileManager.default.removeItem(atPath: bundle)
        try FileManager.default.copyItem(atPath: new, toPath: bundle)
        try CompareCommandTests.git(repo, sandbox, "add", "-A")
        try CompareCommandTests.git(repo, sandbox, "commit", "-q", "-m", "new")

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
}
