extension Rule {
    /// An InAppSettingsKit `DatePickerMode` or `DatePickerStyle` that is not a known value.
    public static let inAppDatePicker = Rule(
        id: "iask-date-picker", severity: .warning, pointsAt: nil,
        summary: "An InAppSettingsKit date picker's DatePickerMode or DatePickerStyle is unknown.",
        explanation: """
            InAppSettingsKit's IASKDatePickerSpecifier takes DatePickerMode Date, Time or DateAndTime and \
            DatePickerStyle Compact, Wheels or Inline; other values fall back to its defaults. Use one of \
            those names.
            """)
}
