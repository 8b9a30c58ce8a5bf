/// One persistent domain as a storage keeps it: its name, and whether it is the current-host
/// (ByHost) or the any-user variant.
///
/// A ``DefaultsStorage`` maps each to one place: for ``FileStorage`` a file
/// (`<name>.plist`, `ByHost/<name>..plist`, or the any-user folder's), for ``MemoryStorage`` an entry
/// in memory.
public struct StoredDomain: Hashable, Sendable, CustomStringConvertible {
    /// The validated domain name (`com.example.app`; the global domain is `.GlobalPreferences`).
    public var name: String
    /// Whether this is the current-host variant.
    public var byHost: Bool
    /// Whether this is the any-user variant (read-only by convention).
    public var anyUser: Bool

    /// Creates a domain (the current user's, any host, unless told otherwise).
    public init(name: String, byHost: Bool = false, anyUser: Bool = false) {
        self.name = name
        self.byHost = byHost
        self.anyUser = anyUser
    }

    public var description: String {
        name + (byHost ? " (current host)" : "") + (anyUser ? " (any user)" : "")
    }
}
