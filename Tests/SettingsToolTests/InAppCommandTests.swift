import Foundation
import PropertyList
import TestSupport
import Testing

/// `--in-app` and `--hide` on the `settings` subcommands, run as a user would.
@Suite(.serialized) struct InAppCommandTests {
    let sandbox = Sandbox()
    let everything = Sandbox.packageDirectory.appendingPathComponent(
        "Tests/SettingsBundleTests/Fixtures/InApp/Everything.app"
    ).path
    let separate = Sandbox.packageDirectory.appendingPathComponent(
        "Tests/SettingsBundleTests/Fixtures/InApp/Separate.app"
    ).path

    @discardableResult
    func settings(_ arguments: String...) throws -> Sandbox.Result {
        try sandbox.run("settings", arguments, environment: ["LANG": "en_US.UTF-8"])
    }

    func rootRows(_ arguments: String...) throws -> [[String: Any]] {
        let result = try sandbox.run("settings", ["dump", "--json"] + arguments)
        #expect(result.status == 0, "\(result.error)")
        let apps = try JSONSerialization.jsonObject(with: result.outputData) as! [[String: Any]]
        let pages = apps[0]["pages"] as! [[String: Any]]
        return pages[0]["rows"] as! [[String: Any]]
    }

    @Test func dumpInAppShowsTheRowsInAppSettingsKitShowsInItsOrder() throws {
        let rows = try rootRows(everything, "--in-app", "--language", "en")
        let titles = rows.compactMap { $0["title"] as? String }
        #expect(titles.prefix(4) == ["Before groups", "Account", "Log in", "Sync"])
        #expect(!titles.contains("Plain"))
        #expect(!titles.contains("Screens"))  // a group for iPad only: InAppSettingsKit drops it
        let tags = try #require(rows.first { $0["key"] as? String == "tags" })
        #expect(tags["items"] as? [String] == ["alpha", "beta"])
        #expect(tags["addRow"] as? String == "Add tag")
        let website = try #require(rows.first { $0["title"] as? String == "Website" })
        #expect(website["url"] as? String == "https://example.com/help")
        #expect(website["type"] as? String == "IASKOpenURLSpecifier")
        let about = try #require(rows.first { $0["title"] as? String == "About" })
        #expect(about["drawnByApp"] as? Bool == true)

        let settingsRows = try rootRows(everything)
        #expect(settingsRows.contains { $0["title"] as? String == "Plain" })
    }

    @Test func hideHidesAGroupsSectionAndNeedsInApp() throws {
        let rows = try rootRows(everything, "--in-app", "--hide", "accountGroup,colour")
        let keys = rows.compactMap { $0["key"] as? String }
        #expect(!keys.contains("loginTitle"))
        #expect(!keys.contains("notes"))
        #expect(!keys.contains("colour"))
        #expect(keys.contains("loose"))
        let refused = try settings("dump", everything, "--hide", "accountGroup")
        #expect(refused.status != 0)
        #expect(refused.error.contains("--hide is InAppSettingsKit's hiddenKeys; add --in-app"))
    }

    @Test func registerInAppCollectsWhatGatherDefaultsCollects() throws {
        let result = try settings("register", separate, "--in-app", "--json")
        #expect(result.status == 0, "\(result.error)")
        let values = try JSONSerialization.jsonObject(with: result.outputData) as! [String: Any]
        #expect(Set(values.keys) == ["inAppRoot", "bio", "since", "customThing"])
        let all = try settings("register", separate, "--in-app", "--all-fields", "--json")
        let allValues = try JSONSerialization.jsonObject(with: all.outputData) as! [String: Any]
        #expect(Set(allValues.keys) == ["inAppRoot", "bio", "since", "customThing", "list", "button", "version"])
        let settingsView = try settings("register", separate, "--json")
        let settingsValues = try JSONSerialization.jsonObject(with: settingsView.outputData) as! [String: Any]
        #expect(Set(settingsValues.keys) == ["settingsToggle"])
        #expect(try settings("register", separate, "--all-fields").status != 0)
        let conflict = try settings("register", everything, "--in-app", "--language", "en", "--json")
        #expect(conflict.error.contains("InAppSettingsKit registers the last one met"))
    }

    @Test func lintInAppKnowsEveryInAppType() throws {
        let inApp = try settings("lint", everything, "--in-app")
        #expect(inApp.status == 1)  // the fixture's deliberate errors
        #expect(!inApp.output.contains("[unknown-type]"))
        #expect(inApp.output.contains("[iask-mail-spelling]"))
        #expect(inApp.output.contains("[iask-view-controller-selector]"))
        let settingsView = try settings("lint", everything)
        #expect(settingsView.output.contains("Root.plist:28:4: warning: Item 2 (Key \"settingsOnlyButton\")"))
        #expect(!settingsView.output.contains("no child pane reaches Root.inApp.plist"))
        #expect(settingsView.output.contains("[iask-open-url-file]"))
    }

    /// `settings set` reads a date in the forms the tools print: `defaults read` and a date value's
    /// description (`2024-01-02 03:04:05 +0000`), `settings get` (the row's `2024-01-02 03:04`), the
    /// JSON's ISO 8601 (issue 19 item 13).
    @Test func setAcceptsEveryDateFormTheToolsPrint() throws {
        // The row's MinuteInterval is 15: 03:15.
        let expected = Date(timeIntervalSince1970: 1_704_165_300)  // 2024-01-02 03:15:00 UTC
        for text in ["2024-01-02 03:15:00 +0000", "2024-01-02T03:15:00Z", "2024-01-02T04:15:00+01:00"] {
            let result = try settings("set", everything, "--in-app", "reminder", text)
            #expect(result.status == 0, "\(text): \(result.error)")
            #expect(try sandbox.read(sandbox.file("com.example.everything"))?["reminder"] == .date(expected), "\(text)")
        }
        // What `settings get` prints (its first line) is accepted back, and reads back the same.
        let printed =
            try settings("get", everything, "--in-app", "reminder").output
            .split(separator: "\n").first.map(String.init) ?? ""
        #expect(try settings("set", everything, "--in-app", "reminder", printed).status == 0, "\(printed)")
        let again = try settings("get", everything, "--in-app", "reminder").output
        #expect(again.split(separator: "\n").first.map(String.init) == printed)
    }

    @Test func getSetAndResetWorkOnInAppRows() throws {
        #expect(try settings("set", everything, "--in-app", "reminder", "2026-12-01 10:15").status == 0)
        let stored = try sandbox.read(sandbox.file("com.example.everything"))
        guard case .date? = stored?["reminder"] else {
            Issue.record("the reminder is not stored as a date: \(String(describing: stored?["reminder"]))")
            return
        }
        let bad = try settings("set", everything, "--in-app", "reminder", "next week")
        #expect(bad.status != 0)
        #expect(bad.error.contains("is not a date"))
        #expect(try settings("set", everything, "--in-app", "notes", "one\ntwo").status == 0)
        #expect(try settings("set", everything, "--in-app", "tags", "(x, y, z)").status == 0)
        #expect(try sandbox.read(sandbox.file("com.example.everything"))?["tags"] == ["x", "y", "z"])
        let get = try settings("get", everything, "--in-app", "tags")
        #expect(get.output.contains("3 items"))
        let action = try settings("set", everything, "--in-app", "banner", "x")
        #expect(action.status != 0)
        #expect(try settings("reset", everything, "--in-app", "tags").status == 0)
        #expect(try sandbox.read(sandbox.file("com.example.everything"))?["tags"] == nil)
        // The Settings view has no such row.
        #expect(try settings("get", everything, "notes").status != 0)
    }
}
