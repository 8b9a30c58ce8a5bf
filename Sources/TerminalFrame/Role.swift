/// What a cell means, not how it looks: the terminal backend maps each role to attributes and
/// colours (and to bold/reverse/underline/dim alone when colour is off), so every role stays
/// distinguishable with `NO_COLOR`.
public enum Role: Hashable, Sendable, CaseIterable {
    /// Plain text.
    case normal
    /// The page title in the header.
    case title
    /// The back label (`‹ Parent`) in the header.
    case backLabel
    /// A group (section) header.
    case header
    /// A group's footer text.
    case footer
    /// Secondary text.
    case dim
    /// Text drawn in selection style (see also `Cell.isHighlighted`, the row highlight overlay).
    case selected
    /// A row's value.
    case value
    /// A row that cannot be edited or is not supported.
    case disabled
    /// An error message.
    case error
    /// A warning, such as "stored but masked by the argument domain".
    case warning
    /// A transient message, such as "Saved to com.example.app".
    case message
    /// The bottom line listing the keys that work here.
    case hint
    /// A key name inside the hint line.
    case hintKey
    /// A switch that is on.
    case toggleOn
    /// A switch that is off.
    case toggleOff
    /// The check mark of the chosen value.
    case checkmark
    /// A value that differs from its registered default.
    case modified
    /// A search match.
    case match
    /// Status tag: the value comes from the argument domain.
    case statusArg
    /// Status tag: the value comes from the application domain.
    case statusApp
    /// Status tag: the value comes from a ByHost domain.
    case statusHost
    /// Status tag: the value comes from an app-group suite.
    case statusSuite
    /// Status tag: the value comes from the global domain.
    case statusGlobal
    /// Status tag: the value comes from an any-user (system) domain.
    case statusSystem
    /// Status tag: the value comes from the registration domain.
    case statusDefault
    /// Status tag: no domain has a value.
    case statusUnset

    /// The one-character code of this role in `Frame.roleLines`: `.` for `normal`, else a lowercase
    /// letter. A highlighted cell shows the uppercase letter (`#` for a highlighted normal cell).
    public var snapshotCode: Character {
        switch self {
        case .normal: "."
        case .statusArg: "a"
        case .backLabel: "b"
        case .checkmark: "c"
        case .dim: "d"
        case .error: "e"
        case .footer: "f"
        case .statusGlobal: "g"
        case .header: "h"
        case .hint: "i"
        case .statusHost: "j"
        case .hintKey: "k"
        case .statusSuite: "l"
        case .modified: "m"
        case .toggleOff: "n"
        case .toggleOn: "o"
        case .statusApp: "p"
        case .match: "q"
        case .statusDefault: "r"
        case .selected: "s"
        case .title: "t"
        case .statusUnset: "u"
        case .value: "v"
        case .warning: "w"
        case .disabled: "x"
        case .statusSystem: "y"
        case .message: "z"
        }
    }

    /// The role whose `snapshotCode` is `code` (either case), or nil.
    public init?(snapshotCode code: Character) {
        if code == "#" {
            self = .normal
            return
        }
        let lower = Character(code.lowercased())
        guard let role = Role.allCases.first(where: { $0.snapshotCode == lower }) else { return nil }
        self = role
    }
}
