/// Which open app a screen, a row, a write or an undo step belongs to: its application domain,
/// and when several open apps share that domain (two checkouts of one app), which of them.
///
/// Apps are named by identity, never by position: the app list is the only view that counts
/// them, so reordering or closing an app cannot send a write, an undo or resolved values to
/// another one.
public struct AppID: Hashable, Sendable, CustomStringConvertible {
    /// The application domain (`CFBundleIdentifier`, or `--domain`).
    public var domain: String
    /// 0 for the first open app of ``domain``, 1 for the second, and so on.
    public var copy: Int

    /// Names the `copy`-th open app of a domain (the first by default).
    public init(_ domain: String, copy: Int = 0) {
        self.domain = domain
        self.copy = copy
    }

    /// The domain, with the copy's number after the first (`com.example.app #2`).
    public var description: String { copy == 0 ? domain : "\(domain) #\(copy + 1)" }

    /// One identity per app of `domains`, in order: each domain's first app is copy 0, a later
    /// app of the same domain the next copy.
    public static func numbered(_ domains: [String]) -> [AppID] {
        var seen: [String: Int] = [:]
        return domains.map { domain in
            defer { seen[domain, default: 0] += 1 }
            return AppID(domain, copy: seen[domain, default: 0])
        }
    }
}
