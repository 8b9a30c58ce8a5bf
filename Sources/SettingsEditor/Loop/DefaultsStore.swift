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
    /// The open apps bound to their defaults, in the order of ``EditorState/apps``.
    private var apps: [BoundApp]
    /// Each app bound in the other view, once loaded (swapped with ``apps`` on a switch).
    private var otherApps: [Int: BoundApp] = [:]
    /// One feed per storage the apps use (nil when changes cannot be watched: then every ask is a
    /// change, a poll).
    private let feeds: [any StoreChangeFeed]?
    /// The last commit in each domain (the app that made it and the version it left), and whether
    /// any commit since the last outside change merged another writer's changes (then the next
    /// report is an outside change whatever the version).
    private var ownCommits: [String: (app: BoundApp, version: StoreVersion?, mergedOutsideChanges: Bool)] = [:]

    /// Binds the apps (in the order of ``EditorState/apps``) and watches every domain they read.
    public init(apps: [BoundApp]) {
        self.apps = apps
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

    /// The apps as the editor shows them (bundle, domain, Simulator writes).
    public var editorApps: [EditorApp] { apps.map(\.editorApp) }

    public func resolve(_ keys: some Sequence<StoreKey>, of app: EditorApp, index: Int) -> [StoreKey: ResolvedValue] {
        apps.indices.contains(index) ? apps[index].resolve(keys) : [:]
    }

    public mutating func write(_ request: WriteRequest) throws(EditorStoreError) {
        let domain = request.storeKey.domain
        guard apps.indices.contains(request.app) else {
            throw EditorStoreError(BoundAppError.refusedDomain(domain).description)
        }
        let app = apps[request.app]
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
        apps.reduce(into: [:]) { all, app in all.merge(app.unreadableDomains()) { first, _ in first } }
    }

    public func unreadableStoreMessages() -> [String] { apps.flatMap { $0.unreadableStores() } }

    public mutating func bindOtherView(_ bundle: LoadedBundle, app index: Int) throws(EditorStoreError) {
        guard apps.indices.contains(index) else { return }
        do {
            otherApps[index] = try apps[index].rebound(to: bundle)
        } catch {
            throw EditorStoreError(error.description)
        }
    }

    public mutating func switchView(app index: Int) {
        guard let other = otherApps[index] else { return }
        otherApps[index] = apps[index]
        apps[index] = other
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
            if apps.contains(where: { $0.reads(domain: domain.name) }) { outside = true }
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
