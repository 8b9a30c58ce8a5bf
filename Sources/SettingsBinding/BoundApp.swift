import Defaults
import Foundation
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
    /// registration domain for the app's registered default); nil when nothing holds it. The first
    /// layer of ``layers(forKey:inDomain:)`` that holds the key, so the registered default stands in
    /// for the registration domain in that one place.
    public func lookup(_ key: String, inDomain domain: String) -> DefaultsLookup? {
        for layer in layers(forKey: key, inDomain: domain) {
            if let value = layer.value { return DefaultsLookup(value: value, source: layer.source) }
        }
        return nil
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

    /// The folders of every search list, without duplicates: what to watch for other programs' changes.
    public var watchedDirectories: [URL] {
        var seen = Set<String>()
        return allDefaults.flatMap(\.watchedDirectories).filter { seen.insert($0.path).inserted }
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
