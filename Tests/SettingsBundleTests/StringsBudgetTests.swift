import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle

/// `.strings` files and pages are read within the load's one `InputBudget` (issue 28): past it the
/// file is refused, named, with the limit.
@Suite struct StringsBudgetTests {
    static let tight = InputBudget(maximumBytes: 200, maximumValues: 1_000, maximumDepth: 2, maximumExpansion: 0)

    @Test func aStringsFilePastTheBudgetIsRefusedWithTheLimit() throws {
        let text = Data(String(repeating: "\"key\" = \"value\";\n", count: 20).utf8)
        #expect(try StringsFile.parse(text).count == 1)
        #expect(throws: StringsFileError.overBudget(InputBudgetError(.bytes, maximum: 200))) {
            try StringsFile.parse(text, budget: Self.tight)
        }
        // A property-list strings file nested past the depth (a dictionary holding an array holding one).
        let deep = try PropertyListCoder.encodeXML(["k": [["x"]]])
        #expect {
            try StringsFile.parse(
                deep,
                budget: InputBudget(
                    maximumBytes: 1 << 20, maximumValues: 1_000, maximumDepth: 1, maximumExpansion: 0))
        } throws: { error in
            // Too deep for the budget: refused before it is looked at as strings, with the budget's limit.
            error as? StringsFileError == .overBudget(InputBudgetError(.depth, maximum: 1))
        }
    }

    @Test func theLoadOptionsBudgetReachesPagesAndStringsTables() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(
            bundle, "Root.plist",
            [BundleFixtures.specifier("PSToggleSwitchSpecifier", ["Key": "k", "Title": "T", "DefaultValue": true])],
            extra: ["StringsTable": "Root"])
        try BundleFixtures.write(
            bundle, "en.lproj/Root.strings", text: String(repeating: "\"T\" = \"Title\";\n", count: 60))
        let location = BundleLocation(settingsBundle: bundle, name: "Test", domain: .explicit("com.example.test"))
        let fine = try BundleLoader.load(location, options: LoadOptions(languages: ["en"]))
        #expect(fine.diagnostics.filter { $0.rule == .unreadablePlist }.isEmpty)
        #expect(fine.localizer.tableFiles("Root").allSatisfy { $0.error == nil })

        // 800 bytes: the page (about 500) reads, its 960-byte table does not.
        let tableBudget = InputBudget(maximumBytes: 800, maximumValues: 1_000, maximumDepth: 512, maximumExpansion: 0)
        let tight = try BundleLoader.load(location, options: LoadOptions(languages: ["en"], budget: tableBudget))
        #expect(tight.localizer.tableFiles("Root").first?.error == .overBudget(InputBudgetError(.bytes, maximum: 800)))
        let small = InputBudget(maximumBytes: 100, maximumValues: 1_000, maximumDepth: 512, maximumExpansion: 0)
        let page = try BundleLoader.load(location, options: LoadOptions(languages: ["en"], budget: small))
        #expect(
            page.diagnostics.contains {
                $0.rule == .unreadablePlist && $0.relativeFile == "Root.plist"
                    && $0.message.contains("it is larger than 100 bytes")
            }, "\(page.diagnostics.map(\.message))")
    }
}
