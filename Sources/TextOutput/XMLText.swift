/// The XML escaper, for the XML reports (JUnit, Checkstyle), SVG and HTML: text any XML 1.0 (or
/// HTML) parser reads back as it was meant, and that is safe to print on a terminal.
///
/// `&`, `<` and `>` are entities; DEL, the C1 controls, the line and paragraph separators and the
/// bidirectional controls are character references (legal in XML 1.0, the same text to a parser,
/// never raw on a terminal); the characters XML 1.0 forbids even as references (the C0 controls
/// other than tab, LF and CR) are shown as ``TerminalText`` shows them (`ESC` → `^[`), and U+FFFE
/// and U+FFFF as U+FFFD.
public enum XMLText {
    /// The XML declaration every XML report starts with.
    public static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

    /// `text` escaped for element content: tab and LF kept, CR as `&#13;` (a parser would turn it
    /// into LF).
    public static func content(_ text: String) -> String { escape(text, quotes: false, lineBreaks: .kept) }

    /// `text` escaped for an attribute value in double quotes: as ``content(_:)``, plus `"` and `'`
    /// as entities and tab, LF and CR as character references (a parser would turn them into spaces).
    public static func attribute(_ text: String) -> String { escape(text, quotes: true, lineBreaks: .referenced) }

    /// `text` escaped for one line of a picture (SVG text, HTML titles and attributes): as
    /// ``attribute(_:)``, but tab, LF and CR each become a space.
    public static func singleLine(_ text: String) -> String { escape(text, quotes: true, lineBreaks: .spaced) }

    /// A whole XML document (a property list another writer made, lines ending in LF) with every
    /// unsafe scalar (``TerminalText/isUnsafe(_:)``) but tab and LF written as a character
    /// reference: outside text there is none, and in text a parser reads the reference as the
    /// character itself (a raw CR it would even turn into LF), so the document means the same, or
    /// more exactly what was meant, and prints safely.
    public static func escapingControls(inDocument xml: String) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool {
            TerminalText.isUnsafe(scalar) && scalar != "\t" && scalar != "\n"
        }
        guard xml.unicodeScalars.contains(where: escapes) else { return xml }
        var output = String.UnicodeScalarView()
        for scalar in xml.unicodeScalars {
            if escapes(scalar) {
                output.append(contentsOf: "&#x\(String(scalar.value, radix: 16, uppercase: true));".unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    private enum LineBreaks {
        case kept, referenced, spaced
    }

    private static func escape(_ text: String, quotes: Bool, lineBreaks: LineBreaks) -> String {
        var output = String.UnicodeScalarView()
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: output.append(contentsOf: "&amp;".unicodeScalars)
            case 0x3C: output.append(contentsOf: "&lt;".unicodeScalars)
            case 0x3E: output.append(contentsOf: "&gt;".unicodeScalars)
            case 0x22 where quotes: output.append(contentsOf: "&quot;".unicodeScalars)
            case 0x27 where quotes: output.append(contentsOf: "&apos;".unicodeScalars)
            case 0x09, 0x0A, 0x0D:
                switch lineBreaks {
                case .spaced: output.append(" ")
                case .referenced: output.append(contentsOf: "&#\(scalar.value);".unicodeScalars)
                case .kept:
                    output.append(contentsOf: scalar == "\r" ? "&#13;".unicodeScalars : "\(scalar)".unicodeScalars)
                }
            case 0x00...0x1F: output.append(contentsOf: TerminalText.visibleForm(of: scalar).unicodeScalars)
            case 0xFFFE, 0xFFFF: output.append("\u{FFFD}")
            case _ where TerminalText.isUnsafe(scalar):
                output.append(contentsOf: "&#x\(String(scalar.value, radix: 16, uppercase: true));".unicodeScalars)
            default: output.append(scalar)
            }
        }
        return String(output)
    }
}
