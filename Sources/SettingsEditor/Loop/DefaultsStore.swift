import Defaults
import SettingsBinding
import SettingsBundle

/// The editor's ``EditorStore``: each open app bound to its defaults (``BoundApp``, the one
/// resolver), on whatever storage their environment names (the store files, or a `MemoryStorage`
/// for ``MemoryStore``), and a change feed on every domain they read.
///
/// The feed reports every change, this process's own commits included. Each write's
/// `StoreCommit` is kept: a report of a domain still at the version the editor's last commit left
/// there, when that commit merged nothing another writer did, is the editor's own write and not an
/// outside change (the written key was already resolved).
public struct DefaultsStore: EditorStore {
    /// The open apps, in the order given.
    private let ids: [AppID]
    /// Each open app bound to its defaults.
    private var apps: [AppID: BoundApp]
    /// Each app bound in the other view, once loaded (swapped with ``apps`` on a switch).
    private var otherApps: [AppID: BoundApp] = [:]
    /// One feed per storage the apps use (nil when changes cannot be watched: then every ask is a
    /// change, a poll).
    private let feeds: [any StoreChangeFeed]?
    /// The last commit in each domain (the app that made it and the version it left), and whether
    /// any commit since the last outside change merged another writer's changes (then the next
    /// report is an outside change whatever the version).
    private var ownCommits: [String: (app: BoundApp, version: StoreVersion?, mergedOutsideChanges: Bool)] = [:]

    /// Binds the apps and watches every domain they read. Apps that share a domain are told
    /// apart by their order (``AppID/numbered(_:)``), as ``editorApps`` names them.
    public init(apps: [BoundApp]) {
        self.init(identified: Array(zip(AppID.numbered(apps.map(\.domain)), apps)))
    }

    /// Binds apps named by their identities (distinct), in the order given.
    init(identified: [(AppID, BoundApp)]) {
        var ids: [AppID] = []
        var bound: [AppID: BoundApp] = [:]
        for (id, app) in identified where bound[id] == nil {
            ids.append(id)
            bound[id] = app
        }
        self.ids = ids
        self.apps = bound
        let apps = ids.compactMap { bound[$0] }
        var feeds: [any StoreChangeFeed] = []
        var environments: [DefaultsEnvironment: [BoundApp]] = [:]
        var order: [DefaultsEnvironment] = []
        for app in apps {
            if environments[app.environment] == nil { order.append(app.environment) }
            environments[app.environment, default: []].append(app)
        }
        for environment in order {
            var seen = Set<StoredDomain>()
            let domains = (environments[environment] ?? []).flatMap(\.storedDomains).filter { seen.insert($0).inserted }
            guard let feed = try? environment.storage.watch(domains) else {
                self.feeds = nil
                return
            }
            feeds.append(feed)
        }
        self.feeds = feeds
    }

    /// The apps as the editor shows them (identity, bundle, domain, Simulator writes), in order.
    public var editorApps: [EditorApp] {
        ids.compactMap { id in
            guard var app = apps[id]?.editorApp else { return nil }
            app.id = id
            return app
        }
    }

    /// The bound apps, in order.
    private var ordered: [BoundApp] { ids.compactMap { apps[$0] } }

    public func resolve(_ keys: some Sequence<StoreKey>, of app: EditorApp) -> [StoreKey: ResolvedValue] {
        apps[app.id]?.resolve(keys) ?? [:]
    }

    public mutating func write(_ request: WriteRequest) throws(EditorStoreError) {
        let domain = request.storeKey.domain
        guard let app = apps[request.app] else {
            throw EditorStoreError(BoundAppError.refusedDomain(domain).description)
        }
        do {
            let commit = try app.write(request.value, forKey: request.storeKey.key, inDomain: domain)
            let merged = commit.mergedOutsideChanges || ownCommits[domain]?.mergedOutsideChanges == true
            ownCommits[domain] = (app, commit.version, merged)
        } catch {
            // Whatever the domain holds now, it is not known to be ours.
            ownCommits[domain] = nil
            throw EditorStoreError(error.description)
        }
    }

    public func unreadableDomains() -> [String: UnreadableStore] {
        ordered.reduce(into: [:]) { all, app in all.merge(app.unreadableDomains()) { first, _ in first } }
    }

    public func unreadableStoreMessages() -> [String] { ordered.flatMap { $0.unreadableStores() } }

    public mutating func bindOtherView(_ bundle: LoadedBundle, app id: AppID) throws(EditorStoreError) {
        guard let app = apps[id] else { return }
        do {
            otherApps[id] = try app.rebound(to: bundle)
        } catch {
            throw EditorStoreError(error.description)
        }
    }

    public mutating func switchView(app id: AppID) {
        guard let other = otherApps[id] else { return }
        otherApps[id] = apps[id]
        apps[id] = other
    }

    /// The feed's wake-up descriptor, when there is one feed and it has one.
    public var changeDescriptor: Int32? {
        guard let feeds, feeds.count == 1 else { return nil }
        return feeds[0].wakeDescriptor
    }

    public mutating func outsideChanges() -> Bool {
        guard let feeds else { return true }
        var outside = false
        for change in feeds.flatMap({ $0.changes() }) {
            let domain = change.domain
            // Its own commit first: one comparison and one version read, before the search lists.
            if !domain.byHost, !domain.anyUser, isOwnCommit(domain: domain.name) { continue }
            if apps.values.contains(where: { $0.reads(domain: domain.name) }) { outside = true }
        }
        if outside {
            // Every shown key is resolved again: the editor shows each domain as it is now.
            ownCommits = ownCommits.mapValues { ($0.app, $0.version, false) }
        }
        return outside
    }

    /// Whether `domain` is still as the editor's last commit left it, with nothing merged from
    /// another writer.
    private func isOwnCommit(domain: String) -> Bool {
        guard let own = ownCommits[domain], !own.mergedOutsideChanges, let version = own.version else { return false }
        return own.app.version(ofDomain: domain) == version
    }
}
