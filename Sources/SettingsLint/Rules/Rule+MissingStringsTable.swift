import SettingsBundle

extension Rule {
    /// `StringsTable` names a table no `.lproj` folder has.
    public static let missingStringsTable = Rule(
        id: "missing-strings-table", severity: .warning, pointsAt: "StringsTable",
        summary: "StringsTable names a table no .lproj folder has.",
        explanation: """
            StringsTable names the .strings file Settings looks up in each <lang>.lproj folder. When no folder \
            has it, every string of the page shows untranslated. Add <lang>.lproj/TABLE.strings or remove \
            StringsTable.
            """)
}
