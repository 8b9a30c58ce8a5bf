import FoundationEssentials
import PropertyList
import Synchronization

/// A `UserDefaults`-compatible defaults database for Linux that shares its files with
/// swift-corelibs-foundation's `UserDefaults`, and says where every value comes from.
///
/// ## Search list
/// A lookup walks these domains in order and returns the first value found
/// (``searchList`` lists them; ``lookup(_:)`` returns the value with its ``ValueSource``):
///
/// 1. the argument domain (`-key value` launch arguments);
/// 2. the application domain for this host (`ByHost/<domain>..plist`), then for any host
///    (`<domain>.plist`); for `init(suiteName:)` the suite takes the application domain's place;
/// 3. suites added with ``addSuite(named:)``, most recently added first (each ByHost, then any host);
/// 4. the global domain, `NSGlobalDomain`, for this host then any host (`.GlobalPreferences.plist`);
/// 5. the any-user application domain, then the any-user global domain (`/usr/local/etc`, or
///    `TERMINALSETTINGS_ANY_USER_DIR`);
/// 6. the languages domains: for each preferred language, in order, the volatile domain of that
///    name (``setVolatileDomain(_:forName:)``); the languages are the `AppleLanguages` array of the
///    argument domain, else of the global domain (`-AppleLanguages '(fr, de)'` gives `fr`, `de`);
/// 7. the registration domain (``register(_:)``), shared by every instance in the process.
///
/// ## Reads and writes
/// Lookups read an immutable snapshot of the search list, kept current without a system call per
/// lookup (see ``lookup(_:)`` for the freshness guarantee): changes made through this process's
/// library are visible to the very next lookup of every instance, and changes made on disk by
/// anyone else (another process, a `PersistentDomainFile`, an editor) as soon as the process's
/// inotify watcher has seen them, normally well under a millisecond later; ``synchronize()`` makes
/// the next lookup look at the files at once. `set` is visible at once in this process, in every
/// instance that names the same domain; it reaches the disk at ``synchronize()``/``flush()``, when the last
/// instance using the domain is released, and at normal process exit (an `atexit` hook flushes every
/// domain with pending changes). Commits lock the domain, re-read it and merge per key, so
/// concurrent writers (ours) never lose each other's keys. ``write(_:forKey:inDomain:)`` commits
/// immediately.
///
/// Every in-process change tells the observers in `changeObservers`; with `DefaultsFoundation`
/// (the API in Foundation's types: `Any` values, `NSURL`, `didChangeNotification`, which this
/// module leaves out so the tools link no ICU) it posts `didChangeNotification` (Foundation on
/// Linux posts it only for `setPersistentDomain` and `removePersistentDomain`).
///
/// Methods with `UserDefaults`' non-throwing signatures report failures (an unwritable file, a
/// value that is not a property-list type) on standard error; each has a throwing counterpart.
public final class Defaults: @unchecked Sendable {
    /// `NSGlobalDomain`: the domain every application reads after its own (file `.GlobalPreferences.plist`).
    public static let globalDomain = "NSGlobalDomain"
    /// `NSArgumentDomain`: the launch arguments' domain.
    public static let argumentDomain = ArgumentDomain.name
    /// `NSRegistrationDomain`: the registered defaults.
    public static let registrationDomain = RegistrationDomain.name

    /// Where the store files are.
    public let environment: DefaultsEnvironment
    /// The application domain's name: the one given, else CF's rule (``ApplicationDomainName``).
    public let applicationDomain: String
    /// The suite this instance was created for with `init(suiteName:)`, else nil.
    public let suiteName: String?
    /// The persistent domain `set` and `removeObject` write to: the suite for `init(suiteName:)`,
    /// else the application domain.
    public var primaryDomain: String { suiteName ?? applicationDomain }

    struct SearchEntry {
        enum Storage {
            case argument
            /// Stands for one entry per preferred language, expanded by each snapshot.
            case languages
            case registration
            case file(DomainStore)
        }
        var source: ValueSource
        var storage: Storage
    }

    struct MutableState {
        var suites: [String] = []
        var argumentValues: [PlistKey: PlistValue]
        var volatileDomains: [String: [PlistKey: PlistValue]] = [:]
        var entries: [SearchEntry] = []
    }

    private let lock = Mutex(())
    private var state: MutableState
    /// The last snapshot of the search list (see ``lookup(_:)``).
    private let cache = Mutex<LookupSnapshot?>(nil)
    /// Tells this instance's snapshots apart in ``ThreadSnapshotCache`` (never reused).
    private let serial = Defaults.serials.add(1, ordering: .relaxed).newValue
    private static let serials = Atomic<UInt64>(0)

