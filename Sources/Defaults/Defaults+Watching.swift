import FoundationEssentials

// Noticing changes made by other processes.
extension Defaults {
    /// The folders that hold the store files of this instance's search list (user folder, its
    /// `ByHost` folder, the any-user folder), without duplicates, in search order.
    public var watchedDirectories: [URL] {
        var seen: Set<String> = []
        var folders: [URL] = []
        for source in searchList {
            guard let folder = source.file?.deletingLastPathComponent().standardizedFileURL,
                seen.insert(folder.path).inserted
            else { continue }
            folders.append(folder)
        }
        return folders
    }

    /// A watcher for every folder of the search list. Reads see other processes' writes by
    /// themselves (through the process's own inotify watcher, see ``lookup(_:)``); this watcher
    /// tells an event loop (such as the editor's) *when* to read again: `changedDomains()` names the
    /// domains whose files changed (the global domain as `.GlobalPreferences`), and a lookup made
    /// after it reported a change is guaranteed to see that change.
    public func makeWatcher() throws(DefaultsError) -> DomainWatcher {
        try DomainWatcher(directories: watchedDirectories)
    }

    /// Whether a domain reported by a ``DomainWatcher`` or a ``StoreChangeFeed`` is one this
    /// instance reads (a persistent domain of its search list, by name).
    public func searchListContains(domain: String) -> Bool {
        searchList.contains { !$0.isVolatile && $0.domain == domain }
    }

    /// The persistent domains of the search list, in search order: what ``watch()`` watches.
    public var storedDomains: [StoredDomain] {
        var seen = Set<StoredDomain>()
        return searchList.compactMap { source -> StoredDomain? in
            guard !source.isVolatile else { return nil }
            let anyUser = source.kind == .anyUserApplication || source.kind == .anyUserGlobal
            let domain = StoredDomain(name: source.domain, byHost: source.byHost, anyUser: anyUser)
            return seen.insert(domain).inserted ? domain : nil
        }
    }

    /// Starts telling changes to every persistent domain of the search list, through the storage
    /// (inotify on the folders for the files), as values.
    public func watch() throws(DefaultsError) -> any StoreChangeFeed {
        try environment.storage.watch(storedDomains)
    }
}
