import SettingsBundle

extension Rule {
    /// A slider's `MinimumValue` is not below its `MaximumValue`.
    public static let sliderRange = Rule(
        id: "slider-range", severity: .error, pointsAt: "MinimumValue",
        summary: "A slider's MinimumValue is not below its MaximumValue.",
        explanation: """
            A slider needs MinimumValue below MaximumValue; otherwise it cannot move and its value is \
            meaningless. Swap or correct the bounds.
            """)
}
