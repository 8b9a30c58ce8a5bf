// On the standard library's canonical decompositions and full case folding (UnicodeFolding.swift):
// the Unicode data Foundation's own `String` code uses for these on Apple platforms.

extension String {
    /// Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
    /// locale: nil)` without Foundation: text to match a search against, as CoreFoundation's
    /// `CFStringFold` folds it, cluster by cluster:
    ///
    /// - ASCII letters are lowercased; full-width and half-width forms (U+FF00–U+FFEF) become their
    ///   ordinary forms (`Ａ` is `A`, `ｶ` is `カ`).
    /// - A letter whose canonical decomposition starts below U+0510 (Latin, Greek, Cyrillic,
    ///   Vietnamese: `é`, `ệ`, `ΐ`, `й`) keeps that first scalar only, and the marks after such a
    ///   letter are dropped; other scripts keep their marks (`が`, Hangul, Hebrew points).
    /// - Case is folded fully (`ß` and `ẞ` are `ss`, `ﬁ` is `fi`, `ς` is `σ`).
    ///
    /// It differs from Foundation only where CoreFoundation's Unicode tables are older than the
    /// standard library's: letters added in Unicode 9 and later that fold (`ᲀ` is `в`, Unicode 16's
    /// Garay capitals) and the marks Unicode 16 made grapheme extenders (U+1D166).
    package func foldedForSearch() -> String {
        if utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        let input = Array(unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < input.count {
            index = SearchFolding.cluster(at: index, in: input, into: &output)
        }
        return String(output)
    }
}

/// `CFStringFold`'s one cluster (`__CFStringFoldCharacterClusterAtIndex` with the case, diacritic
/// and width flags and no locale), on Unicode scalars.
enum SearchFolding {
    /// CoreFoundation's buffer for one folded cluster: longer runs of marks fold as clusters of
    /// their own.
    static let bufferLength = 64

    /// Appends the folded scalars of the cluster starting at `start` to `output`; returns where the
    /// next cluster starts.
    static func cluster(
        at start: Int, in input: [Unicode.Scalar], into output: inout String.UnicodeScalarView
    ) -> Int {
        let original = input[start]
        var index = start + 1
        // CoreFoundation leaves a NUL and the marks after it alone.
        guard original.value != 0 else {
            output.append(original)
            return index
        }
        var character = original
        // The folded scalars so far; empty while the cluster is unchanged.
        var filled: [Unicode.Scalar] = []
        if original.isASCII {
            if ("A"..."Z").contains(original) {
                character = Unicode.Scalar(original.value + 0x20)!
                filled = [character]
            }
        } else {
            if (0xFF00...0xFFEF).contains(character.value) {
                // Changed or not, a full-width or half-width form counts as folded (its marks are kept).
                character = narrowed(character)
                filled = [character]
            }
            var decomposed = String(character).canonicalDecomposition.makeIterator()
            let first = decomposed.next() ?? character
            if first != character || decomposed.next() != nil {
                // Only Latin, Greek and Cyrillic lose their diacritics; other letters stay whole.
                if first.value < 0x0510 {
                    character = first
                    filled = [character]
                } else {
                    filled = []
                }
            }
            // Most scalars (CJK, kana, small letters) do not fold: their table is not read. (Cherokee
            // capitals fold to themselves, but CoreFoundation lowercases them.)
            let properties = character.properties
            if properties.changesWhenCaseFolded || properties.changesWhenLowercased,
                case let folded = caseFolded(character),
                folded != [character]
            {
                let dropsMarks = character.value < 0x0510
                filled = folded.filter { !(dropsMarks && isMark($0)) } + filled.dropFirst()
                character = folded[folded.count - 1]
            }
        }
        // The marks after it: dropped after a Latin, Greek or Cyrillic letter, else kept, decomposed.
        var keepsMarks = character.value >= 0x0510
        if filled.isEmpty, keepsMarks {
            if index < input.count, isMark(input[index]) {
                filled = [character]
                // The first mark is kept only when it is not one of the marks of those scripts.
                if input[index].value > 0x050F { filled += String(input[index]).canonicalDecomposition }
                index += 1
            } else {
                keepsMarks = false
            }
        }
        while filled.count < bufferLength, index < input.count, !input[index].isASCII, isMark(input[index]) {
            if keepsMarks {
                let marks = Array(String(input[index]).canonicalDecomposition)
                guard filled.count + marks.count <= bufferLength else { break }
                filled += marks
            } else if filled.isEmpty {
                filled = [character]
            }
            index += 1
        }
        if filled.isEmpty {
            output.append(original)
        } else {
            output.append(contentsOf: filled.count > 1 ? orderingMarks(filled) : filled)
        }
        return index
    }