    /// How long a snapshot is trusted without looking at the files when no change was reported:
    /// the bound on staleness for changes inotify cannot see (100 ms; tests raise it to prove that
    /// inotify alone delivers a change).
    static let snapshotAgeLimit = Atomic<Int64>(100)
    /// The store of the primary domain (any host), the one `set` writes to.
    let primaryStore: DomainStore

    /// Creates an instance for an application domain.
    ///
    /// - Parameters:
    ///   - applicationDomain: the domain name; nil applies CF's rule: `CFBundleIdentifier` of an
    ///     `Info.plist` beside the executable, else the executable's name.
    ///   - environment: where the files are; `.current` reads `HOME`, `XDG_CONFIG_HOME` and
    ///     `TERMINALSETTINGS_ANY_USER_DIR`.
    ///   - arguments: the launch arguments, program name first, parsed into the argument domain
    ///     (``ArgumentDomain``). Pass `[]` for none.
    public init(
        applicationDomain: String? = nil, environment: DefaultsEnvironment = .current,
        arguments: [String] = CommandLine.arguments
    ) {
        self.environment = environment
        self.applicationDomain = applicationDomain ?? ApplicationDomainName.current
        self.suiteName = nil
        self.state = MutableState(argumentValues: ArgumentDomain.parse(arguments))
        self.primaryStore = Self.store(forDomain: self.applicationDomain, environment: environment)
        state.entries = buildEntries(suites: [])
    }

    /// Creates an instance for a suite: the suite's domain takes the application domain's place in
    /// the search list (argument domain, suite, global domain, any-user, registration), as in
    /// Foundation on Linux. nil gives the standard search list.
    ///
    /// Returns nil for what Apple's documentation calls an error and Foundation on Linux accepts:
    /// the application's own domain, `NSGlobalDomain` (and its aliases), and names that are not
    /// valid domain names (empty, containing `/` or `..`, starting with `.`), which Foundation
    /// would turn into paths outside its folder.
    public convenience init?(suiteName: String?) {
        self.init(suiteName: suiteName, environment: .current)
    }

    /// `init(suiteName:)` with an explicit environment, application domain and launch arguments.
    public init?(
        suiteName: String?, applicationDomain: String? = nil, environment: DefaultsEnvironment,
        arguments: [String] = CommandLine.arguments
    ) {
        let application = applicationDomain ?? ApplicationDomainName.current
        if let suiteName {
            guard suiteName != application, suiteName != Self.globalDomain,
                let validated = try? DomainName.validated(suiteName), validated == suiteName,
                validated != DomainName.global
            else { return nil }
        }
        self.environment = environment
        self.applicationDomain = application
        self.suiteName = suiteName
        self.state = MutableState(argumentValues: ArgumentDomain.parse(arguments))
        self.primaryStore = Self.store(forDomain: suiteName ?? application, environment: environment)
        state.entries = buildEntries(suites: [])
    }

    // MARK: - The shared instance

    private static let standardInstance = Mutex<Defaults?>(nil)

    /// The shared instance for the application domain, created on first use with the current
    /// environment and `CommandLine.arguments`.
    public static var standard: Defaults {
        standardInstance.withLock { instance in
            if let instance { return instance }
            let created = Defaults()
            instance = created
            return created
        }
    }

    /// Saves the shared instance's pending changes and releases it; the next ``standard`` is a new
    /// instance with the standard search list (added suites and volatile domains are gone).
    public static func resetStandardUserDefaults() {
        let old = standardInstance.withLock { instance -> Defaults? in
            defer { instance = nil }
            return instance
        }
        _ = old?.synchronize()
    }

    // MARK: - Search list and provenance

    /// The domains a lookup walks, in order (the languages domains as the preferred languages are now).
    public var searchList: [ValueSource] { snapshot().layers.map(\.source) }

