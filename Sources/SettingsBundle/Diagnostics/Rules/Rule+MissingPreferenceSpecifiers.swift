extension Rule {
    /// A page has no `PreferenceSpecifiers`.
    public static let missingPreferenceSpecifiers = Rule(
        id: "missing-preference-specifiers", severity: .error, pointsAt: nil,
        summary: "A page has no PreferenceSpecifiers array.",
        explanation: """
            Every page lists its rows in a PreferenceSpecifiers array. Without it the page is empty in Settings \
            and InAppSettingsKit. Add the array, even an empty one, under the page's top-level dictionary.
            """)
}
