import Defaults
import DefaultsFoundation
import Foundation
import PropertyList
import TestSupport
import Testing

/// Where the NSUserDefaults reference (`../shared/seeds/004_…`) says more than Foundation on Linux
/// does: languages domains, volatile-domain names that are taken, `~` in stored URLs.
@Suite(.serialized) struct ReferenceConformanceTests {
    @Test func languagesDomainsComeBetweenTheGlobalAndRegistrationDomains() throws {
        let home = TemporaryHome()
        let app = "com.example.languages"
        let key = uniqueKey("month")
        try home.write(["AppleLanguages": ["fr", "de", "fr"], "g": "global"], to: home.file(".GlobalPreferences"))
        let defaults = home.makeDefaults(app)
        defaults.setVolatileDomain([PlistKey(key): "janvier", "g": "français"], forName: "fr")
        defaults.setVolatileDomain([PlistKey(key): "Januar", "onlyGerman": "ja"], forName: "de")
        defaults.setVolatileDomain([PlistKey(key): "January"], forName: "en")  // not a preferred language
        defaults.register([PlistKey(key): "registered", "onlyRegistered": "r"])

        let list = defaults.searchList
        #expect(list.map(\.tag).suffix(4) == [.system, .lang, .lang, .default])
        #expect(list.filter { $0.kind == .languages }.map(\.domain) == ["fr", "de"])
        #expect(list.first { $0.kind == .languages }?.file == nil)
        #expect(list.first { $0.kind == .languages }?.isVolatile == true)
        #expect(defaults.lookup(key)?.source.tag == .lang)
        #expect(defaults.string(forKey: key) == "janvier")
        #expect(defaults.lookup("onlyGerman")?.source == ValueSource(kind: .languages, domain: "de"))
        #expect(defaults.string(forKey: "g") == "global")  // the global domain comes first
        #expect(defaults.lookup("onlyRegistered")?.source.tag == .default)
        #expect(defaults.lookupAll(key).compactMap(\.value) == ["janvier", "Januar", "registered"])

        // The argument domain's AppleLanguages wins over the global domain's, in its order.
        let launched = home.makeDefaults(app, arguments: ["prog", "-AppleLanguages", "(de, en)"])
        launched.setVolatileDomain([PlistKey(key): "Januar"], forName: "de")
        launched.setVolatileDomain([PlistKey(key): "January"], forName: "en")
        launched.setVolatileDomain([PlistKey(key): "janvier"], forName: "fr")
        #expect(launched.searchList.filter { $0.kind == .languages }.map(\.domain) == ["de", "en"])
        #expect(launched.string(forKey: key) == "Januar")

        // Changing the preferred languages on disk changes the search list.
        try home.write(["AppleLanguages": ["de"]], to: home.file(".GlobalPreferences"))
        defaults.synchronize()
        #expect(defaults.searchList.filter { $0.kind == .languages }.map(\.domain) == ["de"])
        #expect(defaults.string(forKey: key) == "Januar")
    }

    @Test func aVolatileDomainNameThatIsTakenIsAnError() throws {
        let home = TemporaryHome()
        let defaults = home.makeDefaults("com.example.volatile")
        defaults.setVolatileDomain(["a": 1], forName: "custom")
        #expect(throws: DefaultsError.volatileDomainExists("custom")) {
            try defaults.addVolatileDomain(["a": 2], forName: "custom")
        }
        // Reported on standard error (LanguagesWalkthroughTests checks the text), nothing changes.
        defaults.setVolatileDomain(["a": 3], forName: "custom")
        #expect(defaults.volatileDomainValues(forName: "custom") == ["a": 1])
        defaults.removeVolatileDomain(forName: "custom")
        try defaults.addVolatileDomain(["a": 4], forName: "custom")
        #expect(defaults.volatileDomainValues(forName: "custom") == ["a": 4])
        // The argument and registration domains always exist and are replaced.
        try defaults.addVolatileDomain(["x": "1"], forName: Defaults.argumentDomain)
        try defaults.addVolatileDomain(["x": "2"], forName: Defaults.argumentDomain)
        #expect(defaults.volatileDomainValues(forName: Defaults.argumentDomain) == ["x": "2"])
    }

    @Test func fileURLsInTheHomeFolderAreStoredWithATilde() throws {
        let home = TemporaryHome()
        let defaults = home.makeDefaults("com.example.urls")
        defaults.set(URL(fileURLWithPath: home.home + "/Documents/Report.pdf"), forKey: "doc")
        defaults.set(URL(fileURLWithPath: home.home), forKey: "home")
        defaults.set(URL(fileURLWithPath: home.home + "/../elsewhere/x"), forKey: "outside")
        defaults.set(URL(fileURLWithPath: "/usr/share/dict"), forKey: "system")
        defaults.set(URL(string: "https://example.com/a?b")!, forKey: "web")
        #expect(defaults.value(forKey: "doc") == "~/Documents/Report.pdf")
        #expect(defaults.value(forKey: "home") == "~")
        #expect(defaults.value(forKey: "outside")?.stringValue?.hasPrefix("~") == false)
        #expect(defaults.value(forKey: "system") == "/usr/share/dict")
        #expect(defaults.value(forKey: "web") == "https://example.com/a?b")
        // Read back as the full path.
        let documents = URL(fileURLWithPath: home.home + "/Documents/Report.pdf").standardizedFileURL.path
        #expect(defaults.url(forKey: "doc")?.standardizedFileURL.path == documents)
        #expect(defaults.synchronize())
        #expect(try home.read(home.file("com.example.urls"))?["doc"] == "~/Documents/Report.pdf")
    }
}
