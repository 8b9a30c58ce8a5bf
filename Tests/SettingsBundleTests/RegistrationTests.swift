import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle

@Suite struct RegistrationTests {
    @Test func walksNestedPanesFirstWinsAndReportsConflicts() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        func pane(_ file: String) -> PlistValue {
            BundleFixtures.specifier("PSChildPaneSpecifier", ["Title": .string(file), "File": .string(file)])
        }
        func toggle(_ key: String, _ value: PlistValue?) -> PlistValue {
            var d: [PlistKey: PlistValue] = ["Title": "t", "Key": .string(key)]
            d["DefaultValue"] = value
            return BundleFixtures.specifier("PSToggleSwitchSpecifier", d)
        }
        try BundleFixtures.writePage(
            folder, "Root.plist",
            [
                toggle("a", true), pane("One"), toggle("no_default", nil),
                BundleFixtures.specifier("PSGroupSpecifier", ["Title": "G", "Key": "group_key"]),
            ])
        try BundleFixtures.writePage(folder, "One.plist", [toggle("b", false), pane("Sub/Two"), toggle("a", false)])
        try BundleFixtures.writePage(
            folder, "Sub/Two.plist", [toggle("c", "yes"), toggle("a", true)],
            extra: ["ApplicationGroupContainerIdentifier": "group.x"])
        try BundleFixtures.writePage(folder, "Unreached.plist", [toggle("orphan", true)])
        let registration = try BundleFixtures.load(folder).registrationDictionary()
        #expect(registration.values == ["a": true, "b": false, "c": "yes"])
        #expect(registration.entries.map(\.key) == ["a", "b", "c"])
        #expect(registration.conflicts.count == 1)
        #expect(registration.conflicts.first?.ignored.page == "One")
        #expect(registration.conflicts.first?.kept.page == .root)
        #expect(registration.values(forSuite: "group.x") == ["c": "yes"])
        #expect(registration.values(forSuite: nil) == ["a": true, "b": false])
        #expect(registration.suites == ["group.x"])
        #expect(registration["orphan"] == nil)
        let report = try BundleFixtures.lint(folder)
        let duplicate = try #require(report.diagnostics.first { $0.rule == .duplicateKey })
        #expect(duplicate.relativeFile == "One.plist" && duplicate.specifierIndex == 2)
        #expect(report.diagnostics.contains { $0.rule == .unreachablePage && $0.relativeFile == "Unreached.plist" })
    }

    @Test func gameAppMatchesTheSeedWalkthrough() throws {
        let location = try #require(
            try BundleLocator.locate(BundleFixtures.packageRoot.appendingPathComponent("Examples/GameApp").path).first)
        let registration = try BundleLoader.load(location).registrationDictionary()
        #expect(registration.values == ["app_player_name": "Player 1", "app_game_difficulty": "Easy"])
    }

    @Test func hiddenByIdiomRowsAreStillRegistered() throws {
        let bundle = try BundleFixtures.load(BundleFixtures.fixture("Formats/Settings.bundle"), idiom: .phone)
        #expect(bundle.registrationDictionary()["pad_only"] == .bool(true))
    }
}
