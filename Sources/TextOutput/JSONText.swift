/// The JSON escaper: encoded JSON that is safe to print on a terminal.
public enum JSONText {
    /// `json` (as an encoder wrote it) with every scalar ``TerminalText/isUnsafe(_:)`` names that
    /// encoders leave raw (DEL, the C1 controls such as U+009B, the one-character CSI, the line and
    /// paragraph separators, the bidirectional controls) written as `\uXXXX`. They can only occur
    /// inside strings, where the escape means the same character, so the JSON stays equivalent.
    public static func escapingControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: escapes) else { return json }
        var output = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if escapes(scalar) {
                output.append(contentsOf: "\\u\(TerminalText.hex(scalar.value, digits: 4).lowercased())".unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// The C0 controls are escaped by every encoder inside strings, and tab, LF and CR outside
    /// them are the layout of pretty-printed JSON.
    private static func escapes(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x7F && TerminalText.isUnsafe(scalar)
    }
}
