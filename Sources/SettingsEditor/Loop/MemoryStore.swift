import Defaults
import PropertyList
import SettingsBundle

/// An ``EditorStore`` in memory: persistent domains, the argument domain and the global domain,
/// searched in that order (argument, the row's domain, global, then the app's registered default)
/// as the `Defaults` binding searches the files.
///
/// What the tests and the benchmark drive ``EditorLoop`` with instead of store files. Writes to a
/// domain in ``failingDomains`` fail as a read-only folder would; ``writeOutside(_:forKey:inDomain:)``
/// changes a domain as another program would, and the loop's ``EditorLoop/storesChanged()`` then
/// sees it. Own writes are never reported as outside changes.
public struct MemoryStore: EditorStore, Sendable {
    /// Every persistent domain's keys and values.
    public var domains: [String: [PlistKey: PlistValue]]
    /// The argument domain (simulated launch arguments).
    public var arguments: [PlistKey: PlistValue]
    /// The global domain.
    public var global: [PlistKey: PlistValue]
    /// Domains whose writes fail (as a read-only folder would).
    public var failingDomains: Set<String>
    /// Whether another program changed a domain since the last ``outsideChanges()``.
    private var changedOutside = false

    /// Creates a store holding the given domains.
    public init(
        domains: [String: [PlistKey: PlistValue]] = [:], arguments: [PlistKey: PlistValue] = [:],
        global: [PlistKey: PlistValue] = [:], failingDomains: Set<String> = []
    ) {
        self.domains = domains
        self.arguments = arguments
        self.global = global
        self.failingDomains = failingDomains
    }

    public func resolve(_ keys: some Sequence<StoreKey>, of app: EditorApp, index: Int) -> [StoreKey: ResolvedValue] {
        var values: [StoreKey: ResolvedValue] = [:]
        for storeKey in keys {
            let kind: ValueSource.Kind = storeKey.domain == app.domain ? .application : .suite
            let layers: [(source: ValueSource, value: PlistValue?)] = [
                (ValueSource(kind: .argument, domain: "NSArgumentDomain"), arguments[storeKey.key]),
                (ValueSource(kind: kind, domain: storeKey.domain), domains[storeKey.domain]?[storeKey.key]),
                (ValueSource(kind: .global, domain: ".GlobalPreferences"), global[storeKey.key]),
            ]
            values[storeKey] = ResolvedValue.resolve(
                layers: layers, registeredDefault: app.registeredDefault(forKey: storeKey.key, domain: storeKey.domain),
                writableDomain: storeKey.domain)
        }
        return values
    }

    public mutating func write(_ request: WriteRequest) throws(EditorStoreError) {
        let domain = request.storeKey.domain
        if failingDomains.contains(domain) { throw EditorStoreError("cannot write \(domain): read-only folder") }
        domains[domain, default: [:]][PlistKey(request.storeKey.key)] = request.value
    }

    /// Changes a key as another program would (nil removes it); ``outsideChanges()`` then says so.
    public mutating func writeOutside(_ value: PlistValue?, forKey key: String, inDomain domain: String) {
        domains[domain, default: [:]][PlistKey(key)] = value
        changedOutside = true
    }

    /// Every domain reads.
    public func unreadableDomains() -> [String: UnreadableStore] { [:] }

    /// Every domain reads.
    public func unreadableStoreMessages() -> [String] { [] }

    /// Nothing to bind: the other view reads the same domains.
    public func bindOtherView(_ bundle: LoadedBundle, app index: Int) throws(EditorStoreError) {}

    /// Nothing to do: the other view reads the same domains.
    public func switchView(app index: Int) {}

    /// None: the loop asks ``outsideChanges()``.
    public var changeDescriptor: Int32? { nil }

    public mutating func outsideChanges() -> Bool {
        defer { changedOutside = false }
        return changedOutside
    }
}
