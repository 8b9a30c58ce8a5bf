extension String {
    /// The text without the whitespace (as `Character.isWhitespace` says, so also newlines and
    /// Unicode spaces) at either end.
    package func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}

extension StringProtocol {
    /// Foundation's `trimmingCharacters(in: .whitespaces)` without Foundation: CoreFoundation's
    /// whitespace set (space, tab, U+00A0, U+1680, U+2000–U+200B, U+202F, U+205F, U+3000) removed
    /// from both ends, scalar by scalar as NSString trims (a combining mark after a space stays).
    package func trimmingSpaces() -> String {
        trimmingScalars(where: Self.isSpace)
    }

    /// Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`: ``trimmingSpaces()``'s set
    /// and U+000A–U+000D, U+0085, U+2028 and U+2029.
    package func trimmingSpacesAndNewlines() -> String {
        trimmingScalars { Self.isSpace($0) || Self.isNewline($0) }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    private func trimmingScalars(where trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !trimmed($0) })!
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}

extension StringProtocol {
    /// Foundation's `trimmingCharacters(in: .newlines)`: U+000A–U+000D, U+0085, U+2028 and U+2029
    /// removed from both ends, scalar by scalar.
    package func trimmingNewlines() -> String {
        trimmingScalars(where: Self.isNewline)
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || [0x85, 0x2028, 0x2029].contains(scalar.value)
    }
}
