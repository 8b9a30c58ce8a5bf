import PropertyList
import SettingsBinding
import SettingsBundle
import TerminalFrame

// Enter, Space, Right or `l` on a page row: what each kind of row does.
extension EditorState {
    /// Activates a page row: toggles, picks, opens, or starts its edit mode. Right and `l` are
    /// navigation: they open, but never write.
    mutating func activate(_ item: PageItem, _ specifier: Specifier, row: RowReference, _ event: Event) -> [Effect] {
        let (app, pageID) = (row.app, row.page)
        let storeKey = specifier.key.flatMap { self.storeKey($0, app: app, page: pageID) }
        switch (item, specifier.kind) {
        case (.listItem(_, let position), .listGroup):
            guard event != .right, event != .character("l") else { return [] }
            return activateListItem(position: position, group: specifier.index, app: app, page: pageID)
        case (.listAdd, .listGroup):
            guard event != .right, event != .character("l") else { return [] }
            return activateListAdd(group: specifier.index, app: app, page: pageID)
        case (.choice(_, let position), .radioGroup(let radio)):
            guard event != .right, event != .character("l"), let value = radio.choices.value(at: position),
                let storeKey
            else { return [] }
            return edit(value, at: storeKey, app: app)
        case (_, .toggle(let toggle)):
            guard event != .right, event != .character("l"), let storeKey else { return [] }
            let value = toggle.toggledValue(from: editedValue(specifier, app: app, page: pageID))
            return edit(value, at: storeKey, app: app)
        case (_, .multiValue(let multi)):
            guard !multi.choices.isEmpty else {
                message = EditorMessage(
                    .warning, "\(RowText.title(specifier)) has no choices (its Values/Titles are empty)")
                return []
            }
            let current = multi.choices.position(of: shownValue(specifier, app: app, page: pageID)) ?? 0
            push(.choices(RowReference(app: app, page: pageID, specifier: specifier.index)), selection: current)
            return []
        case (_, .textField(let field)):
            guard let storeKey else { return [] }
            startTextField(specifier, field, row: row, storeKey: storeKey)
            return []
        case (_, .slider):
            guard event == .enter || event == .character(" ") else { return [] }
            startAdjusting(specifier, app: app, page: pageID)
            return []
        case (_, .childPane(let pane)):
            if let target = pane.page, self.page(target, of: app) != nil {
                push(.page(app: app, page: target))
            } else {
                message = EditorMessage(
                    .error,
                    "\(RowText.title(specifier)) cannot open: \(pane.problem?.description ?? "its page was not loaded")"
                )
            }
            return []
        case (.row, .textView(let textView)):
            startTextView(specifier, textView, app: app, page: pageID)
            return []
        case (.row, .datePicker(let picker)):
            startDate(specifier, picker, app: app, page: pageID)
            return []
        case (_, .titleValue):
            message = EditorMessage(.info, "\(RowText.title(specifier)) is read-only: the app sets it")
            return []
        case (_, .unsupported(let unsupported)):
            message = EditorMessage(.warning, "\(RowText.title(specifier)): \(unsupported.reason)")
            return []
        case (_, .group), (_, .radioGroup), (_, .textView), (_, .datePicker), (_, .listGroup), (_, .button),
            (_, .openURL), (_, .mailCompose), (_, .customView), (_, .appPane):
            return []
        }
    }

    /// Enter on a text field row: starts editing its text in place, from the value an edit replaces.
    mutating func startTextField(
        _ specifier: Specifier, _ field: Specifier.TextField, row: RowReference, storeKey: StoreKey
    ) {
        let text = field.displayText(for: editedValue(specifier, app: row.app, page: row.page))
        mode = .editingText(
            FieldEdit(
                row: row, storeKey: storeKey, purpose: .textField(field), text: text, isSecure: field.isSecure,
                keyboard: field.keyboardType))
        warnIfMasked(specifier, app: row.app, page: row.page)
    }
}
