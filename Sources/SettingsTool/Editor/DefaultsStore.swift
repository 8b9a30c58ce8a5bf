import Defaults
import Foundation
import SettingsBinding
import SettingsBundle
import SettingsEditor

/// The editor's ``EditorStore`` on the real store files: each open app bound to its `Defaults`
/// (``BoundApp``), and a `DomainWatcher` on the folders of their search lists.
///
/// The watcher reports every change of a store file, this process's own atomic renames included.
/// Each write's ``StoreCommit`` is kept: a report of a domain whose file is still at the version
/// the editor's last commit left there, when that commit merged nothing another writer did, is
/// the editor's own write and not an outside change (the written key was already resolved).
///
/// It joins the binding (`SettingsBinding`) to the editor (`SettingsEditor`), neither of which
/// depends on the other, so it lives in the tool, which has both.
public struct DefaultsStore: EditorStore {
    /// The open apps bound to their defaults, in the order of ``EditorState/apps``.
    private var apps: [BoundApp]
    /// Each app bound in the other view, once loaded (swapped with ``apps`` on a switch).
    private var otherApps: [Int: BoundApp] = [:]
    private let watcher: DomainWatcher?
    /// The last commit in each domain (its file, the folder holding it, the version it left), and
    /// whether any commit since the last outside change merged another writer's changes (then
    /// the next report is an outside change whatever the version).
    private var ownCommits:
        [String: (file: String, folder: Substring, version: StoreVersion?, mergedOutsideChanges: Bool)] = [:]

    /// Binds the apps (in the order of ``EditorState/apps``) and watches their folders (without
    /// a watcher when inotify is unavailable: ``outsideChanges()`` then always says yes, a poll).
    public init(apps: [BoundApp]) {
        self.apps = apps
        var seen = Set<String>()
        watcher = try? DomainWatcher(
            directories: apps.flatMap(\.watchedDirectories).filter { seen.insert($0.path).inserted })
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
        do {
            let commit = try apps[request.app].write(request.value, forKey: request.storeKey.key, inDomain: domain)
            let merged = commit.mergedOutsideChanges || ownCommits[domain]?.mergedOutsideChanges == true
            let folder = commit.file.lastIndex(of: "/").map { commit.file[..<$0] } ?? ""
            ownCommits[domain] = (commit.file, folder, commit.version, merged)
        } catch {
            // Whatever the file holds now, it is not known to be ours.
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

    public var changeDescriptor: Int32? { watcher?.fileDescriptor }

    public mutating func outsideChanges() -> Bool {
        guard let watcher else { return true }
        var outside = false
        for change in watcher.changes() {
            // Its own commit first: one comparison and one stat, before the search lists are asked.
            if !change.byHost, isOwnCommit(domain: change.domain, in: change.directory) { continue }
            if apps.contains(where: { $0.reads(domain: change.domain) }) { outside = true }
        }
        if outside {
            // Every shown key is resolved again: the editor shows each file as it is now.
            ownCommits = ownCommits.mapValues { ($0.file, $0.folder, $0.version, false) }
        }
        return outside
    }

    /// Whether the file of `domain` in `directory` is still as the editor's last commit left it,
    /// with nothing merged from another writer.
    private func isOwnCommit(domain: String, in directory: URL) -> Bool {
        guard let own = ownCommits[domain], !own.mergedOutsideChanges, let version = own.version,
            directory.path == own.folder
        else { return false }
        return StoreVersion.ofFile(atPath: own.file) == version
    }
}
