import Foundation
import PropertyList
import Testing

@testable import SettingsBundle

@Suite struct RegistrationTests {
    @Test func walksNestedPanesFirstWinsAndReportsConflicts() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        func pane(_ file: String) -> PlistValue {
            TestSupport.specifier("PSChildPaneSpecifier", ["Title": .string(file), "File": .string(file)])
        }
        func toggle(_ key: String, _ value: PlistValue?) -> PlistValue {
            var d: [PlistKey: PlistValue] = ["Title": "t", "Key": .string(key)]
            d["DefaultValue"] = value
            return TestSupport.specifier("PSToggleSwitchSpecifier", d)
        }
        try TestSupport.writePage(
            folder, "Root.plist",
            [
                toggle("a", true), pane("One"), toggle("no_default", nil),
                TestSupport.specifier("PSGroupSpecifier", ["Title": "G", "Key": "group_key"]),
            ])
        try TestSupport.writePage(folder, "One.plist", [toggle("b", false), pane("Sub/Two"), toggle("a", false)])
        try TestSupport.writePage(
            folder, "Sub/Two.plist", [toggle("c", "yes"), toggle("a", true)],
            extra: ["ApplicationGroupContainerIdentifier": "group.x"])
        try TestSupport.writePage(folder, "Unreached.plist", [toggle("orphan", true)])
        let registration = try TestSupport.load(folder).registrationDictionary()
        #expect(registration.values == ["a": true, "b": false, "c": "yes"])
        #expect(registration.entries.map(\.key) == ["a", "b", "c"])
        #expect(registration.conflicts.count == 1)
        #expect(registration.conflicts.first?.ignored.page == "One")
        #expect(registration.conflicts.first?.kept.page == .root)
        #expect(registration.values(forSuite: "group.x") == ["c": "yes"])
        #expect(registration.values(forSuite: nil) == ["a": true, "b": false])
        #expect(registration.suites == ["group.x"])
        #expect(registration["orphan"] == nil)
        let report = try TestSupport.lint(folder)
        let duplicate = try #require(report.diagnostics.first { $0.rule == .duplicateKey })
        #expect(duplicate.relativeFile == "One.plist" && duplicate.specifierIndex == 2)
        #expect(report.diagnostics.contains { $0.rule == .unreachablePage && $0.relativeFile == "Unreached.plist" })
    }

    @Test func gameAppMatchesTheSeedWalkthrough() throws {
        let location = try #require(
            try BundleLocator.locate(TestSupport.packageRoot.appendingPathComponent("Examples/GameApp").path).first)
        let registration = try BundleLoader.load(location).registrationDictionary()
        #expect(registration.values == ["app_player_name": "Player 1", "app_game_difficulty": "Easy"])
    }

    @Test func hiddenByIdiomRowsAreStillRegistered() throws {
        let bundle = try TestSupport.load(TestSupport.fixture("Formats/Settings.bundle"), idiom: .phone)
        #expect(bundle.registrationDictionary()["pad_only"] == .bool(true))
    }
}
