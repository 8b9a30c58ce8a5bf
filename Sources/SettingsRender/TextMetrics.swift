/// Text widths for the system font (SF Pro), estimated from a small advance-width model: SVG
/// output must lay text out without a font engine, so widths are approximate but never short of
/// the real ones by much.
public enum TextMetrics {
    /// The estimated advance width of `text` at `size` points.
    public static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var total = 0.0
        for scalar in text.unicodeScalars { total += advance(scalar) }
        return total * size * (bold ? 1.05 : 1)
    }

    /// `text` cut to fit `width`, ending with an ellipsis when it was cut (as UILabel truncates).
    public static func truncated(_ text: String, size: Double, width: Double, bold: Bool = false) -> String {
        if self.width(text, size: size, bold: bold) <= width { return text }
        var result = ""
        let limit = width - self.width("…", size: size, bold: bold)
        for character in text {
            if self.width(result + String(character), size: size, bold: bold) > limit { break }
            result.append(character)
        }
        while result.last?.isWhitespace == true { result.removeLast() }
        return result + "…"
    }

    /// `text` broken into lines no wider than `width`, at spaces where possible (a word longer
    /// than a line is broken inside); explicit newlines are kept.
    public static func wrapped(_ text: String, size: Double, width: Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if self.width(candidate, size: size) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                for character in word {
                    if self.width(line + String(character), size: size) > width, !line.isEmpty {
                        lines.append(line)
                        line = ""
                    }
                    line.append(character)
                }
            }
            lines.append(line)
        }
        return lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The advance of one scalar, in ems.
    static func advance(_ scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        switch value {
        case 0x20: return 0.26
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E:
            return "il|!.,:;'`".unicodeScalars.contains(scalar) ? 0.26 : 0.4
        case 0x30...0x39: return 0.6
        case 0x41...0x5A:
            if "MW".unicodeScalars.contains(scalar) { return 0.88 }
            return "IJ".unicodeScalars.contains(scalar) ? 0.3 : 0.66
        case 0x61...0x7A:
            if "mw".unicodeScalars.contains(scalar) { return 0.84 }
            if "ijlft".unicodeScalars.contains(scalar) { return 0.3 }
            return "r".unicodeScalars.contains(scalar) ? 0.38 : 0.55
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
            0x1F300...0x1FAFF:
            return 1
        default: return 0.6
        }
    }
}
