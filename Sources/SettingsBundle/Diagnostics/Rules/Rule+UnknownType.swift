extension Rule {
    /// A specifier's `Type` is not one of the eight Settings knows.
    public static let unknownType = Rule(
        id: "unknown-type", severity: .warning, pointsAt: "Type",
        summary: "A specifier's Type is not one Settings knows.",
        explanation: """
            Settings knows eight types (PSGroupSpecifier, PSTextFieldSpecifier, PSTitleValueSpecifier, \
            PSToggleSwitchSpecifier, PSSliderSpecifier, PSMultiValueSpecifier, PSRadioGroupSpecifier, \
            PSChildPaneSpecifier); other types are ignored there, and InAppSettingsKit adds its own IASK* \
            types for in-app pages only. Correct a misspelt type, or keep app-specific rows in *.inApp.plist \
            pages (lint them with --in-app).
            """)
}