    /// The key's effective value and the domain that supplies it, or nil when no domain has it.
    ///
    /// Freshness guarantee (also for ``lookupAll(_:)``, ``value(forKey:)``, the typed getters and
    /// ``effectiveValues()``):
    /// - a change made through this library in this process (`set`, `removeObject`, ``write(_:forKey:inDomain:)``,
    ///   `flush`, persistent and volatile domains, `register`, suites), by any instance, is seen by the
    ///   next lookup of every instance;
    /// - a store file written, replaced (rename), deleted or re-pointed (symbolic link) by anyone else,
    ///   in this process or another, is seen by every lookup that starts after the process's inotify
    ///   watcher thread has read the event, normally well under a millisecond after the write; by
    ///   every lookup after ``synchronize()``; and by every lookup after any `DomainWatcher` of this
    ///   process has reported the change. Folders that do not exist yet are covered through their
    ///   nearest existing parent, and a symbolic link's target folder is watched too;
    /// - where inotify cannot be used (unavailable, watch limit reached, network or FUSE file
    ///   system, a forked child), each lookup looks at those files (one `stat` each), as before;
    /// - in every case a snapshot older than 100 ms is checked against the files (one `stat` each)
    ///   before use, so even a change no event reports (a file system that inotify does not see
    ///   through, a folder renamed above the watched one) is seen within 100 ms.
    public func lookup(_ key: String) -> DefaultsLookup? {
        // Hot path: this thread's copy of the snapshot, read in place (no lock, no reference count).
        let generation = StoreGeneration.current
        let threadCache = ThreadSnapshotCache.current()
        let hit: DefaultsLookup?? = threadCache._withUnsafeGuaranteedRef { threadCache in
            guard let unmanaged = threadCache.snapshot(for: serial) else { return .none }
            return unmanaged._withUnsafeGuaranteedRef { snapshot -> DefaultsLookup?? in
                guard snapshot.generation == generation, snapshot.trusted, let index = snapshot.index,
                    CoarseClock.milliseconds() < snapshot.expiry
                else { return .none }
                return .some(index[key])
            }
        }
        if let hit { return hit }
        let snapshot = snapshot()
        threadCache._withUnsafeGuaranteedRef { $0.store(snapshot, for: serial) }
        if let index = snapshot.index { return index[key] }
        if let indexed = snapshot.noteWalk() {
            cache.withLock { cached in
                if cached === snapshot { cached = indexed }
            }
            return indexed.lookup(key)
        }
        return snapshot.walk(key)
    }

    /// What every domain of the search list holds for the key, in search order (nil where a
    /// domain does not have it, or its file cannot be read). The first non-nil value is the
    /// effective one.
    public func lookupAll(_ key: String) -> [(source: ValueSource, value: PlistValue?)] {
        snapshot().layers.map { layer in (layer.source, layer.value(forKey: key)) }
    }

    /// The key's effective value, exactly as stored.
    public func value(forKey key: String) -> PlistValue? { lookup(key)?.value }

    /// Every key of every domain with its effective value: what `dictionaryRepresentation()`
    /// returns, typed.
    public func effectiveValues() -> [PlistKey: PlistValue] {
        var result: [PlistKey: PlistValue] = [:]
        for layer in snapshot().layers.reversed() {
            for (key, value) in layer.contents {
                result[key] = value
            }
        }
        return result
    }

    /// The current snapshot: the cached one when no change happened since it was taken (one atomic
    /// load and a comparison, plus a vDSO clock read for the age limit), else a new one.
    @inline(__always)
    func snapshot() -> LookupSnapshot {
        let generation = StoreGeneration.current
        if let cached = cache.withLock({ $0 }), cached.generation == generation, cached.trusted,
            CoarseClock.milliseconds() < cached.expiry
        {
            return cached
        }
        return rebuildSnapshot(generation: generation)
    }

    /// Takes a new snapshot. `generation` was read before any data is: a change completed after
    /// that reading moves the generation again, so this snapshot is never mistaken for current.
    private func rebuildSnapshot(generation: UInt64) -> LookupSnapshot {
        let now = CoarseClock.milliseconds()
        let ageLimit = Self.snapshotAgeLimit.load(ordering: .relaxed)
        // An instance's first snapshot looks at every file, even if another instance read it during
        // this generation: a new instance never starts from a reading older than itself.
        let first = cache.withLock { $0 == nil }
        let diskGeneration = StoreGeneration.disk
        let (entries, arguments, volatileDomains) = lock.withLock { _ in
            (state.entries, state.argumentValues, state.volatileDomains)
        }
        var trusted = true
        var oldestReading = now
        var layers: [LookupSnapshot.Layer] = []
        layers.reserveCapacity(entries.count)
        for entry in entries {
            switch entry.storage {
            case .argument:
                layers.append(.init(source: entry.source, pending: [:], values: arguments))
            case .languages:
                for language in Self.preferredLanguages(in: layers) {
                    layers.append(
                        .init(
                            source: ValueSource(kind: .languages, domain: language), pending: [:],
                            values: volatileDomains[language] ?? [:]))
                }
            case .registration:
                layers.append(.init(source: entry.source, pending: [:], values: RegistrationDomain.values))
            case .file(let store):
                let layer = store.layer(
                    diskGeneration: diskGeneration, now: now, maximumAge: ageLimit, forceStat: first)
                trusted = trusted && layer.covered
                oldestReading = min(oldestReading, layer.time)
                layers.append(.init(source: entry.source, pending: layer.pending, values: layer.contents))
            }
        }
        let snapshot = LookupSnapshot(
            generation: generation, trusted: trusted, expiry: oldestReading + ageLimit,
            layers: layers)
        cache.withLock { cached in
            // Keep the newer of two snapshots taken concurrently.
            if (cached?.generation ?? 0) <= generation { cached = snapshot }
        }
        return snapshot
    }

