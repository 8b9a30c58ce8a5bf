import SettingsBundle

extension Rule {
    /// `Values`/`Titles` are empty.
    public static let emptyChoices = Rule(
        id: "empty-choices", severity: .warning, pointsAt: "Values",
        summary: "A multi-value or radio group offers no choices.",
        explanation: """
            A multi-value or radio group with empty Values (or Titles) opens an empty list: the user cannot \
            choose anything. Add the choices or remove the row.
            """)
}
