import Foundation
import PropertyList
import TestSupport
import Testing

/// The `settings` executable, run as a user would, with a throw-away HOME.
@Suite(.serialized) struct SettingsCommandTests {
    let sandbox = Sandbox()
    let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase").path
    let gameApp = Sandbox.packageDirectory.appendingPathComponent("Examples/GameApp").path
    let showcaseDomain = "com.terminalsettings.showcase"

    @discardableResult
    func settings(_ arguments: String...) throws -> Sandbox.Result {
        try sandbox.run("settings", arguments)
    }

    func rows(_ arguments: String...) throws -> [String: [String: Any]] {
        let result = try sandbox.run("settings", ["dump"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.error)")
        let apps = try JSONSerialization.jsonObject(with: result.outputData) as! [[String: Any]]
        var byKey: [String: [String: Any]] = [:]
        for page in apps[0]["pages"] as! [[String: Any]] {
            for row in page["rows"] as! [[String: Any]] {
                if let key = row["key"] as? String, byKey[key] == nil { byKey[key] = row }
            }
        }
        return byKey
    }

    @Test func registerPrintsEveryDefaultOfEveryReachablePage() throws {
        let json = try settings("register", gameApp, "--json")
        #expect(json.status == 0)
        let values = try JSONSerialization.jsonObject(with: json.outputData) as! [String: String]
        #expect(values == ["app_player_name": "Player 1", "app_game_difficulty": "Easy"])

        let plist = try settings("register", showcase, "--plist")
        let registered = try PropertyListCoder.decode(plist.outputData).value.dictionaryValue ?? [:]
        #expect(registered["diagnostics_sample_rate"] != nil)  // two child panes deep
        #expect(registered["widgets_style"] == "compact")  // an app-group page
        #expect(registered["profile_name"] == "Ada Lovelace")
    }

    @Test func dumpTagsEveryValueWithItsDomain() throws {
        var byKey = try rows(showcase)
        #expect(byKey["profile_name"]?["tag"] as? String == "default")
        #expect(byKey["profile_password"]?["tag"] as? String == "default")

        try settings("set", showcase, "notifications_sound", "on")
        try settings("set", showcase, "profile_password", "hunter2")
        byKey = try rows(showcase)
        #expect(byKey["profile_password"]?["tag"] as? String == "app")
        #expect(byKey["notifications_sound"]?["tag"] as? String == "app")
        #expect(byKey["notifications_sound"]?["display"] as? String == "ON")

        let text = try settings("dump", showcase)
        #expect(!text.output.contains("hunter2"))
        // An untitled slider goes by its group's title, as the editor names it, not by its key.
        #expect(text.output.split(separator: "\n").contains { $0.hasPrefix("    Sound ") && $0.contains("0.5") })
        #expect(!text.output.contains("    sound_volume"))
        let json = try settings("dump", showcase, "--json")
        #expect(!json.output.contains("hunter2"))

        let argued = try sandbox.run("settings", ["dump", showcase, "--json", "--", "-profile_name", "Grace"])
        #expect(argued.output.contains("\"Grace\""))
        let withArgs = try JSONSerialization.jsonObject(with: argued.outputData) as! [[String: Any]]
        let root = (withArgs[0]["pages"] as! [[String: Any]])[0]["rows"] as! [[String: Any]]
        #expect(root.first { $0["key"] as? String == "profile_name" }?["tag"] as? String == "arg")
    }

    @Test func getSaysWhereTheValueComesFrom() throws {
        let before = try settings("get", gameApp, "app_game_difficulty")
        #expect(before.output.hasPrefix("Easy\ndefault: registration domain"))
        try settings("set", gameApp, "app_game_difficulty", "Hard")
        let after = try settings("get", gameApp, "app_game_difficulty")
        #expect(after.output.hasPrefix("Hard\napp: application domain com.terminalsettings.gameapp"))
        let masked = try sandbox.run(
            "settings", ["get", gameApp, "app_game_difficulty", "--", "-app_game_difficulty", "Normal"])
        #expect(masked.output.hasPrefix("Normal\narg: argument domain"))
    }

    @Test func readingCommandsWarnAboutAStoreFileTheyCannotRead() throws {
        try settings("set", gameApp, "app_game_difficulty", "Hard")
        let store = sandbox.userDirectory + "/com.terminalsettings.gameapp.plist"
        try Data("not a plist <<".utf8).write(to: URL(fileURLWithPath: store))
        for arguments in [["get", gameApp, "app_game_difficulty"], ["dump", gameApp], ["diff", gameApp]] {
            let result = try sandbox.run("settings", arguments)
            #expect(result.status == 0, "\(arguments): \(result.error)")
            #expect(result.error.contains("gameapp.plist cannot be read as a property list"), "\(arguments)")
            #expect(result.error.contains("values are shown without it"), "\(arguments)")
        }
        #expect(try settings("get", gameApp, "app_game_difficulty").output.hasPrefix("Easy\ndefault:"))
        // The user's file is kept as it was.
        #expect(try String(contentsOfFile: store, encoding: .utf8) == "not a plist <<")
    }

    @Test func setValidatesAgainstTheRowAndWritesExactTypes() throws {
        let file = sandbox.file(showcaseDomain)
        #expect(try settings("set", showcase, "refresh_minutes", "15 min").status == 0)  // a title
        #expect(try sandbox.read(file)?["refresh_minutes"] == .integer(15))
        #expect(try settings("set", showcase, "refresh_minutes", "60").status == 0)  // a value
        #expect(try sandbox.read(file)?["refresh_minutes"] == .integer(60))

        #expect(try settings("set", showcase, "notifications_badge", "no").status == 0)
        #expect(try sandbox.read(file)?["notifications_badge"] != nil)

        let outOfRange = try settings("set", showcase, "display_brightness", "1000")
        #expect(outOfRange.status == 1)
        #expect(outOfRange.error.hasPrefix("settings: "))
        // The range as the editor's slider row writes it.
        #expect(outOfRange.error.contains("range 0–100;"), "\(outOfRange.error)")
        #expect(!outOfRange.error.contains("Fatal"))

        let readOnly = try settings("set", showcase, "about_version", "2.0")
        #expect(readOnly.status == 1)
        let notAChoice = try settings("set", showcase, "refresh_minutes", "7 hours")
        #expect(notAChoice.status == 1 && notAChoice.error.contains("15 min"))
        let unknown = try settings("set", showcase, "no_such_key", "1")
        #expect(unknown.status == 1 && unknown.error.contains("profile_name"))
        let digits = try settings("set", showcase, "profile_age", "forty")
        #expect(digits.status == 1)
        #expect(try sandbox.read(file)?["profile_age"] == nil)
    }

    @Test func writesGoOnlyToTheApplicationDomainOrThePagesSuite() throws {
        try settings("set", showcase, "profile_name", "Grace")
        #expect(try settings("set", showcase, "widgets_style", "Detailed").status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.userDirectory)
            .filter { $0.hasSuffix(".plist") }.sorted()
        #expect(files == ["com.terminalsettings.showcase.plist", "group.com.terminalsettings.showcase.plist"])
        #expect(try sandbox.read(sandbox.file("group.com.terminalsettings.showcase"))?["widgets_style"] == "detailed")
        #expect(try sandbox.read(sandbox.file(showcaseDomain))?["widgets_style"] == nil)
    }

    @Test func resetLetsTheRegisteredDefaultShowThrough() throws {
        try settings("set", gameApp, "app_game_difficulty", "Hard")
        try settings("set", gameApp, "app_player_name", "Ada")
        let one = try settings("reset", gameApp, "app_game_difficulty")
        #expect(one.output.contains("now Easy (default)"))
        #expect(try sandbox.read(sandbox.file("com.terminalsettings.gameapp")) == ["app_player_name": "Ada"])
        try settings("reset", gameApp, "--all")
        #expect(!FileManager.default.fileExists(atPath: sandbox.file("com.terminalsettings.gameapp")))
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.userDirectory)
        #expect(left.filter { $0.contains("com.terminalsettings.gameapp") } == [])  // no lock file either
        #expect(try settings("reset", gameApp).status != 0)
    }

