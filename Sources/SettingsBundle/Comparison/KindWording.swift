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
        case .unsupported: "unsupported row"
        }
    }

    /// `a toggle switch`, `an unsupported row`.
    static func article(_ name: String) -> String {
        ("aeiou".contains(name.prefix(1)) ? "an " : "a ") + name
    }
}
