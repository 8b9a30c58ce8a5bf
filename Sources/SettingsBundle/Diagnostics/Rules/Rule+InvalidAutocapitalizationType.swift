extension Rule {
    /// `AutocapitalizationType` is not a known value.
    public static let invalidAutocapitalizationType = Rule(
        id: "invalid-autocapitalization-type", severity: .warning, pointsAt: "AutocapitalizationType",
        summary: "AutocapitalizationType is not a known value.",
        explanation: """
            AutocapitalizationType must be None, Sentences, Words or AllCharacters; anything else is ignored \
            and the field capitalizes nothing. Use one of those names.
            """)
}
