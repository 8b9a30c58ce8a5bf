extension Rule {
    /// `DefaultValue` matches a `Values` entry only loosely (`"3"` vs `3`), or differs in type from it.
    public static let defaultTypeMismatch = Rule(
        id: "default-type-mismatch", severity: .warning, pointsAt: "DefaultValue",
        summary: "DefaultValue matches a Values entry only loosely, or differs from it in type.",
        explanation: """
            DefaultValue equals a choice only when converted (the string "3" against the number 3), or its \
            type differs from the stored values. Settings compares objects, so the row may show no choice, \
            and the app reads a different type before and after the user picks a value. Give DefaultValue \
            the same type as Values.
            """)
}
