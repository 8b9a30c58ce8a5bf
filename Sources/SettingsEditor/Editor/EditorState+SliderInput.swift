import PropertyList
import SettingsBundle
import TerminalFrame

// Slider rows: stepping and typing an exact value.
extension EditorState {
    /// A slider row while browsing: `-`/`+` step it, `=` types a value. Nil for any other key:
    /// navigation keys (arrows, PgUp/PgDn) never write; Enter or Space start ``adjustingSlider``.
    mutating func sliderKey(_ specifier: Specifier, _ event: Event) -> [Effect]? {
        guard case .page(let app, let pageID) = screen.kind, case .slider = specifier.kind else { return nil }
        switch event {
        case .character("-"), .character("_"): return step(specifier, app: app, page: pageID, by: -1)
        case .character("+"): return step(specifier, app: app, page: pageID, by: 1)
        case .character("="):
            startSliderEntry(specifier, app: app, page: pageID)
            return []
        default: return nil
        }
    }

    /// Enter or Space on a slider row: Left/Right step it until Enter or Esc.
    mutating func startAdjusting(_ specifier: Specifier, app: AppID, page: PageID) {
        mode = .adjustingSlider(RowReference(app: app, page: page, specifier: specifier.index))
        message = EditorMessage(
            .info,
            "Adjusting \(self.page(page, of: app).map { RowText.label(specifier, in: $0) } ?? RowText.title(specifier)): Left/Right or -/+ step, PgUp/PgDn ten steps, = types a value; "
                + "Enter or Esc when done")
        warnIfMasked(specifier, app: app, page: page)
    }

    /// The adjust mode of a slider row, with what the row stores now; nil when the row is not a
    /// slider (any more).
    func sliderAdjust(_ row: RowReference) -> SliderAdjust? {
        guard let specifier = specifier(app: row.app, page: row.page, index: row.specifier),
            case .slider(let slider) = specifier.kind
        else { return nil }
        return SliderAdjust(
            slider: slider, storeKey: specifier.key.flatMap { storeKey($0, app: row.app, page: row.page) },
            position: slider.position(for: editedValue(specifier, app: row.app, page: row.page)))
    }

    /// Moves a slider by whole steps from the value an edit replaces (see ``editedValue(_:app:page:)``),
    /// as its adjust mode does.
    mutating func step(_ specifier: Specifier, app: AppID, page: PageID, by steps: Int) -> [Effect] {
        guard var adjust = sliderAdjust(RowReference(app: app, page: page, specifier: specifier.index)),
            let storeKey = adjust.storeKey
        else { return [] }
        switch adjust.step(by: steps) {
        case .write(let value): return edit(value, at: storeKey, app: app)
        case .editing(let notice?): message = notice
        default: break
        }
        return []
    }

    mutating func startSliderEntry(_ specifier: Specifier, app: AppID, page: PageID) {
        guard case .slider(let slider) = specifier.kind, let key = specifier.key,
            let storeKey = self.storeKey(key, app: app, page: page)
        else { return }
        let current = slider.position(for: editedValue(specifier, app: app, page: page))
        mode = .enteringSliderValue(
            FieldEdit(
                row: RowReference(app: app, page: page, specifier: specifier.index), storeKey: storeKey,
                purpose: .sliderValue(specifier), text: current.map(ValueFormatter.formatNumber) ?? "",
                keyboard: .decimalPad))
        warnIfMasked(specifier, app: app, page: page)
    }
}
