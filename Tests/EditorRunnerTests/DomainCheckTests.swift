import Defaults
import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import Testing

/// A domain is checked by one rule with one wording, `Defaults`' `DomainName.problem(with:)`,
/// wherever a tool takes one: an explicit `--domain`, a bundle's own (`Info.plist`) domain, and
/// the binding to its store.
@Suite struct DomainCheckTests {
    static let refused = [
        "", "a/b", "com.example\u{0}x", ".hidden", "com..example", String(repeating: "x", count: 201),
    ]

    func bundle(identifier: String) throws -> (folder: URL, location: BundleLocation) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("domaincheck-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("Settings.bundle"), withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(["PreferenceSpecifiers": []]).write(
            to: app.appendingPathComponent("Settings.bundle/Root.plist"))
        try PropertyListCoder.encodeXML(["CFBundleIdentifier": .string(identifier)]).write(
            to: app.appendingPathComponent("Info.plist"))
        let location = try #require(try BundleLocator.locate(app.path).first)
        return (folder, location)
    }

    @Test func everyCheckGivesDefaultsReasonWordForWord() throws {
        for name in Self.refused {
            let reason = try #require(DomainName.problem(with: name), "\(name)")
            // Defaults' own error.
            #expect(throws: DefaultsError.invalidDomainName(name, reason: reason)) { try DomainName.validated(name) }
            // An explicit domain, bound.
            let (folder, location) = try bundle(identifier: "com.example.fine")
            defer { try? FileManager.default.removeItem(at: folder) }
            let loaded = try BundleLoader.load(location, options: LoadOptions())
            #expect(throws: BundleError.invalidDomain(value: name, reason: reason)) {
                try BoundApp(bundle: loaded, domain: name, environment: DefaultsEnvironment(home: folder.path))
            }
        }
        // A bundle's own domain: the same reason, and where it came from.
        for name in Self.refused where !name.isEmpty && !name.contains("\u{0}") {
            let reason = try #require(DomainName.problem(with: name))
            let (folder, location) = try bundle(identifier: name)
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(throws: location.invalidDomain(name, reason: reason)) { try location.storeDomain() }
            guard case .invalidDomain(_, let said) = location.invalidDomain(name, reason: reason) else { return }
            #expect(said.hasPrefix(reason + "; it comes from "))
        }
        // The bundle core's own check (it does not import Defaults) says it in the same words.
        #expect(BundleLocator.emptyDomainReason == DomainName.problem(with: ""))
        #expect(throws: BundleError.invalidDomain(value: "", reason: BundleLocator.emptyDomainReason)) {
            try BundleLocator.validate(domain: "")
        }
        // The global domain's names are fine for the rule (a tool decides whether it may write there).
        #expect(DomainName.problem(with: "NSGlobalDomain") == nil && DomainName.problem(with: "com.example.app") == nil)
    }
}
