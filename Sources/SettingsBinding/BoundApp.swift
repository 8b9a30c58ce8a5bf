import Defaults
import FoundationEssentials
import PropertyList
import SettingsBundle

/// A loaded Settings.bundle bound to its defaults: the one binding of an app to its domains that
/// the editor and every `settings` command use.
///
/// - Reads: a row's key is looked up in the search list of the domain its page is stored in (the
///   application domain, or the page's app-group suite), with the simulated launch arguments as
///   the argument domain. Where that search list reaches the registration domain, the app's own
///   ``registered`` default stands in for it (one policy, see `RegisteredDefaults`): the process
///   has one registration domain, but each bound app shows its own bundle's defaults, so two apps
///   opened together never see each other's, and nothing is registered process-wide.
/// - Writes: only to the application domain or a suite of its own pages, durably; any other
///   domain is refused.
public final class BoundApp {
    /// The loaded bundle (its `BundleLocation.domain` is ``domainResolution``).
    public let bundle: LoadedBundle
    /// The application domain the root page edits.
    public let domain: String
    /// Where ``domain`` comes from (the bundle's own resolution, or `.explicit` for an override).
    public let domainResolution: DomainResolution
    /// The application domain's search list.
    public let defaults: Defaults
    /// The registered defaults, by the domain they are stored in.
    public let registered: RegisteredDefaults
    /// The app-group suites its pages store in, sorted.
    public let suites: [String]
    private var suiteDefaults: [String: Defaults] = [:]
    /// Where its stores are (the user's, or a `StoreRoot`).
    public let environment: DefaultsEnvironment
    private let arguments: [String]
    /// What passed each launch argument (`scheme "App" argument 2 (-key value)`), parallel to them.
    public let argumentOrigins: [String]

    /// Binds `bundle` to its domain (`LoadedBundle.location`'s, unless `domain` overrides it).
    ///
    /// - Parameters:
    ///   - bundle: the loaded bundle (one view of it).
    ///   - domain: the domain to use instead of the bundle's own.
    ///   - environment: where the defaults files live.
    ///   - launchArguments: the arguments the app would be launched with
    ///     (`["-key", "value"]`), parsed into the argument domain as Foundation does.
    ///   - argumentOrigins: what passed each of `launchArguments` (a scheme's entry, say), for
    ///     ``argumentOrigin(forKey:)``; missing ones are the command line's.
    public init(
        bundle: LoadedBundle, domain: String? = nil, environment: DefaultsEnvironment = .current,
        launchArguments: [String] = [], argumentOrigins: [String] = []
    ) throws(BundleError) {
        var bundle = bundle
        let resolved: String
        if let domain {
            try BundleLocator.validate(domain: domain)
            resolved = domain
            domainResolution = bundle.location.domain.domain == domain ? bundle.location.domain : .explicit(domain)
        } else {
            resolved = try bundle.location.storeDomain()
            domainResolution = bundle.location.domain
        }
        do {
            self.domain = try DomainName.validated(resolved)
        } catch {
            // `Defaults`' one rule and wording (`DomainName.problem(with:)`), in the bundle's error.
            guard case .invalidDomainName(_, let reason) = error else {
                throw .invalidDomain(value: resolved, reason: error.description)
            }
            throw .invalidDomain(value: resolved, reason: reason)
        }
        bundle.location.domain = domainResolution
        self.bundle = bundle
        self.environment = environment
        arguments = ["settings"] + launchArguments
        self.argumentOrigins = argumentOrigins
        defaults = Defaults(applicationDomain: self.domain, environment: environment, arguments: arguments)
        registered = RegisteredDefaults(bundle: bundle, domain: self.domain)
        suites = Array(Set(bundle.orderedPages.compactMap(\.appGroup))).sorted()
    }

    /// The same app (domain, store folders, launch arguments) bound to another loading of its
    /// bundle: the other `BundleView`, say.
    public func rebound(to other: LoadedBundle) throws(BundleError) -> BoundApp {
        try BoundApp(
            bundle: other, domain: domain, environment: environment, launchArguments: Array(arguments.dropFirst()),
            argumentOrigins: argumentOrigins)
    }

    /// The launch arguments, without the program name.
    public var launchArguments: [String] { Array(arguments.dropFirst()) }

    /// What passed the launch argument that gives `key` its argument-domain value: the origin
    /// given for it (a scheme's entry), else `-key value after --`; nil when no argument sets `key`.
    public func argumentOrigin(forKey key: String) -> String? {
        guard let entry = ParsedArguments(launchArguments).winningEntry(forKey: key) else { return nil }
        if argumentOrigins.indices.contains(entry.index), !argumentOrigins[entry.index].isEmpty {
            return argumentOrigins[entry.index]
        }
        return "-\(entry.key) \(entry.text) after --"
    }

    /// The persistent domain a page's rows read and write: its app-group suite, else the
    /// application domain.
    public func writableDomain(for page: Page) -> String { page.appGroup ?? domain }

    /// Whether `domain` is one this app writes: its application domain or a suite of its pages.
    public func owns(domain: String) -> Bool { domain == self.domain || suites.contains(domain) }

    /// The search list of a domain this app stores in (a suite's: the suite, then the application
    /// domain's search list); nil for a domain the app does not own.
    public func defaults(forDomain domain: String) -> Defaults? {
        if domain == self.domain { return defaults }
        guard suites.contains(domain) else { return nil }
        if let existing = suiteDefaults[domain] { return existing }
        let suite =
            Defaults(suiteName: domain, applicationDomain: self.domain, environment: environment, arguments: arguments)
            ?? defaults
        suiteDefaults[domain] = suite
        return suite
    }

