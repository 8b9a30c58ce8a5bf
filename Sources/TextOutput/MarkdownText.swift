/// The Markdown escaper, for text in a pull-request comment (GitHub Flavored Markdown).
///
/// Text from a bundle must stay one piece of inline text: no line break of any kind (LF, CR, NEL,
/// VT, FF, U+2028, U+2029) may start a new line, where it could begin a heading, a list item, a
/// rule or a quote; no character may start emphasis, code, a link, a table cell or HTML; and no
/// control or bidirectional character is left raw.
public enum MarkdownText {
    /// `text` as inline Markdown: line breaks and tabs as spaces; unsafe scalars shown as
    /// ``TerminalText`` shows them; `<`, `>` and `&` as entities; the Markdown punctuation `*`,
    /// `_`, `[`, `]`, `\`, `|`, `#`, `~` and the backtick backslash-escaped;
    /// and a block marker it starts with after spaces (`-`, `+`, `=`, `1.`, `1)`) escaped too, in
    /// case the text is placed at the start of a line.
    public static func escaped(_ text: String) -> String {
        var visible = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09...0x0D, 0x85, 0x2028, 0x2029: visible += " "
            case _ where TerminalText.isUnsafe(scalar): visible += TerminalText.visibleForm(of: scalar)
            default: visible.unicodeScalars.append(scalar)
            }
        }
        // On Unicode scalars, as a Markdown parser reads: `*` followed by a combining mark is one
        // `Character` but still starts emphasis.
        var result = String.UnicodeScalarView()
        var atStart = true
        var scalars = visible.unicodeScalars[...]
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }
        while let scalar = scalars.first {
            scalars.removeFirst()
            if atStart {
                if scalar == " " {
                    result.append(" ")
                    continue
                }
                atStart = false
                if scalar == "-" || scalar == "+" || scalar == "=" {
                    result.append(contentsOf: ["\\", scalar])
                    continue
                }
                if isDigit(scalar) {
                    // `12.` or `12)` would begin an ordered list.
                    result.append(scalar)
                    while let digit = scalars.first, isDigit(digit) {
                        result.append(digit)
                        scalars.removeFirst()
                    }
                    if let marker = scalars.first, marker == "." || marker == ")" {
                        scalars.removeFirst()
                        result.append(contentsOf: ["\\", marker])
                    }
                    continue
                }
            }
            switch scalar {
            case "<": result.append(contentsOf: "&lt;".unicodeScalars)
            case ">": result.append(contentsOf: "&gt;".unicodeScalars)
            case "&": result.append(contentsOf: "&amp;".unicodeScalars)
            case "*", "_", "[", "]", "\\", "|", "#", "~", "`": result.append(contentsOf: ["\\", scalar])
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// A code span's text made safe: line breaks as spaces and unsafe scalars shown, as
    /// ``TerminalText`` shows them on one line (a code span cannot hold an escape).
    public static func codeSpan(_ span: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in span.unicodeScalars {
            switch scalar.value {
            case 0x09...0x0D, 0x85, 0x2028, 0x2029: result.append(" ")
            case _ where TerminalText.isUnsafe(scalar):
                result.append(contentsOf: TerminalText.visibleForm(of: scalar).unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` as a code span, as CommonMark reads one: fenced by one backtick more than the longest
    /// run of backticks it holds (counted on Unicode scalars: a backtick followed by a combining
    /// mark still counts), with a space inside each fence when it holds a backtick or when it
    /// starts and ends with a space and is not all spaces (a reader drops one space from each end
    /// then). Make its text safe with ``codeSpan(_:)``.
    public static func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let scalars = text.unicodeScalars
        let padded =
            longest > 0
            || (scalars.first == " " && scalars.last == " " && scalars.contains { $0 != " " })
        return padded ? "\(fence) \(text) \(fence)" : "\(fence)\(text)\(fence)"
    }
}
