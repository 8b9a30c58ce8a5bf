import PropertyList
import SettingsBundle
import TerminalFrame

/// An edit in progress of one item of an InAppSettingsKit list group through its text-field
/// `ItemSpecifier`, or of a new item typed on its "Add" row (``position`` nil).
public struct ListItemEdit: Hashable, Sendable {
    /// The text being typed; its row is the list group's and its ``FieldEdit/storeKey`` the
    /// group's array.
    var field: FieldEdit
    /// The item being edited, nil for a new item appended on save.
    public var position: Int?

    /// Enter commits the item's text (the parent writes the array with it), unless an existing
    /// item is unchanged; Esc cancels; other keys edit the text.
    mutating func handle(_ event: Event) -> EditOutcome {
        switch event {
        case .enter:
            if position != nil, field.editor.text == field.original { return .unchanged }
            return .commit(.string(field.editor.text))
        case .escape: return .cancel(EditorMessage(.listItemCancelled))
        default: return field.handle(event)
        }
    }
}
