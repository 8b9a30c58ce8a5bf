import Foundation
import PropertyList
import TestSupport
import Testing
import ToolVersion

/// What a new user meets first (issue 10, items 10-15): version, help, mistyped subcommands,
/// lint output that survives `2>&1 | tail`, quiet lint, and what `settings reset` says.
@Suite(.serialized) struct FirstHourTests {
    let sandbox = Sandbox()
    let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase").path
    let lintRules = Sandbox.packageDirectory.appendingPathComponent(
        "Tests/SettingsBundleTests/Fixtures/LintRules/Settings.bundle"
    ).path
    let localization = Sandbox.packageDirectory.appendingPathComponent(
        "Tests/SettingsBundleTests/Fixtures/Localization/Settings.bundle"
    ).path

    @discardableResult
    func settings(_ arguments: String...) throws -> Sandbox.Result {
        try sandbox.run("settings", arguments)
    }

    /// Runs `settings` with standard output and standard error on one pipe, as `2>&1 | tail` does.
    func settingsJoined(_ arguments: [String]) throws -> (status: Int32, text: String) {
        let ran = try TestProcess.run(
            Sandbox.productsDirectory.appendingPathComponent("settings").path, arguments,
            environment: ["HOME": sandbox.home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], joiningError: true)
        return (ran.status, ran.text)
    }

    @Test func bothToolsPrintTheOneVersionTheChangelogStartsWith() throws {
        let settings = try settings("--version")
        #expect(settings.status == 0)
        #expect(settings.output == ToolVersion.current + "\n")
        let defaults = try sandbox.run("defaults", ["--version"])
        #expect(defaults.status == 0)
        #expect(defaults.output == ToolVersion.current + "\n")
        let changelog = try String(
            contentsOf: Sandbox.packageDirectory.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let firstRelease = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(firstRelease.hasPrefix("## \(ToolVersion.current) "), "CHANGELOG.md starts with \(firstRelease)")
    }

    @Test func aMistypedSubcommandGetsTheNearestName() throws {
        for (typed, meant) in [("lnt", "lint"), ("dupm", "dump"), ("regster", "register"), ("rest", "reset")] {
            let result = try settings(typed, showcase)
            #expect(result.status == 64, "\(typed): \(result.error)")
            #expect(result.error.hasPrefix("settings: '\(typed)' is neither a subcommand nor an existing path"))
            #expect(result.error.contains("did you mean '\(meant)'?"), "\(typed): \(result.error)")
            #expect(result.output.isEmpty)
        }
        // A path that does not exist and is like no subcommand is still reported as a path.
        let missing = try settings("Nowhere", showcase)
        #expect(missing.status == 1 && missing.error.contains("no such file or folder"))
    }

    @Test func topLevelHelpListsTheEditorsOptionsAndTheSubcommands() throws {
        for flag in ["--help", "-h", "help"] {
            let help = try settings(flag)
            #expect(help.status == 0)
            for option in ["--domain", "--idiom", "--language", "--mouse", "--ascii", "--no-color", "--version"] {
                #expect(help.output.contains(option), "\(flag) lacks \(option)")
            }
            #expect(help.output.contains("USAGE: settings [<paths> ...]"))
            #expect(help.output.contains("SUBCOMMANDS:") && help.output.contains("lint"))
            let lines = help.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for flag in ["-h, --help", "--version", "--mouse"] {
                #expect(lines.filter { $0.hasPrefix(flag + " ") }.count == 1, "one \(flag) line")
            }
        }
    }

    @Test func lintFindingsAndSummaryArriveInOrderOnOneStream() throws {
        let joined = try settingsJoined(["lint", lintRules, localization])
        #expect(joined.status == 1)
        let lines = joined.text.split(separator: "\n").map(String.init)
        #expect(lines.count > 20)
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("2 bundles: ") && summary.contains(" errors, "), "last line: \(summary)")
        // Every other line is a whole finding.
        for line in lines.dropLast() {
            #expect(line.hasSuffix("]") && line.contains(": "), "not a finding: \(line)")
        }
        let separate = try settings("lint", lintRules)
        #expect(separate.error.isEmpty)
        #expect(separate.output.split(separator: "\n").last?.hasPrefix("1 bundle: ") == true)
    }

    @Test func lintCanHideNotes() throws {
        let all = try settings("lint", localization)
        #expect(all.output.contains(": note: "))
        for arguments in [["--quiet"], ["-q"], ["--severity", "warning"]] {
            let quiet = try sandbox.run("settings", ["lint", localization] + arguments)
            #expect(quiet.status == all.status)
            #expect(!quiet.output.contains(": note: "), "\(arguments)")
            #expect(quiet.output.contains(": warning: "))
            #expect(quiet.output.contains(" notes (hidden)"))
        }
        let errors = try settings("lint", lintRules, "--severity", "error")
        #expect(errors.status == 1)
        let findings = errors.output.split(separator: "\n").dropLast()
        #expect(!findings.isEmpty && findings.allSatisfy { $0.contains(": error: ") })
        let json = try settings("lint", localization, "--json", "--quiet")
        #expect(!json.output.contains("\"note\""))
        let bad = try settings("lint", localization, "--severity", "info")
        #expect(bad.status == 64 && bad.error.contains("severity"))
    }

    @Test func lintGroupsMissingTranslationsIntoOneNotePerPage() throws {
        let result = try settings("lint", localization)
        let notes = result.output.split(separator: "\n").filter { $0.contains("[missing-localization]") }
        #expect(notes.count == 2, "\(notes)")
        #expect(
            notes.contains { $0.contains("Child.plist shows untranslated text in 8 languages: no Child.strings in") })
    }

    @Test func resetSaysWhatItRemovedAndWhatWasNotSet() throws {
        try settings("set", showcase, "profile_email", "ada@example.com")
        let email = try settings("reset", showcase, "profile_email")
        #expect(email.status == 0)
        #expect(email.output == "profile_email reset in com.terminalsettings.showcase; now \"\" (default)\n")

        let never = try settings("reset", showcase, "profile_name")
        #expect(never.status == 0)
        #expect(never.output.hasPrefix("profile_name was not set in com.terminalsettings.showcase; it shows"))

        let readOnly = try settings("reset", showcase, "about_version")
        #expect(readOnly.status == 1 && readOnly.error.contains("read-only"))

        try settings("set", showcase, "notifications_sound", "on")
        let all = try settings("reset", showcase, "--all")
        #expect(all.output == "notifications_sound reset in com.terminalsettings.showcase; now OFF (default)\n")
        let nothing = try settings("reset", showcase, "--all")
        #expect(nothing.output.hasPrefix("nothing to reset"))
    }
}

/// `swift package generate-manual` asks every executable that links ArgumentParser for
/// `--experimental-dump-help` and stops at the first that cannot answer (it stopped at
/// `settings-bench`, so `settings` got no page).
@Suite struct ManualGenerationTests {
    let sandbox = Sandbox()

    @Test(arguments: ["settings", "settings-bench", "settings-reliability"])
    func answersTheManualPluginsQuestion(_ product: String) throws {
        let result = try sandbox.run(product, ["--experimental-dump-help"])
        #expect(result.status == 0, "\(product): \(result.error)")
        let info = try #require(try JSONSerialization.jsonObject(with: result.outputData) as? [String: Any])
        let command = try #require(info["command"] as? [String: Any])
        #expect(command["commandName"] as? String == product)
    }
}
