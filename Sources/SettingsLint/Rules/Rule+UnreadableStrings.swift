import SettingsBundle

extension Rule {
    /// A `.strings` file cannot be parsed.
    public static let unreadableStrings = Rule(
        id: "unreadable-strings", severity: .warning, pointsAt: nil,
        summary: "A .strings file cannot be parsed.",
        explanation: """
            A .strings file that does not parse is ignored: Settings shows that language's strings \
            untranslated. Fix the file (`plutil -lint FILE` names the line); Apple recommends UTF-16 or UTF-8 \
            with "key" = "value"; lines.
            """)
}
