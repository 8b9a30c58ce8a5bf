import FoundationEssentials
import PropertyList
import TextOutput

/// The few `Info.plist` keys that name an app.
struct InfoPlist: Sendable {
    var path: String
    var identifier: String?
    var displayName: String?
    var bundleName: String?

    /// Reads an `Info.plist` (any plist format); nil when it is missing or not a dictionary.
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path), data.count <= BundleFileSystem.maximumFileSize,
            let decoded = try? PropertyListCoder.decode(data), case .dictionary(let dict) = decoded.value
        else { return nil }
        self.path = path
        identifier = dict["CFBundleIdentifier"]?.stringValue.map { $0.trimmingWhitespace() }
        displayName = dict["CFBundleDisplayName"]?.stringValue
        bundleName = dict["CFBundleName"]?.stringValue
    }

    /// Whether a value still holds an Xcode build-setting reference (`$(NAME)` or `${NAME}`).
    static func isUnexpanded(_ value: String) -> Bool {
        value.contains("$(") || value.contains("${")
    }

    /// The domain this Info.plist gives literally; nil when it has no `CFBundleIdentifier` or
    /// only an unexpanded build setting (the project resolver expands those).
    var domain: DomainResolution? {
        guard let identifier, !identifier.isEmpty, !Self.isUnexpanded(identifier) else { return nil }
        return .infoPlist(identifier, path: path)
    }

    /// The first usable name: display name, then bundle name (unexpanded build settings skipped).
    var name: String? {
        [displayName, bundleName].compactMap { $0 }.first { !$0.isEmpty && !Self.isUnexpanded($0) }
    }
}
