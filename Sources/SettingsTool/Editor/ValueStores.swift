import Defaults
import Foundation
import PropertyList
import SettingsBundle
import SettingsEditor

/// The `Defaults` instances behind the editor: one per app domain and per app-group suite, each
/// with the simulated launch arguments as its argument domain. Resolves every shown key and
/// performs the editor's writes, durably, into the app domain or a page's suite only.
final class ValueStores {
    private struct Store {
        var app: Int
        var domain: String
        var defaults: Defaults
    }

    private var stores: [String: Store] = [:]
    let environment: DefaultsEnvironment
    /// What ``registerDefaults()`` registers, in order: each domain's instance and its app's
    /// registered defaults for it.
    private var pendingRegistrations: [(defaults: Defaults, app: EditorApp, domain: String)] = []

    /// Creates the instances. ``registerDefaults()`` fills the registration domain from each
    /// bundle's registration dictionary (the process has one registration domain; the resolver
    /// still uses each app's own defaults, so two open apps never see each other's).
    init(apps: [EditorApp], environment: DefaultsEnvironment, launchArguments: [String]) {
        self.environment = environment
        let arguments = ["settings"] + launchArguments
        for (index, app) in apps.enumerated() {
            let appDefaults = Defaults(applicationDomain: app.domain, environment: environment, arguments: arguments)
            stores[app.domain] = Store(app: index, domain: app.domain, defaults: appDefaults)
            pendingRegistrations.append((appDefaults, app, app.domain))
            for suite in Set(app.bundle.orderedPages.compactMap(\.appGroup)) where stores[suite] == nil {
                let suiteDefaults =
                    Defaults(
                        suiteName: suite, applicationDomain: app.domain, environment: environment, arguments: arguments)
                    ?? appDefaults
                stores[suite] = Store(app: index, domain: suite, defaults: suiteDefaults)
                pendingRegistrations.append((suiteDefaults, app, suite))
            }
        }
    }

    /// Fills the registration domain (once; later calls do nothing). Resolving needs it only for
    /// the registration layer of each key's provenance (the details page); the shown value takes
    /// each app's own registered default. So start-up resolves the first screen's keys before
    /// registering (a 10,000-key bundle's registration dictionary is not needed for a first frame
    /// of child panes), and registers before resolving every key.
    func registerDefaults() {
        let pending = pendingRegistrations
        pendingRegistrations = []
        for (defaults, app, domain) in pending { defaults.register(app.registeredDefaults(inDomain: domain)) }
    }

    /// Registers the apps' defaults again (after an app switched views), for the domains already open.
    func registerAgain(_ apps: [EditorApp]) {
        for app in apps {
            for domain in [app.domain] + Set(app.bundle.orderedPages.compactMap(\.appGroup)).sorted() {
                stores[domain]?.defaults.register(app.registeredDefaults(inDomain: domain))
            }
        }
    }

    /// Whether a domain a watcher reports is one the editor reads (an app domain, a suite, the
    /// global domain, in any folder of their search lists).
    func reads(domain: String) -> Bool {
        stores.values.contains { $0.defaults.searchListContains(domain: domain) }
    }

    /// The folders of every search list, to watch for changes made by other programs.
    var watchedDirectories: [URL] {
        var seen = Set<String>()
        return stores.values.sorted { $0.domain < $1.domain }.flatMap(\.defaults.watchedDirectories).filter {
            seen.insert($0.path).inserted
        }
    }

    /// Every shown key of every app, resolved against its domain's search list.
    func resolveAll(_ apps: [EditorApp]) -> [[StoreKey: ResolvedValue]] {
        registerDefaults()
        return apps.map { resolve($0.storeKeys, of: $0) }
    }

    /// Some keys of every app (`keys[n]` of app `n`), resolved against their domain's search list.
    func resolve(_ keys: [Set<StoreKey>], of apps: [EditorApp]) -> [[StoreKey: ResolvedValue]] {
        apps.indices.map { index in keys.indices.contains(index) ? resolve(keys[index], of: apps[index]) : [:] }
    }

    /// Keys of one app, resolved against their domain's search list.
    private func resolve(_ keys: some Sequence<StoreKey>, of app: EditorApp) -> [StoreKey: ResolvedValue] {
        var values: [StoreKey: ResolvedValue] = [:]
        for storeKey in keys {
            guard let store = stores[storeKey.domain] else { continue }
            values[storeKey] = ResolvedValue.resolve(
                layers: store.defaults.lookupAll(storeKey.key),
                registeredDefault: app.registeredDefault(forKey: storeKey.key, domain: storeKey.domain),
                writableDomain: storeKey.domain)
        }
        return values
    }

    /// Store files that exist but cannot be read (lookups skip them, writes to them fail).
    func unreadableStores() -> [String] {
        var seen = Set<String>()
        var problems: [String] = []
        for store in stores.values.sorted(by: { $0.domain < $1.domain }) {
            for (_, error) in store.defaults.unreadableDomains() where seen.insert(error.description).inserted {
                problems.append(error.description)
            }
        }
        return problems
    }

    /// The domains whose store file exists but cannot be read, with what Defaults says about each
    /// (the file, why, and where the copy was kept).
    func unreadableDomains() -> [String: UnreadableStore] {
        var problems: [String: UnreadableStore] = [:]
        for store in stores.values {
            for (source, error) in store.defaults.unreadableDomains() where problems[source.domain] == nil {
                var file = source.file?.path ?? source.domain
                var keptCopy: String?
                if case .corruptStore(let path, _, let copy, _) = error {
                    file = path
                    keptCopy = copy
                }
                problems[source.domain] = UnreadableStore(file: file, keptCopy: keptCopy, description: error.description)
            }
        }
        return problems
    }

    /// Writes (or removes) one key, durably, in the app domain or a suite of the app that asked.
    func write(_ request: WriteRequest) throws(EditorRunError) {
        guard let store = stores[request.storeKey.domain], store.app == request.app else {
            throw .refusedDomain(request.storeKey.domain)
        }
        do {
            try store.defaults.write(request.value, forKey: request.storeKey.key, inDomain: request.storeKey.domain)
        } catch {
            throw .write(error)
        }
    }
}
