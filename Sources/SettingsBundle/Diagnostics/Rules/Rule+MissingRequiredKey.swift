extension Rule {
    /// A key the type requires is missing.
    public static let missingRequiredKey = Rule(
        id: "missing-required-key", severity: .error, pointsAt: nil,
        summary: "A key the specifier's type requires is missing.",
        explanation: """
            Each type needs some keys: a Key to store the value in, Titles and Values for choices, a File \
            for a child pane, MinimumValue and MaximumValue for a slider, a DefaultValue to show before the \
            user picks one. Without them the row stores nothing, shows nothing or opens nothing. Add the \
            key the message names.
            """)
}
