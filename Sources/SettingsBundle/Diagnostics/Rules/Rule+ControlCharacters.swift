extension Rule {
    /// A string holds terminal control characters (escape sequences and the like).
    public static let controlCharacters = Rule(
        id: "control-characters", severity: .warning, pointsAt: nil,
        summary: "A string holds terminal control characters.",
        explanation: """
            A title, footer or value holds control characters (escape sequences, bidirectional overrides). \
            Settings draws them as nothing or garbage, they can make text read differently from what it is, \
            and a terminal would act on them. Remove them.
            """)
}
