/// Where a bundle's defaults domain comes from, or why there is none.
public enum DomainResolution: Sendable, Hashable {
    /// Given explicitly (a `--domain` option).
    case explicit(String)
    /// Read from `CFBundleIdentifier` in this `Info.plist`.
    case infoPlist(String, path: String)
    /// The `Info.plist` holds an unexpanded build setting such as `$(PRODUCT_BUNDLE_IDENTIFIER)`.
    case unresolved(value: String, path: String)
    /// No `Info.plist` with a `CFBundleIdentifier` was found beside the bundle.
    case missing

    /// The domain, when there is one.
    public var domain: String? {
        switch self {
        case .explicit(let d), .infoPlist(let d, _): d
        case .unresolved, .missing: nil
        }
    }
}
