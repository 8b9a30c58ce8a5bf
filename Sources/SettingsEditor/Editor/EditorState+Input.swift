import PropertyList
import SettingsBinding
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
                return mouse(x: x, y: y, action: action)
            case .character("u"): return undo()
            case .character("U"), .control("r"): return redo()
            case .character("R"):
                confirmResetAll()
                return []
            default: break
            }
            return browse(event)
        case .editingText(var edit):
            let outcome = edit.handle(event)
            return finish(outcome, staying: .editingText(edit), maskWarning: edit.row) { state, value in
                state.edit(value, at: edit.storeKey, app: edit.row.app)
            }
        case .enteringSliderValue(var edit):
            let outcome = edit.handle(event)
            return finish(outcome, staying: .enteringSliderValue(edit), maskWarning: edit.row) { state, value in
                state.edit(value, at: edit.storeKey, app: edit.row.app)
            }
        case .editingTextView(var edit):
            let outcome = edit.handle(event)
            return finish(outcome, staying: .editingTextView(edit)) { state, value in
                state.edit(value, at: edit.storeKey, app: edit.row.app)
            }
        case .editingDate(var edit):
            let outcome = edit.handle(event)
            return finish(outcome, staying: .editingDate(edit)) { state, value in
                state.edit(value, at: edit.storeKey, app: edit.row.app)
            }
        case .editingListItem(var edit):
            let outcome = edit.handle(event)
            return finish(outcome, staying: .editingListItem(edit)) { state, value in
                state.writeListItem(edit, value)
            }
        case .adjustingSlider(let row):
            // The row must still be the one shown and selected; otherwise the key is a browsing one.
            guard screen.kind == .page(app: row.app, page: row.page), selectedSpecifier?.index == row.specifier,
                var adjust = sliderAdjust(row)
            else {
                mode = .browsing
                return handle(event)
            }
            let outcome = adjust.handle(event)
            return finish(outcome, staying: .adjustingSlider(row)) { state, value in
                adjust.storeKey.map { state.edit(value, at: $0, app: row.app) } ?? []
            }
        case .confirming(let confirmation):
            return answer(confirmation, event)
        case .searching:
            return typeQuery(event)
        }
    }

    /// Acts on what an edit mode made of a key: the one place that leaves the mode or keeps it
    /// (`staying`, the mode with the key applied), writes a committed value (`write` turns it into
    /// an ``edit(_:at:app:)``: the write request and its undo step) and sets the message.
    ///
    /// With `maskWarning`, the warning that a launch argument masks the row stays while typing.
    mutating func finish(
        _ outcome: EditOutcome, staying: EditorMode, maskWarning: RowReference? = nil,
        write: (inout EditorState, PlistValue?) -> [Effect]
    ) -> [Effect] {
        switch outcome {
        case .editing(let notice):
            mode = staying
            if let notice { message = notice }
            if let maskWarning { keepMaskWarning(maskWarning) }
            return []
        case .write(let value):
            mode = staying
            return write(&self, value)
        case .commit(let value):
            mode = .browsing
            return write(&self, value)
        case .cancel(let text):
            mode = .browsing
            if let text { message = text }
            return []
        case .help:
            mode = staying
            openHelp()
            return []
        case .leave(let event):
            mode = .browsing
            return handle(event)
        }
    }

    /// An edit of one key: its write request, recorded as one undo step with what the writable
    /// domain stores before it. The one place an edit (a toggle, a pick, a commit of an edit
    /// mode, a reset) becomes a write.
    mutating func edit(_ value: PlistValue?, at storeKey: StoreKey, app: AppID) -> [Effect] {
        let request = WriteRequest(app: app, storeKey: storeKey, value: value)
        record([request], label: storeKey.key)
        return [.write(request)]
    }

    /// While typing in a row a launch argument masks, the warning stays until the edit ends
    /// (unless a key gave another message).
    mutating func keepMaskWarning(_ row: RowReference) {
        guard message == nil, let specifier = specifier(app: row.app, page: row.page, index: row.specifier) else {
            return
        }
        warnIfMasked(specifier, app: row.app, page: row.page)
    }
}
