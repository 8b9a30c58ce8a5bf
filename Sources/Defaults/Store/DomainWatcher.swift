import Foundation
import Glibc
import Synchronization

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

    private let descriptor: Int32
    private let state: Mutex<State>

    private static let directoryMask: UInt32 =
        UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM | IN_CREATE | IN_ATTRIB)
        | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    private struct State {
        /// Watch descriptor → watched path (a requested folder or the nearest parent of a missing one).
        var pathForWatch: [Int32: String] = [:]
        var watchForPath: [String: Int32] = [:]
        /// Requested folder → the domains last seen in it (to report them when the folder vanishes).
        var known: [String: Set<String>] = [:]
        /// Requested folders currently watched directly.
        var watchedTargets: Set<String> = []
    }

    /// Starts watching `directories` (missing ones through their nearest existing parent).
    /// - Throws: a ``DefaultsError`` when inotify is unavailable or its limits are reached.
    public init(directories: [URL]) throws(DefaultsError) {
        let paths = directories.map { $0.standardizedFileURL.path }
        self.directories = paths.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else {
            throw .fileSystem(
                file: paths.joined(separator: ", "),
                operation: "watch (inotify is unavailable or fs.inotify.max_user_instances was reached)", code: errno)
        }
        descriptor = fd
        var initial = State()
        var ignored = Set<Change>()
        do {
            try Self.refresh(&initial, fd: fd, requested: paths, report: &ignored, reportNewTargets: false)
        } catch {
            close(fd)
            throw error
        }
        state = Mutex(initial)
    }

    deinit { close(descriptor) }

    /// The inotify descriptor (non-blocking), readable when changes are pending: add it to `poll()`.
    public var fileDescriptor: Int32 { descriptor }

    /// Names of the domains that changed since the last call. Waits up to `timeoutMilliseconds` for a
    /// first change (0 returns at once, -1 waits indefinitely), then returns everything pending.
    public func changedDomains(timeoutMilliseconds: Int32 = 0) -> Set<String> {
        Set(changes(timeoutMilliseconds: timeoutMilliseconds).map(\.domain))
    }

    /// The changes since the last call, with their ByHost flag and folder (see
    /// ``changedDomains(timeoutMilliseconds:)`` for the waiting rules).
    public func changes(timeoutMilliseconds: Int32 = 0) -> Set<Change> {
        var pollFD = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let start = StoreIO.monotonicNanoseconds()
        while true {
            var wait = timeoutMilliseconds
            if timeoutMilliseconds > 0 {
                let elapsed = Int64((StoreIO.monotonicNanoseconds() - start) / 1_000_000)
                wait = Int32(max(0, Int64(timeoutMilliseconds) - elapsed))
            }
            let ready = poll(&pollFD, 1, wait)
            if ready < 0 && errno == EINTR { continue }
            break
        }
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
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var needsRefresh = false
        var overflow = false
        var sawEvents = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            sawEvents = true
            var offset = 0
            buffer.withUnsafeBytes { raw in
                while offset + 16 <= count {
                    let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = raw[(offset + 16)..<min(count, offset + 16 + length)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    offset += 16 + length
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        overflow = true
                        continue
                    }
                    guard let directory = state.pathForWatch[wd] else { continue }
                    if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                        // The folder itself went away: forget the watch and look again.
                        if mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(descriptor, wd) }
                        state.pathForWatch[wd] = nil
                        if state.watchForPath[directory] == wd { state.watchForPath[directory] = nil }
                        if state.watchedTargets.remove(directory) != nil {
                            let byHost = Self.isByHost(directory)
                            for domain in state.known[directory] ?? [] {
                                result.insert(
                                    Change(domain: domain, byHost: byHost, directory: URL(fileURLWithPath: directory)))
                            }
                            state.known[directory] = []
                        }
                        needsRefresh = true
                        continue
                    }
                    if mask & UInt32(IN_ISDIR) != 0 {
                        if mask & UInt32(IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE) != 0 {
                            needsRefresh = true
                        }
                        continue
                    }
                    guard state.watchedTargets.contains(directory) else { continue }
                    let byHost = Self.isByHost(directory)
                    guard let domain = DefaultsEnvironment.domainName(forFileName: name, byHost: byHost) else {
                        continue
                    }
                    result.insert(Change(domain: domain, byHost: byHost, directory: URL(fileURLWithPath: directory)))
                    if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                        state.known[directory, default: []].remove(domain)
                    } else {
                        state.known[directory, default: []].insert(domain)
                    }
                }
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
            try? Self.refresh(&state, fd: descriptor, requested: requested, report: &result, reportNewTargets: true)
        }
        return sawEvents
    }

    /// Watches each requested folder if it exists, else its nearest existing parent; drops watches no
    /// longer needed. A requested folder watched for the first time has its domains reported.
    private static func refresh(
        _ state: inout State, fd: Int32, requested: [String], report: inout Set<Change>, reportNewTargets: Bool
    ) throws(DefaultsError) {
        var needed = Set<String>()
        var targets = Set<String>()
        for path in requested {
            // Add the watch first, then check the folder still is the requested one; if it was created
            // meanwhile, the loop runs again and watches it.
            var watchedPath = StoreIO.nearestExistingDirectory(of: path)
            for _ in 0..<8 {
                try addWatch(&state, fd: fd, path: watchedPath)
                if watchedPath == path
                    || !StoreIO.directoryExists(StoreIO.nextComponent(from: watchedPath, toward: path))
                {
                    break
                }
                watchedPath = StoreIO.nextComponent(from: watchedPath, toward: path)
                while watchedPath != path,
                    StoreIO.directoryExists(StoreIO.nextComponent(from: watchedPath, toward: path))
                {
                    watchedPath = StoreIO.nextComponent(from: watchedPath, toward: path)
                }
            }
            needed.insert(watchedPath)
            if watchedPath == path { targets.insert(path) }
        }
        for (path, wd) in state.watchForPath where !needed.contains(path) {
            inotify_rm_watch(fd, wd)
            state.watchForPath[path] = nil
            state.pathForWatch[wd] = nil
        }
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
    }

    private static func addWatch(_ state: inout State, fd: Int32, path: String) throws(DefaultsError) {
        if state.watchForPath[path] != nil { return }
        let wd = inotify_add_watch(fd, path, directoryMask)
        if wd < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return }  // vanished meanwhile; the next refresh retries
            if code == ENOSPC {
                throw .fileSystem(
                    file: path, operation: "watch (the inotify watch limit fs.inotify.max_user_watches was reached)",
                    code: code)
            }
            throw DefaultsError.fromErrno(code, file: path, operation: "watch")
        }
        if let old = state.pathForWatch[wd], old != path { state.watchForPath[old] = nil }
        state.pathForWatch[wd] = path
        state.watchForPath[path] = wd
    }

    /// The child of `ancestor` on the way to `path` (`/a` toward `/a/b/c` is `/a/b`).

    private static func isByHost(_ directory: String) -> Bool {
        StoreIO.lastComponent(of: directory) == DefaultsEnvironment.byHostFolderName
    }
}
