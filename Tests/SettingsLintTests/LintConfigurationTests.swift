import Foundation
import PropertyList
import Testing

@testable import SettingsBundle
@testable import SettingsLint

/// `LintConfiguration`: glob patterns, exclusion relative to the configuration's folder, and its
/// application to a report (disabled rules, excluded files, severity overrides).
@Suite struct LintConfigurationTests {
    @Test(arguments: [
        ("Legacy/**", "Legacy/App/Settings.bundle", true),
        ("Legacy/**", "Legacy", false),
        ("Legacy", "Legacy/App/Settings.bundle/Root.plist", true),
        ("Legacy", "NotLegacy/Settings.bundle", false),
        ("**/Pods/**", "Pods/Lib/Settings.bundle", true),
        ("**/Pods/**", "a/b/Pods/Lib/Settings.bundle", true),
        ("**/Pods/**", "a/PodsX/Settings.bundle", false),
        ("*.app", "Game.app/Settings.bundle", true),
        ("*.app", "Apps/Game.app/Settings.bundle", false),
        ("**/*.app", "Apps/Game.app/Settings.bundle", true),
        ("App?/Settings.bundle", "App1/Settings.bundle", true),
        ("App?/Settings.bundle", "App12/Settings.bundle", false),
        ("App*/Settings.bundle", "App/Settings.bundle", true),
        ("**/fr.lproj/*.strings", "App/Settings.bundle/fr.lproj/Root.strings", true),
        ("**/fr.lproj/*.strings", "App/Settings.bundle/de.lproj/Root.strings", false),
        ("a/**/b", "a/b", true),
        ("a/**/b", "a/x/y/b", true),
        ("a/**/b", "a/x/y/c", false),
        ("*", "anything/at/all", true),
        ("./Legacy", "Legacy/x", true),
        ("Legacy/./App", "Legacy/App/Settings.bundle", true),
        ("././Legacy", "./Legacy/x", true),
        ("L*y", "Legacy", true),
        ("L*y", "Legacyz", false),
        ("*a*b*", "xaxxbx", true),
        ("**/**", "a", true),
        ("**/**", "a/b", true),
        ("a/**/**/b", "a/b", true),
        ("**/a/**", "a", false),
        ("**/a/**", "x/a/y", true),
        ("**", "a", true),
    ])
    func globMatchesPathsAndTheirParents(pattern: String, path: String, matches: Bool) {
        #expect(GlobPattern(pattern).matches(path) == matches, "\(pattern) vs \(path)")
    }

    /// Many `**` against a deep path: each `**` once took a search over the rest of the path, so a
    /// pattern of a dozen `**` made lint run for minutes (the time limit turns such a hang into a failure).
    @Test(.timeLimit(.minutes(1))) func globWithManyDoubleStarsMatchesInLinearTime() {
        let pattern = GlobPattern(Array(repeating: "**", count: 30).joined(separator: "/") + "/x")
        let deep = (0..<40).map { "d\($0)" }.joined(separator: "/")
        #expect(!pattern.matches(deep))
        #expect(pattern.matches(deep + "/x/Settings.bundle"))
        let alternating = GlobPattern((0..<20).map { _ in "**/d*" }.joined(separator: "/") + "/y")
        #expect(!alternating.matches(deep))
    }

    @Test func relativePathsClimbOutOfTheFolderWithDotDot() {
        #expect(RelativePath.of("/a/b/c/Root.plist", from: "/a/b") == "c/Root.plist")
        #expect(RelativePath.of("/a/x/Root.plist", from: "/a/b") == "../x/Root.plist")
        #expect(RelativePath.of("/a/b", from: "/a/b/") == ".")
        #expect(RelativePath.of("/a/b/./c/../d", from: "/a") == "b/d")
    }

    func diagnostic(_ bundle: String, _ file: String, _ rule: Rule, _ severity: Severity) -> Diagnostic {
        Diagnostic(bundlePath: bundle, relativeFile: file, severity: severity, rule: rule, message: "m")
    }

    @Test func applyDropsDisabledRulesAndExcludedFilesAndOverridesSeverities() {
        let folder = URL(fileURLWithPath: "/project")
        let configuration = LintConfiguration(
            disabledRules: [.missingLocalization], severities: [.unreachablePage: .error, .childMissing: .note],
            excluded: [GlobPattern("**/Old.plist")], folder: folder)
        let bundle = "/project/App/Settings.bundle"
        let report = LintReport(
            bundle: bundle,
            diagnostics: [
                diagnostic(bundle, "Root.plist", .missingLocalization, .note),
                diagnostic(bundle, "Old.plist", .wrongValueType, .error),
                diagnostic(bundle, "Extra.plist", .unreachablePage, .warning),
                diagnostic(bundle, "Root.plist", .childMissing, .error),
                diagnostic(bundle, "Root.plist", .sliderRange, .error),
            ])
        let applied = configuration.apply(to: report)
        #expect(applied.diagnostics.map(\.rule) == [.unreachablePage, .childMissing, .sliderRange])
        #expect(applied.diagnostics.map(\.severity) == [.error, .note, .error])
        // Without the configuration nothing changes: the test above is not vacuous.
        #expect(LintConfiguration(folder: folder).apply(to: report) == report)
    }

    @Test func exclusionIsRelativeToTheConfigurationsFolder() {
        let configuration = LintConfiguration(excluded: [GlobPattern("Legacy/**")], folder: URL(fileURLWithPath: "/p"))
        #expect(configuration.exclusion(of: "/p/Legacy/App/Settings.bundle")?.pattern == "Legacy/**")
        #expect(configuration.exclusion(of: "/p/Current/Settings.bundle") == nil)
        // A bundle outside the configuration's folder is never excluded by it.
        #expect(configuration.exclusion(of: "/elsewhere/Legacy/App/Settings.bundle") == nil)
        #expect(
            LintConfiguration(baseline: "ci/base.json", folder: URL(fileURLWithPath: "/p")).baselineURL?.path
                == "/p/ci/base.json")
    }

    @Test func theModelRoundTripsThroughJSONWithTheFilesKeys() throws {
        let configuration = LintConfiguration(
            disabledRules: [.missingLocalization, .childCycle], severities: [.insecurePasswordField: .error],
            excluded: [GlobPattern("Legacy/**")], baseline: "base.json", folder: URL(fileURLWithPath: "/p"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(configuration), as: UTF8.self)
        #expect(
            json
                == #"{"baseline":"base.json","disabled_rules":["child-cycle","missing-localization"],"excluded":["Legacy\/**"],"severity":{"insecure-password-field":"error"}}"#
        )
        var decoded = try RuleCatalog.all.decoder().decode(LintConfiguration.self, from: Data(json.utf8))
        decoded.folder = configuration.folder
        #expect(decoded == configuration)
    }
}
