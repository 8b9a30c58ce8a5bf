import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

/// A slider row taking Left/Right as steps until Enter or Esc (``EditorMode/adjustingSlider(_:)``
/// holds only its row; the parent builds this with what the row stores now for each key).
struct SliderAdjust {
    /// The slider.
    var slider: Specifier.Slider
    /// Where its steps go; nil when the row has no key (nothing to step).
    var storeKey: StoreKey?
    /// Its position now: the value an edit replaces, nil when that is not a number.
    var position: Double?

    /// Left/Right (`h`/`l`) and `-`/`+` step, PgUp/PgDn (Shift-Right/Left) ten steps, Enter,
    /// Space or Esc leave; `=` and any other key leave and act as they do while browsing.
    mutating func handle(_ event: Event) -> EditOutcome {
        switch event {
        case .left, .character("h"), .character("-"), .character("_"): return step(by: -1)
        case .right, .character("l"), .character("+"): return step(by: 1)
        case .pageUp, .shiftRight: return step(by: 10)
        case .pageDown, .shiftLeft: return step(by: -10)
        case .enter, .escape, .character(" "): return .cancel(nil)
        default: return .leave(passing: event)
        }
    }

    /// Moves by whole steps from ``position`` (the range's start when it is not a number).
    mutating func step(by steps: Int) -> EditOutcome {
        guard storeKey != nil else { return .editing }
        guard slider.hasValidRange else {
            return .editing(
                notice: EditorMessage(
                    .warning, "This slider's range is empty (MinimumValue must be below MaximumValue)"))
        }
        let current = position ?? slider.range.lowerBound
        let next = SliderStep.stepped(current, by: steps, in: slider)
        guard next != current else { return .editing }
        position = next
        return .write(slider.value(forPosition: next))
    }
}
