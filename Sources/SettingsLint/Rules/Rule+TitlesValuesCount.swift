import SettingsBundle

extension Rule {
    /// `Titles` (or `ShortTitles`) and `Values` differ in length.
    public static let titlesValuesCount = Rule(
        id: "titles-values-count", severity: .error, pointsAt: nil,
        summary: "Titles (or ShortTitles) and Values differ in length.",
        explanation: """
            Settings pairs Titles[i] with Values[i]; when the counts differ, the extra entries are dropped or \
            the row shows no title for the current value, and InAppSettingsKit asserts when it sorts them. \
            Give Titles (and ShortTitles) exactly one entry per value.
            """)
}
