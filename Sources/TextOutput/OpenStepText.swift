/// The old-style (OpenStep) property-list quoter: a string as `OpenStepParser`, `defaults write`
/// and an app's argument domain read it back, in printable ASCII (or, for launch arguments, with
/// the printable characters outside ASCII as typed). Works on Unicode scalars.
public enum OpenStepText {
    /// A double-quoted old-style string: `\"`, `\\` and C escapes, `\Uxxxx` (UTF-16 units) for
    /// the rest of what is not printable ASCII. With `keepingPrintableNonASCII`, a character
    /// outside ASCII stays as it is unless it is a control, format or line/paragraph separator
    /// character (launch arguments, which the app receives as typed). The one quoter of both.
    public static func quoted(_ string: String, keepingPrintableNonASCII: Bool = false) -> String {
        var output = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "\u{07}": output += "\\a"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{0B}": output += "\\v"
            case " "..."~": output.unicodeScalars.append(scalar)
            case _ where keepingPrintableNonASCII && scalar.isASCII == false && !isInvisible(scalar):
                output.unicodeScalars.append(scalar)
            default:
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    output += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return output + "\""
    }

    /// A C1 control, format or line/paragraph separator character: escaped even where other
    /// characters outside ASCII are kept.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        (0x80..<0xA0).contains(scalar.value) || scalar.properties.generalCategory == .format
            || scalar.properties.generalCategory == .lineSeparator
            || scalar.properties.generalCategory == .paragraphSeparator
    }
}
