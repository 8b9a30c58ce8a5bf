import DefaultsFoundation
import Foundation
import PropertyList
import TestSupport
import Testing

@testable import Defaults

/// Keys that differ only in Unicode normalization are different keys in every domain, lookup and
/// write, as CoreFoundation keeps them (issue 14, part 1); values keep their exact scalars.
@Suite struct ExactKeyTests {
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    static func same(_ a: String?, _ b: String) -> Bool { a.map { Array($0.utf8) == Array(b.utf8) } ?? false }

    @Test func persistentDomainKeepsBothSpellings() throws {
        let home = TemporaryHome()
        let domain = "com.example.exact"
        let defaults = home.makeDefaults(domain)
        defaults.set("composed", forKey: "k" + Self.composed)
        defaults.set("decomposed", forKey: "k" + Self.decomposed)
        #expect(defaults.string(forKey: "k" + Self.composed) == "composed")
        #expect(defaults.string(forKey: "k" + Self.decomposed) == "decomposed")
        try defaults.flush()

        let stored = try #require(try home.read(home.file(domain)))
        #expect(stored == ["k\u{E9}": "composed", "ke\u{301}": "decomposed"])
        let reread = home.makeDefaults(domain)
        #expect(reread.string(forKey: "k" + Self.composed) == "composed")
        #expect(reread.string(forKey: "k" + Self.decomposed) == "decomposed")
        #expect(try reread.persistentDomainValues(forName: domain).count == 2)
        // Many lookups build the snapshot's index; it keeps the spellings apart too.
        for _ in 0..<(LookupSnapshot.indexThreshold * 2) {
            #expect(reread.string(forKey: "k" + Self.decomposed) == "decomposed")
        }
        #expect(reread.string(forKey: "k" + Self.composed) == "composed")
        #expect(reread.effectiveValues()["k" + Self.composed] == "composed")
        #expect(reread.effectiveValues()["k" + Self.decomposed] == "decomposed")

        // Removing one spelling leaves the other.
        reread.removeObject(forKey: "k" + Self.composed)
        try reread.flush()
        #expect(try home.read(home.file(domain)) == ["ke\u{301}": "decomposed"])
    }

    @Test func aComposedValueOverADecomposedOneIsARealChange() throws {
        let home = TemporaryHome()
        let domain = "com.example.exact.value"
        let defaults = home.makeDefaults(domain)
        defaults.set("caf" + Self.decomposed, forKey: "drink")
        try defaults.flush()
        defaults.set("caf" + Self.composed, forKey: "drink")
        try defaults.flush()
        let stored = try #require(try home.read(home.file(domain)))
        #expect(Self.same(stored["drink"]?.stringValue, "caf" + Self.composed))
        #expect(Self.same(home.makeDefaults(domain).string(forKey: "drink"), "caf" + Self.composed))
    }

    @Test func registrationArgumentAndVolatileDomainsKeepBothSpellings() throws {
        let home = TemporaryHome()
        let base = uniqueKey()
        let (nfc, nfd) = (base + Self.composed, base + Self.decomposed)
        let arguments = ["prog", "-" + nfc + "a", "1", "-" + nfd + "a", "2", "-\u{301}x", "3"]
        let defaults = home.makeDefaults("com.example.exact.domains", arguments: arguments)
        defaults.register([PlistKey(nfc): "registered composed", PlistKey(nfd): "registered decomposed"])
        #expect(defaults.string(forKey: nfc) == "registered composed")
        #expect(Self.same(defaults.string(forKey: nfd), "registered decomposed"))

        // The argument domain: both spellings, and a key that starts with a combining mark.
        let argumentDomain = defaults.volatileDomainValues(forName: Defaults.argumentDomain)
        #expect(argumentDomain[nfc + "a"] == "1")
        #expect(argumentDomain[nfd + "a"] == "2")
        #expect(argumentDomain["\u{301}x"] == "3")
        #expect(ArgumentDomain.parse(["p", "-" + nfc, "1", "-" + nfd, "2"]).count == 2)

        // lookupAll names the domain that has each spelling, and only that one.
        let persistent = home.makeDefaults("com.example.exact.domains")
        persistent.set("persistent decomposed", forKey: nfd)
        let layers = defaults.lookupAll(nfc).filter { $0.value != nil }
        #expect(layers.map(\.source.kind) == [.registration])
        let decomposedLayers = defaults.lookupAll(nfd).filter { $0.value != nil }
        #expect(decomposedLayers.map(\.source.kind) == [.application, .registration])

        defaults.setVolatileDomain([PlistKey(nfc): 1, PlistKey(nfd): 2], forName: "custom")
        #expect(defaults.volatileDomainValues(forName: "custom").count == 2)
        // The registration domain is the process's: leave no equivalent spellings for other tests.
        RegistrationDomain.replace(
            with: RegistrationDomain.values.filter { $0.key != PlistKey(nfc) && $0.key != PlistKey(nfd) })
    }

    /// Randomized (a fixed schedule, so a failure replays): two instances of one store file commit
    /// changes to keys drawn from equivalent spellings; the file and each commit's result must equal
    /// a model keyed by exact keys.
    @Test(arguments: 0..<3)
    func mergesWithEquivalentKeysMatchTheModel(batch: Int) throws {
        let home = TemporaryHome()
        let url = try home.environment.fileURL(forDomain: "com.example.exact.merge\(batch)")
        let writers = [PersistentDomainFile(url: url), PersistentDomainFile(url: url)]
        let pool = [
            "\u{E9}", "e\u{301}", "\u{C5}", "\u{212B}", "A\u{30A}", "\u{D55C}", "\u{1112}\u{1161}\u{11AB}", "\u{FB01}",
            "fi",
        ]
        var model: [PlistKey: PlistValue] = [:]
        var state = UInt64(batch) &+ 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for step in 0..<150 {
            var changes: [PlistKey: PlistValue?] = [:]
            for _ in 0...next(3) {
                let key = PlistKey(pool[next(pool.count)])
                changes[key] = next(5) == 0 ? .some(nil) : .string(pool[next(pool.count)])
            }
            let after = try writers[next(2)].commit(changes)
            for (key, change) in changes {
                if let change { model[key] = change } else { model.removeValue(forKey: key) }
            }
            #expect(after == model, "batch \(batch) step \(step)")
            let stored = try home.read(url.path) ?? [:]
            #expect(stored == model, "batch \(batch) step \(step)")
            if after != model || stored != model { return }
        }
    }
}
