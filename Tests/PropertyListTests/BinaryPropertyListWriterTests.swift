import Foundation
import PropertyListFoundation
import SeededRandom
import TestSupport
import Testing

@testable import PropertyList

/// Our binary writer must write files Foundation (CoreFoundation's parser) reads back exactly as
/// the value written, and that our own reader reads the same.
@Suite struct BinaryPropertyListWriterTests {
    /// The value Foundation reads from `data`, and the format it says the data is in.
    private func foundationRead(_ data: Data) throws -> (PlistValue?, PropertyListSerialization.PropertyListFormat) {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        return (PlistValue(foundationObject: object), format)
    }

    @Test func everyTypeAndSizeReadsBackInFoundationAndInOurReader() throws {
        let long = String(repeating: "abc", count: 100)
        let value: PlistValue = [
            "ascii": "text", "empty": "", "unicode": "Grüße 🇩🇪 日本", "long": .string(long),
            "zero": 0, "byte": 255, "short": 256, "int32": .integer(70_000), "uint32": .integer(4_294_967_295),
            "int64": .integer(4_294_967_296), "negative": .integer(-1), "min": .integer(Int64.min),
            "max": .integer(Int64.max), "unsigned": PlistValue(UInt64(Int64.max)), "real": 0.1, "nan": .real(.nan),
            "infinity": .real(-.infinity), "true": true, "false": false,
            "date": .date(Date(timeIntervalSinceReferenceDate: -1_000_000.5)), "data": .data(Data(0..<200)),
            "small data": .data(Data([0xFF])), "array": .array((0..<20).map { PlistValue.integer(Int64($0)) }),
            "nested": ["a": ["b": ["c": [1, "x", ["d": true]]]]], "empty array": [], "empty dict": [:],
            "shared": ["same", "same", "same"],
        ]
        let data = try #require(BinaryPropertyListWriter.data(for: value))
        #expect(data.starts(with: Array("bplist00".utf8)))
        let (read, format) = try foundationRead(data)
        #expect(format == .binary)
        #expect(read.map { PersistentEquivalence.equal($0, value) } == true)
        #expect(
            (try? BinaryPropertyListReader.value(from: data)).map { PersistentEquivalence.equal($0, value) } == true)
        // Repeated strings are written once, as CoreFoundation writes them.
        #expect(data.count < (try PropertyListCoder.foundationEncodeBinary(value)).count + 64)
    }

    @Test func manyObjectsNeedWiderReferencesAndOffsets() throws {
        var entries: [PlistKey: PlistValue] = [:]
        for index in 0..<3_000 {
            entries[PlistKey("key\(index)")] = .string("value \(index) " + String(repeating: "v", count: index % 40))
        }
        let value = PlistValue.dictionary(entries)
        let data = try #require(BinaryPropertyListWriter.data(for: value))
        #expect(data.count > 65_536)  // 4-byte offsets
        #expect(try foundationRead(data).0 == value)
        #expect((try? BinaryPropertyListReader.value(from: data)) == value)
    }

    /// Issue 33: references are wide enough for the object count, as CoreFoundation requires: with
    /// 256 objects one byte holds every reference (0 to 255), yet Foundation refused such a file
    /// until the writer widened them; 257 objects need two bytes for the reference 256 itself.
    @Test func referencesWidenAtTheObjectCountThatNeedsIt() throws {
        for count in 254...258 {
            let value = PlistValue.array((1..<count).map { PlistValue.integer(Int64($0) * 1000) })
            let data = try #require(BinaryPropertyListWriter.data(for: value))
            #expect(try BinaryPropertyListReader.value(from: data) == value, "\(count) objects")
            #expect(try foundationRead(data).0 == value, "\(count) objects")
        }
    }

    @Test func keysDifferingOnlyInNormalizationAreTwoKeys() throws {
        let value: PlistValue = ["caf\u{E9}": 1, "cafe\u{301}": 2]
        let data = try #require(BinaryPropertyListWriter.data(for: value))
        #expect((try? BinaryPropertyListReader.value(from: data)) == value)
        // encodeBinary writes them so too (CoreFoundation keeps them apart); only Foundation's
        // encoder, which would merge them, refuses them.
        #expect(try PropertyListCoder.encodeBinary(value) == data)
        #expect(throws: PropertyListError.self) { try PropertyListCoder.foundationEncodeBinary(value) }
    }

    @Test func keysAreWrittenInCoreFoundationsOrderSoTheBytesAreStable() throws {
        // The same entries, inserted in two orders (a dictionary iterates in neither), give the same
        // bytes; keys follow UTF-16 order, where U+E000 sorts after a supplementary-plane key.
        let keys = ["b", "a", "\u{E000}", "😀", "ab", "B", "é", "key10", "key9"]
        var forward: [PlistKey: PlistValue] = [:]
        var backward: [PlistKey: PlistValue] = [:]
        for (index, key) in keys.enumerated() { forward[PlistKey(key)] = .integer(Int64(index)) }
        for (index, key) in keys.enumerated().reversed() { backward[PlistKey(key)] = .integer(Int64(index)) }
        let data = try #require(BinaryPropertyListWriter.data(for: .dictionary(forward)))
        #expect(data == BinaryPropertyListWriter.data(for: .dictionary(backward)))
        // The key objects follow the top dictionary (object 0) in key order.
        let read = try BinaryPropertyListReader.value(from: data)
        #expect(read == .dictionary(forward))
        let order = keys.sorted { Array($0.utf16).lexicographicallyPrecedes(Array($1.utf16)) }
        let positions = try order.map { key in
            // The string object: its marker (with the length) and its ASCII or UTF-16 bytes.
            let encoded: [UInt8] =
                key.utf8.allSatisfy({ $0 < 0x80 })
                ? [0x50 | UInt8(key.utf8.count)] + Array(key.utf8)
                : [0x60 | UInt8(key.utf16.count)] + key.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            return try #require(data.firstRange(of: encoded)?.lowerBound, "\(key)")
        }
        #expect(positions == positions.sorted(), "\(order)")
    }

    @Test func keysSharedAcrossNestedDictionariesAreWrittenOnce() throws {
        // An array of records with the same keys (a common store shape) writes each key once.
        let record: [PlistKey: PlistValue] = ["identifier": 1, "displayName": "x", "enabled": true]
        let records = PlistValue.array((0..<50).map { _ in .dictionary(record) })
        let data = try #require(BinaryPropertyListWriter.data(for: ["records": records]))
        #expect(data.ranges(of: Array("displayName".utf8)).count == 1)
        #expect(try BinaryPropertyListReader.value(from: data) == ["records": records])
    }

    @Test func integersAboveInt64MaxAreWrittenInSixteenBytesBesideKeysThatDifferOnlyInNormalization() throws {
        // The store of issue 28: "é" composed and decomposed, and 2^64-1 (a 16-byte integer in CF
        // and plistlib). It was declined, and Foundation's encoder would merge the two keys.
        let store: PlistValue = [
            "\u{E9}": "composed", "e\u{301}": "decomposed", "big": .unsignedInteger(.max),
            "above": .unsignedInteger(UInt64(Int64.max) + 1), "max": .integer(.max),
        ]
        let data = try #require(BinaryPropertyListWriter.data(for: store))
        #expect(try PropertyListCoder.encodeBinary(store) == data)
        let wide: [UInt8] = [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)
        #expect(data.firstRange(of: wide) != nil)
        let read = try PropertyListCoder.read(data)
        #expect(read.isExact && read.value == store)
        // Foundation reads the integers back (its dictionaries merge the two keys, so they are left out).
        let integers: PlistValue = ["big": .unsignedInteger(.max), "above": .unsignedInteger(UInt64(Int64.max) + 1)]
        #expect(try foundationRead(try #require(BinaryPropertyListWriter.data(for: integers))).0 == integers)
        // plistlib reads every key and value back exactly.
        guard Consumer.exists("python3") else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "python3 is needed")
            return
        }
        let program = """
            import sys, plistlib
            o = plistlib.loads(sys.stdin.buffer.read())
            for k in sorted(o): print(' '.join('%x' % ord(c) for c in k), repr(o[k]))
            """
        let result = try Consumer.run("python3", ["-c", program], input: data)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            String(decoding: result.output, as: UTF8.self)
                == "61 62 6f 76 65 9223372036854775808\n62 69 67 18446744073709551615\n65 301 'decomposed'\n"
                + "6d 61 78 9223372036854775807\ne9 'composed'\n")
    }

    @Test func whatItDeclinesFoundationWrites() throws {
        var deep = PlistValue.array([])
        for _ in 0..<(PlistLimits.maximumDepth + 1) { deep = .array([deep]) }
        #expect(BinaryPropertyListWriter.data(for: deep) == nil)
    }

    @Test(arguments: 0..<6)
    func generatedValuesReadBackInFoundation(batch: Int) throws {
        let generator = XMLPropertyListWriterTests()
        var random = SeededGenerator(seed: UInt64(batch) &* 7_727 &+ 3)
        for round in 0..<60 {
            let value: PlistValue = ["root": generator.value(&random, depth: 1)]
            let normalized = value.normalizedForStorage
            guard let data = BinaryPropertyListWriter.data(for: normalized) else { continue }
            let read = try foundationRead(data).0
            #expect(read.map { PersistentEquivalence.equal($0, normalized) } == true, "batch \(batch) round \(round)")
            #expect((try? BinaryPropertyListReader.value(from: data)) == normalized, "batch \(batch) round \(round)")
        }
    }
}

/// Equality in which NaN equals NaN.
enum PersistentEquivalence {
    static func equal(_ a: PlistValue, _ b: PlistValue) -> Bool {
        switch (a, b) {
        case (.real(let x), .real(let y)): return x == y || (x.isNaN && y.isNaN)
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && x.allSatisfy { key, value in y[key].map { equal(value, $0) } ?? false }
        default: return a == b
        }
    }
}
