import Foundation
import Testing

@testable import DefaultsTool

/// `defaults find` without Foundation matches where `range(of:options: .caseInsensitive)` does.
@Suite struct CaseInsensitiveSearchTests {
    func foundation(_ text: String, _ word: String) -> Bool { text.range(of: word, options: .caseInsensitive) != nil }

    /// Random texts and words from pieces chosen where case folding is hard.
    @Test func randomTextsMatchAsInFoundation() {
        let pieces = [
            "a", "A", "b", "s", "S", "ss", "SS", "ß", "ẞ", "ﬁ", "fi", "FI", "é", "É", "e", "E", "e\u{301}", "\u{301}",
            "İ",
            "i", "I", "ı", "Σ", "σ", "ς", "Ω", "ω", "K", "k", "\u{212A}", "Å", "å", "\u{212B}", "ǅ", "ǆ", "Ǆ", "ΐ", " ",
            "1", "日",
        ]
        var generator = SystemRandomNumberGenerator()
        var differences: [String] = []
        for _ in 0..<40_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
            let word = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
            if CaseInsensitiveSearch.contains(text, word) != foundation(text, word) {
                differences.append("[\(text)] [\(word)] Foundation \(foundation(text, word))")
            }
        }
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(10))")
    }

    /// Every scalar, found by its upper- and lower-case forms inside other text, as Foundation finds it.
    @Test func everyCasedScalarIsFoundAsInFoundation() {
        var differences: [String] = []
        var probes = 0
        for value in UInt32(0x41)...0x1_FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped else { continue }
            let text = "x" + String(scalar) + "y"
            for word in [String(scalar).uppercased(), String(scalar).lowercased()] {
                probes += 1
                if CaseInsensitiveSearch.contains(text, word) != foundation(text, word) {
                    differences.append(String(format: "U+%04X", value) + " by [\(word)]")
                }
            }
        }
        #expect(probes > 5_000)
        #expect(differences.isEmpty, "\(differences.count) of \(probes): \(differences.prefix(20))")
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
