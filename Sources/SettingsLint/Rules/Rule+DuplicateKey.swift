import SettingsBundle

extension Rule {
    /// Two specifiers share a `Key` and their `DefaultValue`s disagree.
    public static let duplicateKey = Rule(
        id: "duplicate-key", severity: .warning, pointsAt: "Key",
        summary: "Two specifiers share a Key and disagree on its DefaultValue.",
        explanation: """
            Two rows store the same Key with different DefaultValues. The registration dictionary can hold \
            only one (Apple's sample code keeps the first, InAppSettingsKit the last), so one row shows a \
            default the app never sees. Give the rows one default, or different keys.
            """)
}
