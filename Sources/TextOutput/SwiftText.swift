/// The Swift source escaper: a string literal the Swift compiler reads back as the text, and that
/// shows no control character on the terminal that displays it.
public enum SwiftText {
    /// `text` as a double-quoted Swift string literal: `\"`, `\\`, `\n`, `\t`, `\r`, and `\u{…}` for
    /// every other unsafe scalar (``TerminalText/isUnsafe(_:)``), Unicode format character and the
    /// `[` of `##[` (so the literal never holds what ``LineStartGuard`` rewrites).
    public static func stringLiteral(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "[" where output.unicodeScalars.suffix(2).elementsEqual(["#", "#"]):
                // `##[` is a command to a CI log, which the line guard would rewrite to
                // `##<U+005B>` (another string): the escape is the same `[` to the compiler.
                output += "\\u{5b}"
            default:
                if TerminalText.isUnsafe(scalar) || scalar.properties.generalCategory == .format {
                    output += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
