import PropertyList
import SettingsBundle
import TerminalFrame

extension EditorState {
    /// Handles one terminal event in the current mode.
    mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .quit: return [.quit]
        case .resize(let width, let height):
            size = ScreenSize(width: width, height: height)
            return []
        default: break
        }
        // Until the screen fits, nothing is drawn: a key must not act unseen (start an edit, take
        // a typed `q` as text). Only quitting and help do anything; the rest waits for a resize.
        guard size.isUsable else {
            switch event {
            case .character("q"): return [.quit]
            case .character("?"), .function(1): openHelp()
            default: break
            }
            return []
        }
        message = nil
        pendingNotice = nil
        switch mode {
        case .browsing:
            switch event {
            case .mouse(let x, let y, let action):
                let effects = mouse(x: x, y: y, action: action)
                recordWrites(effects)
                return effects
            case .character("u"): return undo()
            case .character("U"), .control("r"): return redo()
            case .character("R"):
                confirmResetAll()
                return []
            default: break
            }
            let effects = browse(event)
            recordWrites(effects)
            return effects
        case .editingText(var edit):
            let effects = editText(&edit, event)
            if case .editingText = mode {
                mode = .editingText(edit)
                keepMaskWarning(edit)
            }
            recordWrites(effects)
            return effects
        case .editingTextView(var edit):
            let effects = editTextView(&edit, event)
            if case .editingTextView = mode { mode = .editingTextView(edit) }
            recordWrites(effects)
            return effects
        case .editingDate(var edit):
            let effects = editDate(&edit, event)
            if case .editingDate = mode { mode = .editingDate(edit) }
            recordWrites(effects)
            return effects
        case .editingListItem(var edit):
            let effects = editListItem(&edit, event)
            if case .editingListItem = mode { mode = .editingListItem(edit) }
            recordWrites(effects)
            return effects
        case .enteringSliderValue(var edit):
            let effects = enterSliderValue(&edit, event)
            if case .enteringSliderValue = mode {
                mode = .enteringSliderValue(edit)
                keepMaskWarning(edit)
            }
            recordWrites(effects)
            return effects
        case .adjustingSlider(let row):
            let effects = adjust(row, event)
            if case .adjustingSlider = mode { recordWrites(effects) }
            return effects
        case .confirming(let confirmation):
            return answer(confirmation, event)
        case .searching:
            return typeQuery(event)
        }
    }

    /// While typing in a row a launch argument masks, the warning stays until the edit ends
    /// (unless a key gave another message).
    mutating func keepMaskWarning(_ edit: FieldEdit) {
        guard message == nil, let specifier = specifier(app: edit.app, page: edit.page, index: edit.specifier) else {
            return
        }
        warnIfMasked(specifier, app: edit.app, page: edit.page)
    }
}
