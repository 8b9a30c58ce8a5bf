extension Rule {
    /// A specifier has no `Type`.
    public static let missingType = Rule(
        id: "missing-type", severity: .error, pointsAt: nil,
        summary: "A specifier has no Type.",
        explanation: """
            A specifier without Type is not drawn by Settings, and InAppSettingsKit asserts on it in debug \
            builds. Add a Type such as PSToggleSwitchSpecifier or PSGroupSpecifier.
            """)
}
