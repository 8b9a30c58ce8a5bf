// `defaults find` matches as NSString's `range(of:options: .caseInsensitive)` does on macOS, without
// Foundation (whose string search brings ICU): both texts in canonical decomposition with full case
// folding (`ß` finds `SS`, `ﬁ` finds `FI`, precomposed `é` finds decomposed `É`), accents kept
// (`é` does not find `e`), and a match that would end inside a character (before a combining mark)
// does not count. The folding is TextOutput's (UnicodeFolding.swift, the standard library's tables).
// CaseInsensitiveSearchTests compares it with Foundation.
import TextOutput

/// `defaults find`'s test: whether a text contains a word, ignoring case as Foundation does.
enum CaseInsensitiveSearch {
    /// Whether `text` contains `word`, case ignored (an empty word is found nowhere, as in Foundation).
    static func contains(_ text: String, _ word: String) -> Bool {
        let needle = folded(word).scalars
        guard !needle.isEmpty else { return false }
        let (haystack, boundaries) = folded(text)
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count)
        where haystack[start] == needle[0] && boundaries[start] && !isMark(haystack[start]) {
            let end = start + needle.count
            guard boundaries[end], haystack[start..<end].elementsEqual(needle) else { continue }
            if end == haystack.count || !isMark(haystack[end]) { return true }
        }
        return false
    }

    /// `text` in canonical decomposition with every scalar case-folded (and the folding decomposed),
    /// and where the folding of each decomposed scalar starts and ends (`boundaries[i]`: a scalar's
    /// folding starts at `i`, or the text ends there): a match never takes part of one (`s` in `ß`).
    static func folded(_ text: String) -> (scalars: [Unicode.Scalar], boundaries: [Bool]) {
        var scalars: [Unicode.Scalar] = []
        var boundaries: [Bool] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        boundaries.reserveCapacity(text.unicodeScalars.count + 1)
        text.forEachCaseFoldedScalar { scalar, startsFolding in
            scalars.append(scalar)
            boundaries.append(startsFolding)
        }
        boundaries.append(true)
        return (scalars, boundaries)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool { scalar.isCombiningMark }
}
