import SettingsBundle

/// The classes of change `settings compare --fail-on` can fail on.
public enum ChangeCategory: String, Sendable, Hashable, CaseIterable {
    /// A registered default changed (added, removed or a new value).
    case `default`
    /// A key's stored type changed, the values its choices store, or the key a row stores under
    /// (a stored value the new row may not show).
    case type
    /// A row, group, pane, choice or language was removed.
    case removed
    /// Any change at all.
    case any

    /// Whether `change` belongs to this class.
    public func contains(_ change: SettingsChange) -> Bool {
        switch self {
        case .default: change.kind == .defaultChanged
        case .type: [.typeChanged, .choiceValuesChanged, .rowRekeyed].contains(change.kind)
        case .removed:
            [.rowRemoved, .paneRemoved, .groupRemoved, .choicesRemoved, .languageRemoved].contains(change.kind)
        case .any: true
        }
    }
}
