import SettingsBundle

/// How a change names a row's kind ("toggle switch", "text field").
enum KindWording {
    static func name(_ kind: Specifier.Kind) -> String {
        switch kind {
        case .group: "group"
        case .textField: "text field"
        case .titleValue: "title-value row"
        case .toggle: "toggle switch"
        case .slider: "slider"
        case .multiValue: "multi-value row"
        case .radioGroup: "radio group"
        case .childPane: "child pane row"
        case .textView: "text view"
        case .datePicker: "date picker"
        case .listGroup: "list group"
        case .button: "button"
        case .openURL: "link row"
        case .mailCompose: "mail row"
        case .customView: "custom view"
        case .appPane: "app pane row"
        case .unsupported: "unsupported row"
        }
    }

    /// `a toggle switch`, `an unsupported row`.
    static func article(_ name: String) -> String {
        ("aeiou".contains(name.prefix(1)) ? "an " : "a ") + name
    }
}