    @Test func lintReportsFindingsAndExitsOneOnErrors() throws {
        let clean = try settings("lint", showcase, gameApp)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.hasSuffix("\n2 bundles: 0 errors, 0 warnings, 1 note\n"))

        let broken = URL(fileURLWithPath: sandbox.home).appendingPathComponent("Broken.bundle")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        let root: PlistValue = [
            "PreferenceSpecifiers": [
                [
                    "Type": "PSMultiValueSpecifier", "Key": "k", "Title": "K", "DefaultValue": "3", "Values": [1, 2],
                    "Titles": ["One"],
                ],
                ["Type": "PSChildPaneSpecifier", "Title": "Gone", "File": "../outside"],
            ]
        ]
        try PropertyListCoder.encodeXML(root).write(to: broken.appendingPathComponent("Root.plist"))
        let result = try settings("lint", broken.path)
        #expect(result.status == 1)
        #expect(result.output.contains(": error: "))
        #expect(result.output.contains("["))
        let json = try settings("lint", broken.path, "--json")
        #expect(json.status == 1)
        #expect((try JSONSerialization.jsonObject(with: json.outputData) as? [[String: Any]])?.count == 1)
    }

    @Test(.enabled(if: Sandbox.runsCorpusTests, "../shared/corpus is absent (set CI to make that a failure)"))
    func lintsEveryCorpusBundleWithoutCrashing() throws {
        let corpus = try #require(Sandbox.corpusDirectory, "../shared/corpus is missing (required when CI is set)")
        let result = try settings("lint", corpus.path)
        #expect(result.status == 0 || result.status == 1, "\(result.error)")
        #expect(!result.error.contains("Fatal error"))
        #expect(result.output.contains("bundles:"))
    }

    @Test func dumpsAFolderOfBundlesGivingThoseWithoutADomainAPreviewOne() throws {
        let folder = URL(fileURLWithPath: sandbox.home).appendingPathComponent("projects")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: gameApp, toPath: folder.appendingPathComponent("GameApp").path)
        let bare = folder.appendingPathComponent("Bare/Settings.bundle")
        try FileManager.default.createDirectory(at: bare, withIntermediateDirectories: true)
        let root: PlistValue = [
            "PreferenceSpecifiers": [["Type": "PSChildPaneSpecifier", "Title": "More", "File": "Gone"]]
        ]
        try PropertyListCoder.encodeXML(root).write(to: bare.appendingPathComponent("Root.plist"))

        let both = try settings("dump", folder.path)
        #expect(both.status == 0)
        #expect(both.output.contains("Player Name"))
        #expect(both.output.contains("# preview.Bare.Settings from preview (no Info.plist with a CFBundleIdentifier"))
        #expect(both.error.contains("Bare/Settings.bundle uses the preview domain preview.Bare.Settings"))

        let onlyBare = try settings("dump", folder.appendingPathComponent("Bare").path)
        #expect(onlyBare.status == 0 && onlyBare.output.contains("[preview.Bare.Settings]"))
        let named = try settings("dump", bare.path, "--domain", "com.example.qa")
        #expect(named.status == 0)
        #expect(named.output.hasPrefix("# com.example.qa from --domain (given on the command line)"))
        #expect(
            named.output.contains("More                         (not followed: the page file Gone.plist does not exist")
        )
    }

    @Test func badInputGetsOneClearLine() throws {
        let missing = try settings("dump", sandbox.home + "/nope")
        #expect(missing.status == 1)
        #expect(missing.error.hasPrefix("settings: ") && missing.error.contains("no such file"))
        let badIdiom = try settings("dump", showcase, "--idiom", "watch")
        #expect(badIdiom.status != 0 && badIdiom.error.contains("unknown idiom"))
    }

    @Test func registrationWalkthroughShowsBothScenarios() throws {
        let result = try sandbox.run("registration-walkthrough", [gameApp])
        #expect(result.status == 0, "\(result.error)")
        let scenarios = result.output.components(separatedBy: "Scenario 2")
        #expect(scenarios.count == 2)
        #expect(scenarios[0].contains("app_player_name = Player 1   (from the default domain"))
        #expect(scenarios[0].contains("app_game_difficulty = Hard   (from the app domain"))
        #expect(scenarios[1].contains("app_player_name = nil   (no domain holds it)"))
        #expect(scenarios[1].contains("app_game_difficulty = Hard   (from the app domain"))
    }
}
