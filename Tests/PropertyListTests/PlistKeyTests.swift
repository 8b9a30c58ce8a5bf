import Foundation
import PropertyListFoundation
import SeededRandom
import Testing

@testable import PropertyList

/// Keys and string values compare by their exact scalars, as CoreFoundation compares them, through
/// every reader and writer (issue 14, part 1).
@Suite struct PlistKeyTests {
    /// Groups of spellings that Swift's `String ==` finds equal but whose scalars differ.
    static let equivalentGroups: [[String]] = [
        ["\u{E9}", "e\u{301}"],
        ["\u{C5}", "\u{212B}", "A\u{30A}"],
        ["\u{D55C}", "\u{1112}\u{1161}\u{11AB}"],
        ["\u{1E69}", "s\u{323}\u{307}", "s\u{307}\u{323}", "\u{1E61}\u{323}"],
    ]
    static var allSpellings: [String] { equivalentGroups.flatMap { $0 } + ["\u{FB01}", "fi"] }

    static func bytes(_ key: PlistKey) -> [UInt8] { Array(key.string.utf8) }

    @Test func equivalentSpellingsAreDifferentKeysAndValues() {
        for group in Self.equivalentGroups {
            for (i, a) in group.enumerated() {
                for (j, b) in group.enumerated() {
                    #expect(a == b)  // what String says: the reason PlistKey exists
                    #expect((PlistKey(a) == PlistKey(b)) == (i == j))
                    #expect((PlistValue.string(a) == PlistValue.string(b)) == (i == j))
                }
            }
            #expect(Set(group.map { PlistKey($0) }).count == group.count)
            #expect(Set(group.map { PlistValue.string($0) }).count == group.count)
            let dictionary = Dictionary(uniqueKeysWithValues: group.map { (PlistKey($0), PlistValue.string($0)) })
            #expect(dictionary.count == group.count)
            for spelling in group { #expect(dictionary[spelling] == .string(spelling)) }
        }
    }

    @Test func orderIsTotalAndConsistentWithEquality() {
        let keys = Self.allSpellings.map { PlistKey($0) } + ["a", "b", "é"]
        for a in keys {
            for b in keys {
                let ordered = [a < b, b < a, a == b].filter { $0 }.count
                #expect(ordered == 1, "\(Self.bytes(a)) vs \(Self.bytes(b))")
            }
        }
        // Sorting any permutation gives the same sequence of byte strings.
        let sorted = keys.sorted().map(Self.bytes)
        #expect(keys.reversed().sorted().map(Self.bytes) == sorted)
        var random = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            var shuffled = keys
            for index in shuffled.indices.reversed() { shuffled.swapAt(index, random.below(index + 1)) }
            #expect(shuffled.sorted().map(Self.bytes) == sorted)
        }
    }

    @Test func xmlKeepsEverySpellingOfKeysAndValues() throws {
        var values: [PlistKey: PlistValue] = [:]
        for spelling in Self.allSpellings { values[PlistKey(spelling)] = .string("v" + spelling) }
        let nested = PlistValue.dictionary(values)
        let extra: [PlistKey: PlistValue] = ["nested": nested, "list": .array(Array(values.values))]
        let root = PlistValue.dictionary(values.merging(extra) { a, _ in a })
        let data = try PropertyListCoder.encodeXML(root)
        // One <key> per spelling, in CoreFoundation's order (UTF-16 code units), each written as is.
        let text = String(decoding: data, as: UTF8.self)
        for spelling in Self.allSpellings {
            #expect(text.utf8.split(separator: 0x0A).contains { Array($0) == Array("\t<key>\(spelling)</key>".utf8) })
        }
        let decoded = try PropertyListCoder.decode(data)
        #expect(decoded.format == .xml)
        #expect(decoded.value == root)
        let back = try #require(decoded.value.dictionaryValue)
        for spelling in Self.allSpellings {
            guard case .string(let value)? = back[spelling] else {
                Issue.record("missing \(Array(spelling.utf8))")
                continue
            }
            #expect(Array(value.utf8) == Array(("v" + spelling).utf8))
        }
        // The document edited one key at a time is the same document.
        var document = try #require(XMLDictionaryEncoding([:]))
        for (key, value) in root.dictionaryValue! {
            let applied = document.set(value, forKey: key.string)
            #expect(applied)
        }
        #expect(document.data == data)
    }

