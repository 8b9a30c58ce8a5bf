/// Makes strings from bundles and store files safe to draw on a terminal.
///
/// A Settings.bundle is untrusted input: a title holding `ESC [2J` or an OSC sequence must never
/// reach the terminal. The model keeps raw strings; everything drawn or printed goes through
/// ``sanitized(_:keepNewlines:style:)``.
public enum TerminalText {
    /// What to do with a control character.
    public enum Style: Sendable {
        /// Replace it with a visible symbol: C0 controls with their Control Pictures glyph
        /// (`ESC` → `␛`), DEL with `␡`, C1 controls with `�`.
        case visible
        /// Remove it.
        case strip
    }

    /// `text` with every C0 control (U+0000–U+001F), DEL (U+007F) and C1 control
    /// (U+0080–U+009F) made visible or removed. A tab becomes one space. Line breaks (LF, CR,
    /// CRLF, U+2028, U+2029) become `\n` when `keepNewlines` (for footers, which wrap), else one space.
    public static func sanitized(_ text: String, keepNewlines: Bool = false, style: Style = .visible) -> String {
        guard needsSanitizing(text) else { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            let v = s.value
            switch v {
            case 0x0A, 0x2028, 0x2029:
                out.append(keepNewlines ? "\n" : " ")
            case 0x0D:
                if i + 1 < scalars.count, scalars[i + 1].value == 0x0A { i += 1 }
                out.append(keepNewlines ? "\n" : " ")
            case 0x09:
                out.append(" ")
            case 0x00...0x1F:
                if style == .visible { out.append(Unicode.Scalar(0x2400 + v)!) }
            case 0x7F:
                if style == .visible { out.append("\u{2421}") }
            case 0x80...0x9F:
                if style == .visible { out.append("\u{FFFD}") }
            default:
                out.append(s)
            }
            i += 1
        }
        return String(out)
    }

    /// Whether `text` holds anything ``sanitized(_:keepNewlines:style:)`` would change.
    public static func needsSanitizing(_ text: String) -> Bool {
        text.unicodeScalars.contains { isControl($0) || $0.value == 0x2028 || $0.value == 0x2029 }
    }

    /// Whether `text` holds a control character other than tab, LF and CR (lint warns about these).
    public static func containsDangerousControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { isControl($0) && $0.value != 0x09 && $0.value != 0x0A && $0.value != 0x0D }
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value)
    }
}
