import Foundation
import PropertyListFoundation
import SeededRandom
import Testing

@testable import PropertyList

/// The binary reader must read what Foundation reads, value for value, decline what it does not read
/// the same way, never crash on damaged bytes, and keep keys that differ only in normalization apart.
@Suite struct BinaryPropertyListReaderTests {
    @Test(arguments: 0..<6)
    func generatedValuesReadAsFoundationReadsThem(batch: Int) throws {
        let generator = XMLPropertyListWriterTests()
        var random = SeededGenerator(seed: UInt64(batch) &* 104_729 &+ 5)
        var readByUs = 0
        for index in 0..<60 {
            let value: PlistValue = ["root": generator.value(&random, depth: 1)]
            let data = try PropertyListCoder.foundationEncodeBinary(value)
            let foundation = try PropertyListCoder.foundationDecode(data, expecting: .binary)
            guard let ours = (try? BinaryPropertyListReader.value(from: data)) else { continue }
            readByUs += 1
            #expect(ours == foundation, "batch \(batch) value \(index)")
        }
        // Only values holding an integer above Int64.max (16-byte integers) are left to Foundation.
        #expect(readByUs >= 30)
    }

    /// More than 255 objects: Foundation writes two-byte object references, which the reader reads
    /// where they stand (issue 28); a shared dictionary is read once and stands at each reference.
    @Test func twoByteReferencesReadAsFoundationReadsThem() throws {
        let shared: PlistValue = .dictionary(
            Dictionary(uniqueKeysWithValues: (0..<300).map { (PlistKey("key \($0)"), PlistValue.integer(Int64($0))) }))
        let value: PlistValue = ["list": .array((0..<300).map { .string("item \($0)") }), "a": shared, "b": shared]
        let data = try PropertyListCoder.foundationEncodeBinary(value)
        #expect(data[data.count - 32 + 7] == 2, "Foundation wrote references of another size")
        #expect(try BinaryPropertyListReader.value(from: data) == value)
    }

    @Test func damagedBytesNeverCrashAndNeverDisagreeWithFoundation() throws {
        let generator = XMLPropertyListWriterTests()
        var random = SeededGenerator(seed: 99)
        for _ in 0..<40 {
            let original = [UInt8](
                try PropertyListCoder.foundationEncodeBinary(["k": generator.value(&random, depth: 2)]))
            for _ in 0..<40 {
                var bytes = original
                for _ in 0...random.below(3) {
                    bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
                }
                if random.below(5) == 0 { bytes.removeLast(random.below(min(bytes.count, 40))) }
                let data = Data(bytes)
                guard let ours = (try? BinaryPropertyListReader.value(from: data)) else { continue }
                // When both read the damaged file, they read the same value.
                if let foundation = try? PropertyListCoder.foundationDecode(data, expecting: .binary) {
                    #expect(ours == foundation || ours.containsEquivalentKeys, "\(bytes)")
                }
            }
        }
    }

