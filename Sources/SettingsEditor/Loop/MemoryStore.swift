import Defaults
import PropertyList
import SettingsBinding
import SettingsBundle

/// An ``EditorStore`` in memory: each app bound to its defaults (``BoundApp``) over a
/// `MemoryStorage`, exactly as the `settings` tool binds them over the store files
/// (``DefaultsStore``), so the whole search list applies (argument, ByHost, the row's domain,
/// global, any-user, languages, then the app's registered default).
///
/// What the tests and the benchmark drive ``EditorLoop`` with instead of store files. Writes to a
/// domain in ``failingDomains`` fail as a read-only folder would; ``writeOutside(_:forKey:inDomain:)``
/// changes a domain as another program would, and the loop's ``EditorLoop/storesChanged()`` then
/// sees it. Own writes are never reported as outside changes. Setting ``domains``, ``global`` or
/// ``arguments`` changes what is stored without telling anyone (as before the program started).
public struct MemoryStore: EditorStore {
    /// Where the domains are kept (shared by copies of this store).
    public let storage: MemoryStorage
    /// The argument domain (simulated launch arguments, passed as `-key value` words).
    public var arguments: [PlistKey: PlistValue] { didSet { bound = nil } }
    /// The apps bound over ``storage``, made on first use (and again when ``arguments`` change or
    /// another app is seen).
    private var bound: DefaultsStore?
    /// The apps seen so far, in the order first seen.
    private var boundApps: [EditorApp] = []

    /// Creates a store holding the given domains (current user, any host).
    public init(
        domains: [String: [PlistKey: PlistValue]] = [:], arguments: [PlistKey: PlistValue] = [:],
        global: [PlistKey: PlistValue] = [:], failingDomains: Set<String> = []
    ) {
        storage = MemoryStorage()
        self.arguments = arguments
        self.domains = domains
        if !global.isEmpty { self.global = global }
        self.failingDomains = failingDomains
    }

    /// Every persistent domain's keys and values (current user, any host), by name.
    public var domains: [String: [PlistKey: PlistValue]] {
        get { storage.domains(byHost: false, anyUser: false) }
        set {
            let old = domains
            for name in Set(old.keys).union(newValue.keys) where old[name] != newValue[name] {
                storage.setValues(newValue[name] ?? [:], of: StoredDomain(name: name))
            }
        }
    }

    /// The global domain (current user, any host).
    public var global: [PlistKey: PlistValue] {
        get { storage.values(of: StoredDomain(name: DomainName.global)) }
        set { storage.setValues(newValue, of: StoredDomain(name: DomainName.global)) }
    }

    /// Domains whose writes fail (as a read-only folder would).
    public var failingDomains: Set<String> {
        get { storage.failingDomains }
        set { storage.failingDomains = newValue }
    }

    /// Changes a key as another program would (nil removes it); ``outsideChanges()`` then says so.
    public func writeOutside(_ value: PlistValue?, forKey key: String, inDomain domain: String) {
        storage.commitOutside([PlistKey(key): value], to: StoredDomain(name: domain))
    }

    /// The store of the apps, bound (again) when the apps or the arguments changed.
    private mutating func store(for apps: [EditorApp]) -> DefaultsStore? {
        let same = apps.count == boundApps.count && zip(apps, boundApps).allSatisfy { $0.id == $1.id }
        if let bound, same { return bound }
        let environment = DefaultsEnvironment(storage: storage)
        let launchArguments = arguments.sorted { $0.key < $1.key }.flatMap {
            LaunchArgumentEncoder.arguments(key: $0.key.string, value: $0.value).arguments
        }
        var bindings: [(AppID, BoundApp)] = []
        for app in apps {
            guard
                let binding = try? BoundApp(
                    bundle: app.bundle, domain: app.domain, environment: environment, launchArguments: launchArguments)
            else { return nil }
            bindings.append((app.id, binding))
        }
        boundApps = apps
        bound = DefaultsStore(identified: bindings)
        return bound
    }

    /// The apps seen so far, with `app` (replacing the one of the same identity, else appended).
    private func apps(with app: EditorApp) -> [EditorApp] {
        var apps = boundApps
        if let index = apps.firstIndex(where: { $0.id == app.id }) {
            apps[index] = app
        } else {
            apps.append(app)
        }
        return apps
    }

    public mutating func resolve(_ keys: some Sequence<StoreKey>, of app: EditorApp) -> [StoreKey: ResolvedValue] {
        store(for: apps(with: app))?.resolve(keys, of: app) ?? [:]
    }

    public mutating func write(_ request: WriteRequest) throws(EditorStoreError) {
        guard var store = bound else { throw EditorStoreError("no app is open to write \(request.storeKey)") }
        defer { bound = store }
        try store.write(request)
    }

    public func unreadableDomains() -> [String: UnreadableStore] { bound?.unreadableDomains() ?? [:] }

    public func unreadableStoreMessages() -> [String] { bound?.unreadableStoreMessages() ?? [] }

    public mutating func bindOtherView(_ bundle: LoadedBundle, app: AppID) throws(EditorStoreError) {
        guard var store = bound else { return }
        try store.bindOtherView(bundle, app: app)
        bound = store
    }

    public mutating func switchView(app: AppID) {
        bound?.switchView(app: app)
    }

    /// None: the loop asks ``outsideChanges()``.
    public var changeDescriptor: Int32? { nil }

    public mutating func outsideChanges() -> Bool {
        guard var store = bound else { return false }
        defer { bound = store }
        return store.outsideChanges()
    }
}
