import FoundationEssentials
import SystemCalls

/// Where store files live, computed exactly as swift-corelibs-foundation computes them on Linux,
/// so that a Swift program using `UserDefaults` sees the same files.
///
/// | domain | file |
/// |---|---|
/// | application or suite `d` | `<userDirectory>/d.plist` |
/// | global | `<userDirectory>/.GlobalPreferences.plist` |
/// | `d`, current host (ByHost) | `<userDirectory>/ByHost/d..plist` (the host ID is empty off Darwin) |
/// | `d`, any user | `<anyUserDirectory>/d.plist` (read-only) |
/// | `d`, any user, current host | `<anyUserDirectory>/ByHost/d.plist` (read-only; CF adds no host ID here) |
///
/// Values are passed explicitly so that tests never touch the process environment.
public struct DefaultsEnvironment: Sendable, Hashable {
    /// `$HOME`; nil or empty when unset.
    public var home: String?
    /// `$XDG_CONFIG_HOME`; used only when absolute and longer than "/".
    public var xdgConfigHome: String?
    /// Folder of the read-only any-user domains (`/usr/local/etc` unless overridden).
    public var anyUserDirectory: String
    /// An app's own stores (a Simulator container, an `.xcappdata` package) instead of the user's:
    /// every domain's file is then the root's (see ``StoreRoot``), written as CFPreferences writes
    /// it, and there are no any-user domains. nil for the user's `~/.config` stores.
    public var storeRoot: StoreRoot? = nil
    /// A storage other than the files (``MemoryStorage``), held by identity; nil for the files.
    private var custom: CustomStorage? = nil

    /// Holds a custom storage; two environments are equal only with the very same one.
    private final class CustomStorage: Hashable, Sendable {
        let storage: any DefaultsStorage
        init(_ storage: any DefaultsStorage) { self.storage = storage }
        static func == (lhs: CustomStorage, rhs: CustomStorage) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// The environment variable that moves ``anyUserDirectory`` (for tests and sandboxes).
    public static let anyUserDirectoryVariable = "TERMINALSETTINGS_ANY_USER_DIR"
    /// Foundation's any-user folder on Linux.
    public static let defaultAnyUserDirectory = "/usr/local/etc"
    /// The subfolder of current-host domains.
    public static let byHostFolderName = "ByHost"

    /// An environment with explicit values (tests pass a temporary HOME this way).
    public init(home: String?, xdgConfigHome: String? = nil, anyUserDirectory: String = "/usr/local/etc") {
        self.home = home
        self.xdgConfigHome = xdgConfigHome
        self.anyUserDirectory = anyUserDirectory
    }

    /// The stores of a store root (see ``storeRoot``).
    public init(storeRoot: StoreRoot) {
        self.init(home: nil, anyUserDirectory: storeRoot.preferences)
        self.storeRoot = storeRoot
    }

    /// Persistent domains kept by `storage` instead of files (a ``MemoryStorage``, say): the whole
    /// search list (ByHost, any-user, global) reads and writes there. There is no user folder.
    public init(storage: any DefaultsStorage) {
        self.init(home: nil)
        custom = CustomStorage(storage)
    }

    /// Where the persistent domains are kept: the storage given to ``init(storage:)``, else this
    /// environment's files (``FileStorage``).
    public var storage: any DefaultsStorage { custom?.storage ?? FileStorage(environment: self) }

    /// Whether the domains are this environment's files (not a storage given to ``init(storage:)``).
    public var usesFiles: Bool { custom == nil }

    /// How the store files are written: ``StoreFileStyle/linux`` for the user's, the root's style
    /// (``StoreRoot/style``) for a store root.
    public var fileStyle: StoreFileStyle { storeRoot?.style ?? .linux }

    /// Reads `HOME`, `XDG_CONFIG_HOME` and `TERMINALSETTINGS_ANY_USER_DIR` from the process environment.
    public static var current: DefaultsEnvironment {
        func variable(_ name: String) -> String? { ProcessEnvironment.value(name) }
        let anyUser = variable(anyUserDirectoryVariable).flatMap { $0.isEmpty ? nil : $0 }
        return DefaultsEnvironment(
            home: variable("HOME"), xdgConfigHome: variable("XDG_CONFIG_HOME"),
            anyUserDirectory: anyUser ?? defaultAnyUserDirectory)
    }

