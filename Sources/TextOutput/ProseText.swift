/// The prose quoter: a name or a piece of text quoted inside a sentence of a message or report
/// (`invalid domain name "a\"b"`, `Title of Name: "Old" → "New"`), which the output's own escaper
/// (``TerminalText``, ``MarkdownText``, ``JSONText``, ``XMLText``) then escapes for its kind.
///
/// A quoted piece stays one piece on one line whatever it holds: `"` and `\` are escaped with a
/// backslash, so where it ends is never in doubt (a title holding `" → "` cannot forge the arrow
/// of a change), and each line break (LF, VT, FF, CR, CRLF, NEL, U+2028, U+2029) is one `⏎`.
/// Everything else is left for the output's escaper. Works on Unicode scalars.
public enum ProseText {
    /// `text` in double quotes (see ``ProseText``).
    public static func quoted(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        output.append("\"")
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\"", "\\": output.append(contentsOf: ["\\", scalar])
            case "\n" where previousWasCR: continue  // CRLF is one line break
            case "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}": output.append("⏎")
            default: output.append(scalar)
            }
        }
        output.append("\"")
        return String(output)
    }

    /// `names` as a comma-separated list in a sentence, each name as it is when it cannot be misread
    /// (no space, line break, quote, backslash, comma or semicolon), else ``quoted(_:)``:
    /// `"Awful Arguments", Awful`.
    public static func list(_ names: [String]) -> String {
        names.map { name in
            let isPlain =
                !name.isEmpty
                && name.unicodeScalars.allSatisfy {
                    !$0.properties.isWhitespace && !["\"", "\\", ",", ";"].contains($0)
                }
            return isPlain ? name : quoted(name)
        }.joined(separator: ", ")
    }
}
