import SettingsBundle

/// What the keys do right now.
enum EditorMode: Hashable, Sendable {
    /// Moving, opening, toggling, picking.
    case browsing
    /// Editing a text field in place.
    case editingText(FieldEdit)
    /// Editing an InAppSettingsKit text view's lines in place.
    case editingTextView(TextViewEdit)
    /// Editing an InAppSettingsKit date picker's fields.
    case editingDate(DateEdit)
    /// Typing an InAppSettingsKit list group's item (or a new one on its Add row).
    case editingListItem(ListItemEdit)
    /// A slider row taking Left/Right as steps (Enter or Esc leave), so arrows never write while
    /// browsing.
    case adjustingSlider(RowReference)
    /// Typing an exact slider value.
    case enteringSliderValue(FieldEdit)
    /// Typing a search query: the results follow each key.
    case searching
    /// Asking before a write that removes several keys: `y` performs it.
    case confirming(Confirmation)
}
