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
    mutating func startAdjusting(_ specifier: Specifier, app: Int, page: PageID) {
        mode = .adjustingSlider(RowReference(app: app, page: page, specifier: specifier.index))
        message = EditorMessage(
            .info,
            "Adjusting \(apps[app].bundle.page(page).map { RowText.label(specifier, in: $0) } ?? RowText.title(specifier)): Left/Right or -/+ step, PgUp/PgDn ten steps, = types a value; "
                + "Enter or Esc when done")
        warnIfMasked(specifier, app: app, page: page)
    }

    /// Keys in adjust mode: Left/Right (`h`/`l`), `-`/`+` step, PgUp/PgDn (Shift-Left/Right) ten
    /// steps, `=` types a value, Enter, Space or Esc leave the mode. Any other key leaves it and
    /// does what it does while browsing.
    mutating func adjust(_ row: RowReference, _ event: Event) -> [Effect] {
        guard screen.kind == .page(app: row.app, page: row.page), selectedSpecifier?.index == row.specifier,
            let specifier = specifier(app: row.app, page: row.page, index: row.specifier)
        else {
            mode = .browsing
            return handle(event)
        }
        switch event {
        case .left, .character("h"), .character("-"), .character("_"):
            return step(specifier, app: row.app, page: row.page, by: -1)
        case .right, .character("l"), .character("+"):
            return step(specifier, app: row.app, page: row.page, by: 1)
        case .pageUp, .shiftRight: return step(specifier, app: row.app, page: row.page, by: 10)
        case .pageDown, .shiftLeft: return step(specifier, app: row.app, page: row.page, by: -10)
        case .character("="):
            mode = .browsing
            startSliderEntry(specifier, app: row.app, page: row.page)
            return []
        case .enter, .escape, .character(" "):
            mode = .browsing
            return []
        default:
            mode = .browsing
            return handle(event)
        }
    }

    /// Moves a slider by whole steps from the value an edit replaces (see ``editedValue(_:app:page:)``).
    mutating func step(_ specifier: Specifier, app: Int, page: PageID, by steps: Int) -> [Effect] {
        guard case .slider(let slider) = specifier.kind, let key = specifier.key else { return [] }
        guard slider.hasValidRange else {
            message = EditorMessage(.warning, "This slider's range is empty (MinimumValue must be below MaximumValue)")
            return []
        }
        let current = slider.position(for: editedValue(specifier, app: app, page: page)) ?? slider.range.lowerBound
        let next = SliderStep.stepped(current, by: steps, in: slider)
        guard next != current else { return [] }
        let storeKey = apps[app].storeKey(key, on: page)
        return [.write(WriteRequest(app: app, storeKey: storeKey, value: slider.value(forPosition: next)))]
    }

    mutating func startSliderEntry(_ specifier: Specifier, app: Int, page: PageID) {
        guard case .slider(let slider) = specifier.kind, let key = specifier.key else { return }
        let current = slider.position(for: editedValue(specifier, app: app, page: page))
        let storeKey = apps[app].storeKey(key, on: page)
        mode = .enteringSliderValue(
            FieldEdit(
                app: app, page: page, specifier: specifier.index, storeKey: storeKey,
                text: current.map(ValueFormatter.formatNumber) ?? "", keyboard: .decimalPad))
        warnIfMasked(specifier, app: app, page: page)
    }

    mutating func enterSliderValue(_ edit: inout FieldEdit, _ event: Event) -> [Effect] {
        switch event {
        case .enter:
            guard let specifier = specifier(app: edit.app, page: edit.page, index: edit.specifier) else {
                mode = .browsing
                return []
            }
            do {
                let value = try specifier.parseInput(edit.editor.text)
                mode = .browsing
                return [.write(WriteRequest(app: edit.app, storeKey: edit.storeKey, value: value))]
            } catch {
                message = EditorMessage(.error, error.description)
                return []
            }
        case .function(1):
            openHelp()
            return []
        case .escape:
            mode = .browsing
            message = EditorMessage(.info, "Cancelled; the value is unchanged")
            return []
        case .character(let character):
            if character.isASCII && (character.isNumber || "+-.eE".contains(character)) {
                edit.editor.insert(character)
            } else {
                message = EditorMessage(.warning, "Type a number, then Enter")
            }
            return []
        default:
            lineEdit(&edit.editor, event)
            return []
        }
    }
}
