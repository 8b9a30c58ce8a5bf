import Foundation
import SeededRandom
import Testing

@testable import TextOutput

/// `foldedForSearch()` stands in for Foundation's `folding(options: [.caseInsensitive,
/// .diacriticInsensitive, .widthInsensitive], locale: nil)` (the editor's search): Foundation itself
/// is the oracle, on every Unicode scalar alone and on seeded text of the scripts a search meets.
@Suite struct SearchFoldingTests {
    static func foundation(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Where the standard library's Unicode (17) and CoreFoundation's tables differ: the Cyrillic
    /// letter variants of Unicode 9 (U+1C80–U+1C88, folded here to their ordinary letters), letters of
    /// Unicode 16 and later, and U+1D166, which Unicode 16 made a grapheme extender.
    static func differsOnPurpose(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1C80...0x1C88, 0x1D166: return true
        default:
            guard let age = scalar.properties.age else { return false }
            return age.major >= 16
        }
    }

    @Test func agreesWithFoundationOnEveryScalar() {
        var differences: [String] = []
        var agreed = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), !Self.differsOnPurpose(scalar) else { continue }
            // Unassigned and private-use scalars fold to themselves on both sides; a sample suffices.
            if [.unassigned, .privateUse].contains(scalar.properties.generalCategory), value % 97 != 0 { continue }
            let text = String(scalar)
            if text.foldedForSearch() == Self.foundation(text) {
                agreed += 1
            } else {
                differences.append(String(value, radix: 16))
            }
        }
        #expect(differences.isEmpty, "U+\(differences.prefix(20).joined(separator: ", U+"))")
        #expect(agreed > 150_000)
    }

    /// The scripts and marks a search meets, in clusters of one to seven scalars.
    static let pool: [Unicode.Scalar] = {
        let ranges: [ClosedRange<UInt32>] = [
            0x00...0x1F, 0x20...0x7E,  // controls (NUL keeps its marks), ASCII
            0xC0...0x24F, 0x300...0x36F,  // Latin with diacritics, the combining diacritics
            0x370...0x3FF, 0x400...0x52F, 0x483...0x489,  // Greek, Cyrillic and its marks
            0x591...0x5C7, 0x5D0...0x5EA, 0x610...0x61A, 0x620...0x65F,  // Hebrew, Arabic and their points
            0x900...0x97F,  // Devanagari (marks kept after a base beyond U+0510)
            0x1100...0x1112, 0x1161...0x1175, 0x11A8...0x11C2, 0xAC00...0xAC40,  // Hangul jamo and syllables
            0x1AB0...0x1ACE, 0x1DC0...0x1DFF, 0x1E00...0x1EFF,  // more marks, Vietnamese and other Latin
            0x200C...0x200D, 0x20D0...0x20F0, 0x2640...0x2642, 0x2764...0x2764,  // joiners, symbol marks
            0x3040...0x30FF, 0x4E00...0x4E20,  // kana (with their sound marks), CJK
            0x13A0...0x13F5, 0xAB70...0xAB8F,  // Cherokee, both cases
            0xFB00...0xFB06, 0xFB13...0xFB17, 0xFE00...0xFE0F, 0xFE20...0xFE2F,  // ligatures, selectors
            0xFF01...0xFFEE,  // full-width and half-width forms
            0x1D165...0x1D165, 0x1D167...0x1D169,  // musical marks CoreFoundation knows
            0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0x1F468...0x1F469, 0x1F600...0x1F64F,  // flags, skin tones
            0xE0020...0xE007F,  // tags (flag sequences)
        ]
        return ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
    }()

    @Test func agreesWithFoundationOnSeededText() {
        var random = SeededGenerator(seed: 0x5EA2C4)
        var differences: [String] = []
        for _ in 0..<40_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 7 + 1) {
                scalars.append(Self.pool[Int(random.next() % UInt64(Self.pool.count))])
            }
            let text = String(scalars)
            if text.foldedForSearch() != Self.foundation(text) {
                differences.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    /// Words as settings titles and searches spell them, and CoreFoundation's buffer of 64 scalars
    /// for one cluster (a longer run of marks folds as clusters of its own).
    @Test func agreesWithFoundationOnWordsAndLongRunsOfMarks() {
        let words = [
            "Straße", "STRASSE", "ẞ", "Ꞵ", "ﬁle", "İstanbul", "ΣΊΣΥΦΟΣ", "σίσυφος", "Ελληνικά", "Тёмная тема",
            "Tiếng Việt", "Tie\u{302}\u{301}ng Vie\u{323}\u{302}t", "ｶﾞｲﾄﾞ", "ガイド", "ｓｅｔｔｉｎｇｓ", "한국어", "ᄒ\u{1161}ᆫ",
            "日本語", "😀", "👍🏽", "👨‍👩‍👧", "🇫🇷", "#️⃣", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
            "עִבְרִית", "العَرَبِيَّة", "हिन्दी", "\u{0}\u{301}", "Å", "Ω", "ǅ", "ŉ", "µ",
            "क" + String(repeating: "\u{301}", count: 70), "e" + String(repeating: "\u{301}", count: 70),
            "か" + String(repeating: "\u{94D}\u{301}", count: 40), String(repeating: "\u{301}\u{94D}", count: 40),
            // U+0344 decomposes to two marks: the one that no longer fits the buffer starts a cluster.
            "क" + String(repeating: "\u{344}", count: 40), "ש" + String(repeating: "\u{5B4}\u{344}", count: 30),
        ]
        for word in words {
            #expect(word.foldedForSearch() == Self.foundation(word), "\(word.debugDescription)")
        }
        #expect("Réglages Généraux".foldedForSearch() == "reglages generaux")
        #expect("ＳＥＴＴＩＮＧＳ".foldedForSearch() == "settings")
    }

    /// Cherokee matches across case, as with Foundation: both fold to the small letters (Unicode's
    /// folding gives the capitals).
    @Test func cherokeeMatchesAcrossCase() {
        #expect("Ꭰ".foldedForSearch() == "ꭰ")
        #expect("ꭰ".foldedForSearch() == "ꭰ")
        #expect("Ᏸ".foldedForSearch() == Self.foundation("Ᏸ"))
    }

    /// The differences kept: letters CoreFoundation's tables do not fold.
    @Test func foldsLettersNewerThanCoreFoundation() {
        #expect("ᲀ".foldedForSearch() == "в")
        #expect(Self.foundation("ᲀ") == "ᲀ")
    }
}
