import Foundation
import TestSupport
import Testing

/// `languages-walkthrough` (Examples/LanguagesWalkthrough) follows the reference's search list —
/// argument, application, global, languages, registration — and each value comes from the domain
/// the reference says.
struct LanguagesWalkthroughTests {
    @Test func eachValueComesFromTheDomainTheReferenceSays() throws {
        let result = try Sandbox().run("languages-walkthrough", [])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let list =
            "Search list: arg NSArgumentDomain, host com.example.walkthrough, app com.example.walkthrough, "
            + "host .GlobalPreferences, global .GlobalPreferences, system com.example.walkthrough, "
            + "system .GlobalPreferences, lang %@, lang %@, default NSRegistrationDomain"
        let taken =
            "  setting \"fr\" again: a volatile domain named \"fr\" already exists; it was left as it was; "
            + "remove it first (removeVolatileDomain(forName:)) to replace it"
        #expect(
            lines == [
                "Launched with -fromArgument argument; AppleLanguages = (fr, de) in NSGlobalDomain:",
                String(format: list, "fr", "de"),
                "  fromArgument      = argument     from arg (NSArgumentDomain)",
                "  fromApplication   = application  from app (com.example.walkthrough)",
                "  fromGlobal        = global       from global (.GlobalPreferences)",
                "  fromFrench        = French       from lang (fr)",
                "  fromGerman        = German       from lang (de)",
                "  fromRegistration  = registration from default (NSRegistrationDomain)",
                taken,
                "  fromFrench after setVolatileDomain of \"fr\" again: French",
                "",
                "Launched with -AppleLanguages '(de, fr)' (the argument domain's list wins):",
                String(format: list, "de", "fr"),
                "  fromArgument      = application  from app (com.example.walkthrough)",
                "  fromApplication   = application  from app (com.example.walkthrough)",
                "  fromGlobal        = global       from global (.GlobalPreferences)",
                "  fromFrench        = German       from lang (de)",
                "  fromGerman        = German       from lang (de)",
                "  fromRegistration  = registration from default (NSRegistrationDomain)",
                taken,
                "  fromFrench after setVolatileDomain of \"fr\" again: German",
                "",
            ])
        // The non-throwing setVolatileDomain reported the taken name on standard error, twice.
        #expect(
            result.error.components(
                separatedBy:
                    "Defaults: setVolatileDomain(_:forName: \"fr\"): a volatile domain named \"fr\" already exists"
            )
            .count == 3, "\(result.error)")
    }
}
