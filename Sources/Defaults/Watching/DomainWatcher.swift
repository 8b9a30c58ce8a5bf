import FoundationEssentials
import Synchronization
import SystemCalls

/// Tells which persistent domains changed on disk, using inotify on the preferences folders.
///
/// Give it the folders to watch, typically `env.userDirectory` and `env.userByHostDirectory`.
/// Every kind of change is seen: an atomic rename (this library, `defaults write`), an in-place
/// rewrite (Foundation's `UserDefaults`), a delete, a chmod or touch (`IN_CLOSE_WRITE`,
/// `IN_MOVED_TO`, `IN_MOVED_FROM`, `IN_DELETE`, `IN_CREATE`, `IN_ATTRIB`).
///
/// Reported names:
/// - `<name>.plist` → `<name>` (the global domain is `.GlobalPreferences`);
/// - in a folder named `ByHost`, `<name>..plist` → `<name>` as well; ``changes(timeoutMilliseconds:)``
///   says whether the change was in a ByHost folder, ``changedDomains(timeoutMilliseconds:)`` merges both,
///   so a caller re-reads both files of that domain;
/// - lock files (`.lock`), temporary files (`.tmp.`), kept copies (`.corrupt-`) and anything else that
///   is not a valid domain file are ignored.
///
/// Folders that do not exist yet (a fresh `~/.config`) are not created. Instead the nearest existing
/// parent is watched; when the folder appears it is watched in turn, and every domain file already in
/// it is reported (it may have been written before the watch started). A watched folder that is
/// deleted or moved away reports every domain it held, and falls back to watching its parent.
/// When the kernel's event queue overflows, every domain in the watched folders is reported.
///
/// A store file that is a symbolic link is reported when the link changes, not when its target (in
/// another folder) is rewritten; watch the target's folder too for that.
///
/// Reporting a change also makes every `Defaults` lookup of the process look at the files again, so
/// code that reads after a report always sees the change.
///
/// Thread-safe; typically polled from an event loop through ``fileDescriptor``.
public final class DomainWatcher: Sendable {
    /// One change: the domain, whether it was the ByHost variant, and the folder it happened in.
    public struct Change: Hashable, Sendable {
        /// The domain name (file name minus `.plist`, or minus `..plist` in a ByHost folder).
        public var domain: String
        /// Whether the file was the current-host variant (`ByHost/<domain>..plist`).
        public var byHost: Bool
        /// The watched folder the change happened in.
        public var directory: URL
    }

    /// The folders being watched (whether or not they exist yet).
    public let directories: [URL]

    private let descriptor: FileDescriptor
    private let state: Mutex<State>

    private struct State {
        let watches: InotifyWatchSet
        /// Requested folder → the domains last seen in it (to report them when the folder vanishes).
        var known: [String: Set<String>] = [:]
        /// Requested folders currently watched directly.
        var watchedTargets: Set<String> = []
        /// Requested folders (or the ancestors that stand for them) on a network or FUSE file system.
        var remote: Set<String> = []
    }

    /// Starts watching `directories` (missing ones through their nearest existing parent).
    /// - Throws: a ``DefaultsError`` when inotify is unavailable or its limits are reached.
    public init(directories: [URL]) throws(DefaultsError) {
        let paths = directories.map { $0.standardizedFileURL.path }
        self.directories = paths.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let watches: InotifyWatchSet
        do {
            watches = try InotifyWatchSet()
        } catch {
            throw .fileSystem(
                file: paths.joined(separator: ", "),
                operation: "watch (inotify is unavailable or fs.inotify.max_user_instances was reached)",
                code: error.code)
        }
        descriptor = watches.descriptor
        var initial = State(watches: watches)
        var ignored = Set<Change>()
        let coverage = Self.refresh(&initial, requested: paths, report: &ignored, reportNewTargets: false)
        for covered in coverage.values {
            guard let failure = covered.failure, failure.code != Errno.noSuchFileOrDirectory.rawValue,
                failure.code != Errno.notDirectory.rawValue
            else { continue }
            if failure.code == Errno.noSpace.rawValue {
                throw .fileSystem(
                    file: failure.folder,
                    operation: "watch (the inotify watch limit fs.inotify.max_user_watches was reached)",
                    code: failure.code)
            }
            throw DefaultsError.fromErrno(failure.code, file: failure.folder, operation: "watch")
        }
        state = Mutex(initial)
    }

    /// The inotify descriptor (non-blocking), readable when changes are pending: add it to `poll()`.
    public var fileDescriptor: Int32 { descriptor.rawValue }

