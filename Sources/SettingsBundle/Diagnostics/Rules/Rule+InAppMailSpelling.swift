extension Rule {
    /// An `IASKMailCompose…Recipients` key: InAppSettingsKit reads `…Recipents`, so it is ignored.
    public static let inAppMailSpelling = Rule(
        id: "iask-mail-spelling", severity: .error, pointsAt: nil,
        summary: "An InAppSettingsKit mail row spells Recipients as Apple's keys do, which it ignores.",
        explanation: """
            InAppSettingsKit reads IASKMailComposeToRecipents, ...CcRecipents and ...BccRecipents (spelt \
            without the second i); the correctly spelt ...Recipients keys are ignored, so the mail has no \
            recipients. Use InAppSettingsKit's spelling.
            """)
}