    /// The current user's preferences folder: `$XDG_CONFIG_HOME` when it is absolute and longer than
    /// "/", else `$HOME/.config`; nil when neither is usable.
    ///
    /// Unlike Foundation, an unset, empty or relative `HOME` gives nil rather than `/.config` or a
    /// folder relative to the current directory.
    public var userDirectory: String? {
        if let storeRoot { return storeRoot.preferences }
        if let xdg = xdgConfigHome, xdg.hasPrefix("/"), xdg.utf8.count > 1 {
            return Self.trimmingTrailingSlashes(xdg)
        }
        guard let home, home.hasPrefix("/") else { return nil }
        let base = Self.trimmingTrailingSlashes(home)
        return (base == "/" ? "" : base) + "/.config"
    }

    /// The current-host (ByHost) folder inside ``userDirectory``.
    public var userByHostDirectory: String? {
        userDirectory.map { $0 + "/" + Self.byHostFolderName }
    }

    /// The store file of a current-user domain. The name is validated (aliases of the global domain
    /// map to `.GlobalPreferences`).
    /// - Throws: ``DefaultsError/invalidDomainName(_:reason:)`` or ``DefaultsError/noUserDirectory``.
    public func fileURL(forDomain domain: String, byHost: Bool = false) throws(DefaultsError) -> URL {
        let name = try DomainName.validated(domain)
        if let storeRoot {
            guard let file = storeRoot.file(forDomain: name, byHost: byHost) else {
                throw .fileSystem(
                    file: storeRoot.folder(forDomain: name) + "/" + Self.byHostFolderName,
                    operation: "find the current-host file of \(name) in", code: Errno.noSuchFileOrDirectory.rawValue)
            }
            return URL(fileURLWithPath: file)
        }
        guard let directory = userDirectory else { throw .noUserDirectory }
        if byHost {
            return URL(fileURLWithPath: directory + "/" + Self.byHostFolderName + "/" + name + "..plist")
        }
        return URL(fileURLWithPath: directory + "/" + name + ".plist")
    }

    /// The store file of an any-user domain (read-only by convention).
    ///
    /// Aliases of the global domain map to `.GlobalPreferences`. The name should already be validated;
    /// a `/` or NUL in it is replaced by `_` so that the path never leaves ``anyUserDirectory``.
    public func anyUserFileURL(forDomain domain: String, byHost: Bool = false) -> URL {
        let name =
            (try? DomainName.validated(domain))
            ?? String(String.UnicodeScalarView(domain.unicodeScalars.map { $0 == "/" || $0 == "\0" ? "_" : $0 }))
        let directory = Self.trimmingTrailingSlashes(anyUserDirectory)
        let folder = byHost ? directory + "/" + Self.byHostFolderName : directory
        return URL(fileURLWithPath: folder + "/" + name + ".plist")
    }

    /// Names of the current user's persistent domains: every `<name>.plist` in ``userDirectory``
    /// (or `<name>..plist` in its ByHost folder), sorted. The global domain is listed as
    /// `.GlobalPreferences`. Files that are not valid domain names are skipped.
    public func persistentDomainNames(byHost: Bool = false) -> [String] {
        guard let directory = byHost ? userByHostDirectory : userDirectory else { return [] }
        return Self.domainNames(inDirectory: directory, byHost: byHost)
    }

    /// Names of the domains stored in a folder (see ``persistentDomainNames(byHost:)``).
    public static func domainNames(inDirectory directory: String, byHost: Bool) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var names: [String] = []
        for entry in entries {
            guard let name = domainName(forFileName: entry, byHost: byHost) else { continue }
            if let status = FileSystem.statusIfPresent(of: directory + "/" + entry), !status.isDirectory {
                names.append(name)
            }
        }
        return names.sorted()
    }

    /// The domain a store file name belongs to: `d.plist` → `d`, and with `byHost` `d..plist` → `d`.
    /// nil for lock files, temporary files, kept copies and names that are not valid domains.
    public static func domainName(forFileName fileName: String, byHost: Bool) -> String? {
        let suffix = byHost ? "..plist" : ".plist"
        guard fileName.hasSuffix(suffix) else { return nil }
        let stem = String(fileName.dropLast(suffix.utf8.count))
        if stem == DomainName.global { return stem }
        return (try? DomainName.validated(stem)) == stem ? stem : nil
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.utf8.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
