// The orders the tools used to take from Foundation (whose string comparison brings ICU), from the
// standard library's own Unicode data (UnicodeFolding.swift). TextCollationTests compares both
// orders with Foundation's.

/// How titles are ordered (`DisplaySortedByTitle`, in `settings` and in generated code alike) and
/// the keys of `settings`' JSON objects, without ICU.
package enum TextCollation {
    /// Foundation's `a.compare(b, options: [.caseInsensitive, .diacriticInsensitive, .numeric])`
    /// (no locale): -1, 0 or 1. Both are folded (full case folding, combining marks dropped after
    /// canonical decomposition), then compared scalar by scalar, runs of ASCII digits by value.
    package static func titleCompare(_ a: String, _ b: String) -> Int {
        compare(primary(a, weight: { $0.value }), primary(b, weight: { $0.value }))
    }

    /// Whether key `a` comes before `b` in a `--format json` object. Foundation's
    /// `JSONSerialization` sorted with ICU's root collation (`.numeric`, `.caseInsensitive`,
    /// `.forcedOrdering`); this is the same order for ASCII keys: spaces, then punctuation and
    /// symbols in ICU's order, digit runs by value, letters ignoring case; then accents, then lower
    /// case before upper, then the scalars themselves, so the order is total. Other scalars sort by
    /// their folded value after the ASCII letters, where ICU would place each script by its own rules.
    package static func keyPrecedes(_ a: String, _ b: String) -> Bool {
        let first = compare(primary(a, weight: keyWeight), primary(b, weight: keyWeight))
        if first != 0 { return first < 0 }
        let (marksA, marksB) = (marks(a), marks(b))
        if marksA != marksB { return marksA.lexicographicallyPrecedes(marksB) { $0.value < $1.value } }
        for (x, y) in zip(a.unicodeScalars, b.unicodeScalars)
        where x.properties.isLowercase != y.properties.isLowercase {
            return x.properties.isLowercase
        }
        let (countA, countB) = (a.unicodeScalars.count, b.unicodeScalars.count)
        if countA != countB { return countA < countB }
        return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) { $0.value < $1.value }
    }

    /// The combining marks of `text`'s canonical decomposition, in order.
    private static func marks(_ text: String) -> [Unicode.Scalar] {
        text.canonicalDecomposition.filter(\.isCombiningMark)
    }

    /// The weight of a scalar in a key's first comparison: ASCII punctuation and symbols in ICU's
    /// root order before the digits and letters, every other scalar after them by its value.
    private static func keyWeight(_ scalar: Unicode.Scalar) -> UInt32 {
        if let index = icuPunctuation.firstIndex(of: scalar) { return UInt32(index) }
        return 0x100 + scalar.value
    }

    /// The printable ASCII scalars that are neither digits nor letters, in ICU's root collation order.
    private static let icuPunctuation = Array(#" _-,;:!?.'"()[]{}@*/\&#%`^+<=>|~$"#.unicodeScalars)

    /// `text` folded: canonical decomposition, full case folding, and no combining marks.
    static func folded(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.unicodeScalars.count)
        text.forEachCaseFoldedScalar(droppingMarks: true) { scalar, _ in result.append(scalar) }
        return result
    }

    /// One element of a folded text's first comparison: a run of ASCII digits (its digits without
    /// leading zeros) or one scalar's weight.
    private enum Element: Equatable {
        case number([UInt32])
        case scalar(UInt32)
    }

    private static func primary(_ text: String, weight: (Unicode.Scalar) -> UInt32) -> [Element] {
        let scalars = folded(text)
        var elements: [Element] = []
        var index = 0
        while index < scalars.count {
            guard isDigit(scalars[index]) else {
                elements.append(.scalar(weight(scalars[index])))
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, isDigit(scalars[end]) { end += 1 }
            var first = index
            while first < end - 1, scalars[first] == "0" { first += 1 }
            elements.append(.number(scalars[first..<end].map(\.value)))
            index = end
        }
        return elements
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    /// -1, 0 or 1: element by element; two numbers by length then digits, a number and a scalar by its first digit.
    private static func compare(_ x: [Element], _ y: [Element]) -> Int {
        for (p, q) in zip(x, y) where p != q {
            switch (p, q) {
            case (.number(let m), .number(let n)):
                if m.count != n.count { return m.count < n.count ? -1 : 1 }
                return m.lexicographicallyPrecedes(n) ? -1 : 1
            case (.number(let m), .scalar(let s)): return m.first! < s ? -1 : 1
            case (.scalar(let s), .number(let n)): return s < n.first! ? -1 : 1
            case (.scalar(let s), .scalar(let t)): return s < t ? -1 : 1
            }
        }
        return x.count == y.count ? 0 : x.count < y.count ? -1 : 1
    }
}
