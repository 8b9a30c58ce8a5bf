import FoundationEssentials

/// A Settings.bundle found on disk, with the app it belongs to.
public struct BundleLocation: Sendable, Hashable {
    /// The `Settings.bundle` folder.
    public var settingsBundle: URL
    /// The `.app` folder holding it, when it was found through one.
    public var app: URL?
    /// The app's name as Settings lists it: `CFBundleDisplayName`, else `CFBundleName`, else the
    /// app folder's name without `.app` (for a bare Settings.bundle, the name of its parent folder).
    public var name: String
    /// The defaults domain its values live in (see ``resolvedDomain()``).
    public var domain: DomainResolution
    /// Whether ``name`` comes from the `Info.plist` beside the bundle (read once, when the bundle
    /// was located): then a project's product name does not replace it.
    var isNamedByInfoPlist = false

    public init(settingsBundle: URL, app: URL? = nil, name: String, domain: DomainResolution) {
        self.settingsBundle = settingsBundle
        self.app = app
        self.name = name
        self.domain = domain
    }

    /// Whether the app has only an `InAppSettings.bundle` (``settingsBundle`` is that folder):
    /// the Settings app shows nothing for it, so it is always read in the in-app view.
    public var isInAppOnly: Bool { settingsBundle.lastPathComponent == BundleLocator.inAppBundleName }

    /// `InAppSettings.bundle` beside the Settings.bundle, when it exists: InAppSettingsKit reads
    /// its pages before Settings.bundle's.
    public var inAppSettingsBundle: URL? {
        if isInAppOnly { return settingsBundle }
        let url = settingsBundle.deletingLastPathComponent().appendingPathComponent(BundleLocator.inAppBundleName)
        var isDirectory = false
        guard url.standardizedFileURL != settingsBundle.standardizedFileURL,
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory
        else { return nil }
        return url
    }

    /// The defaults domain, checked for what a bundle can get wrong: an error when it is an
    /// unexpanded build setting or names the global domain without `--domain`, which says how to
    /// supply another. Whether it can name a store file is checked where the bundle is bound
    /// (`storeDomain()`, with `Defaults`' one rule).
    public func resolvedDomain() throws(BundleError) -> String {
        let value = domain.domain
        var reason: String?
        do {
            try BundleLocator.validate(domain: value)
        } catch {
            if case .invalidDomain(_, let why) = error { reason = why } else { throw error }
        }
        if case .explicit = domain {
        } else if BundleLocator.namesGlobalDomain(value) {
            // Writing it would change every app's settings, and `reset --all` would delete them.
            reason = "it names the global domain, which every app reads, not an app's own domain"
        }
        guard let reason else { return value }
        throw invalidDomain(value, reason: reason)
    }

    /// The error for a domain that cannot be used: for a domain the bundle gave (not `--domain`),
    /// it says where it came from and to pass `--domain`.
    package func invalidDomain(_ value: String, reason: String) -> BundleError {
        if case .explicit = domain { return .invalidDomain(value: value, reason: reason) }
        return .invalidDomain(value: value, reason: "\(reason); it comes from \(domain.summary): pass --domain instead")
    }
}
