import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import Testing

@testable import SettingsEditor

/// Rows whose keys differ only in Unicode normalization are two rows with two values in the editor's
/// caches (issue 14, part 1).
@Suite struct ExactKeyTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"
    static let domain = "com.example.exact"

    static func bundle() throws -> (LoadedBundle, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exact-\(UUID().uuidString)")
        let bundle = folder.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        func field(_ key: String, _ title: String, _ value: PlistValue) -> PlistValue {
            ["Type": "PSTextFieldSpecifier", "Key": .string(key), "Title": .string(title), "DefaultValue": value]
        }
        let root: PlistValue = [
            "PreferenceSpecifiers": [
                field(composed, "Composed", "registered composed"),
                field(decomposed, "Decomposed", "registered decomposed"),
            ]
        ]
        try PropertyListCoder.encodeXML(root).write(to: bundle.appendingPathComponent("Root.plist"))
        let location = BundleLocation(settingsBundle: bundle, name: "Exact", domain: .explicit(domain))
        return (try BundleLoader.load(location, options: LoadOptions(languages: ["en"])), folder)
    }

    @Test func storeKeysAndResolvedValuesKeepTheSpellingsApart() throws {
        let (bundle, folder) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = EditorApp(bundle: bundle, domain: Self.domain)
        let nfc = StoreKey(domain: Self.domain, key: Self.composed)
        let nfd = StoreKey(domain: Self.domain, key: Self.decomposed)
        #expect(nfc != nfd)
        #expect(Set([nfc, nfd]).count == 2)
        #expect(app.storeKeys == [nfc, nfd])
        #expect(app.registeredDefault(forKey: Self.composed, domain: Self.domain) == "registered composed")
        #expect(app.registeredDefault(forKey: Self.decomposed, domain: Self.domain) == "registered decomposed")

        var stores = MemoryStore()
        stores.domains[Self.domain] = [PlistKey(Self.decomposed): "stored decomposed"]
        let session = Session([(bundle, Self.domain)], stores: stores)
        let values = try #require(session.state[app: AppID(Self.domain)]).values
        #expect(values[nfc]?.value == "registered composed")
        #expect(values[nfd]?.value == "stored decomposed")
    }
}
