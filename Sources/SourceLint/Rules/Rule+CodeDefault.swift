import SettingsBundle

extension Rule {
    /// A default in code (`register(defaults:)`, `?? fallback`, `@AppStorage`) differs from the
    /// bundle's `DefaultValue`.
    public static let codeDefault = Rule(
        id: "code-default", severity: .warning, pointsAt: nil,
        summary: "A default in the app's code differs from the bundle's DefaultValue.",
        explanation: """
            The code registers (register(defaults:), registerDefaults:) or falls back on (?? value, \
            @AppStorage's initial value, a wrapper's default) a value other than the bundle's DefaultValue, \
            so Settings shows one value while the app uses another until the user changes it. Use one default.
            """)
}
