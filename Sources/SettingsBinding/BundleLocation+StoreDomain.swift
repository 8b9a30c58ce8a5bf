import Defaults
import SettingsBundle

extension BundleLocation {
    /// The defaults domain the bundle's values are stored in: `resolvedDomain()` (the bundle core's), then checked
    /// by `Defaults`' one rule for store names (`DomainName.problem(with:)`), whose reason the
    /// error gives word for word, with where the domain came from.
    public func storeDomain() throws(BundleError) -> String {
        let value = try resolvedDomain()
        if let reason = DomainName.problem(with: value) { throw invalidDomain(value, reason: reason) }
        return value
    }
}
