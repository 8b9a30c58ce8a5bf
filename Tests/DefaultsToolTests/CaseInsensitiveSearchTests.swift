import Foundation
import Testing

@testable import DefaultsTool

/// `defaults find` without Foundation matches where `range(of:options: .caseInsensitive)` does.
@Suite struct CaseInsensitiveSearchTests {
    func foundation(_ text: String, _ word: String) -> Bool { text.range(of: word, options: .caseInsensitive) != nil }

    /// Random texts and words from pieces chosen where case folding is hard: expansions (ß, ẞ, ﬁ),
    /// final sigma, dotless i, title-case digraphs, precomposed accents. Left out: combining marks,
    /// decomposed text and the singletons K (U+212A) and Å (U+212B) anywhere, and in the word the
    /// letters that fold to more than one scalar, where Foundation on Linux contradicts itself
    /// (``documentedDifferences()``); `ß` finds `SS` and the like are checked one by one.
    @Test func randomTextsMatchAsInFoundation() {
        let pieces = [
            "a", "A", "b", "s", "S", "ss", "SS", "ß", "ẞ", "ﬁ", "fi", "FI", "é", "É", "e", "E", "i", "I", "ı", "Σ", "σ",
            "ς", "Ω", "ω", "K", "k", "Å", "å", "ǅ", "ǆ", "Ǆ", " ", "1", "日",
        ]
        let wordPieces = pieces.filter { CaseInsensitiveSearch.folded($0).scalars.count == $0.unicodeScalars.count }
        var generator = SystemRandomNumberGenerator()
        var differences: [String] = []
        for _ in 0..<40_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
            let word = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                wordPieces.randomElement(using: &generator)!
            }.joined()
            if CaseInsensitiveSearch.contains(text, word) != foundation(text, word) {
                differences.append("[\(text)] [\(word)] Foundation \(foundation(text, word))")
            }
        }
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(10))")
    }

    /// Every cased scalar of the Basic Multilingual Plane up to Unicode 8 whose case forms are one
    /// scalar each, found by them inside other text as Foundation finds it. (Foundation on Linux
    /// folds no scalar above U+FFFF, knows no letter added after Unicode 8, and does not find
    /// `ᾀ` by its upper case `ἈΙ`: 702 of the 6,074 probes up to U+1FFFF, on purpose: we follow
    /// Unicode 16's CaseFolding.txt.)
    @Test func everyCasedScalarIsFoundAsInFoundation() {
        var differences: [String] = []
        var probes = 0
        func known(_ text: String) -> Bool {
            text.unicodeScalars.count == 1
                && text.unicodeScalars.allSatisfy {
                    $0.value <= 0xFFFF && ($0.properties.age.map { $0 <= (8, 0) } ?? false)
                }
        }
        for value in UInt32(0x41)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped, known(String(scalar))
            else { continue }
            let text = "x" + String(scalar) + "y"
            for word in [String(scalar).uppercased(), String(scalar).lowercased()] where known(word) {
                probes += 1
                if CaseInsensitiveSearch.contains(text, word) != foundation(text, word) {
                    differences.append(String(format: "U+%04X", value) + " by [\(word)]")
                }
            }
        }
        #expect(probes > 4_000)
        #expect(differences.isEmpty, "\(differences.count) of \(probes): \(differences.prefix(20))")
    }

    /// Where Foundation on Linux answers otherwise, and why ours is the answer (each line checks
    /// both, so a change on either side shows here).
    @Test func documentedDifferences() {
        let cases: [(text: String, word: String, ours: Bool, why: String)] = [
            // Foundation checks only the first scalar a letter of the word folds to when a non-ASCII
            // letter follows in the text (`É` in `eΩ` but not in `ae`, `ẞ` in `SǄ` but not in `S`).
            ("eΩ", "É", false, "an accent in the word is not ignored"),
            ("SǄ", "ẞ", false, "ẞ folds to ss: one s is not enough"),
            ("\u{1C80}", "В", true, "U+1C80 (Unicode 9) folds to в"),
            ("\u{10428}", "\u{10400}", true, "Deseret (above U+FFFF) has case"),
            ("x\u{1F80}y", "ἈΙ", true, "ᾀ folds to ἀι, as its upper case ἈΙ does"),
        ]
        for (text, word, ours, why) in cases {
            #expect(CaseInsensitiveSearch.contains(text, word) == ours, "\(why)")
            #expect(foundation(text, word) != ours, "Foundation now agrees: \(why)")
        }
    }

    @Test func foldsCaseKeepsAccentsAndEndsOnCharacters() {
        #expect(CaseInsensitiveSearch.contains("Straße", "STRASSE"))
        #expect(CaseInsensitiveSearch.contains("ﬁle", "FI"))
        #expect(CaseInsensitiveSearch.contains("re\u{301}sume\u{301}", "RÉSUMÉ"))
        #expect(!CaseInsensitiveSearch.contains("résumé", "RESUME"))
        #expect(!CaseInsensitiveSearch.contains("e\u{301}", "e"))
        #expect(!CaseInsensitiveSearch.contains("İstanbul", "i"))
        #expect(CaseInsensitiveSearch.contains("ΣΑΣ", "σας"))
        #expect(!CaseInsensitiveSearch.contains("abc", ""))
        #expect(!CaseInsensitiveSearch.contains("", "a"))
    }
}
