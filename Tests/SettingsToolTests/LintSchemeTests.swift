import Foundation
import TestSupport
import Testing

/// `settings lint --scheme`, `--test-plan` and `--test-configuration`: each bundle is linted with
/// the domain the scheme's target and configuration give, as every other command opens it.
@Suite(.serialized) struct LintSchemeTests {
    let sandbox = Sandbox()

    /// A copy of the scheme checkout fixture whose Debug configuration names the global domain (a
    /// mistake only the Debug build has: the project's default, Release, is fine).
    func checkout() throws -> String {
        let source = Sandbox.packageDirectory.appendingPathComponent(
            "Tests/SettingsBundleTests/Fixtures/Schemes/Checkout")
        let copy = sandbox.home + "/Checkout"
        try FileManager.default.copyItem(atPath: source.path, toPath: copy)
        let project = copy + "/Awful.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: project, encoding: .utf8)
        let changed = text.replacingOccurrences(
            of: "PRODUCT_BUNDLE_IDENTIFIER = com.awfulapp.Awful.debug;",
            with: "PRODUCT_BUNDLE_IDENTIFIER = NSGlobalDomain;")
        #expect(changed != text)
        try changed.write(toFile: project, atomically: true, encoding: .utf8)
        return copy
    }

    func lint(_ arguments: [String]) throws -> Sandbox.Result {
        try sandbox.run("settings", ["lint", "--no-sources"] + arguments)
    }

    @Test func theSchemesConfigurationGivesTheDomainLintChecks() throws {
        let path = try checkout()
        // Release, the project's default: its own identifier.
        let release = try lint([path])
        #expect(release.status == 0, "\(release.output)\(release.error)")
        #expect(!release.output.contains("[global-domain]"))
        // The Awful scheme runs Debug, whose identifier is the global domain.
        let debug = try lint([path, "--scheme", "Awful"])
        #expect(debug.status == 1)
        #expect(debug.output.contains("the app's domain \"NSGlobalDomain\""), "\(debug.output)")
        #expect(debug.output.contains("configuration Debug"), "\(debug.output)")
        #expect(debug.output.contains("[global-domain]"))
        // The Languages plan's Test action also builds Debug.
        let plan = try lint([path, "--test-plan", "Languages", "--test-configuration", "English"])
        #expect(plan.status == 1 && plan.output.contains("[global-domain]"), "\(plan.output)")
        // Lite runs another target that copies the bundle, with its own identifier.
        let lite = try lint([path, "--scheme", "Lite"])
        #expect(lite.status == 0, "\(lite.output)\(lite.error)")
        // A scheme of a target that does not copy the bundle gives its configuration, and says so.
        let beta = try lint([path, "--scheme", "Beta"])
        #expect(beta.output.contains("[global-domain]"))
        #expect(beta.error.contains("Settings.bundle belongs to target Awful, not to AwfulBeta"), "\(beta.error)")
        // --json carries the same finding.
        let json = try lint([path, "--scheme", "Awful", "--format", "json"])
        #expect(json.output.contains("\"global-domain\""))
    }

    @Test func theLanguageChangesNoFinding() throws {
        let path = try checkout()
        // "Awful Arguments" runs Release in French, with arguments every row can show: the same
        // findings as without the scheme.
        let plain = try lint([path, "--format", "json"])
        let scheme = try lint([path, "--scheme", "Awful Arguments", "--format", "json"])
        #expect(plain.status == scheme.status)
        #expect(plain.output == scheme.output)
        #expect(!scheme.output.contains("launch-argument"))
    }

    /// An enabled argument that gives a row a value it cannot show is a `launch-argument` warning
    /// at the row's Key, naming the scheme's entry; a disabled one is not checked.
    @Test func anArgumentTheRowCannotShowIsAWarningAtTheRow() throws {
        let path = try checkout()
        let scheme = path + "/Awful.xcodeproj/xcshareddata/xcschemes/Awful Arguments.xcscheme"
        var text = try String(contentsOfFile: scheme, encoding: .utf8)
        text = text.replacingOccurrences(of: "-font_scale 120", with: "-font_scale 130")
            .replacingOccurrences(of: "-username &quot;Grace Hopper&quot;", with: "-username &apos;(a, b)&apos;")
        try text.write(toFile: scheme, atomically: true, encoding: .utf8)
        let result = try lint([path, "--scheme", "Awful Arguments"])
        #expect(result.status == 0, "\(result.output)\(result.error)")  // warnings only
        let findings = result.output.split(separator: "\n").filter { $0.contains("[launch-argument]") }
        #expect(findings.count == 2, "\(result.output)")
        let font = try #require(findings.first { $0.contains("font_scale") })
        #expect(font.contains("Root.plist:"), "\(font)")
        #expect(font.contains("warning: "))
        #expect(
            font.contains(
                "scheme \"Awful Arguments\" argument 4 (-font_scale 130) sets it to the string \"130\", "
                    + "which is not one of Values (80, 100, 120)"), "\(font)")
        let name = try #require(findings.first { $0.contains("\"username\"") })
        #expect(name.contains("sets it to an array, which is not text, so the field cannot show it"), "\(name)")
        // --strict fails on it; a plan whose only wrong value is disabled has none.
        #expect(try lint([path, "--scheme", "Awful Arguments", "--strict"]).status == 1)
        let plan = try lint([path, "--test-plan", "Languages", "--test-configuration", "English"])
        #expect(!plan.output.contains("[launch-argument]"), "\(plan.output)")
    }

    @Test func unknownNamesListTheKnownOnes() throws {
        let path = try checkout()
        let scheme = try lint([path, "--scheme", "Awfull"])
        #expect(scheme.status == 1)
        #expect(
            scheme.error.contains("no scheme named \"Awfull\"; known: \"Awful Arguments\", \"Awful\""),
            "\(scheme.error)")
        #expect(scheme.output.isEmpty)
        let plan = try lint([path, "--test-plan", "Nope"])
        #expect(plan.status == 1)
        #expect(plan.error.contains("known: \"Awful\", \"Languages\""), "\(plan.error)")
        let alone = try lint([path, "--test-configuration", "English"])
        #expect(alone.status == 1)
        #expect(alone.error.contains("--test-plan"))
        // A broken scheme is said on standard error, and the bundle is linted without it.
        let broken = try lint([path, "--scheme", "Broken"])
        #expect(broken.status == 0)
        #expect(broken.error.contains("--scheme Broken is not applied"), "\(broken.error)")
    }

    @Test func theOptionsAreInTheHelpAndTheCompletions() throws {
        let help = try sandbox.run("settings", ["help", "lint"]).output
        for option in ["--scheme <scheme>", "--test-plan <test-plan>", "--test-configuration <test-configuration>"] {
            #expect(help.contains(option), "\(option)")
        }
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("its language changes no finding"), "\(words)")
        #expect(words.contains("launch-argument rule"), "\(words)")
        // A real bash, with the completion script the install puts in place, completes them.
        let lines = [
            ["settings", "lint", "--sch"], ["settings", "lint", "--test-p"], ["settings", "lint", "--test-c"],
        ]
        #expect(
            try BashCompletion(sandbox: sandbox).complete(lines) == [
                "settings lint --sch=>--scheme ",
                "settings lint --test-p=>--test-plan ",
                "settings lint --test-c=>--test-configuration ",
            ])
    }
}
