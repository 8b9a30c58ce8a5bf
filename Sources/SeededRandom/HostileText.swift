/// Random strings made to break an escaper, for the property tests that pass them through an
/// escaper and then its real consumer (a shell, a compiler, an XML or JSON parser): quotes,
/// backslashes, the metacharacters of every format, controls, line breaks of every kind,
/// bidirectional controls, non-BMP characters, and a combining mark after many of them (a quote
/// followed by a combining mark is one Swift `Character` but still a quote to a parser).
public struct HostileText {
    /// Pieces a string is made of.
    public static let pieces: [String] = [
        "'", "\"", "\\", "$", "`", "!", ";", "&", "|", "(", ")", "<", ">", "*", "?", "[", "]", "{", "}", "#",
        "~", "%", "=", ":", ",", "-", "@", "/", ".", " ", "\t", "\n", "\r", "\r\n", "\u{1B}", "\u{07}", "\u{01}",
        "\u{1F}", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}",
        "\u{200B}", "\u{FEFF}", "é", "e\u{301}", "設定", "🎛", "\u{1F468}\u{200D}\u{1F469}", "a", "Z", "0", "9",
        "x", "::", "##[", "$(touch PWNED)", "`touch PWNED`", "'; touch PWNED #", "\"; touch PWNED #", "&amp;",
        "&#10;", "&quot;", "\\u{41}", "\\n", "%0A", "%s", "\\(x)", "#\"", "\"\"\"", "-n", "--",
    ]

    /// Marks that combine with the character before them.
    public static let combiningMarks: [Unicode.Scalar] = ["\u{301}", "\u{20DD}", "\u{FE0F}", "\u{200D}", "\u{338}"]

    /// A string of up to `maximumPieces` pieces drawn by `generator`, a combining mark after a
    /// piece one time in three, NUL among them when `nul`; `extra` adds a format's own pieces.
    public static func string(
        _ generator: inout SeededGenerator, maximumPieces: Int = 12, nul: Bool = true, extra: [String] = []
    ) -> String {
        let all = pieces + extra + (nul ? ["\u{0}"] : [])
        var text = ""
        for _ in 0..<generator.below(maximumPieces + 1) {
            text += all[generator.below(all.count)]
            if generator.below(3) == 0 {
                text.unicodeScalars.append(combiningMarks[generator.below(combiningMarks.count)])
            }
        }
        return text
    }

    /// `count` strings drawn from `seed`, after the fixed cases every escaper must pass: the
    /// empty string, each piece alone and followed by each combining mark, and the attack of
    /// issue 28 (`x'` + U+0301 + `; touch PWNED #`).
    public static func strings(seed: UInt64, count: Int, nul: Bool = true, extra: [String] = []) -> [String] {
        var generator = SeededGenerator(seed: seed)
        var result = ["", "x'\u{301}; touch PWNED #", "a\n", "a\n\n", "\n", "\r\n", "::x\n::y", "a\n::b", "##[x"]
        for piece in pieces + extra + (nul ? ["\u{0}"] : []) {
            result.append(piece)
            for mark in combiningMarks { result.append(piece + String(mark)) }
        }
        for _ in 0..<count { result.append(string(&generator, nul: nul, extra: extra)) }
        return result
    }
}
