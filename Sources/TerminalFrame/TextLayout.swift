import TextOutput

/// Measuring, truncating and word-wrapping text by display width (`CharacterWidth`). Every result is
/// sanitized (`TerminalText.sanitized(_:lineBreaks: .visible)`), so widths match what `Frame.put` draws.
public enum TextLayout {
    /// The number of columns `text` takes once sanitized. Graphemes of width 0 count 0.
    public static func displayWidth(_ text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        return TerminalText.sanitized(text, lineBreaks: .visible).reduce(0) { $0 + (CharacterWidth.of($1) ?? 0) }
    }

    /// Whether `text` is printable ASCII only (most titles, keys and values): then every byte is a
    /// grapheme one column wide and nothing needs sanitizing, so widths and prefixes can count
    /// bytes instead of breaking graphemes (which dominated drawing a frame).
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// `text` cut to at most `width` columns, ending in `ellipsis` when something was cut. A wide
    /// character that does not fit whole is left out. When even the ellipsis does not fit, as much
    /// of the text as fits is kept without it.
    public static func truncated(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        let text = TerminalText.sanitized(text, lineBreaks: .visible)
        guard width > 0 else { return "" }
        if displayWidth(text) <= width { return text }
        let ellipsis = TerminalText.sanitized(ellipsis, lineBreaks: .visible)
        let ellipsisWidth = displayWidth(ellipsis)
        guard ellipsisWidth <= width else { return prefix(of: text, width: width) }
        return prefix(of: text, width: width - ellipsisWidth) + ellipsis
    }

    /// The longest prefix of `text` (whole graphemes) that fits in `width` columns.
    public static func prefix(of text: String, width: Int) -> String {
        if isPrintableASCII(text) { return String(decoding: text.utf8.prefix(max(0, width)), as: UTF8.self) }
        var result = ""
        var used = 0
        for character in TerminalText.sanitized(text, lineBreaks: .visible) {
            let characterWidth = CharacterWidth.of(character) ?? 0
            if used + characterWidth > width { break }
            result.append(character)
            used += characterWidth
        }
        return result
    }

    /// `text` word-wrapped into lines of at most `width` columns, for footers and messages.
    ///
    /// Line breaks (`\n`, `\r\n`, `\r`, U+2028, U+2029) start a new line and an empty paragraph
    /// gives an empty line; tabs count as spaces; runs of spaces between words collapse to one; a
    /// word longer than a line is broken between graphemes (never inside a wide character). A
    /// single grapheme wider than `width` gets a line of its own. Returns no lines for `width < 1`.
    public static func wrapped(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in paragraphs(of: text) {
            var line = ""
            var lineWidth = 0
            let words = paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" }).map {
                TerminalText.sanitized(String($0), lineBreaks: .visible)
            }
            if words.isEmpty {
                lines.append("")
                continue
            }
            for word in words {
                let wordWidth = displayWidth(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                if wordWidth <= width {
                    line = word
                    lineWidth = wordWidth
                    continue
                }
                for character in word {  // break a long word between graphemes
                    let characterWidth = CharacterWidth.of(character) ?? 0
                    if lineWidth > 0 && lineWidth + characterWidth > width {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// `text` split at line breaks. `\r\n` is a single grapheme in Swift, so it splits once.
    private static func paragraphs(of text: String) -> [Substring] {
        text.split(
            omittingEmptySubsequences: false,
            whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" }
        )
    }
}