    /// Unicode's full case folding (`ß` is `ss`), but the lowercase mapping where folding gives capitals
    /// (Cherokee, whose small letters fold to the capitals): CoreFoundation folds both cases of
    /// Cherokee to the small letters.
    static func caseFolded(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let folded = scalar.fullCaseFolding
        guard folded.contains(where: \.properties.changesWhenLowercased) else { return Array(folded) }
        return Array(scalar.properties.lowercaseMapping.unicodeScalars)
    }

    /// A grapheme extender as CoreFoundation's set has it: Unicode's `Grapheme_Extend` and the emoji
    /// skin-tone modifiers (which Unicode 11 made extenders of grapheme clusters).
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isGraphemeExtend || scalar.properties.isEmojiModifier
    }

    /// `CFUniCharPrioritySort` of the trailing run of marks (from the scalar before them, or the
    /// start): past its leading scalars of combining class 0, stably ordered by combining class.
    static func orderingMarks(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard scalars.count > 1 else { return scalars }
        var start = scalars.count - 1
        while start > 0, isMark(scalars[start]) { start -= 1 }
        while start < scalars.count, scalars[start].properties.canonicalCombiningClass.rawValue == 0 { start += 1 }
        guard scalars.count - start > 1 else { return scalars }
        let run = scalars[start...].enumerated().sorted {
            let (a, b) = ($0.element.properties.canonicalCombiningClass, $1.element.properties.canonicalCombiningClass)
            return a == b ? $0.offset < $1.offset : a.rawValue < b.rawValue
        }
        return Array(scalars[..<start]) + run.map(\.element)
    }

    /// A full-width or half-width form's ordinary form (`CFUniCharCompatibilityDecompose` of one
    /// scalar in U+FF00–U+FFEF); the scalar itself where it has none of one scalar.
    static func narrowed(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        let narrow: UInt32
        switch value {
        case 0xFF01...0xFF5E: narrow = value - 0xFEE0
        case 0xFF5F...0xFF9F: narrow = halfwidthKana[Int(value - 0xFF5F)]
        case 0xFFA0...0xFFBE: narrow = halfwidthHangulConsonants[Int(value - 0xFFA0)]
        // The half-width Hangul vowels, in four runs, as the conjoining vowels U+1161–U+1175.
        case 0xFFC2...0xFFC7: narrow = value - 0xFFC2 + 0x1161
        case 0xFFCA...0xFFCF: narrow = value - 0xFFCA + 0x1167
        case 0xFFD2...0xFFD7: narrow = value - 0xFFD2 + 0x116D
        case 0xFFDA...0xFFDC: narrow = value - 0xFFDA + 0x1173
        case 0xFFE0...0xFFEE: narrow = fullwidthSigns[Int(value - 0xFFE0)]
        default: narrow = 0
        }
        return narrow == 0 ? scalar : Unicode.Scalar(narrow) ?? scalar
    }

    /// U+FF5F–U+FF9F: white parentheses, CJK punctuation, and the half-width katakana and sound marks.
    private static let halfwidthKana: [UInt32] = [
        0x2985, 0x2986, 0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9,
        0x30E3, 0x30E5, 0x30E7, 0x30C3, 0x30FC, 0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB, 0x30AD, 0x30AF,
        0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8, 0x30CA,
        0x30CB, 0x30CC, 0x30CD, 0x30CE, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB, 0x30DE, 0x30DF, 0x30E0, 0x30E1,
        0x30E2, 0x30E4, 0x30E6, 0x30E8, 0x30E9, 0x30EA, 0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3, 0x3099, 0x309A,
    ]

    /// U+FFA0–U+FFBE: the half-width Hangul filler and consonants, as conjoining jamo.
    private static let halfwidthHangulConsonants: [UInt32] = [
        0x1160, 0x1100, 0x1101, 0x11AA, 0x1102, 0x11AC, 0x11AD, 0x1103, 0x1104, 0x1105, 0x11B0, 0x11B1, 0x11B2,
        0x11B3, 0x11B4, 0x11B5, 0x111A, 0x1106, 0x1107, 0x1108, 0x1121, 0x1109, 0x110A, 0x110B, 0x110C, 0x110D,
        0x110E, 0x110F, 0x1110, 0x1111, 0x1112,
    ]

    /// U+FFE0–U+FFEE: full-width signs and half-width symbols (0: left alone, as the full-width
    /// macron, whose form is two scalars).
    private static let fullwidthSigns: [UInt32] = [
        0x00A2, 0x00A3, 0x00AC, 0, 0x00A6, 0x00A5, 0x20A9, 0, 0x2502, 0x2190, 0x2191, 0x2192, 0x2193, 0x25A0,
        0x25CB,
    ]
}
