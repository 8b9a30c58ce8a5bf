extension StringProtocol {
    /// Foundation's `replacingOccurrences(of:with:)` without Foundation: every occurrence of
    /// `target`, left to right and not overlapping, replaced by `replacement`. Compared on Unicode
    /// scalars as NSString compares UTF-16, so `"\n"` is found inside `"\r\n"` (a search on
    /// `Character`s misses it), and, as NSString, not where a combining mark follows the match (a
    /// composed character sequence is not split). Text and target are not normalized: they agree
    /// with Foundation when both are in the same form. An empty `target` replaces nothing.
    package func replacingScalars(of target: String, with replacement: String) -> String {
        let pattern = Array(target.unicodeScalars)
        guard let first = pattern.first else { return String(self) }
        let scalars = Array(unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let end = index + pattern.count
            if scalars[index] == first, end <= scalars.count, scalars[index..<end].elementsEqual(pattern),
                end == scalars.count || !Self.isCombiningMark(scalars[end])
            {
                result.append(contentsOf: replacement.unicodeScalars)
                index = end
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
