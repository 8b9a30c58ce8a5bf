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

    /// `text` with every C0 control (U+0000–U+001F), DEL (U+007F), C1 control (U+0080–U+009F) and
    /// bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069, which can make
    /// text read differently from what it is) made visible or removed; the bidirectional controls
    /// show as `<U+202E>`. A tab becomes one space. Line breaks (LF, CR, CRLF, U+2028, U+2029) become
    /// `\n` when `keepNewlines` (for footers, which wrap), else one space.
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
            case 0x202A...0x202E, 0x2066...0x2069:
                if style == .visible {
                    out.append(contentsOf: "<U+\(String(v, radix: 16, uppercase: true))>".unicodeScalars)
                }
            default:
                out.append(s)
            }
            i += 1
        }
        return String(out)
    }

    /// Whether `text` holds anything ``sanitized(_:keepNewlines:style:)`` would change.
    public static func needsSanitizing(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isUnsafe)
    }

    /// Whether `text` holds a control character other than tab, LF and CR, or a bidirectional
    /// control (lint warns about these).
    public static func containsDangerousControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { isUnsafe($0) && !isLineOrTab($0) }
    }

    /// Whether `scalar` must not reach a terminal as it is: C0 (ESC included), DEL, C1 (CSI 0x9B
    /// included), the line and paragraph separators, and the bidirectional embeddings, overrides and
    /// isolates. The one definition shared by the commands and the editor's `Sanitizer`.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `json` with DEL and the C1 controls (U+007F–U+009F, e.g. U+009B, the one-character CSI)
    /// written as `\u00XX`. JSON encoders escape only U+0000–U+001F, and a terminal must never see
    /// the others raw; they can only occur inside strings, where the escape means the same
    /// character, so the JSON stays equivalent.
    public static func escapingControlsInJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else { return json }
        var output = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                output.append(contentsOf: "\\u00\(String(scalar.value, radix: 16))".unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    private static func isLineOrTab(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: true
        default: false
        }
    }
}
