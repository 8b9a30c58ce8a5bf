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

    public init(settingsBundle: URL, app: URL? = nil, name: String, domain: DomainResolution) {
        self.settingsBundle = settingsBundle
        self.app = app
        self.name = name
        self.domain = domain
    }

    /// `InAppSettings.bundle` beside the Settings.bundle, when it exists: InAppSettingsKit reads
    /// its pages before Settings.bundle's.
    public var inAppSettingsBundle: URL? {
        let url = settingsBundle.deletingLastPathComponent().appendingPathComponent("InAppSettings.bundle")
        var isDirectory: ObjCBool = false
        guard url.standardizedFileURL != settingsBundle.standardizedFileURL,
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        return url
    }

    /// The defaults domain, or an error that says how to supply one (commands that read or write
    /// values need it; lint and register do not).
    public func resolvedDomain() throws(BundleError) -> String {
        switch domain {
        case .explicit(let d), .infoPlist(let d, _): return d
        case .unresolved(let value, let path): throw .unresolvedDomain(value: value, infoPlist: path)
        case .missing: throw .noDomain(bundle: settingsBundle.path)
        }
    }
}