    /// The preferred languages: `AppleLanguages` of the argument domain, else of the global domain
    /// (this host, any host, any user), its strings in order without repeats.
    static func preferredLanguages(in layers: [LookupSnapshot.Layer]) -> [String] {
        let kinds: [ValueSource.Kind] = [.argument, .global, .anyUserGlobal]
        for kind in kinds {
            for layer in layers where layer.source.kind == kind {
                guard case .array(let values)? = layer.value(forKey: "AppleLanguages") else { continue }
                var seen = Set<String>()
                return values.compactMap { value -> String? in
                    guard case .string(let language) = value, !language.isEmpty, seen.insert(language).inserted
                    else { return nil }
                    return language
                }
            }
        }
        return []
    }

    /// The persistent domains of the search list whose store file exists but cannot be read, with
    /// the reason. Lookups skip such a domain; writes to it fail until the file is fixed.
    public func unreadableDomains() -> [(source: ValueSource, error: DefaultsError)] {
        var problems: [(source: ValueSource, error: DefaultsError)] = []
        for entry in entries {
            guard case .file(let store) = entry.storage else { continue }
            do {
                _ = try store.diskContents()
            } catch {
                problems.append((entry.source, error))
            }
        }
        return problems
    }

    var entries: [SearchEntry] { lock.withLock { _ in state.entries } }

    /// Rebuilds the search list for the given suites (callers hold no lock or the lock).
    func buildEntries(suites: [String]) -> [SearchEntry] {
        var list: [SearchEntry] = [
            SearchEntry(source: ValueSource(kind: .argument, domain: Self.argumentDomain), storage: .argument)
        ]
        let primaryKind: ValueSource.Kind = suiteName == nil ? .application : .suite
        if let byHost = Self.fileEntry(primaryDomain, kind: primaryKind, byHost: true, environment: environment) {
            list.append(byHost)
        }
        // The primary domain is always listed, even without a store file, so that `set` is
        // visible in the process and `flush()` can report why it cannot be saved.
        list.append(
            SearchEntry(
                source: ValueSource(kind: primaryKind, domain: primaryDomain, file: primaryStore.url),
                storage: .file(primaryStore)))
        for suite in suites {
            for byHost in [true, false] {
                if let entry = Self.fileEntry(suite, kind: .suite, byHost: byHost, environment: environment) {
                    list.append(entry)
                }
            }
        }
        for byHost in [true, false] {
            if let entry = Self.fileEntry(DomainName.global, kind: .global, byHost: byHost, environment: environment) {
                list.append(entry)
            }
        }
        // A store root (an app's own container) has no any-user domains.
        if environment.storeRoot == nil {
            if let name = try? DomainName.validated(primaryDomain) {
                list.append(Self.anyUserEntry(name, kind: .anyUserApplication, environment: environment))
            }
            list.append(Self.anyUserEntry(DomainName.global, kind: .anyUserGlobal, environment: environment))
        }
        list.append(SearchEntry(source: ValueSource(kind: .languages, domain: "AppleLanguages"), storage: .languages))
        list.append(
            SearchEntry(
                source: ValueSource(kind: .registration, domain: Self.registrationDomain), storage: .registration))
        return list
    }

    private static func fileEntry(
        _ domain: String, kind: ValueSource.Kind, byHost: Bool, environment: DefaultsEnvironment
    ) -> SearchEntry? {
        let store = DomainStoreRegistry.store(of: StoredDomain(name: domain, byHost: byHost), in: environment.storage)
        guard store.failure == nil else { return nil }
        return SearchEntry(
            source: ValueSource(kind: kind, byHost: byHost, domain: domain, file: store.url), storage: .file(store))
    }

    private static func anyUserEntry(_ domain: String, kind: ValueSource.Kind, environment: DefaultsEnvironment)
        -> SearchEntry
    {
        let stored = StoredDomain(name: domain, anyUser: true)
        let store = DomainStoreRegistry.store(of: stored, in: environment.storage)
        return SearchEntry(source: ValueSource(kind: kind, domain: domain, file: store.url), storage: .file(store))
    }

    /// The shared store of a persistent domain (any host) of the current user.
    static func store(forDomain domain: String, environment: DefaultsEnvironment) -> DomainStore {
        DomainStoreRegistry.store(of: StoredDomain(name: domain), in: environment.storage)
    }

    // MARK: - State helpers for the extensions

    /// Changes the instance's state under its lock and rebuilds the search list.
    func withState<T>(_ body: (inout MutableState) -> T) -> T {
        lock.withLock { _ in
            var copy = state
            let result = body(&copy)
            copy.entries = buildEntries(suites: copy.suites)
            state = copy
            // After the change: snapshots taken before it are no longer current.
            StoreGeneration.memoryChanged()
            return result
        }
    }

    func readState<T>(_ body: (MutableState) -> T) -> T {
        lock.withLock { _ in body(state) }
    }
}
