extension Rule {
    /// `SupportedUserInterfaceIdioms` holds a value that is not an idiom.
    public static let invalidIdiom = Rule(
        id: "invalid-idiom", severity: .warning, pointsAt: "SupportedUserInterfaceIdioms",
        summary: "SupportedUserInterfaceIdioms holds a value that is not an idiom.",
        explanation: """
            SupportedUserInterfaceIdioms lists the devices a row shows on: Phone and Pad (InAppSettingsKit \
            also knows Mac and Reality). Other entries match no device, so the row may show nowhere. Correct \
            the entry.
            """)
}
