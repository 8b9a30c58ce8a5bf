extension Rule {
    /// An `IASKListGroupSpecifier`'s `ItemSpecifier` or `AddSpecifier` of a type InAppSettingsKit refuses.
    public static let inAppListItemType = Rule(
        id: "iask-list-item-type", severity: .error, pointsAt: nil,
        summary: "An InAppSettingsKit list group's ItemSpecifier or AddSpecifier has a refused type.",
        explanation: """
            An IASKListGroupSpecifier's ItemSpecifier must be a title value, child pane, text field, \
            multi-value, IASKButtonSpecifier or IASKCustomViewSpecifier (AddSpecifier the same, less title \
            value). InAppSettingsKit asserts on another type in debug builds and shows nothing. Use one of \
            those types.
            """)
}
