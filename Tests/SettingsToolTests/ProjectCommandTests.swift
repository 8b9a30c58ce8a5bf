import Foundation
import PropertyList
import TestSupport
import Testing

/// `settings` on project checkouts and bare bundles: the domain each command uses and where it
/// came from (the fixture trees of `SettingsBundleTests/Fixtures/Projects`, copied into a
/// throw-away HOME with no `.git` above them).
@Suite(.serialized) struct ProjectCommandTests {
    let sandbox = Sandbox()

    /// A copy of a fixture tree in the sandbox.
    func tree(_ name: String) throws -> String {
        let source = Sandbox.packageDirectory.appendingPathComponent(
            "Tests/SettingsBundleTests/Fixtures/Projects/\(name)")
        let copy = sandbox.home + "/trees/" + name
        try FileManager.default.createDirectory(
            atPath: sandbox.home + "/trees", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source.path, toPath: copy)
        return copy
    }

    /// `settings dump ARGUMENTS --json`, decoded: one dictionary per app.
    func dump(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try sandbox.run("settings", ["dump"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.error)")
        return try JSONSerialization.jsonObject(with: result.outputData) as? [[String: Any]] ?? []
    }

    @Test func dumpNamesTheDomainAndWhereItCameFrom() throws {
        let apps = try dump([try tree("XCConfig")])
        #expect(apps.count == 1)
        #expect(apps.first?["domain"] as? String == "com.example.configured")
        #expect(apps.first?["domainSource"] as? String == "xcconfig")
        #expect(
            (apps.first?["domainDetail"] as? String)?.hasPrefix(
                "Configs/App.xcconfig, target Configured, configuration Release of XCConfig.xcodeproj") == true)

        let two = try dump([try tree("TwoApps")])
        let byDomain = Dictionary(two.map { ($0["domain"] as? String ?? "", $0["domainSource"] as? String ?? "") }) {
            a, _ in a
        }
        #expect(byDomain["com.example.alpha"] == "project")
        #expect(byDomain["com.example.beta"] == "project")
        #expect(byDomain["preview.Unused.Settings"] == "preview")
    }

