import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle

/// Keys, values and strings that differ only in Unicode normalization are different, as they are for
/// iOS (`NSString` compares code units): two rows, two registered defaults, two translations.
@Suite struct ExactKeyTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    static func same(_ a: String?, _ b: String) -> Bool { a.map { Array($0.utf8) == Array(b.utf8) } ?? false }

    /// A bundle with two text fields keyed by the two spellings, titled by the two spellings, and a
    /// multi-value whose values are the two spellings.
    static func makeBundle() throws -> URL {
        let folder = try BundleFixtures.temporaryDirectory()
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try BundleFixtures.writePage(
            bundle, "Root.plist",
            [
                BundleFixtures.specifier(
                    "PSTextFieldSpecifier", ["Key": .string(composed), "Title": .string(composed), "DefaultValue": "c"]),
                BundleFixtures.specifier(
                    "PSTextFieldSpecifier",
                    ["Key": .string(decomposed), "Title": .string(decomposed), "DefaultValue": "d"]),
                BundleFixtures.specifier(
                    "PSMultiValueSpecifier",
                    [
                        "Key": "choice", "Title": "Choice", "DefaultValue": .string(decomposed),
                        "Values": [.string(composed), .string(decomposed)], "Titles": ["Composed", "Decomposed"],
                    ]),
            ],
            extra: ["StringsTable": "Root"])
        try BundleFixtures.write(
            bundle, "en.lproj/Root.strings",
            text: "\"\(composed)\" = \"from the composed key\";\n\"\(decomposed)\" = \"from the decomposed key\";\n")
        return bundle
    }

    @Test func specifiersWhoseKeysDifferOnlyInNormalizationAreTwoRows() throws {
        let bundle = try Self.makeBundle()
        defer { BundleFixtures.remove(bundle.deletingLastPathComponent()) }
        let loaded = try BundleFixtures.load(bundle, languages: ["en"])
        let root = try #require(loaded.orderedPages.first)
        let keyed = root.specifiers.compactMap(\.key).filter { $0 != "choice" }
        #expect(keyed.count == 2)
        #expect(Set(keyed.map { PlistKey($0) }).count == 2)

        #expect(Self.same(root.specifier(forKey: Self.composed)?.defaultValue?.stringValue, "c"))
        #expect(Self.same(root.specifier(forKey: Self.decomposed)?.defaultValue?.stringValue, "d"))
        #expect(loaded.specifiers(forKey: Self.composed).count == 1)
        #expect(loaded.specifiers(forKey: Self.decomposed).count == 1)

        let registration = loaded.registrationDictionary()
        #expect(registration.conflicts.isEmpty)
        #expect(registration.values[Self.composed] == "c")
        #expect(registration.values[Self.decomposed] == "d")
        #expect(registration[Self.composed] == "c")
        #expect(registration[Self.decomposed] == "d")
    }

    /// InAppSettingsKit's registration fills an `NSMutableDictionary`, whose `NSString` keys compare
    /// exactly: the two spellings are two defaults, not a conflict.
    @Test func inAppRegistrationKeepsBothSpellings() throws {
        let bundle = try Self.makeBundle()
        defer { BundleFixtures.remove(bundle.deletingLastPathComponent()) }
        let loaded = try #require(
            try BundleLoader.load(path: bundle.path, options: LoadOptions(languages: ["en"], view: .inApp)).first)
        let registration = RegistrationDictionary(inAppBundle: loaded)
        #expect(registration.conflicts.isEmpty)
        #expect(registration.values[Self.composed] == "c")
        #expect(registration.values[Self.decomposed] == "d")
    }

    /// `settings diff` and the editor's changes view list a stored change per key: both spellings,
    /// each with its own value (one was left out when keys were compared as `String`s).
    @Test func storedChangesListBothSpellings() throws {
        let bundle = try Self.makeBundle()
        defer { BundleFixtures.remove(bundle.deletingLastPathComponent()) }
        let loaded = try BundleFixtures.load(bundle, languages: ["en"])
        let domain = "com.example.test"
        let stored: [PlistKey: PlistValue] = [PlistKey(Self.composed): "x", PlistKey(Self.decomposed): "y"]
        let changes = StoredChange.list(
            bundle: loaded, domain: domain, registered: RegisteredDefaults(bundle: loaded, domain: domain)
        ) { _, key in stored[PlistKey(key)] }
        #expect(changes.count == 2)
        #expect(changes.contains { Self.same($0.key, Self.composed) && $0.value == "x" })
        #expect(changes.contains { Self.same($0.key, Self.decomposed) && $0.value == "y" })
    }

    @Test func stringsTableLookupsAreExact() throws {
        let bundle = try Self.makeBundle()
        defer { BundleFixtures.remove(bundle.deletingLastPathComponent()) }
        let loaded = try BundleFixtures.load(bundle, languages: ["en"])
        let root = try #require(loaded.orderedPages.first)
        #expect(Self.same(root.specifier(forKey: Self.composed)?.title?.text, "from the composed key"))
        #expect(Self.same(root.specifier(forKey: Self.decomposed)?.title?.text, "from the decomposed key"))

        let table = try StringsFile.parseOldStyle("\"\(Self.composed)\" = \"1\";\n\"\(Self.decomposed)\" = \"2\";")
        #expect(table.count == 2)
        #expect(table[Self.composed] == "1")
        #expect(table[Self.decomposed] == "2")
    }

    @Test func choiceValuesAndTitlesMatchExactly() throws {
        let bundle = try Self.makeBundle()
        defer { BundleFixtures.remove(bundle.deletingLastPathComponent()) }
        let loaded = try BundleFixtures.load(bundle, languages: ["en"])
        let specifier = try #require(loaded.firstSpecifier(forKey: "choice")?.specifier)
        guard case .multiValue(let multi) = specifier.kind else {
            Issue.record("not a multi-value: \(specifier.kind)")
            return
        }
        #expect(multi.choices.count == 2)
        #expect(multi.choices.choice(for: .string(Self.composed))?.title.text == "Composed")
        #expect(multi.choices.choice(for: .string(Self.decomposed))?.title.text == "Decomposed")
        let decomposedInput = multi.choices.position(matchingInput: Self.decomposed)
        #expect(decomposedInput.flatMap { multi.choices.value(at: $0) } == .string(Self.decomposed))
        let composedInput = multi.choices.position(matchingInput: Self.composed)
        #expect(composedInput.flatMap { multi.choices.value(at: $0) } == .string(Self.composed))
    }
}
