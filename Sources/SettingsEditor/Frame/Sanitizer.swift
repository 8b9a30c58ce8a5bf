import SettingsBundle

/// Makes text from a bundle or a store file safe to draw: no control character (C0, ESC, DEL, C1),
/// line or paragraph separator, or bidirectional override ever reaches the terminal, so a title
/// holding an escape sequence is shown, not obeyed.
///
/// The editor's form of `SettingsBundle.TerminalText`: the same unsafe scalars, shown in printable
/// ASCII (caret notation) so a cell's width is known and ASCII-only terminals can draw it.
public enum Sanitizer {
    /// What happens to an unsafe scalar.
    public enum Mode: Sendable, Hashable {
        /// Shown in printable ASCII: caret notation for C0 and DEL (`^[`, `^?`), `<U+XXXX>` for
        /// the others.
        case visible
        /// Removed.
        case strip
    }

    /// `text` with every unsafe scalar made visible or removed. Text without one is returned as is.
    public static func sanitized(_ text: String, mode: Mode = .visible) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isUnsafe(scalar) else {
                result.append(scalar)
                continue
            }
            if mode == .visible { result.append(contentsOf: visibleForm(of: scalar).unicodeScalars) }
        }
        return String(result)
    }

    /// Whether `scalar` must not be sent to a terminal as it is (`TerminalText`'s definition, shared
    /// with the commands).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { TerminalText.isUnsafe(scalar) }

    /// The printable ASCII that stands for an unsafe scalar.
    public static func visibleForm(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00...0x1F: "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
        case 0x7F: "^?"
        default: "<U+" + hex(scalar.value) + ">"
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
