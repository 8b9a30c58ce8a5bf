import Foundation
import PropertyListFoundation
import SeededRandom
import Testing

@testable import PropertyList

/// Issue 32: the incrementally updated binary document must always equal a whole encoding (and so
/// what Foundation reads back), whatever edits it went through.
@Suite struct BinaryDictionaryEncodingTests {
    private func foundationRead(_ bytes: [UInt8]) throws -> PlistValue? {
        PlistValue(
            foundationObject: try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
    }

    @Test(arguments: 0..<6)
    func randomEditsKeepTheDocumentIdenticalToAWholeEncoding(batch: Int) throws {
        let generator = XMLPropertyListWriterTests()
        var random = SeededGenerator(seed: UInt64(batch) &* 7919 &+ 5)
        var model: [PlistKey: PlistValue] = [:]
        for _ in 0..<random.below(10) { model[generator.string(&random)] = generator.value(&random, depth: 1) }
        var document: BinaryDictionaryEncoding
        if let made = BinaryDictionaryEncoding(model) {
            document = made
        } else {
            // Refused as a whole encoding refuses it; the edits start from an empty document then.
            let value = PlistValue.dictionary(model)
            #expect(BinaryPropertyListWriter.data(for: value) == nil)
            model = [:]
            document = try #require(BinaryDictionaryEncoding(model))
        }
        var keys = model.keys.map(\.string)
        for step in 0..<200 {
            // Reuse existing keys often so that replacements and removals happen, not only insertions;
            // several edits at once now and then.
            var edits: [(key: String, value: PlistValue?)] = []
            for _ in 0..<(random.below(5) == 0 ? 3 : 1) {
                let key =
                    !keys.isEmpty && random.below(2) == 0 ? keys[random.below(keys.count)] : generator.string(&random)
                edits.append((key, random.below(4) == 0 ? nil : generator.value(&random, depth: 1)))
            }
            var next = model
            for edit in edits { next[PlistKey(edit.key)] = edit.value }
            let whole = BinaryPropertyListWriter.data(for: .dictionary(next))
            let accepted = whole != nil
            let before = document.bytes
            let applied1 = document.apply(edits)
            #expect(applied1 == accepted, "batch \(batch) step \(step)")
            if accepted { model = next } else { #expect(document.bytes == before, "refused: left as it was") }
            keys = model.keys.map(\.string)
            #expect(Data(document.bytes) == BinaryPropertyListWriter.data(for: .dictionary(model)), "step \(step)")
            #expect(document.count == model.count)
            if step % 25 == 0 {
                #expect(
                    try foundationRead(document.bytes).map { PersistentEquivalence.equal($0, .dictionary(model)) }
                        == true, "batch \(batch) step \(step)")
            }
            if Data(document.bytes) != BinaryPropertyListWriter.data(for: .dictionary(model)) { return }
        }
    }

    /// Values that go away give their encoded bytes back (the arena is compacted), and values still
    /// used keep theirs.
    @Test func replacedValuesAreDroppedAndSharedOnesKept() throws {
        var document = try #require(BinaryDictionaryEncoding(["shared": "same", "other": "same"]))
        var model: [PlistKey: PlistValue] = ["shared": "same", "other": "same"]
        for round in 0..<40 {
            let big = PlistValue.data(Data(repeating: UInt8(round), count: 1_000 + round))
            let applied2 = document.set(big, forKey: "big")
            #expect(applied2)
            let applied3 = document.set(.string("round \(round)"), forKey: "shared")
            #expect(applied3)
            model["big"] = big
            model["shared"] = .string("round \(round)")
            #expect(Data(document.bytes) == BinaryPropertyListWriter.data(for: .dictionary(model)), "round \(round)")
        }
        // 40 data values of about 1 KB went through; the table keeps little more than the last few.
        #expect(document.keptAtomBytes < 10_000)
        #expect(try BinaryPropertyListReader.value(from: Data(document.bytes)) == .dictionary(model))
        let emptied = document.apply([("big", nil), ("shared", nil), ("other", nil)])
        #expect(emptied)
        #expect(Data(document.bytes) == BinaryPropertyListWriter.data(for: [:] as PlistValue))
        #expect(try foundationRead(document.bytes) == [:])
    }

    /// Keys that differ only in Unicode normalization (or KELVIN SIGN and "K") stay two keys and
    /// integers above `Int64.max` are written, as in a whole encoding (issue 28); what a whole
    /// encoding refuses (nesting too deep) is refused and leaves the document alone.
    @Test func theDocumentKeepsWhatAWholeEncodingKeepsAndRefusesWhatItRefuses() throws {
        var document = try #require(BinaryDictionaryEncoding(["caf\u{E9}": 1, "K": 2]))
        var model: [PlistKey: PlistValue] = ["caf\u{E9}": 1, "K": 2]
        let edits: [(key: String, value: PlistValue?)] = [
            ("cafe\u{301}", 3), ("\u{212A}", 4), ("huge", PlistValue(UInt64.max)),
            ("nested", ["a": 1, "\u{212A}a": ["K": 1, "\u{212A}": 2]]),
        ]
        for edit in edits {
            let applied = document.set(edit.value, forKey: edit.key)
            #expect(applied, "\(edit.key)")
            model[PlistKey(edit.key)] = edit.value
            #expect(Data(document.bytes) == BinaryPropertyListWriter.data(for: .dictionary(model)))
        }
        #expect(document.count == 6)
        #expect(try BinaryPropertyListReader.value(from: Data(document.bytes)) == .dictionary(model))
        var deep: PlistValue = 1
        for _ in 0..<PlistLimits.maximumDepth { deep = [deep] }
        let before = document.bytes
        let applied = document.apply([("fine", 1), ("deep", deep)])
        #expect(!applied)
        #expect(document.bytes == before)
        #expect(BinaryDictionaryEncoding(["deep": deep]) == nil)
    }
}
