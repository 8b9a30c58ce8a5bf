import SettingsBundle

extension Rule {
    /// A slider's `DefaultValue` lies outside its range.
    public static let sliderDefaultRange = Rule(
        id: "slider-default-range", severity: .warning, pointsAt: "DefaultValue",
        summary: "A slider's DefaultValue lies outside its range.",
        explanation: """
            Settings clamps a slider's value to its range, so a DefaultValue outside it shows as the nearest \
            bound while the app, before the user moves the slider, reads the unclamped default. Put \
            DefaultValue between MinimumValue and MaximumValue.
            """)
}