    @Test func incrementalEditsTellSpellingsApart() throws {
        var document = try #require(XMLDictionaryEncoding(["\u{E9}": 1]))
        document.set(2, forKey: "e\u{301}")
        #expect(document.count == 2)
        #expect(try PropertyListCoder.decode(document.data).value == ["\u{E9}": 1, "e\u{301}": 2])
        document.set(nil, forKey: "e\u{301}")
        #expect(try PropertyListCoder.decode(document.data).value == ["\u{E9}": 1])
        document.set(nil, forKey: "e\u{301}")  // absent: nothing to remove
        #expect(document.count == 1)
    }

    @Test func openStepKeepsEverySpelling() throws {
        let text = "{ \"\u{E9}\" = 1; \"e\u{301}\" = \"e\u{301}\"; \"\u{212B}\" = (\"\u{C5}\", \"A\u{30A}\"); }"
        let value = try OpenStepParser.parse(text)
        #expect(value == ["\u{E9}": "1", "e\u{301}": "e\u{301}", "\u{212B}": ["\u{C5}", "A\u{30A}"]])
        #expect(value != ["\u{E9}": "1", "e\u{301}": "\u{E9}", "\u{212B}": ["\u{C5}", "A\u{30A}"]])
        // The printer writes every key, and what it prints reads back as the same value.
        #expect(try OpenStepParser.parse(OpenStepPrinter.string(for: value)) == value)
        let body = try OpenStepParser.parseDictionaryBody("\"\u{E9}\" = a; \"e\u{301}\" = b;")
        #expect(body == ["\u{E9}": "a", "e\u{301}": "b"])
    }

    @Test func foundationObjectsNeverTrapOnEquivalentKeys() throws {
        // corelibs' NSMutableDictionary compares NSString keys canonically and can trap on such a pair;
        // the Foundation form keeps the first spelling in order, and the encoders that go through
        // Foundation refuse the value instead of dropping a key.
        let value: PlistValue = ["\u{C5}": 1, "\u{212B}": 2, "A\u{30A}": 3, "plain": ["e\u{301}": 4, "\u{E9}": 5]]
        #expect(value.hasEquivalentKeys)
        let distinct: PlistValue = ["\u{E9}": 1, "plain": ["\u{E9}": 2]]
        #expect(!distinct.hasEquivalentKeys)
        // An ASCII key can be equivalent to a non-ASCII one (KELVIN SIGN decomposes to "K"), so the
        // all-ASCII shortcut must not skip a dictionary that has one non-ASCII key.
        #expect(PlistValue.dictionary(["K": 1, "\u{212A}": 2, "plain": 3]).hasEquivalentKeys)
        #expect(PlistValue.array([["a": 1, "b": ["\u{212A}": 1, "K": 2]]]).hasEquivalentKeys)
        #expect(!PlistValue.dictionary(["K": 1, "k": 2, "plain": ["K": 3]]).hasEquivalentKeys)
        let object = try #require(value.foundationObject as? [String: Any])
        #expect(object.count == 2)
        #expect(object.keys.contains { Array($0.utf8) == Array("A\u{30A}".utf8) })
        #expect(throws: PropertyListError.self) { try PropertyListCoder.foundationEncodeBinary(value) }
        #expect(throws: PropertyListError.self) { try PropertyListCoder.foundationEncodeXML(value) }
        // Our own binary and XML writers keep all of them, as CoreFoundation does.
        #expect(try PropertyListCoder.decode(try PropertyListCoder.encodeBinary(value)).value == value)
        #expect(try PropertyListCoder.decode(try PropertyListCoder.encodeXML(value)).value == value)
    }

    /// Randomized: a model keyed by exact keys, drawn mostly from equivalent spellings, against the
    /// incrementally edited document, the whole writer and the reader.
    @Test(arguments: 0..<4)
    func randomEditsWithEquivalentKeysMatchTheModel(batch: Int) throws {
        var random = SeededGenerator(seed: UInt64(batch) &* 7919 &+ 3)
        let pool = Self.allSpellings.flatMap { [$0, "k" + $0, $0 + "x"] }
        var model: [PlistKey: PlistValue] = [:]
        var document = try #require(XMLDictionaryEncoding([:]))
        for step in 0..<300 {
            let key = pool[random.below(pool.count)]
            let value: PlistValue? =
                random.below(4) == 0 ? nil : .string(pool[random.below(pool.count)] + String(random.below(3)))
            let applied = document.set(value, forKey: key)
            #expect(applied)
            if let value { model[PlistKey(key)] = value } else { model.removeValue(forKey: PlistKey(key)) }
            #expect(document.count == model.count, "batch \(batch) step \(step)")
            #expect(document.data == XMLPropertyListWriter.data(for: .dictionary(model)), "batch \(batch) step \(step)")
            if step % 20 == 0 {
                #expect(try PropertyListCoder.decode(document.data).value == .dictionary(model))
            }
        }
    }
}
