import SettingsBundle

extension Rule {
    /// The app reads a key with an accessor that cannot tell the row's values apart (`bool(forKey:)`
    /// of a multi-value storing strings).
    public static let readType = Rule(
        id: "read-type", severity: .error, pointsAt: nil,
        summary: "The app reads a key with an accessor that cannot tell the row's values apart.",
        explanation: """
            The accessor converts the stored value to its type (bool(forKey:) of "YES" or "1" is true, \
            integer(forKey:) of "3" is 3), but here the row's values cannot all be told apart: \
            bool(forKey:) of a multi-value storing "small" and "large" is always false, integer(forKey:) of \
            "dark" is 0. The user's choice is silently ignored. Read the key as the type the row stores.
            """)
}
