/// Text widths for the system font (SF Pro), estimated from a small advance-width model: SVG
/// output must lay text out without a font engine, so widths are approximate but never short of
/// the real ones by much.
enum TextMetrics {
    /// The estimated advance width of `text` at `size` points.
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        points(ems(text.unicodeScalars), size: size, bold: bold)
    }

    /// `text` cut to fit `width`, ending with an ellipsis when it was cut (as UILabel truncates).
    static func truncated(_ text: String, size: Double, width: Double, bold: Bool = false) -> String {
        if self.width(text, size: size, bold: bold) <= width { return text }
        var result = ""
        var resultEms = 0.0
        let limit = width - self.width("…", size: size, bold: bold)
        for character in text {
            let candidate = ems(character.unicodeScalars, after: resultEms)
            if points(candidate, size: size, bold: bold) > limit { break }
            result.append(character)
            resultEms = candidate
        }
        while result.last?.isWhitespace == true { result.removeLast() }
        return result + "…"
    }

    /// `text` broken into lines no wider than `width`, at spaces where possible (a word longer
    /// than a line is broken inside); explicit line breaks are kept (LF, CR LF, CR, U+2028…).
    static func wrapped(_ text: String, size: Double, width: Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            // The line so far and its advance in ems, kept as it grows so each step costs only what it adds.
            var line = ""
            var lineEms = 0.0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate =
                    line.isEmpty ? ems(word.unicodeScalars) : ems(word.unicodeScalars, after: lineEms + advance(" "))
                if points(candidate, size: size) <= width {
                    line = line.isEmpty ? String(word) : line + " " + word
                    lineEms = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                lineEms = 0
                for character in word {
                    let longer = ems(character.unicodeScalars, after: lineEms)
                    if points(longer, size: size) > width, !line.isEmpty {
                        lines.append(line)
                        line = ""
                        lineEms = ems(character.unicodeScalars)
                    } else {
                        lineEms = longer
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

    /// The advance of `scalars` in ems, added one by one to `start` (a text's advance is the sum of its
    /// scalars' in order, so extending a measured text by a character adds only that character's).
    static func ems(_ scalars: some Sequence<Unicode.Scalar>, after start: Double = 0) -> Double {
        var total = start
        for scalar in scalars { total += advance(scalar) }
        return total
    }

    /// An advance in ems as points at `size`.
    static func points(_ ems: Double, size: Double, bold: Bool = false) -> Double {
        ems * size * (bold ? 1.05 : 1)
    }

    /// The advance of one scalar, in ems: for ASCII the larger of Helvetica's advance (what
    /// Chromium draws with where SF Pro is missing: Liberation Sans has its metrics) and an
    /// SF Pro estimate, so text measured here is never shorter than drawn.
    static func advance(_ scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        switch value {
        case 0x20...0x7E: return ascii[Int(value) - 0x20]
        case 0xC0...0xDE: return 0.78  // Latin-1 capitals
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x0590...0x05FF: return 0.72  // Hebrew
        case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return 0.65  // Arabic
        case 0x2026: return 1  // the ellipsis truncation adds
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
            0x1F300...0x1FAFF:
            return 1
        default: return 0.6
        }
    }

    /// Advances of U+0020 to U+007E, in ems.
    static let ascii: [Double] = [
        0.278, 0.278, 0.4, 0.556, 0.556, 0.889, 0.667, 0.26, 0.4, 0.4, 0.4, 0.584,
        0.278, 0.4, 0.278, 0.4, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6,
        0.6, 0.6, 0.278, 0.278, 0.584, 0.584, 0.584, 0.556, 1.015, 0.667, 0.667, 0.722,
        0.722, 0.667, 0.66, 0.778, 0.722, 0.3, 0.5, 0.667, 0.66, 0.88, 0.722, 0.778,
        0.667, 0.778, 0.722, 0.667, 0.66, 0.722, 0.667, 0.944, 0.667, 0.667, 0.66, 0.4,
        0.4, 0.4, 0.469, 0.556, 0.333, 0.556, 0.556, 0.55, 0.556, 0.556, 0.3, 0.556,
        0.556, 0.3, 0.3, 0.55, 0.3, 0.84, 0.556, 0.556, 0.556, 0.556, 0.38, 0.55,
        0.3, 0.556, 0.55, 0.84, 0.55, 0.55, 0.55, 0.4, 0.26, 0.4, 0.584,
    ]
}
