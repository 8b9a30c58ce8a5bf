/// Which program's view of a bundle is loaded: the iOS Settings app's, or InAppSettingsKit's
/// (the settings screen inside the app).
///
/// The in-app view reads `InAppSettings.bundle` before `Settings.bundle` and `*.inApp.plist`
/// before `*.plist`, knows InAppSettingsKit's row types and keys, and hides the rows of
/// ``LoadOptions/hiddenKeys``.
public enum BundleView: String, Sendable, Hashable, CaseIterable, Codable {
    /// The Settings app (the default).
    case settingsApp = "Settings"
    /// InAppSettingsKit's in-app settings screen.
    case inApp = "In-app"
}