    /// A `bplist00` file of `objects` (object 0 the top), one-byte offsets and references.
    static func file(_ objects: [[UInt8]]) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let table = bytes.count
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)] + [0, 0, 0, 0, 0, 0, 0, 0]
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        return Data(bytes)
    }

    /// A UTF-16 string object.
    static func utf16(_ text: String) -> [UInt8] {
        let units = Array(text.utf16)
        return [0x60 | UInt8(units.count)] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    @Test func keysDifferingOnlyInNormalizationStayApart() throws {
        // Written by hand: Foundation's own encoder goes through an NSDictionary, which on Linux may
        // merge such keys itself.
        let keys = ["k\u{E9}", "ke\u{301}", "\u{C5}", "\u{212B}", "A\u{30A}"]
        var objects: [[UInt8]] = [
            [0xD0 | UInt8(keys.count)] + (1...keys.count).map(UInt8.init)
                + (1...keys.count).map { UInt8(keys.count + $0) }
        ]
        objects += keys.map(Self.utf16)
        objects += (0..<keys.count).map { [0x10, UInt8($0)] }
        let data = Self.file(objects)
        let decoded = try PropertyListCoder.decode(data)
        #expect(decoded.format == .binary)
        let expected = Dictionary(
            uniqueKeysWithValues: keys.enumerated().map { (PlistKey($1), PlistValue.integer(Int64($0))) })
        #expect(decoded.value == .dictionary(expected))
        // What Foundation's bridged result gives for the same file: fewer keys.
        let foundation = try PropertyListCoder.foundationDecode(data, expecting: .binary)
        #expect((foundation.dictionaryValue?.count ?? 0) < keys.count)
    }

    /// Issue 33: an object reference equal to the object count names no object, even when the
    /// bytes after the offset table would make a plausible offset (here one pointing at `7`).
    @Test func aReferenceEqualToTheObjectCountIsRefused() throws {
        func file(reference: UInt8) -> Data {
            var bytes = Array("bplist00".utf8)
            bytes += [0xA1, reference]  // 8: [reference]
            bytes += [0x10, 7]  // 10: 7
            let table = bytes.count
            bytes += [8, 10]  // the offset table: two objects
            bytes += [10]  // one byte more, which an index of 2 would read as an offset
            bytes += [0, 0, 0, 0, 0, 0, 1, 1]
            bytes += [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0]
            bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
            return Data(bytes)
        }
        #expect((try? BinaryPropertyListReader.value(from: file(reference: 1))) == [7])
        #expect((try? BinaryPropertyListReader.value(from: file(reference: 2))) == nil)
        #expect(throws: (any Error).self) { try PropertyListCoder.decode(file(reference: 2)) }
    }

    /// A dictionary holding a key twice keeps the first value, as Foundation reads it; an "ASCII"
    /// string with bytes above 0x7F is ISO Latin-1, as Foundation reads it.
    @Test func duplicateKeysAndEightBitStringsReadAsFoundationReadsThem() throws {
        let twice = Self.file([
            [0xD3, 1, 2, 1, 3, 4, 5], [0x51, 0x61], [0x51, 0x62], [0x10, 1], [0x10, 2], [0x10, 3],
        ])
        #expect(try BinaryPropertyListReader.value(from: twice) == ["a": 1, "b": 2])
        #expect(try PropertyListCoder.foundationDecode(twice, expecting: .binary) == ["a": 1, "b": 2])
        let latin1 = Self.file([[0x52, 0x63, 0xE9]])
        #expect(try BinaryPropertyListReader.value(from: latin1) == "cé")
        #expect(try PropertyListCoder.foundationDecode(latin1, expecting: .binary) == "cé")
    }

    @Test func keysAndTheirValues() {
        let k = UInt8(ascii: "k")
        let j = UInt8(ascii: "j")
        #expect(
            (try? BinaryPropertyListReader.value(
                from: Self.file([[0xD2, 1, 2, 3, 4], [0x51, k], [0x51, j], [0x10, 1], [0x10, 2]]))) == ["k": 1, "j": 2])
        #expect(
            (try? BinaryPropertyListReader.value(
                from: Self.file([[0xD2, 1, 2, 3, 4], [0x51, k], [0x51, k], [0x10, 1], [0x10, 2]]))) == ["k": 1])
        #expect(
            (try? BinaryPropertyListReader.value(
                from: Self.file([[0xD2, 1, 1, 2, 3], [0x51, k], [0x10, 1], [0x10, 2]])))
                == ["k": 1])
    }

    /// What the reader once left to Foundation is refused with a reason naming the object (Foundation's
    /// bridged result had no `PlistValue` for null, UIDs and sets either), never read with a guess.
    @Test func refusalsNameTheObjectAndWhy() throws {
        let cases: [([[UInt8]], String)] = [
            ([[0xA1, 1], [0x00]], "object 1 is null"),
            ([[0xA1, 1], [0x80, 3]], "object 1 is a keyed archive's UID"),
            ([[0xC1, 1], [0x10, 1]], "object 0 is a set"),
            ([[0x61, 0xD8, 0x00]], "object 0 is a UTF-16 string with an unpaired surrogate"),
            ([[0xD1, 1, 2], [0x10, 1], [0x10, 2]], "object 1 is a dictionary key that is not a string"),
            ([[0xA1, 0]], "levels deep (or its references form a cycle)"),
            ([[0x75]], "has the unknown marker 0x75"),
        ]
        for (objects, expected) in cases {
            #expect(throws: PropertyListError.self) { try BinaryPropertyListReader.value(from: Self.file(objects)) }
            do {
                _ = try PropertyListCoder.decode(Self.file(objects))
            } catch {
                #expect(error.description.contains(expected), "\(error.description)")
            }
        }
        #expect(
            throws: PropertyListError.malformed("a damaged binary property list (its header or trailer is invalid)")
        ) {
            try BinaryPropertyListReader.value(from: Data("bplist00".utf8) + Data(count: 8))
        }
        // CF reads any "bplist0?" header; so do we.
        var other = [UInt8](Self.file([[0x10, 7]]))
        other[7] = UInt8(ascii: "1")
        #expect(try BinaryPropertyListReader.value(from: Data(other)) == 7)
    }

    @Test func sharedObjectsAreReadOnceAndCyclesAreDeclined() throws {
        // One array referenced twice, and a file whose array contains itself.
        let objects: [[UInt8]] = [
            [0xA2, 1, 1],  // 0: [1, 1]
            [0xA1, 2],  // 1: [2]
            [0x10, 7],  // 2: 7
        ]
        #expect((try? BinaryPropertyListReader.value(from: Self.file(objects))) == [[7], [7]])
        #expect(try PropertyListCoder.foundationDecode(Self.file(objects), expecting: .binary) == [[7], [7]])
        #expect((try? BinaryPropertyListReader.value(from: Self.file([[0xA1, 0]]))) == nil)
    }
}

extension PlistValue {
    /// Whether a dictionary anywhere in the value has keys that `String` finds equal (Foundation's
    /// bridged result merges those).
    var containsEquivalentKeys: Bool {
        switch self {
        case .array(let values): return values.contains { $0.containsEquivalentKeys }
        case .dictionary(let values):
            return Set(values.keys.map(\.string)).count != values.count
                || values.values.contains { $0.containsEquivalentKeys }
        default: return false
        }
    }
}
