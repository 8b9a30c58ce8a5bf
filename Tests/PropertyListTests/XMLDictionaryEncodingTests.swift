import Foundation
import PropertyListFoundation
import SeededRandom
import Testing

@testable import PropertyList

/// The incrementally updated document must always equal a whole encoding, and so Foundation's bytes.
@Suite struct XMLDictionaryEncodingTests {
    @Test(arguments: 0..<6)
    func randomEditsKeepTheDocumentIdenticalToAWholeEncoding(batch: Int) throws {
        let generator = XMLPropertyListWriterTests()
        var random = SeededGenerator(seed: UInt64(batch) &* 6151 &+ 11)
        var model: [PlistKey: PlistValue] = [:]
        for _ in 0..<random.below(10) { model[generator.string(&random)] = generator.value(&random, depth: 1) }
        var document = try #require(XMLDictionaryEncoding(model))
        var keys = model.keys.map(\.string)
        for step in 0..<200 {
            // Reuse existing keys often so that replacements and removals happen, not only insertions.
            let key = !keys.isEmpty && random.below(2) == 0 ? keys[random.below(keys.count)] : generator.string(&random)
            let value: PlistValue? = random.below(4) == 0 ? nil : generator.value(&random, depth: 1)
            let applied1 = document.set(value, forKey: key)
            #expect(applied1)
            if let value { model[key] = value.normalizedForStorage } else { model.removeValue(forKey: PlistKey(key)) }
            keys = model.keys.map(\.string)
            let whole = try #require(XMLPropertyListWriter.data(for: .dictionary(model)))
            #expect(document.data == whole, "batch \(batch) step \(step)")
            #expect(document.count == model.count)
            if step % 25 == 0 {
                #expect(
                    document.data == (try PropertyListCoder.foundationEncodeXML(.dictionary(model))), "step \(step)")
            }
            if document.data != whole { return }
        }
    }

    @Test func emptyAndSingleKeyTransitionsMatchFoundation() throws {
        var document = try #require(XMLDictionaryEncoding([:]))
        #expect(document.data == (try PropertyListCoder.foundationEncodeXML([:] as PlistValue)))
        let applied2 = document.set(nil, forKey: "absent")
        #expect(applied2)
        #expect(document.data == (try PropertyListCoder.foundationEncodeXML([:] as PlistValue)))
        let applied3 = document.set("v", forKey: "k")
        #expect(applied3)
        #expect(document.data == (try PropertyListCoder.foundationEncodeXML(["k": "v"])))
        let applied4 = document.set(nil, forKey: "k")
        #expect(applied4)
        #expect(document.data == (try PropertyListCoder.foundationEncodeXML([:] as PlistValue)))
        #expect(document == XMLDictionaryEncoding([:]))
    }

    @Test func keysAcrossThePlanesKeepCoreFoundationsOrder() throws {
        let keys = [
            "k\u{1F600}", "k\u{FF5E}", "k\u{E000}", "k\u{D7FF}", "kA", "k", "", "key10", "key9", "key1",
            "aaaaaaaa", "aaaaaaaab", "aaaaaaa", "aaaaaaaa\u{0}", "\u{EE}x", "\u{F0}",
        ]
        var document = try #require(XMLDictionaryEncoding([:]))
        var model: [PlistKey: PlistValue] = [:]
        for (index, key) in keys.enumerated() {
            let applied5 = document.set(.integer(Int64(index)), forKey: key)
            #expect(applied5)
            model[key] = .integer(Int64(index))
            #expect(document.data == (try PropertyListCoder.foundationEncodeXML(.dictionary(model))), "after \(key)")
        }
        #expect(XMLDictionaryEncoding(model)?.data == document.data)
    }

    @Test func aValueNoWriterWritesIsRefusedAndLeavesTheDocumentAlone() throws {
        var document = try #require(XMLDictionaryEncoding(["a": 1]))
        let before = document.data
        let applied6 = document.set(.date(Date(timeIntervalSinceReferenceDate: .nan)), forKey: "never")
        #expect(!applied6)
        #expect(document.data == before)
        #expect(XMLDictionaryEncoding(["never": .date(Date(timeIntervalSinceReferenceDate: .nan))]) == nil)
        // A date past year 9999 is written, as Foundation writes it.
        let far: PlistValue = ["far": .date(Date(timeIntervalSinceReferenceDate: 400_000_000_000))]
        #expect(
            XMLDictionaryEncoding(["far": .date(Date(timeIntervalSinceReferenceDate: 400_000_000_000))])?.data
                == (try PropertyListCoder.foundationEncodeXML(far)))
    }
}
