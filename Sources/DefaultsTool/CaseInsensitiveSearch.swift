// `defaults find` matches as NSString's `range(of:options: .caseInsensitive)` does on macOS, without
// Foundation (whose string search brings ICU): both texts in canonical decomposition with full case
// folding (`ß` finds `SS`, `ﬁ` finds `FI`, precomposed `é` finds decomposed `É`), accents kept
// (`é` does not find `e`), and a match that would end inside a character (before a combining mark)
// does not count. Decomposition (`_nfd`) and folding (`_caseFolded`, Unicode's CaseFolding.txt) are
// the standard library's own tables, `@_spi(_Unicode)` there for want of a public API.
// CaseInsensitiveSearchTests compares it with Foundation.
@_spi(_Unicode) import Swift

/// `defaults find`'s test: whether a text contains a word, ignoring case as Foundation does.
enum CaseInsensitiveSearch {
    /// Whether `text` contains `word`, case ignored (an empty word is found nowhere, as in Foundation).
    static func contains(_ text: String, _ word: String) -> Bool {
        let needle = folded(word)
        guard !needle.isEmpty else { return false }
        let haystack = folded(text)
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            let end = start + needle.count
            guard haystack[start..<end].elementsEqual(needle) else { continue }
            if end == haystack.count || !isMark(haystack[end]) { return true }
        }
        return false
    }

    /// `text` in canonical decomposition with every scalar case-folded (and the folding decomposed).
    static func folded(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.unicodeScalars.count)
        for scalar in text._nfd {
            if scalar.isASCII {
                result.append((0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20)! : scalar)
            } else {
                result.append(contentsOf: scalar.properties._caseFolded._nfd)
            }
        }
        return result
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.canonicalCombiningClass != .notReordered
    }
}
