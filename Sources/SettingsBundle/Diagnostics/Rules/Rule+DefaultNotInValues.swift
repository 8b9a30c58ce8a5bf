extension Rule {
    /// `DefaultValue` is not among `Values`.
    public static let defaultNotInValues = Rule(
        id: "default-not-in-values", severity: .warning, pointsAt: "DefaultValue",
        summary: "DefaultValue is not one of Values.",
        explanation: """
            Settings checks the choice whose value equals the stored value (or DefaultValue). A DefaultValue \
            that is no value leaves the row blank and no choice checked until the user picks one. Use one of \
            Values as DefaultValue.
            """)
}
