import FoundationEssentials

/// The store files of a ``DefaultsEnvironment``: where swift-corelibs-foundation keeps them
/// (`<domain>.plist` in the user folder, `ByHost/<domain>..plist`, the any-user folder), or a
/// ``StoreRoot``'s. Each domain is a ``PersistentDomainFile``; changes are told by inotify on the
/// domains' folders (``DomainWatcher``).
public struct FileStorage: DefaultsStorage {
    /// Where the files are.
    public let environment: DefaultsEnvironment

    /// The files of `environment`.
    public init(environment: DefaultsEnvironment) {
        self.environment = environment
    }

    /// The domain's file: the current user's (in the environment's style) or the any-user folder's.
    public func url(of domain: StoredDomain) throws(DefaultsError) -> URL {
        if domain.anyUser { return environment.anyUserFileURL(forDomain: domain.name, byHost: domain.byHost) }
        return try environment.fileURL(forDomain: domain.name, byHost: domain.byHost)
    }

    public func store(for domain: StoredDomain) -> Result<any DomainStorage, DefaultsError> {
        do {
            let url = try url(of: domain)
            return .success(PersistentDomainFile(url: url, style: domain.anyUser ? .linux : environment.fileStyle))
        } catch {
            return .failure(error)
        }
    }

    /// The file's stamp now (one `stat`).
    public func version(of domain: StoredDomain) -> StoreVersion? {
        guard let url = try? url(of: domain) else { return nil }
        return StoreVersion.ofFile(atPath: url.path)
    }

    /// A ``DomainWatcher`` on the folders of `domains`' files.
    public func watch(_ domains: [StoredDomain]) throws(DefaultsError) -> any StoreChangeFeed {
        var seen = Set<String>()
        var folders: [URL] = []
        for domain in domains {
            guard let url = try? url(of: domain) else { continue }
            let folder = url.deletingLastPathComponent().standardizedFileURL
            if seen.insert(folder.path).inserted { folders.append(folder) }
        }
        let anyUser = URL(fileURLWithPath: environment.anyUserDirectory).standardizedFileURL.path
        return FileChangeFeed(watcher: try DomainWatcher(directories: folders), anyUserDirectory: anyUser)
    }
}

/// inotify's reports on the store folders, as ``StoreChange``s.
final class FileChangeFeed: StoreChangeFeed {
    let watcher: DomainWatcher
    /// The any-user folder (its ByHost folder below it): changes there are the any-user domains'.
    let anyUserDirectory: String

    init(watcher: DomainWatcher, anyUserDirectory: String) {
        self.watcher = watcher
        self.anyUserDirectory = anyUserDirectory
    }

    func changes() -> [StoreChange] {
        watcher.changes().map { change in
            let folder = change.byHost ? change.directory.deletingLastPathComponent() : change.directory
            let anyUser = folder.standardizedFileURL.path == anyUserDirectory
            return StoreChange(domain: StoredDomain(name: change.domain, byHost: change.byHost, anyUser: anyUser))
        }
    }

    var wakeDescriptor: Int32? { watcher.fileDescriptor }
}
