import Defaults
import Foundation
import PropertyList
import SettingsBinding
import Testing

@testable import SettingsEditor

/// A value that comes from a languages domain (the volatile domain of a preferred language, which
/// the runner's `lookupAll` lists between the global and registration domains) shows the `lang` tag.
@Suite struct LanguagesTagTests: ShowcaseScripts {
    @Test func aValueFromALanguagesDomainShowsTheLangTag() throws {
        var session = try showcase()
        let french = ValueSource(kind: .languages, domain: "fr")
        var resolved = session.resolvedValues()
        let key = try #require(resolved[.showcase]?.keys.first { $0.key == "profile_name" })
        resolved[.showcase, default: [:]][key] = ResolvedValue.resolve(
            layers: [
                (ValueSource(kind: .argument, domain: "NSArgumentDomain"), nil),
                (ValueSource(kind: .application, domain: key.domain), nil),
                (ValueSource(kind: .global, domain: ".GlobalPreferences"), nil), (french, "Amélie"),
                (ValueSource(kind: .registration, domain: "NSRegistrationDomain"), "Ada Lovelace"),
            ], registeredDefault: "Ada Lovelace", writableDomain: key.domain)
        reduce(&session.state, .valuesResolved(resolved, external: false))
        #expect(resolved[.showcase, default: [:]][key]?.tag == .lang)
        let line = try #require(session.line(containing: "Name"))
        #expect(line.hasSuffix("Amélie *lang"), "\(line)")
        #expect(Renderer.role(for: .lang) == .statusDefault)
    }
}
