import Foundation
import TestSupport
import Testing

/// `settings compare --scheme`: both versions open as the scheme's Run action launches the app,
/// its target (whose product names the root pane), configuration and language, as every other
/// command opens them; with `--git`, the scheme is the checkout's.
@Suite(.serialized) struct CompareSchemeTests {
    let sandbox = Sandbox()

    /// Two copies of the scheme checkout fixture, `old` and `new`; in `new`, `font_scale`'s default
    /// is 120 instead of 100. Returns the two bundles' paths.
    func versions() throws -> (old: String, new: String) {
        let source = Sandbox.packageDirectory.appendingPathComponent(
            "Tests/SettingsBundleTests/Fixtures/Schemes/Checkout")
        for name in ["old", "new"] {
            try FileManager.default.copyItem(atPath: source.path, toPath: sandbox.home + "/" + name)
        }
        try changeDefault(in: sandbox.home + "/new")
        return (sandbox.home + "/old/App/Settings.bundle", sandbox.home + "/new/App/Settings.bundle")
    }

    /// Sets `font_scale`'s default to 120 in the checkout at `folder`.
    func changeDefault(in folder: String) throws {
        let root = folder + "/App/Settings.bundle/Root.plist"
        let text = try String(contentsOfFile: root, encoding: .utf8)
        let changed = text.replacingOccurrences(
            of: "<key>DefaultValue</key>\n\t\t\t<integer>100</integer>",
            with: "<key>DefaultValue</key>\n\t\t\t<integer>120</integer>")
        #expect(changed != text)
        try changed.write(toFile: root, atomically: true, encoding: .utf8)
    }

    /// The `pageTitle` and `row` title of each change `settings compare … --json` lists.
    func changes(_ arguments: [String]) throws -> [(page: String, row: String)] {
        let result = try sandbox.run("settings", ["compare"] + arguments + ["--json"])
        #expect(result.status == 1, "\(result.error)")  // a default changed
        let object = try JSONSerialization.jsonObject(with: result.outputData) as? [String: Any] ?? [:]
        return (object["changes"] as? [[String: Any]] ?? []).map {
            ($0["pageTitle"] as? String ?? "", $0["row"] as? String ?? "")
        }
    }

    @Test func theSchemesTargetNamesTheApp() throws {
        let (old, new) = try versions()
        // Without a scheme, the first target that copies the bundle: Awful.
        #expect(try changes([old, new]).map(\.page) == ["Awful"])
        // Lite's Run action launches AwfulLite, which copies the bundle too.
        #expect(try changes([old, new, "--scheme", "Lite"]).map(\.page) == ["AwfulLite"])
        // --target wins over the scheme's target, as everywhere.
        #expect(try changes([old, new, "--scheme", "Lite", "--target", "Awful"]).map(\.page) == ["Awful"])
        // A scheme whose target does not copy the bundle keeps the bundle's own target.
        #expect(try changes([old, new, "--scheme", "Beta"]).map(\.page) == ["Awful"])
    }

    @Test func theSchemesLanguageTitlesTheChanges() throws {
        let (old, new) = try versions()
        #expect(try changes([old, new, "--language", "en"]).map(\.row) == ["Font Scale"])
        // "Awful Arguments" runs the app in French.
        #expect(try changes([old, new, "--scheme", "Awful Arguments"]).map(\.row) == ["Taille du texte"])
        // --language wins over the scheme's, as everywhere.
        #expect(
            try changes([old, new, "--scheme", "Awful Arguments", "--language", "en"]).map(\.row) == ["Font Scale"])
    }

    @Test func unknownSchemeListsTheKnownOnes() throws {
        let (old, new) = try versions()
        let result = try sandbox.run("settings", ["compare", old, new, "--scheme", "Nope"])
        #expect(result.status == 2)
        #expect(result.error.contains("no scheme named \"Nope\"; known: \"Awful Arguments\", \"Awful\""))
    }

    /// A `--git` snapshot holds only the path: the scheme is the checkout's, for both versions.
    @Test func gitSnapshotTakesTheCheckoutsScheme() throws {
        let source = Sandbox.packageDirectory.appendingPathComponent(
            "Tests/SettingsBundleTests/Fixtures/Schemes/Checkout")
        let repo = sandbox.home + "/repo"
        try FileManager.default.copyItem(atPath: source.path, toPath: repo)
        try CompareCommandTests.git(repo, sandbox, "init", "-q")
        try CompareCommandTests.git(repo, sandbox, "add", "-A")
        try CompareCommandTests.git(repo, sandbox, "commit", "-q", "-m", "first")
        try changeDefault(in: repo)
        let path = repo + "/App/Settings.bundle"
        #expect(try changes(["--git", "HEAD", path, "--scheme", "Lite"]).map(\.page) == ["AwfulLite"])
    }
}
