/// XML escaping for text and attribute values in SVG and HTML output.
enum SVGText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped; tab, LF and CR as a space (a line break
    /// inside a one-line text); the other C0 controls, DEL, U+FFFE and U+FFFF (XML 1.0 forbids
    /// most of them; lone surrogates cannot occur in Swift strings) replaced by U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0xFFFE...0xFFFF).contains(scalar.value) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A number as SVG writes it: at most two decimals, no trailing zeros; `0` for NaN and the
    /// infinities (SVG has no spelling for them), an exponent past 10^15.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if abs(value) >= 1e15 { return "\(value.rounded())" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format2: rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

extension String {
    fileprivate init(format2 value: Double) {
        let scaled = Int((abs(value) * 100).rounded())
        let sign = value < 0 ? "-" : ""
        let fraction = scaled % 100
        self = "\(sign)\(scaled / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
