import PropertyList
import Testing

@testable import Defaults

/// The index a snapshot builds after ``LookupSnapshot/indexThreshold`` lookups must give what
/// walking the search list gives: the value of the first domain that holds the key.
///
/// Built here from fixed layers, so the index is always built (through `Defaults`, another suite's
/// file event can rebuild the snapshot before its 64th lookup and leave the walk in charge).
@Suite struct LookupSnapshotTests {
    private func source(_ kind: ValueSource.Kind, _ domain: String) -> ValueSource {
        ValueSource(kind: kind, domain: domain)
    }

    /// Walks `snapshot` until it hands back its indexed copy.
    private func indexed(_ snapshot: LookupSnapshot) throws -> LookupSnapshot {
        for _ in 1..<LookupSnapshot.indexThreshold { #expect(snapshot.noteWalk() == nil) }
        let copy = try #require(snapshot.noteWalk())
        #expect(copy.index != nil)
        return copy
    }

    @Test func theIndexKeepsTheFirstDomainsValueForAKeyHeldByTwo() throws {
        let application = source(.application, "com.example.app")
        let registration = source(.registration, "NSRegistrationDomain")
        let snapshot = LookupSnapshot(
            generation: 1, trusted: true, expiry: .max,
            layers: [
                .init(source: application, pending: [:], values: ["shared": "app", "app only": 1]),
                .init(source: registration, pending: [:], values: ["shared": "registered", "default only": 2]),
            ])
        #expect(snapshot.lookup("shared") == DefaultsLookup(value: "app", source: application))
        let index = try indexed(snapshot)
        let answers = (0..<(2 * LookupSnapshot.indexThreshold)).map { _ in index.lookup("shared") }
        #expect(answers.allSatisfy { $0 == DefaultsLookup(value: "app", source: application) })
        #expect(index.lookup("app only") == DefaultsLookup(value: 1, source: application))
        #expect(index.lookup("default only") == DefaultsLookup(value: 2, source: registration))
        #expect(index.lookup("missing") == nil)
    }

    @Test func theIndexAgreesWithTheWalkForEveryKeyOfEveryDomain() throws {
        // Five domains, each holding its own keys and some of every later domain's: whatever the
        // dictionaries' hash order, each key must come from the first domain holding it, pending
        // changes (and removals) included.
        let kinds: [ValueSource.Kind] = [.argument, .application, .global, .anyUserGlobal, .registration]
        var layers: [LookupSnapshot.Layer] = []
        for (position, kind) in kinds.enumerated() {
            var values: [PlistKey: PlistValue] = [:]
            for key in 0..<200 where key % (kinds.count - position) == 0 {
                values["k\(key)"] = .integer(Int64(position))
            }
            let pending: [PlistKey: PlistValue?] =
                position == 1 ? ["k4": "pending", "k8": nil, "new": "pending"] : [:]
            layers.append(.init(source: source(kind, "domain\(position)"), pending: pending, values: values))
        }
        let snapshot = LookupSnapshot(generation: 1, trusted: true, expiry: .max, layers: layers)
        let index = try indexed(snapshot)
        for key in (0..<200).map({ "k\($0)" }) + ["new", "missing"] {
            #expect(index.lookup(key) == snapshot.walk(key), "\(key)")
        }
        #expect(index.lookup("k0")?.source.kind == .argument)
        #expect(index.lookup("k4")?.value == "pending")
        #expect(index.lookup("k8")?.source.kind == .anyUserGlobal)
        #expect(index.lookup("k1")?.source.kind == .registration)
    }

    @Test func anUntrustedSnapshotIsNeverIndexed() {
        let snapshot = LookupSnapshot(
            generation: 1, trusted: false, expiry: .max,
            layers: [.init(source: source(.application, "a"), pending: [:], values: ["k": 1])])
        for _ in 0..<(2 * LookupSnapshot.indexThreshold) { #expect(snapshot.noteWalk() == nil) }
    }
}
