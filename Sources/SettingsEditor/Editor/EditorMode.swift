import SettingsBundle

/// What the keys do right now.
enum EditorMode: Hashable, Sendable {
    /// Moving, opening, toggling, picking.
    case browsing
    /// Editing a text field in place.
    case editingText(FieldEdit)
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