    /// The watched folders on a network or FUSE file system (NFS, SMB, sshfs, 9p...), where changes
    /// made by other machines are not reported: a caller that must see them re-reads on a timer.
    /// Changes made on this machine are reported there too.
    public var remoteDirectories: [URL] {
        let remote = state.withLock { $0.remote }
        return directories.filter { remote.contains($0.path) }
    }

    /// Names of the domains that changed since the last call. Waits up to `timeoutMilliseconds` for a
    /// first change (0 returns at once, -1 waits indefinitely), then returns everything pending.
    public func changedDomains(timeoutMilliseconds: Int32 = 0) -> Set<String> {
        Set(changes(timeoutMilliseconds: timeoutMilliseconds).map(\.domain))
    }

    /// The changes since the last call, with their ByHost flag and folder (see
    /// ``changedDomains(timeoutMilliseconds:)`` for the waiting rules).
    public func changes(timeoutMilliseconds: Int32 = 0) -> Set<Change> {
        _ = Poll.waitReadable(descriptor, timeoutMilliseconds: Int(timeoutMilliseconds))
        let requested = directories.map(\.path)
        return state.withLock { state in
            var result = Set<Change>()
            if drain(&state, requested: requested, into: &result) {
                // Whoever reacts to this report by reading must see the change, even if the process's
                // own watcher thread has not run yet: make every lookup look at the files again.
                StoreGeneration.diskChanged()
            }
            return result
        }
    }

    /// Reads every pending event and turns it into changes; whether there was any event.
    private func drain(_ state: inout State, requested: [String], into result: inout Set<Change>) -> Bool {
        var needsRefresh = false
        var overflow = false
        var gone: [String] = []
        var files: [(name: String, folder: String, removed: Bool)] = []
        let sawEvents = state.watches.readEvents { event in
            switch event {
            case .overflow: overflow = true
            case .folderGone(let folder): gone.append(folder)
            case .subfolderChanged: needsRefresh = true
            case .file(let name, let folder, let removed): files.append((name, folder, removed))
            }
        }
        for folder in gone where state.watchedTargets.remove(folder) != nil {
            // The folder itself went away: report every domain it held.
            let byHost = Self.isByHost(folder)
            for domain in state.known[folder] ?? [] {
                result.insert(Change(domain: domain, byHost: byHost, directory: URL(fileURLWithPath: folder)))
            }
            state.known[folder] = []
        }
        if !gone.isEmpty { needsRefresh = true }
        for file in files where state.watchedTargets.contains(file.folder) {
            let byHost = Self.isByHost(file.folder)
            guard let domain = DefaultsEnvironment.domainName(forFileName: file.name, byHost: byHost) else { continue }
            result.insert(Change(domain: domain, byHost: byHost, directory: URL(fileURLWithPath: file.folder)))
            if file.removed {
                state.known[file.folder, default: []].remove(domain)
            } else {
                state.known[file.folder, default: []].insert(domain)
            }
        }
        if overflow {
            for directory in state.watchedTargets {
                let byHost = Self.isByHost(directory)
                let present = Set(DefaultsEnvironment.domainNames(inDirectory: directory, byHost: byHost))
                for domain in present.union(state.known[directory] ?? []) {
                    result.insert(Change(domain: domain, byHost: byHost, directory: URL(fileURLWithPath: directory)))
                }
                state.known[directory] = present
            }
            needsRefresh = true
        }
        if needsRefresh {
            Self.refresh(&state, requested: requested, report: &result, reportNewTargets: true)
        }
        return sawEvents
    }

    /// Watches each requested folder if it exists, else its nearest existing parent; drops watches no
    /// longer needed. A requested folder watched for the first time has its domains reported.
    @discardableResult
    private static func refresh(
        _ state: inout State, requested: [String], report: inout Set<Change>, reportNewTargets: Bool
    ) -> [String: InotifyWatchSet.Coverage] {
        let coverage = state.watches.watch(requested)
        let targets = Set(coverage.filter { $0.key == $0.value.watched && $0.value.failure == nil }.keys)
        state.remote = Set(coverage.filter(\.value.remote).keys)
        for target in targets where !state.watchedTargets.contains(target) {
            let byHost = isByHost(target)
            let present = Set(DefaultsEnvironment.domainNames(inDirectory: target, byHost: byHost))
            state.known[target] = present
            if reportNewTargets {
                for domain in present {
                    report.insert(Change(domain: domain, byHost: byHost, directory: URL(fileURLWithPath: target)))
                }
            }
        }
        state.watchedTargets = targets
        return coverage
    }

    private static func isByHost(_ directory: String) -> Bool {
        StoreIO.lastComponent(of: directory) == DefaultsEnvironment.byHostFolderName
    }
}
