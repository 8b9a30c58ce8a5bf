import SettingsBundle

/// An edit in progress of one item of an InAppSettingsKit list group through its text-field
/// `ItemSpecifier`, or of a new item typed on its "Add" row (``position`` nil).
public struct ListItemEdit: Hashable, Sendable {
    /// The text being typed; its ``FieldEdit/specifier`` is the list group's index and its
    /// ``FieldEdit/storeKey`` the group's array.
    var field: FieldEdit
    /// The item being edited, nil for a new item appended on save.
    public var position: Int?
}
