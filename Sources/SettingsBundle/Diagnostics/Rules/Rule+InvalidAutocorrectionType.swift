extension Rule {
    /// `AutocorrectionType` is not a known value.
    public static let invalidAutocorrectionType = Rule(
        id: "invalid-autocorrection-type", severity: .warning, pointsAt: "AutocorrectionType",
        summary: "AutocorrectionType is not a known value.",
        explanation: """
            AutocorrectionType must be Default, No or Yes; anything else is ignored. Use one of those names.
            """)
}
