/// Escaping for the XML reporters (JUnit, Checkstyle): text any XML 1.0 parser reads back as it was
/// meant, and that is safe to print on a terminal.
enum XMLText {
    /// The XML declaration every XML report starts with.
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

    /// `text` escaped for element content: `&`, `<` and `>` as entities, CR as `&#13;` (a parser
    /// would turn it into LF), DEL and the C1 controls as character references (legal in XML 1.0,
    /// and never raw on a terminal), and the characters XML 1.0 forbids even as references (the C0
    /// controls other than tab, LF and CR, U+FFFE and U+FFFF) replaced with a visible symbol:
    /// the C0 control's Control Pictures glyph (`ESC` → `␛`), else U+FFFD.
    static func content(_ text: String) -> String { escape(text, inAttribute: false) }

    /// `text` escaped for an attribute value in double quotes: as ``content(_:)``, plus `"` and `'`
    /// as entities and tab, LF and CR as character references (a parser would turn them into spaces).
    static func attribute(_ text: String) -> String { escape(text, inAttribute: true) }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: output.append(contentsOf: "&amp;".unicodeScalars)
            case 0x3C: output.append(contentsOf: "&lt;".unicodeScalars)
            case 0x3E: output.append(contentsOf: "&gt;".unicodeScalars)
            case 0x22 where inAttribute: output.append(contentsOf: "&quot;".unicodeScalars)
            case 0x27 where inAttribute: output.append(contentsOf: "&apos;".unicodeScalars)
            case 0x09 where inAttribute: output.append(contentsOf: "&#9;".unicodeScalars)
            case 0x0A where inAttribute: output.append(contentsOf: "&#10;".unicodeScalars)
            case 0x0D: output.append(contentsOf: "&#13;".unicodeScalars)
            case 0x09, 0x0A: output.append(scalar)
            case 0x00...0x1F: output.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F...0x9F:
                output.append(contentsOf: "&#x\(String(scalar.value, radix: 16, uppercase: true));".unicodeScalars)
            case 0xFFFE, 0xFFFF: output.append("\u{FFFD}")
            default: output.append(scalar)
            }
        }
        return String(output)
    }
}