    /// Every search list the app reads: the application domain's, then each suite's.
    public var allDefaults: [Defaults] { [defaults] + suites.compactMap { defaults(forDomain: $0) } }

    /// What every domain of the search list of `domain` holds for `key`, in search order, with the
    /// registration domain holding this app's registered default.
    public func layers(forKey key: String, inDomain domain: String) -> [(source: ValueSource, value: PlistValue?)] {
        guard let store = defaults(forDomain: domain) else { return [] }
        let registeredValue = registered.value(forKey: key, domain: domain)
        return store.lookupAll(key).map { layer in
            layer.source.kind == .registration ? (layer.source, registeredValue) : layer
        }
    }

    /// A key's effective value in the search list of `domain` and the domain it comes from (the
    /// registration domain for the app's registered default); nil when nothing holds it. What
    /// ``resolve(_:)`` says of the key: the one resolver of every command and the editor.
    public func lookup(_ key: String, inDomain domain: String) -> DefaultsLookup? {
        let storeKey = StoreKey(domain: domain, key: key)
        guard let resolved = resolve([storeKey])[storeKey], let value = resolved.value, let source = resolved.source
        else { return nil }
        return DefaultsLookup(value: value, source: source)
    }

    /// Keys of this app, each resolved against the search list of the domain it is stored in
    /// (``layers(forKey:inDomain:)``), with this app's registered defaults, by
    /// ``ResolvedValue/resolve(layers:registeredDefault:writableDomain:)``: the one resolver. Keys of
    /// domains the app does not own are left out.
    public func resolve(_ keys: some Sequence<StoreKey>) -> [StoreKey: ResolvedValue] {
        var values: [StoreKey: ResolvedValue] = [:]
        for storeKey in keys where owns(domain: storeKey.domain) {
            var value = ResolvedValue.resolve(
                layers: layers(forKey: storeKey.key, inDomain: storeKey.domain),
                registeredDefault: registered.value(forKey: storeKey.key, domain: storeKey.domain),
                writableDomain: storeKey.domain)
            if value.argumentValue != nil { value.argumentOrigin = argumentOrigin(forKey: storeKey.key) }
            values[storeKey] = value
        }
        return values
    }

    /// The value a row shows and the domain it comes from; nil when no domain holds the key.
    public func lookup(_ specifier: Specifier, on page: Page) -> DefaultsLookup? {
        guard let key = specifier.key else { return nil }
        return lookup(key, inDomain: writableDomain(for: page))
    }

    /// Writes (or, with nil, removes) `key` in `domain`, durably; only a domain the app owns.
    /// - Returns: what the commit left on disk (to tell a watcher's report of it from another
    ///   program's change).
    @discardableResult
    public func write(_ value: PlistValue?, forKey key: String, inDomain domain: String) throws(BoundAppError)
        -> StoreCommit
    {
        guard let store = defaults(forDomain: domain) else { throw .refusedDomain(domain) }
        do {
            return try store.write(value, forKey: key, inDomain: domain)
        } catch {
            throw .write(error)
        }
    }

    /// Writes (or, with nil, removes) a row's key in the page's writable domain, durably.
    public func write(_ value: PlistValue?, for specifier: Specifier, on page: Page) throws(BoundAppError) {
        guard let key = specifier.key else { throw .notAValueRow(specifier.index) }
        try write(value, forKey: key, inDomain: writableDomain(for: page))
    }

    /// Whether a domain a `DomainWatcher` reports is one the app reads (its domain, a suite, the
    /// global domain, in any folder of their search lists).
    public func reads(domain: String) -> Bool {
        allDefaults.contains { $0.searchListContains(domain: domain) }
    }

    /// The persistent domains of every search list, without duplicates: what ``watch()`` watches.
    public var storedDomains: [StoredDomain] {
        var seen = Set<StoredDomain>()
        return allDefaults.flatMap(\.storedDomains).filter { seen.insert($0).inserted }
    }

    /// Starts telling changes to every domain the app reads, through its storage (inotify on the
    /// folders of the store files), as values.
    public func watch() throws(DefaultsError) -> any StoreChangeFeed {
        try environment.storage.watch(storedDomains)
    }

    /// The version of a domain the app writes (any host) now, to compare with a ``StoreCommit``.
    public func version(ofDomain domain: String) -> StoreVersion? {
        environment.storage.version(of: StoredDomain(name: domain))
    }

    /// Where each writable domain's values are when the stores are on a Simulator device: the
    /// device and the absolute store files (change commands then write through the device).
    public var simulatorWrites: SimulatorWrites? {
        guard let device = environment.storeRoot?.device else { return nil }
        var files: [String: String] = [:]
        for domain in [domain] + suites {
            if let url = try? environment.fileURL(forDomain: domain) { files[domain] = url.path }
        }
        return SimulatorWrites(udid: device.udid, files: files)
    }

    /// Store files of its search lists that exist but cannot be read (lookups skip them, writes
    /// to them fail), one message each.
    public func unreadableStores() -> [String] { unreadableStoreErrors().map(\.description) }

    /// The errors of ``unreadableStores()``, one per file.
    public func unreadableStoreErrors() -> [DefaultsError] {
        var seen = Set<String>()
        return allDefaults.flatMap { $0.unreadableDomains() }.map(\.error).filter {
            seen.insert($0.description).inserted
        }
    }
}
