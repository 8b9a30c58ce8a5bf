import Foundation

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
        var isDirectory: ObjCBool = false
        guard url.standardizedFileURL != settingsBundle.standardizedFileURL,
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        return url
    }

    /// The defaults domain, checked: an error when it cannot name a store file (an `Info.plist`
    /// identifier with a `/`, say), which says how to supply another.
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
        if reason == nil, value.hasPrefix(".") || value.contains("..") || value.utf8.count > 200 {
            reason = "it cannot name a store file"
        }
        guard let reason else { return value }
        if case .explicit = domain { throw .invalidDomain(value: value, reason: reason) }
        throw .invalidDomain(value: value, reason: "\(reason); it comes from \(domain.summary): pass --domain instead")
    }
}
