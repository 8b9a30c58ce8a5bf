import Foundation
import Testing

@testable import SettingsBundle

/// `DisplaySortedByTitle` orders titles as `compare(_:options: [.caseInsensitive,
/// .diacriticInsensitive, .numeric])` does (the oracle), with no comparator to install: the library
/// alone (as `settings-generate` links it) sorts accented titles as `settings` does.
@Suite struct TitleOrderTests {
    @Test func orderIsFoundationsOnASCIIAndAccentedText() {
        let pieces = [
            "a", "A", "b", "B", "z", "Z", "1", "2", "9", "0", " ", "-", "_", ".", "'", "(", "[", "`", "~", "10", "00",
            "@", "^", "{", "é", "É", "e\u{301}", "ß", "ss", "ﬁ", "Ω", "ω",
        ]
        var generator = SystemRandomNumberGenerator()
        var differences: [String] = []
        for _ in 0..<20_000 {
            let a = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            let b = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            let foundation = a.compare(b, options: [.caseInsensitive, .diacriticInsensitive, .numeric]).rawValue
            if TitleOrder.compare(a, b) != foundation { differences.append("[\(a)] [\(b)]") }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func digitRunsCompareByValueLettersIgnoreCaseAndAccents() {
        #expect(TitleOrder.compare("Item 9", "item 10") == -1)
        #expect(TitleOrder.compare("007", "7") == 0)
        #expect(TitleOrder.compare("a2b", "A02B") == 0)
        #expect(TitleOrder.compare("Light", "dark") == 1)
        #expect(TitleOrder.compare("", "a") == -1)
        #expect(TitleOrder.compare("ab", "a") == 1)
        #expect(TitleOrder.compare("10", "9a") == 1)
        // Lowercasing alone (the order without Foundation before) put `É` after every ASCII letter.
        #expect(TitleOrder.compare("Émile", "Fred") == -1)
        #expect(TitleOrder.compare("Straße", "STRASSE") == 0)
    }
}
