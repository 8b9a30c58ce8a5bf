import SettingsBundle

extension Rule {
    /// A toggle's `DefaultValue` is neither `TrueValue`, `FalseValue` nor a boolean.
    public static let toggleDefault = Rule(
        id: "toggle-default", severity: .warning, pointsAt: "DefaultValue",
        summary: "A toggle's DefaultValue is neither TrueValue, FalseValue nor a boolean.",
        explanation: """
            A toggle is on when the value equals TrueValue (YES by default) and off when it equals \
            FalseValue. A DefaultValue that is neither shows whatever its conversion to a boolean gives, and \
            the app reads a value the switch can never write. Use TrueValue, FalseValue or a boolean.
            """)
}
