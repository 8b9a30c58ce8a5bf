import Foundation
import Testing

@testable import TextOutput

/// The orders `settings` took from Foundation, now from the standard library's Unicode tables,
/// compared with Foundation (the oracle) over many random texts.
@Suite struct TextCollationTests {
    static func randomText(_ pieces: [String], using generator: inout some RandomNumberGenerator) -> String {
        (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// Titles: `compare(_:options: [.caseInsensitive, .diacriticInsensitive, .numeric])`, non-ASCII
    /// included: accents (precomposed or not), ß and ss, ligatures, Greek final sigma, dotted İ.
    @Test func titleOrderIsFoundations() {
        let pieces = [
            "a", "A", "b", "Z", "1", "2", "9", "0", "10", " ", "-", "_", ".", "é", "É", "e\u{301}", "è", "ê", "ß", "ss",
            "SS",
            "ﬁ", "fi", "Ω", "ω", "ς", "σ", "Σ", "İ", "i", "I", "ö", "Ö", "o\u{308}", "ø", "æ", "Å", "ǅ", "ǆ", "日", "本",
        ]
        var generator = SystemRandomNumberGenerator()
        var differences: [String] = []
        for _ in 0..<30_000 {
            let a = Self.randomText(pieces, using: &generator)
            let b = Self.randomText(pieces, using: &generator)
            let foundation = a.compare(b, options: [.caseInsensitive, .diacriticInsensitive, .numeric]).rawValue
            let ours = TextCollation.titleCompare(a, b)
            if ours != foundation { differences.append("[\(a)] [\(b)]: \(ours), Foundation \(foundation)") }
        }
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(10))")
    }

    @Test func titleOrderFoldsCaseAndAccentsAndReadsNumbers() {
        #expect(TextCollation.titleCompare("Résumé 9", "resume 10") == -1)
        #expect(TextCollation.titleCompare("Straße", "STRASSE") == 0)
        #expect(TextCollation.titleCompare("ﬁle", "File") == 0)
        #expect(TextCollation.titleCompare("b", "Á") == 1)
        #expect(TextCollation.titleCompare("007", "7") == 0)
        #expect(TextCollation.titleCompare("", "a") == -1)
    }

    /// A combining mark whose case folding is a letter (U+0345, the Greek iota subscript, folds to
    /// `ι`) is still a mark to drop: `ᾳ` sorts as `α`, as Foundation has it, not as `αι`.
    @Test func marksAreDroppedBeforeTheyFold() {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .numeric]
        for (a, b) in [("\u{1FB3}", "α"), ("\u{1FB3}", "αι"), ("ᾼ", "α"), ("α\u{345}β", "αβ")] {
            #expect(TextCollation.titleCompare(a, b) == a.compare(b, options: options).rawValue, "\(a) \(b)")
        }
        #expect(TextCollation.titleCompare("\u{1FB3}", "α") == 0)
    }

    /// JSON keys: the order JSONSerialization's `.sortedKeys` gave, for ASCII keys.
    @Test func keyOrderIsJSONSerializationsForASCIIKeys() throws {
        let pieces = [
            "a", "A", "b", "B", "z", "Z", "0", "1", "9", "10", "007", " ", "_", "-", ",", ";", ":", "!", "?", ".", "'",
            "\"",
            "(", ")", "[", "]", "{", "}", "@", "*", "/", "\\", "&", "#", "%", "`", "^", "+", "<", "=", ">", "|", "~",
            "$",
        ]
        var generator = SystemRandomNumberGenerator()
        var differences: [String] = []
        for _ in 0..<2_000 {
            var keys = Set<String>()
            for _ in 0..<8 { keys.insert(Self.randomText(pieces, using: &generator)) }
            let foundation = try Self.foundationOrder(Array(keys))
            let ours = keys.sorted(by: TextCollation.keyPrecedes)
            if ours != foundation { differences.append("\(ours) Foundation \(foundation)") }
        }
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(5))")
    }

    /// The keys in the order JSONSerialization writes them.
    static func foundationOrder(_ keys: [String]) throws -> [String] {
        let object = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($0.element, $0.offset) })
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        // One entry a line, `  "key" : index,`: the index after the last " : " says which key it is.
        var order: [String] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst().dropLast() {
            let value = line[line.ranges(of: " : ").last!.upperBound...].prefix { $0.isNumber }
            order.append(keys[Int(value)!])
        }
        return order
    }

    @Test func keyOrderBreaksTiesAccentsThenLowerCaseFirst() {
        let keys = ["B", "b", "á", "A", "a", "a10", "a9", "a09", "_x", "~", "1"]
        #expect(
            keys.sorted(by: TextCollation.keyPrecedes) == ["_x", "~", "1", "a", "A", "á", "a9", "a09", "a10", "b", "B"])
    }
}
