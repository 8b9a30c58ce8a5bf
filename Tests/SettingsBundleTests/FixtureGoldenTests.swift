import BundleTestSupport
import Foundation
import Testing

@testable import SettingsBundle

/// The project's own fixtures and examples, summarized like the corpus (pages, rows,
/// registration, lint) and compared with goldens (rewrite with `UPDATE_GOLDENS=1`).
@Suite struct FixtureGoldenTests {
    static let bundles = [
        "Tests/SettingsBundleTests/Fixtures/LintRules/Settings.bundle",
        "Tests/SettingsBundleTests/Fixtures/Localization/Settings.bundle",
        "Tests/SettingsBundleTests/Fixtures/Formats/Settings.bundle",
        "Examples/Showcase",
        "Examples/GameApp",
    ]

    @Test(arguments: bundles)
    func matchesGolden(_ relative: String) throws {
        let path = BundleFixtures.packageRoot.appendingPathComponent(relative).path
        let location = try #require(try BundleLocator.locate(path).first)
        // Paths in messages are relative to the bundle, so the golden does not depend on where the package is.
        let actual = try CorpusTests.summary(location, relative: relative)
        let name = "own__" + relative.split(separator: "/").filter { $0 != "Settings.bundle" }.last! + ".txt"
        let url = BundleFixtures.goldens.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "golden \(name) differs; rerun with UPDATE_GOLDENS=1 and review the diff")
    }
}
