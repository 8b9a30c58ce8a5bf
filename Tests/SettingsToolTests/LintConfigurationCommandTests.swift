import Foundation
import PropertyList
import TestSupport
import Testing

/// `settings lint` with `.settings-lint.yml` configurations and baselines, run as a user would.
@Suite(.serialized) struct LintConfigurationCommandTests {
    let sandbox = Sandbox()
    var home: URL { URL(fileURLWithPath: sandbox.home).standardizedFileURL }

    static let password: PlistValue = ["Type": "PSTextFieldSpecifier", "Title": "Password", "Key": "password"]
    static let missingChild: PlistValue = ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "Gone"]
    static let group: PlistValue = ["Type": "PSGroupSpecifier", "Title": "Account"]

    @discardableResult
    func lint(_ arguments: String...) throws -> Sandbox.Result {
        try sandbox.run("settings", ["lint"] + arguments)
    }

    /// Writes `relative/Settings.bundle/Root.plist` under the sandbox and returns the bundle's path.
    @discardableResult
    func bundle(_ relative: String, _ rows: [PlistValue] = [password]) throws -> String {
        let folder = home.appendingPathComponent(relative).appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(["PreferenceSpecifiers": .array(rows)]).write(
            to: folder.appendingPathComponent("Root.plist"))
        return folder.path
    }

    func write(_ relative: String, _ text: String) throws {
        let url = home.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func summary(_ result: Sandbox.Result) -> String {
        String(result.output.split(separator: "\n").last ?? "")
    }

    @Test func theNearestConfigurationUpwardApplies() throws {
        let app = try bundle("repo/a/b/App")
        let plain = try lint(app)
        #expect(plain.output.contains("[insecure-password-field]"))
        #expect(summary(plain) == "1 bundle: 0 errors, 0 warnings, 1 note")

        // Three folders up, YAML: the rule is disabled.
        try write("repo/.settings-lint.yml", "# team settings\ndisabled_rules:\n  - insecure-password-field\n")
        let disabled = try lint(app)
        #expect(disabled.status == 0)
        #expect(summary(disabled) == "1 bundle: 0 errors, 0 warnings, 0 notes", "\(disabled.error)")

        // A nearer JSON file wins over the YAML above it: the warning is back, as an error.
        try write("repo/a/.settings-lint.json", #"{"severity": {"insecure-password-field": "error"}}"#)
        let nearer = try lint(app)
        #expect(nearer.status == 1)
        #expect(nearer.output.contains(": error: "))
        #expect(summary(nearer) == "1 bundle: 1 error, 0 warnings, 0 notes")

        // Two formats in one folder: .yml is used, the other named in a warning.
        try write("repo/a/.settings-lint.yml", "disabled_rules: [insecure-password-field]\n")
        let both = try lint(app)
        #expect(both.status == 0)
        #expect(summary(both) == "1 bundle: 0 errors, 0 warnings, 0 notes")
        #expect(both.error.contains("holds .settings-lint.yml and .settings-lint.json; using .settings-lint.yml"))
        // Two bundles under that folder: the configuration applies to both, its warning said once.
        let sibling = try bundle("repo/a/b/Other")
        let twice = try lint(app, sibling)
        #expect(summary(twice) == "2 bundles: 0 errors, 0 warnings, 0 notes")
        #expect(twice.error.components(separatedBy: "holds .settings-lint.yml and").count == 2, "\(twice.error)")

        // --no-config ignores them all; --config names one for every bundle.
        #expect(summary(try lint(app, "--no-config")) == "1 bundle: 0 errors, 0 warnings, 1 note")
        try write("elsewhere/strict.yaml", "severity:\n  insecure-password-field: error\n")
        let named = try lint(app, "--config", home.appendingPathComponent("elsewhere/strict.yaml").path)
        #expect(named.status == 1)
        #expect(summary(named) == "1 bundle: 1 error, 0 warnings, 0 notes")
        let conflicting = try lint(app, "--config", "x.yml", "--no-config")
        #expect(conflicting.status == 64)
        let absent = try lint(app, "--config", home.appendingPathComponent("absent.yml").path)
        #expect(absent.status == 1)
        #expect(absent.error.contains("absent.yml: the lint configuration does not exist"))
        let folder = try lint(app, "--config", home.appendingPathComponent("elsewhere").path)
        #expect(folder.status == 1)
        #expect(
            folder.error.contains("elsewhere: the lint configuration is a folder; name its file (.settings-lint.yml"))
    }

    @Test func theSearchStopsAtTheRootOfTheGitCheckout() throws {
        let app = try bundle("outer/checkout/App")
        try write("outer/.settings-lint.yml", "disabled_rules: [insecure-password-field]\n")
        #expect(summary(try lint(app)) == "1 bundle: 0 errors, 0 warnings, 0 notes")
        // Once the folder below is a checkout, the file above it no longer applies...
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("outer/checkout/.git"), withIntermediateDirectories: true)
        #expect(summary(try lint(app)) == "1 bundle: 0 errors, 0 warnings, 1 note")
        // ...and one at the checkout's root does.
        try write("outer/checkout/.settings-lint.yml", "disabled_rules: [insecure-password-field]\n")
        #expect(summary(try lint(app)) == "1 bundle: 0 errors, 0 warnings, 0 notes")
    }

    @Test func aSeverityOverrideChangesTheExitStatusBothWays() throws {
        let app = try bundle("repo/App", [Self.missingChild])
        #expect(try lint(app).status == 1)
        try write("repo/.settings-lint.yml", "severity: { child-missing: warning }\n")
        let lowered = try lint(app)
        #expect(lowered.status == 0)
        #expect(summary(lowered) == "1 bundle: 0 errors, 1 warning, 0 notes")

        let warned = try bundle("other/App")
        #expect(try lint(warned).status == 0)
        try write("other/.settings-lint.yml", "severity:\n  insecure-password-field: error\n")
        #expect(try lint(warned).status == 1)
    }

    @Test func excludedBundlesAreNotLintedAndExcludedFilesDropTheirFindings() throws {
        try bundle("repo/Current/App")
        let legacy = try bundle("repo/Legacy/Old/App")
        try bundle("repo/Vendor/Pods/Lib")
        try write("repo/.settings-lint.yml", "excluded: [Legacy/**, \"**/Pods/**\"]\n")
        let searched = try lint(home.appendingPathComponent("repo").path)
        #expect(summary(searched) == "1 bundle: 0 errors, 0 warnings, 1 note")
        #expect(searched.output.contains("Current/App/Settings.bundle/Root.plist"))
        #expect(!searched.output.contains("Legacy"))
        #expect(searched.error.isEmpty, "\(searched.error)")

        // Named on the command line, an excluded bundle says why it was skipped.
        let named = try lint(legacy)
        #expect(named.status == 0)
        #expect(summary(named) == "0 bundles: 0 errors, 0 warnings, 0 notes")
        #expect(named.error.contains("is excluded by \"Legacy/**\" in "))
        #expect(named.error.contains("pass --no-config to lint it"))
        #expect(summary(try lint(legacy, "--no-config")) == "1 bundle: 0 errors, 0 warnings, 1 note")

        // A file inside a bundle: its findings go, the bundle's others stay.
        let app = try bundle("files/App", [Self.password])
        try PropertyListCoder.encodeXML(["PreferenceSpecifiers": [Self.password]]).write(
            to: URL(fileURLWithPath: app).appendingPathComponent("Extra.plist"))
        let before = try lint(app)
        #expect(before.output.contains("Extra.plist"))
        try write("files/.settings-lint.yml", "excluded:\n  - \"**/Extra.plist\"\n")
        let after = try lint(app)
        #expect(!after.output.contains("Extra.plist"), "\(after.output)")
        #expect(after.output.contains("Root.plist"))
    }

    @Test func aMalformedConfigurationIsAnErrorWithItsLine() throws {
        let app = try bundle("repo/App")
        let file = home.appendingPathComponent("repo/.settings-lint.yml").path
        for (text, line, words) in [
            ("disabled_rules:\n  - a\n  b: [\n", 3, "not valid YAML"),
            (
                "severity:\n  child-missing: fatal\n", 2,
                #"the severity of "child-missing" is error, warning or note, not "fatal""#
            ),
            ("- just\n- a list\n", 1, "is a mapping of keys"),
            ("excluded:\n  nested: map\n", 2, "excluded is a list of strings, not a mapping"),
            ("baseline: [a, b]\n", 1, "baseline is the path of a baseline file"),
            ("severity: {}\nseverity: {}\n", 1, "more than once"),
        ] {
            try write("repo/.settings-lint.yml", text)
            let result = try lint(app)
            #expect(result.status == 1, "\(text)")
            #expect(result.error.hasPrefix("settings: \(file):\(line): "), "\(result.error)")
            #expect(result.error.contains(words), "\(result.error)")
            #expect(!result.error.contains("Fatal error"))
            #expect(result.output.isEmpty)
        }
        try FileManager.default.removeItem(atPath: file)
        try write("repo/.settings-lint.json", "{\n  \"disabled_rules\": [\"a\"]\n  \"baseline\": \"b.json\"\n}\n")
        let json = try lint(app)
        #expect(json.status == 1)
        #expect(
            json.error.hasPrefix("settings: \(file.dropLast(4)).json:3: the lint configuration is not valid JSON: "))
    }

    /// Aliases of lists used as mapping keys: Yams hashes each key in full, so time grows tenfold
    /// per level (eight levels in 440 bytes hung lint). The expansion is counted first and refused.
    @Test func anAliasBombIsRefusedWithItsLine() throws {
        let app = try bundle("repo/App")
        var text = "a: &a [r, r, r, r, r, r, r, r, r, r]\n"
        for (name, previous) in zip("bcdefgh", "abcdefg") {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "severity:\n  ? *h\n  : error\n"
        try write("repo/.settings-lint.yml", text)
        let result = try lint(app)
        let file = home.appendingPathComponent("repo/.settings-lint.yml").path
        #expect(result.status == 1)
        #expect(
            result.error
                == "settings: \(file):4: aliases expand the lint configuration by more than 10000 values from here; "
                + "write the values out instead of repeating lists or mappings by alias\n")
        // An alias that repeats a little is fine.
        try write("repo/.settings-lint.yml", "disabled_rules: &off [insecure-password-field]\nexcluded: *off\n")
        #expect(try lint(app).status == 0)
    }

    /// Each unknown id costs an edit distance against every rule: 50,000 of them took over a
    /// minute. Past the first fifty they are counted, not suggested for.
    @Test func manyUnknownRuleIdsAreCountedNotEachSuggestedFor() throws {
        let app = try bundle("repo/App")
        let ids = (0..<50_000).map { "  - child-missing-\($0)\n" }.joined()
        try write(
            "repo/.settings-lint.yml", "disabled_rules:\n" + ids + "  - " + String(repeating: "x", count: 100_000))
        let result = try lint(app)
        let file = home.appendingPathComponent("repo/.settings-lint.yml").path
        let lines = result.error.split(separator: "\n")
        #expect(result.status == 0)
        #expect(lines.count == 51)
        #expect(lines.last == "settings: \(file): warning: 49951 more unknown rule ids (ignored)")
    }

    @Test func unknownRulesAndKeysWarnWithTheNearestNameAndLintGoesOn() throws {
        let app = try bundle("repo/App")
        try write(
            "repo/.settings-lint.yml",
            """
            disabled_rules:
              - insecure-pasword-field
              - missing_localisation
              - no-such-thing-at-all
            severity:
              child_missing: error
            exclude: [Legacy]

            """)
        let result = try lint(app)
        let file = home.appendingPathComponent("repo/.settings-lint.yml").path
        #expect(result.status == 0)
        #expect(summary(result) == "1 bundle: 0 errors, 0 warnings, 1 note")
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"settings: \#(file):2: warning: unknown rule "insecure-pasword-field" in disabled_rules (ignored); did you mean "insecure-password-field"?"#,
                #"settings: \#(file):3: warning: unknown rule "missing_localisation" in disabled_rules (ignored); did you mean "missing-localization"?"#,
                #"settings: \#(file):4: warning: unknown rule "no-such-thing-at-all" in disabled_rules (ignored); a rule id is the name in brackets after a finding"#,
                #"settings: \#(file):6: warning: unknown rule "child_missing" in severity (ignored); did you mean "child-missing"?"#,
                #"settings: \#(file):7: warning: unknown key "exclude" (ignored); did you mean "excluded"?"#,
            ])
    }

    @Test func aBaselineReportsOnlyNewFindings() throws {
        let app = try bundle("repo/App", [Self.password, Self.password, Self.missingChild])
        let baseline = home.appendingPathComponent("repo/settings-lint-baseline.json").path
        let written = try lint(app, "--write-baseline", baseline)
        #expect(written.status == 0, "an error in the findings does not fail --write-baseline")
        #expect(written.error.contains("wrote 3 findings to baseline"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baseline)))
        let findings = try #require((json as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        #expect(findings.allSatisfy { $0["file"] as? String == "App/Settings.bundle/Root.plist" })
        #expect(findings.allSatisfy { ($0["message"] as? String)?.hasPrefix("Item") == false })

        let again = try lint(app, "--baseline", baseline)
        #expect(again.status == 0)
        #expect(summary(again) == "1 bundle: 0 errors, 0 warnings, 0 notes, 3 baselined")

        // Rows inserted above move every line and item: still baselined. A third identical
        // finding is one more than the baseline holds, and a new mistake is new.
        try bundle(
            "repo/App", [Self.group, Self.group, Self.password, Self.password, Self.password, Self.missingChild])
        let grown = try lint(app, "--baseline", baseline)
        #expect(grown.status == 0)
        #expect(summary(grown) == "1 bundle: 0 errors, 0 warnings, 1 note, 3 baselined")
        #expect(grown.output.contains("Item 4 (Key \"password\")"), "\(grown.output)")
        let broken: PlistValue = [
            "Type": "PSSliderSpecifier", "Key": "v", "DefaultValue": 5, "MinimumValue": 9, "MaximumValue": 1,
        ]
        try bundle("repo/App", [Self.group, Self.password, Self.password, Self.missingChild, broken])
        let newError = try lint(app, "--baseline", baseline)
        #expect(newError.status == 1)
        #expect(newError.output.contains("[slider-range]"))
        #expect(!newError.output.contains("[child-missing]"))
        #expect(!newError.output.contains("[insecure-password-field]"))

        // The configuration's baseline, relative to the configuration file.
        try write("repo/.settings-lint.yml", "baseline: settings-lint-baseline.json\n")
        #expect(try lint(app).output.contains("[slider-range]"))
        #expect(summary(try lint(app)).hasSuffix(", 3 baselined"))
        #expect(summary(try lint(app, "--no-config")) == "1 bundle: 2 errors, 0 warnings, 2 notes")
    }

    @Test(.enabled(if: Sandbox.runsCorpusTests, "../shared/corpus is absent (set CI to make that a failure)"))
    func aBaselineOfTheCorpusAbsorbsEveryFinding() throws {
        let corpus = try #require(Sandbox.corpusDirectory, "../shared/corpus is missing (required when CI is set)")
        let plain = try lint(corpus.path, "--no-config")
        #expect(plain.status == 1, "the corpus has errors: the baseline has something to absorb")
        let baseline = home.appendingPathComponent("corpus-baseline.json").path
        let written = try lint(corpus.path, "--no-config", "--write-baseline", baseline)
        #expect(written.status == 0)
        let again = try lint(corpus.path, "--no-config", "--baseline", baseline)
        #expect(again.status == 0, "\(again.output)")
        let counts = summary(plain).split(separator: ":")[1].split(separator: ",").compactMap {
            Int($0.split(separator: " ")[0])
        }
        #expect(
            summary(again).hasSuffix("0 errors, 0 warnings, 0 notes, \(counts.reduce(0, +)) baselined"),
            "\(summary(again))")
    }

    @Test func aMissingOrCorruptBaselineIsAClearError() throws {
        let app = try bundle("repo/App")
        let missing = try lint(app, "--baseline", home.appendingPathComponent("none.json").path)
        #expect(missing.status == 1)
        #expect(missing.error.contains("none.json does not exist; write it with `settings lint --write-baseline"))
        try write("corrupt.json", "{\"findings\": 3}")
        let corrupt = try lint(app, "--baseline", home.appendingPathComponent("corrupt.json").path)
        #expect(corrupt.status == 1)
        #expect(corrupt.error.contains("is not a settings lint baseline"), "\(corrupt.error)")
        #expect(!corrupt.error.contains("Fatal error"))
        // A configured baseline that does not exist yet is written by --write-baseline, not an error.
        try write("repo/.settings-lint.yml", "baseline: base.json\n")
        #expect(try lint(app).status == 1)
        let first = try lint(app, "--write-baseline", home.appendingPathComponent("repo/base.json").path)
        #expect(first.status == 0, "\(first.error)")
        #expect(summary(try lint(app)) == "1 bundle: 0 errors, 0 warnings, 0 notes, 1 baselined")
    }
}
