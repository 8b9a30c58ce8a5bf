import TextOutput

/// Numbers as SVG writes them (text is escaped by `TextOutput.XMLText`).
enum SVGText {
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
