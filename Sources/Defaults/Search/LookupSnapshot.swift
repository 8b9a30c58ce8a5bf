import PropertyList
import Synchronization

/// An immutable picture of one instance's search list: for each domain its source and its
/// contents (uncommitted changes over the file). Lookups walk it without locks or system calls.
///
/// Why this beats `UserDefaults.object(forKey:)` (profiled with `perf` on the lookup benchmark):
/// Foundation on Linux asks CFPreferences, which hashes and compares the key through a bridged
/// `NSString` (UTF-16 copies of the characters), then turns the stored object back into a Swift
/// value with dynamic casts (`__SwiftValue.fetch`, NSNumber unboxing), and for a registered default
/// first builds the registration domain's dictionary (`volatileDomain(forName:)`). Here a hot
/// lookup compares one integer (the generation), probes one native Swift dictionary (the
/// ``index``), and returns a value type that shares the stored value's storage.
final class LookupSnapshot: Sendable {
    struct Layer: Sendable {
        let source: ValueSource
        /// Uncommitted changes of this process (nil removes the key from this domain).
        let pending: [PlistKey: PlistValue?]
        let values: [PlistKey: PlistValue]

        /// The domain's value for the key, or nil when it does not have it.
        @inline(__always)
        func value(forKey key: String) -> PlistValue? {
            if !pending.isEmpty, let change = pending[key] { return change }
            return values[key]
        }

        /// The domain's whole contents.
        var contents: [PlistKey: PlistValue] {
            guard !pending.isEmpty else { return values }
            var merged = values
            for (key, change) in pending {
                if let change { merged[key] = change } else { merged.removeValue(forKey: key) }
            }
            return merged
        }

        var isEmpty: Bool { pending.isEmpty && values.isEmpty }
    }

    /// ``StoreGeneration/current`` read before any data went into this snapshot.
    let generation: UInt64
    /// Whether inotify reports changes to every file of the search list; if not, the snapshot is
    /// rebuilt (looking at the uncovered files) on every lookup.
    let trusted: Bool
    /// ``CoarseClock`` time after which the files are looked at again even without any event.
    let expiry: Int64
    /// Every domain of the search list, in order.
    let layers: [Layer]
    /// The domains that hold at least one key, in order: all a lookup needs to walk.
    let populated: [Layer]
    /// Every key's effective lookup, built once a snapshot has served ``indexThreshold`` lookups:
    /// then a lookup hashes the key once instead of once per domain it walks. Not built for a
    /// snapshot that changes after every few lookups (a loop of `set` and `get`), where building it
    /// (one pass over every key of every domain) would cost more than it saves.
    let index: [PlistKey: DefaultsLookup]?
    /// Lookups served by walking the layers (racy by design: only a hint for building the index).
    private let walks = Atomic<Int>(0)

    /// Walked lookups after which the index is built.
    static let indexThreshold = 64

    init(generation: UInt64, trusted: Bool, expiry: Int64, layers: [Layer]) {
        self.generation = generation
        self.trusted = trusted
        self.expiry = expiry
        self.layers = layers
        self.populated = layers.filter { !$0.isEmpty }
        self.index = nil
    }

    /// The same snapshot with its index.
    private init(indexing other: LookupSnapshot) {
        generation = other.generation
        trusted = other.trusted
        expiry = other.expiry
        layers = other.layers
        populated = other.populated
        var index: [PlistKey: DefaultsLookup] = [:]
        index.reserveCapacity(populated.reduce(0) { $0 + $1.values.count + $1.pending.count })
        for layer in populated.reversed() {
            for (key, value) in layer.contents { index[key] = DefaultsLookup(value: value, source: layer.source) }
        }
        self.index = index
    }

    /// The first domain's value for the key, with its source.
    @inline(__always)
    func lookup(_ key: String) -> DefaultsLookup? {
        if let index { return index[key] }
        return walk(key)
    }

    /// The lookup by walking the domains in order.
    func walk(_ key: String) -> DefaultsLookup? {
        for index in populated.indices {
            if let value = populated[index].value(forKey: key) {
                return DefaultsLookup(value: value, source: populated[index].source)
            }
        }
        return nil
    }

    /// Counts a walked lookup; returns the indexed copy of this snapshot when it is time to build it.
    func noteWalk() -> LookupSnapshot? {
        guard trusted else { return nil }
        let count = walks.load(ordering: .relaxed) &+ 1
        walks.store(count, ordering: .relaxed)
        return count == Self.indexThreshold ? LookupSnapshot(indexing: self) : nil
    }
}
