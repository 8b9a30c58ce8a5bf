import TerminalFrame

/// Maps each `Role` to a `CellStyle`, with colour or (for `NO_COLOR`, `--no-color` and terminals
/// without colour) with attributes alone. Every role except `normal` and `value` looks different
/// from plain text in both modes, and pairs that must never be confused (switch on/off, error and
/// message, a value from the argument domain and one from the registration domain) differ too.
public enum RolePalette {
    /// The style of `role`, with colours when `color` is true.
    public static func style(for role: Role, color: Bool) -> CellStyle {
        color ? colored(role) : monochrome(role)
    }

    private static func colored(_ role: Role) -> CellStyle {
        switch role {
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

    private static func monochrome(_ role: Role) -> CellStyle {
        switch role {
        case .normal, .value: CellStyle()
        case .title, .message, .hintKey, .toggleOn, .checkmark, .modified: CellStyle(.bold)
        case .statusApp, .statusHost, .statusSuite: CellStyle(.bold)
        case .backLabel, .statusGlobal, .statusSystem: CellStyle(.underline)
        case .header: CellStyle([.dim, .underline])
        case .footer, .dim, .disabled, .hint, .toggleOff, .statusDefault, .statusUnset: CellStyle(.dim)
        case .selected: CellStyle(.reverse)
        case .error: CellStyle([.bold, .reverse])
        case .warning, .match, .statusArg: CellStyle([.bold, .underline])
        }
    }
}
