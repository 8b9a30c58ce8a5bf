import SettingsBundle

extension Rule {
    /// The app reads bundle keys whose `DefaultValue` it never registers, so it sees nil, false or 0
    /// until the user opens Settings.
    public static let unregisteredDefaults = Rule(
        id: "unregistered-defaults", severity: .warning, pointsAt: nil,
        summary: "The app reads a bundle key whose DefaultValue it never registers.",
        explanation: """
            Settings shows each row's DefaultValue, but nothing writes it into the app's defaults: until \
            the user opens Settings the app reads nil, false or 0 for this key. Register the bundle's \
            defaults at launch (register(defaults:) with the bundle's values, or read them from \
            Settings.bundle/Root.plist).
            """)
}
