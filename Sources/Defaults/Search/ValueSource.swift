import FoundationEssentials

/// One domain of a search list, and so the place a value can come from.
///
/// `Defaults.searchList` lists these in lookup order and every ``DefaultsLookup`` carries one, so a
/// caller can say not only *what* a key's value is but *where* it came from: the kind of domain,
/// its name, and (for persistent domains) its file.
public struct ValueSource: Hashable, Sendable, CustomStringConvertible {
    /// The kind of domain, in search-list order.
    public enum Kind: Sendable, Hashable {
        /// `NSArgumentDomain`: `-key value` pairs from the launch arguments.
        case argument
        /// The application domain (or, for `Defaults(suiteName:)`, never: see ``suite``).
        case application
        /// A suite domain: added with `addSuite(named:)`, or the instance's own domain for
        /// `Defaults(suiteName:)`, where the suite takes the application domain's place.
        case suite
        /// `NSGlobalDomain`, stored as `.GlobalPreferences.plist`.
        case global
        /// The application (or suite) domain for all users, under the any-user folder.
        case anyUserApplication
        /// The global domain for all users, under the any-user folder.
        case anyUserGlobal
        /// A languages domain: the volatile domain (set with `setVolatileDomain(_:forName:)`)
        /// named after one of the preferred languages, the `AppleLanguages` array of the argument
        /// domain or else the global domain, in that array's order.
        case languages
        /// `NSRegistrationDomain`: the process-wide registered defaults.
        case registration
    }

    /// The kind of domain.
    public var kind: Kind
    /// Whether this is the current-host ("ByHost") variant of the domain.
    public var byHost: Bool
    /// The domain's name: `"com.example.app"`, `".GlobalPreferences"`, `"NSArgumentDomain"` or
    /// `"NSRegistrationDomain"`.
    public var domain: String
    /// The domain's store file, or `nil` for a volatile domain (and for a persistent domain when no
    /// user directory is known because neither `HOME` nor an absolute `XDG_CONFIG_HOME` is set).
    public var file: URL?

    /// Creates a source.
    public init(kind: Kind, byHost: Bool = false, domain: String, file: URL? = nil) {
        self.kind = kind
        self.byHost = byHost
        self.domain = domain
        self.file = file
    }

    /// The short label for status columns: argument → `arg`, application → `app` (ByHost → `host`),
    /// suite → `suite`, global → `global` (ByHost → `host`), any-user domains → `system`,
    /// languages domains → `lang`, registration → `default`.
    public var tag: DomainTag {
        switch kind {
        case .argument: .arg
        case .application: byHost ? .host : .app
        case .suite: .suite
        case .global: byHost ? .host : .global
        case .anyUserApplication, .anyUserGlobal: .system
        case .languages: .lang
        case .registration: .default
        }
    }

    /// Whether the domain lives only in this process (the argument, languages and registration domains).
    public var isVolatile: Bool { kind == .argument || kind == .languages || kind == .registration }

    /// A one-line human description, e.g. `application com.example.app (~/.config/com.example.app.plist)`.
    public var description: String {
        var words: [String] = []
        switch kind {
        case .argument: words.append("argument domain")
        case .application: words.append("application domain \(domain)")
        case .suite: words.append("suite \(domain)")
        case .global: words.append("global domain")
        case .anyUserApplication: words.append("any-user domain \(domain)")
        case .anyUserGlobal: words.append("any-user global domain")
        case .languages: words.append("languages domain \(domain)")
        case .registration: words.append("registration domain")
        }
        if byHost { words.append("(current host)") }
        if let file { words.append("[\(file.path)]") }
        return words.joined(separator: " ")
    }
}
