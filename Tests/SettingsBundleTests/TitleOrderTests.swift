import Foundation
import Testing

@testable import SettingsBundle

/// `DisplaySortedByTitle` without Foundation: `TitleOrder.plainCompare` orders ASCII titles exactly
/// as `compare(_:options: [.caseInsensitive, .diacriticInsensitive, .numeric])` does (the oracle).
@Suite struct TitleOrderTests {
    @Test func plainOrderIsFoundationsOnASCII() {
        let pieces = [
            "a", "A", "b", "B", "z", "Z", "1", "2", "9", "0", " ", "-", "_", ".", "'", "(", "[", "`", "~", "10", "00",
            "@", "^", "{",
        ]
        var generator = SystemRandomNumberGenerator()
        var differences: [String] = []
        for _ in 0..<50_000 {
            let a = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            let b = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            let foundation = a.compare(b, options: [.caseInsensitive, .diacriticInsensitive, .numeric]).rawValue
            if TitleOrder.plainCompare(a, b) != foundation { differences.append("[\(a)] [\(b)]") }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func digitRunsCompareByValueAndLettersIgnoreCase() {
        #expect(TitleOrder.plainCompare("Item 9", "item 10") == -1)
        #expect(TitleOrder.plainCompare("007", "7") == 0)
        #expect(TitleOrder.plainCompare("a2b", "A02B") == 0)
        #expect(TitleOrder.plainCompare("Light", "dark") == 1)
        #expect(TitleOrder.plainCompare("", "a") == -1)
        #expect(TitleOrder.plainCompare("ab", "a") == 1)
        #expect(TitleOrder.plainCompare("10", "9a") == 1)
    }
}
