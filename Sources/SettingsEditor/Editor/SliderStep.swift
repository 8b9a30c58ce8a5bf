import SettingsBundle
import SystemCalls

/// How far one press moves a slider: 1 on a whole-number range 10 to 100 wide (so 0–100 moves by
/// 1), else a twentieth of the range rounded to a "nice" step (0–1 moves by 0.05). Results are
/// rounded to the step and clamped.
enum SliderStep {
    static func step(for slider: Specifier.Slider) -> Double {
        let low = slider.range.lowerBound
        let high = slider.range.upperBound
        let width = high - low
        guard width > 0 else { return 0 }
        if low == low.rounded(), high == high.rounded(), width >= 10, width <= 100 { return 1 }
        let raw = width / 20
        let magnitude = pow10(CLibrary.log10(raw).rounded(.down))
        for nice in [1.0, 2.0, 2.5, 5.0, 10.0] where raw <= nice * magnitude * 1.0000001 {
            return nice * magnitude
        }
        return raw
    }

    static func stepped(_ value: Double, by steps: Int, in slider: Specifier.Slider) -> Double {
        let step = step(for: slider)
        guard step > 0 else { return value }
        let low = slider.range.lowerBound
        let raw = value + Double(steps) * step
        // Round to a whole number of steps from the minimum, so repeated steps do not drift.
        let rounded = low + ((raw - low) / step).rounded() * step
        let clean = (rounded * 1e9).rounded() / 1e9
        return slider.clamp(clean)
    }

    private static func pow10(_ x: Double) -> Double {
        var result = 1.0
        if x >= 0 {
            for _ in 0..<Int(x) { result *= 10 }
        } else {
            for _ in 0..<Int(-x) { result /= 10 }
        }
        return result
    }
}
