import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle
@testable import SettingsLint

/// The `launch-argument` rule: a value a scheme or test plan passes, as Foundation parses it
/// (scalars arrive as strings), checked against the row with its key.
@Suite struct LaunchArgumentLintTests {
    /// A bundle with one row of each kind the rule checks.
    func bundle() throws -> URL {
        let folder = try BundleFixtures.temporaryDirectory().appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(
            folder, "Root.plist",
            [
                BundleFixtures.specifier(
                    "PSMultiValueSpecifier",
                    [
                        "Title": "Speed", "Key": "speed", "DefaultValue": 1, "Titles": ["Slow", "Fast"],
                        "Values": [1, 2],
                    ]),
                BundleFixtures.specifier(
                    "PSSliderSpecifier", ["Key": "volume", "DefaultValue": 5, "MinimumValue": 0, "MaximumValue": 10]),
                BundleFixtures.specifier(
                    "PSToggleSwitchSpecifier", ["Title": "Sync", "Key": "sync", "DefaultValue": true]),
                BundleFixtures.specifier(
                    "PSToggleSwitchSpecifier",
                    ["Title": "Mode", "Key": "mode", "DefaultValue": "on", "TrueValue": "on", "FalseValue": "off"]),
                BundleFixtures.specifier("PSTextFieldSpecifier", ["Title": "Name", "Key": "name"]),
            ])
        return folder
    }

    /// The `launch-argument` messages for `arguments` (each `-key value` as Foundation parses it).
    func findings(_ arguments: [(String, PlistValue)]) throws -> [String: String] {
        let folder = try bundle()
        defer { BundleFixtures.remove(folder.deletingLastPathComponent()) }
        let values = arguments.enumerated().map { index, pair in
            LaunchArgumentValue(key: pair.0, value: pair.1, origin: "scheme \"App\" argument \(index + 1)")
        }
        let report = try Linter.lint(
            BundleLocation(settingsBundle: folder, name: "Test", domain: .explicit("com.example.test")),
            arguments: values)
        var result: [String: String] = [:]
        for finding in report.diagnostics where finding.rule == .launchArgument {
            #expect(finding.severity == .warning)
            #expect(finding.line != nil)  // placed at the row's Key
            result[finding.key ?? ""] = finding.message
        }
        return result
    }

    @Test func valuesEachRowCanShowAreNotFindings() throws {
        // "2" matches the integer 2, as the row shows it; any string is a Boolean to bool(forKey:);
        // "off" is the toggle's own FalseValue; keys the bundle lacks are the app's own business.
        let found = try findings([
            ("speed", "2"), ("volume", "7.5"), ("sync", "NO"), ("mode", "off"), ("name", "Grace Hopper"),
            ("UITestMode", "YES"),
        ])
        #expect(found.isEmpty, "\(found)")
    }

    @Test func valuesARowCannotShowAreWarningsNamingTheArgument() throws {
        let found = try findings([
            ("speed", "3"), ("volume", "11"), ("sync", ["a"]), ("mode", "maybe"), ("name", ["k": "v"]),
        ])
        #expect(found.count == 5, "\(found)")
        #expect(
            found["speed"]?.contains(
                "scheme \"App\" argument 1 sets it to the string \"3\", which is not one of Values (1, 2)") == true,
            "\(found)")
        #expect(found["volume"]?.contains("11, outside the slider's range 0...10") == true, "\(found)")
        #expect(found["sync"]?.contains("an array, which is not one value, so the switch shows OFF") == true)
        #expect(
            found["mode"]?.contains(
                "the string \"maybe\", neither TrueValue (the string \"on\") nor FalseValue (the string \"off\")")
                == true, "\(found)")
        #expect(found["name"]?.contains("a dictionary, which is not text") == true, "\(found)")
        // A slider given a word sits at its minimum.
        #expect(try findings([("volume", "loud")])["volume"]?.contains("which is not a number") == true)
    }
}
