import DefaultsFoundation
import Foundation
import PropertyList
import Testing

@testable import Defaults

/// The store tests every ``DefaultsStorage`` passes, run on both implementations: the files
/// (``FileStorage``, in a temporary HOME) and ``MemoryStorage``.
@Suite struct StorageTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case files, memory
        var testDescription: String { rawValue }
    }

    /// An environment on a fresh storage of `kind`, and what keeps it alive.
    static func environment(_ kind: Kind) -> (DefaultsEnvironment, AnyObject) {
        switch kind {
        case .files:
            let home = TemporaryDirectory()
            return (home.environment, home)
        case .memory:
            let storage = MemoryStorage()
            return (DefaultsEnvironment(storage: storage), storage)
        }
    }

    /// A second writer of the domain, with its own store object (as another process has).
    static func otherWriter(_ domain: StoredDomain, in environment: DefaultsEnvironment) throws -> any DomainStorage {
        try environment.storage.store(for: domain).get()
    }

    let domain = "com.example.storage"

    @Test(arguments: Kind.allCases) func aCommitNamesTheVersionItLeftAndWhetherItMergedAnotherWrite(kind: Kind) throws {
        let (environment, keeper) = Self.environment(kind)
        defer { withExtendedLifetime(keeper) {} }
        let defaults = Defaults(applicationDomain: domain, environment: environment, arguments: [])
        // Nothing read yet: whether someone else wrote cannot be told.
        let first = try defaults.write(.integer(1), forKey: "a", inDomain: domain)
        #expect(first.mergedOutsideChanges)
        #expect(first.version != nil && defaults.storeVersion(ofDomain: domain) == first.version)
        // Written on top of its own version: nothing merged.
        let second = try defaults.write(.integer(2), forKey: "a", inDomain: domain)
        #expect(!second.mergedOutsideChanges)
        #expect(second.version != first.version && defaults.storeVersion(ofDomain: domain) == second.version)
        // Another writer commits: the version moves, and the next commit merges on top of it.
        let other = try Self.otherWriter(StoredDomain(name: domain), in: environment)
        try other.commit(merging: ["b": .integer(3)])
        #expect(defaults.storeVersion(ofDomain: domain) != second.version)
        let third = try defaults.write(.integer(4), forKey: "a", inDomain: domain)
        #expect(third.mergedOutsideChanges)
        #expect(try other.read().values == ["a": .integer(4), "b": .integer(3)])
        // Removing the last keys leaves an empty domain, at the version the commit names.
        try defaults.write(nil, forKey: "b", inDomain: domain)
        let last = try defaults.write(nil, forKey: "a", inDomain: domain)
        #expect(!last.mergedOutsideChanges)
        #expect(last.version == defaults.storeVersion(ofDomain: domain))
        #expect(try other.read().values.isEmpty)
    }

    @Test(arguments: Kind.allCases) func aReadingCarriesTheVersionUntilSomeoneChangesTheDomain(kind: Kind) throws {
        let (environment, keeper) = Self.environment(kind)
        defer { withExtendedLifetime(keeper) {} }
        let stored = StoredDomain(name: domain)
        let store = try Self.otherWriter(stored, in: environment)
        #expect(try store.read().values.isEmpty)
        try store.commit(merging: ["a": "x", "gone": nil])
        let reading = try store.read()
        #expect(reading.values == ["a": "x"])
        #expect(reading.version == environment.storage.version(of: stored))
        // Per-key merge: a second writer's key and the first one's both stay.
        try Self.otherWriter(stored, in: environment).commit(merging: ["b": "y"])
        #expect(environment.storage.version(of: stored) != reading.version)
        #expect(try store.read().values == ["a": "x", "b": "y"])
        // A replacement drops every other key; nil removes the domain.
        try store.replace(with: ["c": "z"])
        #expect(try store.read().values == ["c": "z"])
        try store.replace(with: nil)
        #expect(try store.read().values.isEmpty)
    }

    @Test(arguments: Kind.allCases) func theSearchListReadsEveryVariantFromTheStorage(kind: Kind) throws {
        let (environment, keeper) = Self.environment(kind)
        defer { withExtendedLifetime(keeper) {} }
        let variants: [(StoredDomain, String, DomainTag)] = [
            (StoredDomain(name: domain, byHost: true), "host", .host),
            (StoredDomain(name: domain), "app", .app),
            (StoredDomain(name: DomainName.global), "global", .global),
            (StoredDomain(name: domain, anyUser: true), "anyUser", .system),
            (StoredDomain(name: DomainName.global, anyUser: true), "anyUserGlobal", .system),
        ]
        for (stored, key, _) in variants {
            try Self.otherWriter(stored, in: environment).commit(merging: [PlistKey(key): .string(key)])
        }
        try Self.otherWriter(StoredDomain(name: DomainName.global), in: environment).commit(merging: [
            "AppleLanguages": ["fr"]
        ])
        let defaults = Defaults(applicationDomain: domain, environment: environment, arguments: [])
        defaults.setVolatileDomain(["lang": "fr"], forName: "fr")
        for (_, key, tag) in variants {
            #expect(defaults.lookup(key)?.source.tag == tag, "\(key)")
            #expect(defaults.lookup(key)?.value == .string(key), "\(key)")
        }
        #expect(defaults.lookup("lang")?.source.tag == .lang)
        #expect(defaults.storedDomains.count == 6)
    }

    @Test(arguments: Kind.allCases) func aFeedTellsChangesToWatchedDomainsAsValues(kind: Kind) throws {
        let (environment, keeper) = Self.environment(kind)
        defer { withExtendedLifetime(keeper) {} }
        let defaults = Defaults(applicationDomain: domain, environment: environment, arguments: [])
        try defaults.write("first", forKey: "k", inDomain: domain)  // the folder exists before the watch
        let feed = try defaults.watch()
        #expect(feed.changes().isEmpty)
        try Self.otherWriter(StoredDomain(name: domain), in: environment).commit(merging: ["k": "v"])
        try Self.otherWriter(StoredDomain(name: "com.example.unwatched"), in: environment).commit(merging: ["k": "v"])
        var changes: [StoreChange] = []
        for _ in 0..<100 where !changes.contains(StoreChange(domain: StoredDomain(name: domain))) {
            changes += feed.changes()
            if changes.isEmpty { usleep(10_000) }
        }
        #expect(changes.contains(StoreChange(domain: StoredDomain(name: domain))))
        if kind == .memory { #expect(!changes.contains { $0.domain.name == "com.example.unwatched" }) }
        #expect(defaults.lookup("k")?.value == "v")
    }

    @Test func aMemoryDomainRefusesWritesWhileItFails() throws {
        let storage = MemoryStorage()
        let defaults = Defaults(
            applicationDomain: domain, environment: DefaultsEnvironment(storage: storage), arguments: [])
        storage.failingDomains = [domain]
        #expect(throws: DefaultsError.self) { try defaults.write("x", forKey: "k", inDomain: domain) }
        #expect(storage.values(of: StoredDomain(name: domain)).isEmpty)
        storage.failingDomains = []
        try defaults.write("x", forKey: "k", inDomain: domain)
        #expect(storage.values(of: StoredDomain(name: domain)) == ["k": "x"])
    }
}
