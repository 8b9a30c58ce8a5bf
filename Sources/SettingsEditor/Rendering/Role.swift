import TerminalFrame

/// What a cell of the editor's screen means. The renderer draws by role; each role is one
/// `Style` of the frame (its look with colours and without, and its snapshot letter), so the
/// frame and the terminal edge know looks, never the editor's meanings.
///
/// Every role except `normal` and `value` looks different from plain text in both modes, and pairs
/// that must never be confused (switch on and off, error and message, a value from the argument
/// domain and one from the registration domain) differ too (`RoleStyleTests`).
enum Role: Int, CaseIterable, Sendable {
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

    /// The style cells in this role are drawn in.
    var style: Style { Self.styles[rawValue] }

    private static let styles: [Style] = allCases.map {
        Style($0.colored, monochrome: $0.monochrome, snapshotCode: $0.snapshotCode)
    }

    /// The look with colours.
    private var colored: CellStyle {
        switch self {
        case .normal: CellStyle()
        case .title: CellStyle(.bold)
        case .backLabel: CellStyle(foreground: .blue)
        case .header: CellStyle(.bold, foreground: .blue)
        case .footer, .dim, .disabled, .hint, .toggleOff, .statusDefault, .statusUnset: CellStyle(.dim)
        case .selected: CellStyle(.reverse)
        case .value: CellStyle(foreground: .cyan)
        case .error: CellStyle(.bold, foreground: .red)
        case .warning: CellStyle(.bold, foreground: .yellow)
        case .message: CellStyle(foreground: .green)
        case .hintKey, .modified: CellStyle(.bold)
        case .toggleOn, .checkmark: CellStyle(.bold, foreground: .green)
        case .match: CellStyle([.bold, .underline], foreground: .yellow)
        case .statusArg: CellStyle(.bold, foreground: .magenta)
        case .statusApp, .statusHost: CellStyle(foreground: .green)
        case .statusSuite: CellStyle(foreground: .blue)
        case .statusGlobal: CellStyle(foreground: .yellow)
        case .statusSystem: CellStyle(.dim, foreground: .yellow)
        }
    }

    /// The attributes without colours (`NO_COLOR`, `--no-color`, a terminal without colours).
    private var monochrome: CellStyle.Attributes {
        switch self {
        case .normal, .value: []
        case .title, .message, .hintKey, .toggleOn, .checkmark, .modified: .bold
        case .statusApp, .statusHost, .statusSuite: .bold
        case .backLabel, .statusGlobal, .statusSystem: .underline
        case .header: [.dim, .underline]
        case .footer, .dim, .disabled, .hint, .toggleOff, .statusDefault, .statusUnset: .dim
        case .selected: .reverse
        case .error: [.bold, .reverse]
        case .warning, .match, .statusArg: [.bold, .underline]
        }
    }

    /// The letter of this role in the editor's snapshots: `.` for `normal`, else a lowercase letter.
    private var snapshotCode: Unicode.Scalar {
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
}

extension Frame {
    /// Draws `text` in `role`'s style (see `Frame.put(_:x:y:style:maxWidth:highlighted:)`).
    @discardableResult
    mutating func put(
        _ text: String, x: Int, y: Int, role: Role, maxWidth: Int? = nil, highlighted: Bool = false
    ) -> Int {
        put(text, x: x, y: y, style: role.style, maxWidth: maxWidth, highlighted: highlighted)
    }

    /// Fills columns in `role`'s style (see `Frame.fill(x:y:width:style:character:)`).
    mutating func fill(x: Int = 0, y: Int, width: Int? = nil, role: Role, character: Character = " ") {
        fill(x: x, y: y, width: width, style: role.style, character: character)
    }
}
