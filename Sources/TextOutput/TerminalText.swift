/// The terminal escaper: human text for standard output, standard error and the editor's screen.
///
/// A Settings.bundle, a store file, a configuration file and a folder name are untrusted input: a
/// title holding `ESC [2J` or an OSC sequence must never reach the terminal. The model keeps raw
/// strings; everything printed or drawn goes through ``sanitized(_:lineBreaks:style:)``.
///
/// One notation for every unsafe scalar, in printable ASCII so a cell's width is known: caret
/// notation for the C0 controls and DEL (`ESC` → `^[`, NUL → `^@`, DEL → `^?`), `<U+XXXX>` for the
/// C1 controls, the line and paragraph separators and the bidirectional controls (`<U+009B>`,
/// `<U+202E>`), and `\xFF` for a byte of a file name that is not UTF-8.
public enum TerminalText {
    /// What to do with an unsafe scalar.
    public enum Style: Sendable, Hashable {
        /// Show it in printable ASCII (see ``visibleForm(of:)``).
        case visible
        /// Remove it.
        case strip
    }

    /// What to do with tab and the line breaks (LF, CR, CRLF, U+2028, U+2029).
    public enum LineBreaks: Sendable, Hashable {
        /// Each line break becomes one space, a tab one space: one line of text.
        case space
        /// Each line break becomes LF (for messages and reports that span lines), a tab one space.
        case keep
        /// Tab and the line breaks are unsafe scalars like any other (the editor's cells).
        case visible
    }

    /// `text` with every C0 control (U+0000–U+001F), DEL, C1 control (U+0080–U+009F), line or
    /// paragraph separator and bidirectional embedding, override or isolate (U+202A–U+202E,
    /// U+2066–U+2069, which make text read differently from what it is) made visible or removed.
    /// Line breaks become one space, or LF when `keepNewlines` (for footers and messages).
    public static func sanitized(_ text: String, keepNewlines: Bool = false, style: Style = .visible) -> String {
        sanitized(text, lineBreaks: keepNewlines ? .keep : .space, style: style)
    }

    /// `text` with every unsafe scalar made visible or removed, and tab and line breaks handled as
    /// `lineBreaks` says. Text without one is returned as is.
    public static func sanitized(_ text: String, lineBreaks: LineBreaks, style: Style = .visible) -> String {
        guard needsSanitizing(text) else { return text }
        var output = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if lineBreaks != .visible, isLineBreakOrTab(scalar) {
                if scalar == "\n" && previousWasCR { continue }  // CRLF is one line break
                output.append(lineBreaks == .keep && scalar != "\t" ? "\n" : " ")
                continue
            }
            guard isUnsafe(scalar) else {
                output.append(scalar)
                continue
            }
            if style == .visible { output.append(contentsOf: visibleForm(of: scalar).unicodeScalars) }
        }
        return String(output)
    }

    /// Untrusted text quoted inside a message (a key, a value, a name read from a file): its first
    /// `limit` scalars, every unsafe scalar, tab and line break made visible, so the message stays
    /// one line and shows what the file holds. The one excerpt of every reader's messages.
    public static func excerpt(_ text: String, limit: Int = 40) -> String {
        sanitized(String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))), lineBreaks: .visible)
    }

    /// A file name or path as bytes (it may not be UTF-8): each byte of a sequence that is not
    /// valid UTF-8 as `\xFF`, a backslash as `\\` only when the name has such a byte (so `\xFF`
    /// cannot be forged by a name that is valid UTF-8), the rest as ``sanitized(_:keepNewlines:style:)``.
    public static func sanitized<Bytes: Collection>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let array = Array(bytes)
        if let text = String(validating: array, as: UTF8.self) { return sanitized(text) }
        var output = ""
        var index = 0
        while index < array.count {
            let length = validSequenceLength(array, at: index)
            if length == 0 {
                output += "\\x" + hex(UInt32(array[index]), digits: 2)
                index += 1
            } else {
                let piece = String(decoding: array[index..<index + length], as: UTF8.self)
                output += sanitized(piece == "\\" ? "\\\\" : piece)
                index += length
            }
        }
        return output
    }

    /// Whether `text` holds anything ``sanitized(_:lineBreaks:style:)`` would change.
    public static func needsSanitizing(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isUnsafe)
    }

    /// Whether `text` holds an unsafe scalar other than tab and the line breaks (lint warns about
    /// these).
    public static func containsDangerousControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { isUnsafe($0) && !isLineBreakOrTab($0) }
    }

    /// Whether `scalar` must not reach a terminal as it is: C0 (ESC included), DEL, C1 (CSI U+009B
    /// and NEL included), the line and paragraph separators, and the bidirectional embeddings,
    /// overrides and isolates. The one definition for every output of the program.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `scalar` is a tab or a line break this escaper turns into a space or LF (LF, CR,
    /// U+2028, U+2029; VT, FF and NEL are shown, like every other control).
    public static func isLineBreakOrTab(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The printable ASCII that stands for an unsafe scalar: `^[` for ESC, `^?` for DEL,
    /// `<U+202E>` for the others.
    public static func visibleForm(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00...0x1F: "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
        case 0x7F: "^?"
        default: "<U+" + hex(scalar.value, digits: 4) + ">"
        }
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when none starts there.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        let length: Int
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        return String(validating: bytes[index..<index + length], as: UTF8.self) == nil ? 0 : length
    }
}