    @Test func configurationPicksTheBuildConfiguration() throws {
        let path = try tree("Conditional")
        let fallback = try dump([path])
        #expect((fallback.first?["domainDetail"] as? String)?.contains("configuration Debug leaves") == true)
        let release = try dump([path, "--configuration", "Release"])
        #expect(release.first?["domain"] as? String == "com.example.conditional")
        #expect(
            release.first?["domainDetail"] as? String
                == "target Conditional, configuration Release of Conditional.xcodeproj")
        // --domain overrides everything.
        let named = try dump([path, "--domain", "com.example.named"])
        #expect(named.first?["domain"] as? String == "com.example.named")
        #expect(named.first?["domainSource"] as? String == "--domain")
    }

    /// `--target` beside `--configuration`: the other targets are named in dump's text and JSON and
    /// on standard error, each with the option that picks it; an unknown name is an error.
    @Test func targetPicksAmongTheAppTargetsThatCopyTheBundle() throws {
        let path = try tree("Wheelmap")
        let first = try dump([path])
        #expect(first.first?["domain"] as? String == "com.smartmobilefactory.wheelmap2.enterprise")
        #expect(first.first?["target"] as? String == "Wheelmap-Alpha")
        let others = first.first?["otherTargets"] as? [[String: String]] ?? []
        #expect(others.map { $0["name"] ?? "" } == ["Wheelmap-Beta", "Wheelmap-Live"])
        #expect(others.map { $0["option"] ?? "" } == ["--target Wheelmap-Beta", "--target Wheelmap-Live"])
        let live = try dump([path, "--target", "Wheelmap-Live"])
        #expect(live.first?["domain"] as? String == "de.sozialhelden.wheelmap.iphone")

        let text = try sandbox.run("settings", ["dump", path, "--target", "Wheelmap-Beta"])
        #expect(text.status == 0)
        #expect(
            text.output.hasPrefix(
                "# com.smartmobilefactory.wheelmap2.live.enterprise from project (target Wheelmap-Beta"))
        #expect(text.output.contains("also copied by targets Wheelmap-Alpha (--target Wheelmap-Alpha), Wheelmap-Live"))
        #expect(
            text.error.contains(
                "of target Wheelmap-Beta; it is also copied by targets Wheelmap-Alpha (--target Wheelmap-Alpha)"))

        let diff = try sandbox.run("settings", ["diff", path, "--target", "Wheelmap-Live"])
        #expect(diff.status == 0)
        #expect(diff.error.contains("uses the domain de.sozialhelden.wheelmap.iphone of target Wheelmap-Live"))

        let unknown = try sandbox.run("settings", ["dump", path, "--target", "Live"])
        #expect(unknown.status != 0)
        #expect(unknown.error.contains("no application target named Live copies"))
        #expect(
            unknown.error.contains(
                "Wheelmap-Alpha (--target Wheelmap-Alpha), Wheelmap-Beta (--target Wheelmap-Beta), Wheelmap-Live"))
    }

    @Test func registerNeedsNoDomain() throws {
        let bundle = try tree("BareBundles") + "/One/Settings.bundle"
        let result = try sandbox.run("settings", ["register", bundle, "--json"])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(try JSONSerialization.jsonObject(with: result.outputData) as? [String: Bool] == ["enabled": true])
    }

    @Test func aFolderOfBareBundlesListsPreviewDomains() throws {
        let apps = try dump([try tree("BareBundles")])
        #expect(apps.map { $0["domain"] as? String } == ["preview.One.Settings", "preview.Two.Settings"])
        #expect(apps.allSatisfy { $0["domainSource"] as? String == "preview" })
        // The preview domain is a real one: set and get work in it, and nothing else is written.
        let bundle = sandbox.home + "/trees/BareBundles/Two"
        #expect(try sandbox.run("settings", ["set", bundle, "enabled", "off"]).status == 0)
        let got = try sandbox.run("settings", ["get", bundle, "enabled", "--json"])
        let object = try JSONSerialization.jsonObject(with: got.outputData) as? [String: Any]
        #expect(object?["tag"] as? String == "app")
        #expect(object?["appDomain"] as? String == "preview.Two.Settings")
        #expect(object?["domainSource"] as? String == "preview")
        #expect(try sandbox.read(sandbox.file("preview.Two.Settings")) == ["enabled": false])
    }

    @Test func twoAppsOpenedTogetherEachShowTheirOwnDefault() throws {
        for (name, value) in [("First", "first's"), ("Second", "second's")] {
            let bundle = sandbox.home + "/apps/\(name)/Settings.bundle"
            try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
            let root: PlistValue = [
                "PreferenceSpecifiers": [
                    ["Type": "PSTextFieldSpecifier", "Title": "Name", "Key": "name", "DefaultValue": .string(value)]
                ]
            ]
            try PropertyListCoder.encodeXML(root).write(to: URL(fileURLWithPath: bundle + "/Root.plist"))
        }
        let apps = try dump([sandbox.home + "/apps"])
        let shown = apps.map { app in
            ((app["pages"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]])?.first?["display"] as? String
        }
        #expect(shown == ["first's", "second's"])
    }

    /// An identifier that cannot name a store file skips its bundle (the others still open); alone,
    /// it is an error that says to pass --domain.
    @Test func anIdentifierThatCannotNameAStoreFileIsSkipped() throws {
        let app = sandbox.home + "/mixed/Bad.app"
        try FileManager.default.createDirectory(atPath: app + "/Settings.bundle", withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(["CFBundleIdentifier": "com.example/bad"]).write(
            to: URL(fileURLWithPath: app + "/Info.plist"))
        let root: PlistValue = [
            "PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Key": "k", "DefaultValue": true]]
        ]
        try PropertyListCoder.encodeXML(root).write(to: URL(fileURLWithPath: app + "/Settings.bundle/Root.plist"))
        let bare = sandbox.home + "/mixed/Good/Settings.bundle"
        try FileManager.default.createDirectory(atPath: bare, withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(root).write(to: URL(fileURLWithPath: bare + "/Root.plist"))

        let both = try sandbox.run("settings", ["dump", sandbox.home + "/mixed"])
        #expect(both.status == 0)
        #expect(both.output.contains("[preview.Good.Settings]"))
        #expect(both.error.contains("settings: skipped: \"com.example/bad\" cannot be a defaults domain"))
        let alone = try sandbox.run("settings", ["get", app, "k"])
        #expect(alone.status != 0)
        #expect(alone.error.contains("--domain"))
        // diff opens bundles as dump does (one helper, BundleOptions.bindAll): the same skip, the same note.
        let diff = try sandbox.run("settings", ["diff", sandbox.home + "/mixed"])
        #expect(diff.status == 0)
        #expect(diff.output.contains("(preview.Good.Settings): every stored value matches its registered default"))
        #expect(diff.error.contains("settings: skipped: \"com.example/bad\" cannot be a defaults domain"))
        #expect(
            diff.error.components(separatedBy: "\n").filter { $0.contains("skipped") }
                == both.error.components(separatedBy: "\n").filter { $0.contains("skipped") })
    }
}
