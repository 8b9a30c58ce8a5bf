/// Makes text from a bundle or a store file safe to draw: no control character (C0, ESC, DEL, C1),
/// line or paragraph separator, or bidirectional override ever reaches the terminal, so a title
/// holding an escape sequence is shown, not obeyed.
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

    /// Whether `scalar` must not be sent to a terminal as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0 (ESC included), DEL, C1 (CSI 0x9B included)
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional embeddings, overrides, isolates
        default: false
        }
    }

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
