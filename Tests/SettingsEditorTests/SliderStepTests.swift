import SettingsBundle
import Testing

@testable import SettingsEditor

/// One press moves a slider by 1 on a whole-number range 10 to 100 wide, else by a twentieth of
/// the range rounded up to 1, 2, 2.5, 5 or 10 times a power of ten (the power from the C library's
/// `log10`, worked out here by hand).
@Suite struct SliderStepTests {
    @Test(arguments: [
        (0.0, 100.0, 1.0), (0.0, 10.0, 1.0), (0.0, 1.0, 0.05), (0.0, 3.0, 0.2), (0.0, 7.0, 0.5),
        (0.0, 250.0, 20.0), (0.0, 1000.0, 50.0), (0.5, 1.0, 0.025), (0.0, 0.001, 0.00005), (-40.0, 40.0, 1.0),
        (0.0, 200.0, 10.0), (0.0, 5.0, 0.25), (0.0, 1e6, 50_000.0), (2.0, 2.0, 0.0),
    ])
    func aStepIsANiceTwentiethOfTheRange(minimum: Double, maximum: Double, step: Double) {
        let slider = Specifier.Slider(minimum: minimum, maximum: maximum)
        #expect(abs(SliderStep.step(for: slider) - step) <= step * 1e-9, "\(minimum)...\(maximum)")
    }

    @Test func stepsLandOnWholeStepsAndStayInTheRange() {
        let slider = Specifier.Slider(minimum: 0, maximum: 1)
        #expect(SliderStep.stepped(0.51, by: 1, in: slider) == 0.55)
        #expect(SliderStep.stepped(0.98, by: 3, in: slider) == 1)
        #expect(SliderStep.stepped(0.02, by: -1, in: slider) == 0)
    }
}
