import AppSources
import Foundation
import PropertyList
import SettingsBundle
import SettingsLint
import SourceLint
import Testing
import XcodeProject

/// Lint across the source on the fixture app: one finding of each rule, exact in every format.
@Suite struct FixtureAppTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let app = fixtures.appendingPathComponent("FixtureApp")
    static let goldens = fixtures.appendingPathComponent("Goldens")

    /// The fixture's report (bundle lint plus lint across the source), named relative to the fixture app.
    static func report(readsSources: Bool = true) throws -> LintReport {
        let location = try #require(try BundleLocator.locate(app.path).first)
        var report = try Linter.lint(location)
        if readsSources {
            report.diagnostics += try AppSourceLint(
                location: location, resolver: ProjectDomainResolver(), searchRoot: app
            )
            .diagnostics
        }
        return report.relative(to: app.path)
    }

    @Test func theOwningTargetsSourcesAreReadThroughTheProject() throws {
        let location = try #require(try BundleLocator.locate(Self.app.path).first)
        let lint = try AppSourceLint(location: location, resolver: ProjectDomainResolver(), searchRoot: Self.app)
        #expect(lint.files.origins == ["target FixtureApp of FixtureApp.xcodeproj"])
        // The Sources phase's three files, the header beside them, and the linked library target's file
        // (without which `kit_enabled` would be unread).
        #expect(
            lint.files.sources.map { ($0 as NSString).lastPathComponent }
                == ["AppDelegate.swift", "Kit.swift", "Legacy.h", "Legacy.m", "SettingsView.swift"])
        #expect(lint.scan.dynamicUses.isEmpty)
    }

    /// Two bundles of one app (here the same bundle twice) read its sources once a run, and find what
    /// reading them again finds.
    @Test func bundlesThatShareSourcesReadThemOnce() throws {
        let location = try #require(try BundleLocator.locate(Self.app.path).first)
        let scans = SourceScanCache()
        let resolver = ProjectDomainResolver()
        let first = try AppSourceLint(location: location, resolver: resolver, searchRoot: Self.app, scans: scans)
        let second = try AppSourceLint(location: location, resolver: resolver, searchRoot: Self.app, scans: scans)
        let alone = try AppSourceLint(location: location, resolver: resolver, searchRoot: Self.app)
        #expect(scans.scansRun == 1)
        #expect(first.scan == alone.scan && second.scan == alone.scan)
        #expect(second.diagnostics == alone.diagnostics && !alone.diagnostics.isEmpty)
        // Other files are another scan.
        let folder = TemporaryFolder("scan-cache")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data("let k = UserDefaults.standard.bool(forKey: \"x\")\n".utf8)
            .write(to: folder.url.appendingPathComponent("Extra.swift"))
        let more = try AppSourceLint(
            location: location, resolver: resolver, searchRoot: Self.app, folders: [folder.url], scans: scans)
        #expect(scans.scansRun == 2)
        #expect(more.scan.files.count == alone.scan.files.count + 1)
    }

    @Test func oneFindingOfEachRuleAtItsPlace() throws {
        let report = try Self.report()
        #expect(
            report.text.split(separator: "\n").map(String.init) == [
                "FixtureApp/Settings.bundle/Root.plist:28:4: warning: Item 2 (Key \"enable_haptics\"): no source of the app reads \"enable_haptics\", so the setting does nothing; the code reads \"enableHaptics\" at SettingsView.swift:11:27; each of the 8 reads of the app's code (5 files) names its key or its start [unread-key]",
                "FixtureApp/AppDelegate.swift:19:13: warning: the code registers 0.8 for \"volume\", but its DefaultValue is 0.5 (Root.plist:90:4): Settings shows one, the app uses the other [code-default]",
                "FixtureApp/AppDelegate.swift:28:29: warning: bool(forKey:) reads \"sounds_enabled\", whose DefaultValue is YES (Root.plist:18:4), but the app's register(defaults:) does not include it: it reads false until the user opens Settings [unregistered-defaults]",
                "FixtureApp/SettingsView.swift:11:27: warning: the code reads \"enableHaptics\" with bool(forKey:), which the bundle does not have; it has \"enable_haptics\" (Root.plist:28:4) [unknown-key]",
                "FixtureApp/SettingsView.swift:12:27: error: integer(forKey:) reads \"theme\", a PSMultiValueSpecifier (Root.plist:48:4) that stores \"light\", \"dark\" and \"system\"; it reads \"light\", \"dark\" and \"system\" all as 0, so the user's choice is lost [read-type]",
            ])
        #expect(
            Set(report.diagnostics.map(\.rule)) == [
                .unreadKey, .codeDefault, .unregisteredDefaults, .unknownKey, .readType,
            ])
        #expect(report.diagnostics.allSatisfy { $0.uncertainty == nil })
        // Without the sources the bundle itself is clean.
        #expect(try Self.report(readsSources: false).diagnostics.isEmpty)
    }

    @Test(arguments: LintFormat.allCases) func everyFormatCarriesEachFindingWithItsPlaces(_ format: LintFormat) throws {
        let options = LintOutputOptions(
            catalog: .all, toolVersion: "0.0.0-test", threshold: .note, strict: false, baselined: 0)
        let output = try format.render([try Self.report()], options: options)
        let golden = Self.goldens.appendingPathComponent("fixture-app.\(format.rawValue)")
        if ProcessInfo.processInfo.environment["SOURCELINT_WRITE_GOLDENS"] == "1" {
            try Data(output.utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output == expected, "\(format.rawValue) differs from \(golden.lastPathComponent)")
        // Each finding's code place and bundle place are in every format.
        for place in [
            "AppDelegate.swift", "SettingsView.swift", "Root.plist:28:4", "Root.plist:90:4", "Root.plist:48:4",
        ] {
            #expect(output.contains(place), "\(format.rawValue) lacks \(place)")
        }
    }
}
