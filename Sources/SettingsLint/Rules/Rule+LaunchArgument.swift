import SettingsBundle

extension Rule {
    /// A scheme or test plan passes a key of the bundle a value its row cannot show.
    public static let launchArgument = Rule(
        id: "launch-argument", severity: .warning, pointsAt: "Key",
        summary: "A scheme or test plan passes a key of the bundle a value its row cannot show.",
        explanation: """
            With --scheme or --test-plan: an enabled launch argument (-key value) of the scheme's Run \
            action or the test plan sets a key of the bundle, and Foundation puts it in the argument \
            domain above every stored value, but the row cannot show it: a choice that is not among \
            Values, a slider value that is not a number or lies outside the range, a toggle with its own \
            TrueValue and FalseValue given neither, or an array, dictionary or data for a row that shows \
            one value. While the app runs that way, Settings and the app disagree. Pass a value the row \
            can show (settings args prints them), or fix the row.
            """)
}
