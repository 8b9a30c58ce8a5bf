import SettingsBundle

extension Rule {
    /// The app reads a key the bundle lacks but nearly has (`enableSounds` for `enable_sounds`).
    public static let unknownKey = Rule(
        id: "unknown-key", severity: .warning, pointsAt: nil,
        summary: "The app reads a key the bundle lacks but nearly has.",
        explanation: """
            The code reads a key the bundle does not declare, but one it declares is spelt almost the same \
            (equal ignoring case, _ and -, or one letter apart, two for long keys): the code reads a value Settings never \
            writes. Use the bundle's spelling in both.
            """)
}
