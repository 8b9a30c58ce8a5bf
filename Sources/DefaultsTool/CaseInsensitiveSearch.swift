// The one file of DefaultsTool that imports Foundation: `defaults find` matches as NSString's
// `range(of:options: .caseInsensitive)` does, with CoreFoundation's case-folding tables (`ß` finds
// `SS`, `ﬁ` finds `FI`). The standard library has no case folding; upper- then lower-casing each
// scalar differs from those tables on about one in seven cased scalars (Cherokee, Greek with
// iota subscript, newer letters), so the search stays Foundation's (issue 32).
import Foundation

/// `defaults find`'s test: whether a text contains a word, ignoring case as Foundation does.
enum CaseInsensitiveSearch {
    /// Whether `text` contains `word`, case ignored (an empty word is found nowhere, as in Foundation).
    static func contains(_ text: String, _ word: String) -> Bool {
        text.range(of: word, options: .caseInsensitive) != nil
    }
}
