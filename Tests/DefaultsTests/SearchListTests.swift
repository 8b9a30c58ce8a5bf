import Defaults
import DefaultsFoundation
import Foundation
import PropertyList
import PropertyListFoundation
import TestSupport
import Testing

/// Suites that touch the process-wide registration domain run one test at a time.
@Suite(.serialized) struct SearchListTests {
    @Test func orderAndProvenance() throws {
        let home = TemporaryHome()
        let app = "com.example.order"
        let key = uniqueKey("k")
        let defaults = home.makeDefaults(app, arguments: ["prog", "-\(key)", "arg"])
        defaults.addSuite(named: "group.example.shared")
        let files: [(String, ValueSource.Kind, Bool, DomainTag)] = [
            (home.file(app, byHost: true), .application, true, .host),
            (home.file(app), .application, false, .app),
            (home.file("group.example.shared", byHost: true), .suite, true, .suite),
            (home.file("group.example.shared"), .suite, false, .suite),
            (home.file(".GlobalPreferences", byHost: true), .global, true, .host),
            (home.file(".GlobalPreferences"), .global, false, .global),
            (home.file(app, anyUser: true), .anyUserApplication, false, .system),
            (home.file(".GlobalPreferences", anyUser: true), .anyUserGlobal, false, .system),
        ]
        for (index, (file, _, _, _)) in files.enumerated() {
            try home.write([PlistKey(key): .string("v\(index)")], to: file)
        }
        defaults.register([PlistKey(key): "registered"])

        let list = defaults.searchList
        #expect(list.map(\.kind) == [.argument] + files.map(\.1) + [.registration])
        #expect(list.map(\.byHost) == [false] + files.map(\.2) + [false])
        #expect(list.map(\.tag) == [.arg] + files.map(\.3) + [.default])
        #expect(list.dropFirst().dropLast().map { $0.file?.path } == files.map(\.0))
        #expect(list.first?.file == nil && list.last?.file == nil)
        #expect(list[1].domain == app && list[5].domain == ".GlobalPreferences")

        // Peel the domains off one by one: each time the next one supplies the value.
        #expect(defaults.lookup(key) == DefaultsLookup(value: "arg", source: list[0]))
        defaults.setVolatileDomain([PlistKey: PlistValue](), forName: Defaults.argumentDomain)
        for (index, (file, _, _, _)) in files.enumerated() {
            // The file removed last time is seen gone once the process's inotify watcher read the event.
            #expect(eventually { defaults.lookup(key)?.value == .string("v\(index)") })
            let found = try #require(defaults.lookup(key))
            #expect(found.value == .string("v\(index)"))
            #expect(found.source == list[index + 1])
            let all = defaults.lookupAll(key)
            #expect(all.count == list.count)
            #expect(all.compactMap(\.value).count == files.count - index + 1)
            try FileManager.default.removeItem(atPath: file)
        }
        #expect(eventually { defaults.lookup(key) == DefaultsLookup(value: "registered", source: list.last!) })
        RegistrationDomain.register([PlistKey(key): .string("later")])
        #expect(defaults.string(forKey: key) == "later")
    }

