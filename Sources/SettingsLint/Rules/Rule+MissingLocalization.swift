import SettingsBundle

extension Rule {
    /// A language lacks the table or some of the page's strings.
    public static let missingLocalization = Rule(
        id: "missing-localization", severity: .note, pointsAt: "StringsTable",
        summary: "A language lacks a page's strings table or some of its strings.",
        explanation: """
            Some languages lack the page's strings table, or some of the titles, footers and choice titles it \
            uses. Settings then shows the untranslated text in those languages. Add the missing translations \
            (one note per page lists the languages and the strings missing most often).
            """)
}