    @Test func suiteInstanceReplacesTheApplicationDomain() throws {
        let home = TemporaryHome()
        try home.write(["a": "app"], to: home.file("com.example.host"))
        try home.write(["a": "suite", "s": "only-suite"], to: home.file("group.example.x"))
        try home.write(["g": "global"], to: home.file(".GlobalPreferences"))
        let suite = try #require(
            Defaults(
                suiteName: "group.example.x", applicationDomain: "com.example.host", environment: home.environment,
                arguments: []))
        #expect(suite.primaryDomain == "group.example.x")
        #expect(!suite.searchList.contains { $0.domain == "com.example.host" })
        #expect(suite.lookup("a")?.source.kind == .suite)
        #expect(suite.lookup("a")?.source.tag == .suite)
        #expect(suite.string(forKey: "a") == "suite")
        #expect(suite.string(forKey: "g") == "global")
        suite.set("written", forKey: "w")
        try suite.flush()
        #expect(try home.read(home.file("group.example.x"))?["w"] == "written")
        #expect(try home.read(home.file("com.example.host"))?["w"] == nil)
    }

    @Test func refusedSuiteNames() {
        let home = TemporaryHome()
        for name in [
            "com.example.host", "NSGlobalDomain", ".GlobalPreferences", "", "../escaped", "sub/dir", "/abs/x",
            ".hidden", "a\0b",
        ] {
            #expect(
                Defaults(
                    suiteName: name, applicationDomain: "com.example.host", environment: home.environment, arguments: []
                ) == nil,
                "suite name \(name.debugDescription) must be refused")
        }
        #expect(Defaults(suiteName: nil, applicationDomain: "com.example.host", environment: home.environment) != nil)
    }

    @Test func addedSuitesStackAboveEarlierOnes() throws {
        let home = TemporaryHome()
        try home.write(["k": "first"], to: home.file("suite.first"))
        try home.write(["k": "second"], to: home.file("suite.second"))
        let defaults = home.makeDefaults()
        defaults.addSuite(named: "suite.first")
        #expect(defaults.string(forKey: "k") == "first")
        defaults.addSuite(named: "suite.second")
        #expect(defaults.suites == ["suite.second", "suite.first"])
        #expect(defaults.string(forKey: "k") == "second")
        defaults.addSuite(named: "suite.first")  // already present: no change
        #expect(defaults.suites == ["suite.second", "suite.first"])
        defaults.addSuite(named: "../nope")
        defaults.addSuite(named: "NSGlobalDomain")
        defaults.addSuite(named: "com.example.app")
        #expect(defaults.suites.count == 2)
        defaults.removeSuite(named: "suite.second")
        #expect(defaults.string(forKey: "k") == "first")
        defaults.removeSuite(named: "suite.first")
        #expect(defaults.object(forKey: "k") == nil)
    }

    @Test func registrationIsProcessWideAndMergedPerKey() {
        let home = TemporaryHome()
        let a = uniqueKey("a")
        let b = uniqueKey("b")
        let first = home.makeDefaults("com.example.one")
        let suite = Defaults(
            suiteName: "group.example.reg", applicationDomain: "com.example.one", environment: home.environment,
            arguments: [])!
        first.register(defaults: [a: 1, b: "x"])
        first.register(defaults: [a: 2])
        #expect(first.integer(forKey: a) == 2)
        #expect(first.string(forKey: b) == "x")
        #expect(suite.integer(forKey: a) == 2)  // suites see the registrations too
        #expect(suite.lookup(a)?.source.tag == .default)
        #expect(first.volatileDomainValues(forName: Defaults.registrationDomain)[a] == 2)
        // Registered values are never written.
        #expect(first.persistentDomainNames.isEmpty)
        // Setting the registered value still stores it; removing falls back to the registration.
        first.set(2, forKey: a)
        #expect(first.lookup(a)?.source.tag == .app)
        first.removeObject(forKey: a)
        #expect(first.lookup(a)?.source.tag == .default)
    }

    @Test func registrationVolatileDomainCanBeReplacedAndRemoved() {
        let home = TemporaryHome()
        let defaults = home.makeDefaults()
        let saved = RegistrationDomain.values
        defer { RegistrationDomain.replace(with: saved) }
        let key = uniqueKey()
        defaults.setVolatileDomain([key: "only"], forName: Defaults.registrationDomain)
        #expect(defaults.volatileDomain(forName: Defaults.registrationDomain).count == 1)
        #expect(defaults.string(forKey: key) == "only")
        defaults.removeVolatileDomain(forName: Defaults.registrationDomain)
        #expect(defaults.volatileDomain(forName: Defaults.registrationDomain).isEmpty)
        #expect(defaults.string(forKey: key) == nil)
    }

    @Test func dictionaryRepresentationAgreesWithObjectForKeyAcrossAllDomains() throws {
        let home = TemporaryHome()
        let reg = uniqueKey("reg")
        try home.write(["app": 1, "shadowed": "app"], to: home.file("com.example.rep"))
        try home.write(["host": true], to: home.file("com.example.rep", byHost: true))
        try home.write(["global": "g", "shadowed": "global"], to: home.file(".GlobalPreferences"))
        try home.write(["gh": 2.5], to: home.file(".GlobalPreferences", byHost: true))
        try home.write(["system": ["x"]], to: home.file("com.example.rep", anyUser: true))
        try home.write(
            ["sysglobal": .date(Date(timeIntervalSince1970: 5))], to: home.file(".GlobalPreferences", anyUser: true))
        let defaults = home.makeDefaults("com.example.rep", arguments: ["p", "-arg", "(1, 2)"])
        defaults.register([PlistKey(reg): "r", "shadowed": "registered"])
        defaults.set(Data([1, 2, 3]), forKey: "pending")
        let representation = defaults.dictionaryRepresentation()
        // Only this test's keys: the registration domain is shared by every test of the process,
        // and another test's keys that differ only in normalization are one `String` key here.
        let ownKeys = ["app", "shadowed", "host", "global", "gh", "system", "sysglobal", "arg", reg, "pending"]
        for key in ownKeys {
            #expect(representation[key] != nil, "missing \(key)")
        }
        let typed = defaults.effectiveValues()
        for key in ownKeys {
            #expect(typed[key] == defaults.value(forKey: key), "key \(key)")
            let object = try #require(defaults.object(forKey: key))
            #expect(PlistValue(foundationObject: object) == PlistValue(foundationObject: representation[key]!))
        }
        #expect(typed["shadowed"] == "app")
        try defaults.flush()
        RegistrationDomain.replace(with: RegistrationDomain.values.filter { $0.key != "shadowed" })
    }
}
