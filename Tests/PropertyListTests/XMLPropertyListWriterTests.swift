import Foundation
import PropertyListFoundation
import SeededRandom
import Testing

@testable import PropertyList

/// The fast XML writer must produce exactly Foundation's bytes: store files are compared and
/// diffed by people and tools, and byte identity is what lets a commit skip re-parsing its own file.
@Suite struct XMLPropertyListWriterTests {
    static let scalarPools: [[Unicode.Scalar]] = [
        Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-.".unicodeScalars),
        Array("&<>\"';]]>=/\\\t\n\r".unicodeScalars) + [Unicode.Scalar(1), Unicode.Scalar(0x1F), Unicode.Scalar(0x7F)],
        Array("éèüßøÅçñ€£¥©".unicodeScalars),
        Array("日本語設定値ファイル한국어".unicodeScalars),
        Array("😀🎉𝄞🇫🇷".unicodeScalars) + [Unicode.Scalar(0x301)!, Unicode.Scalar(0xFF5E)!, Unicode.Scalar(0xFFFD)!],
    ]

    func string(_ random: inout SeededGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<random.below(12) {
            let pool = Self.scalarPools[random.below(Self.scalarPools.count)]
            scalars.append(pool[random.below(pool.count)])
        }
        return String(scalars)
    }

    func real(_ random: inout SeededGenerator) -> Double {
        switch random.below(6) {
        case 0: return Double(bitPattern: random.next())
        case 1: return Double(Int64(bitPattern: random.next()) >> random.below(64))
        case 2:
            return [0.0, -0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude][
                random.below(7)]
        case 3: return Double(random.below(100_000)) / 100
        default: return (Double(random.next() % 2_000_000) - 1_000_000) * pow(10, Double(random.below(40)) - 20)
        }
    }

    func value(_ random: inout SeededGenerator, depth: Int) -> PlistValue {
        let containers = depth < 11
        switch random.below(containers ? 11 : 8) {
        case 0: return .string(string(&random))
        case 1: return .integer(Int64(bitPattern: random.next()) >> random.below(64))
        case 2: return .unsignedInteger(UInt64(Int64.max) + random.next() % UInt64(Int64.max))
        case 3: return .real(real(&random))
        case 4: return .bool(random.below(2) == 0)
        case 5:
            // Years 1 to 9999, with fractions (the writer truncates as encodeXML does).
            let seconds =
                Double(Int64(random.next() % 315_537_897_600)) - 63_113_904_000 + Double(random.below(1000)) / 1000
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case 6, 7: return .data(Data((0..<random.below(160)).map { _ in UInt8(truncatingIfNeeded: random.next()) }))
        case 8: return .array((0..<random.below(4)).map { _ in value(&random, depth: depth + 1) })
        default:
            var dictionary: [PlistKey: PlistValue] = [:]
            for _ in 0..<random.below(5) { dictionary[string(&random)] = value(&random, depth: depth + 1) }
            return .dictionary(dictionary)
        }
    }

    @Test(arguments: 0..<8)
    func randomValuesMatchFoundationByteForByte(batch: Int) throws {
        var random = SeededGenerator(seed: UInt64(batch) &* 7919 &+ 17)
        for round in 0..<60 {
            var root: [PlistKey: PlistValue] = [:]
            for _ in 0..<random.below(8) { root[string(&random)] = value(&random, depth: 1) }
            let expected = try PropertyListCoder.foundationEncodeXML(.dictionary(root))
            let actual = try #require(XMLPropertyListWriter.data(for: PlistValue.dictionary(root).normalizedForStorage))
            #expect(
                actual == expected,
                "batch \(batch) round \(round):\n\(String(decoding: actual, as: UTF8.self))\nFoundation:\n\(String(decoding: expected, as: UTF8.self))"
            )
            if actual != expected { return }
        }
    }

    @Test func dataDeeperThanEightLevelsKeepsFoundationsIndentCap() throws {
        var value = PlistValue.data(Data((0..<200).map { UInt8($0) }))
        for depth in 0..<12 {
            value = depth % 2 == 0 ? .array([value, .data(Data([1, 2]))]) : .dictionary(["k\(depth)": value])
            let root = PlistValue.dictionary(["root": value])
            #expect(XMLPropertyListWriter.data(for: root) == (try PropertyListCoder.foundationEncodeXML(root)))
        }
    }

    @Test func everyScalarKindAndEdgeMatchesFoundation() throws {
        let root: PlistValue = [
            "": "", "a&b": "<&>", "r": .real(0.1), "z": .real(-0.0), "big": .unsignedInteger(.max),
            "min": .integer(.min), "e": [], "d": [:], "t": true, "f": false, "data0": .data(Data()),
            "date": .date(Date(timeIntervalSinceReferenceDate: -1.5)),
        ]
        #expect(try PropertyListCoder.encodeXML(root) == PropertyListCoder.foundationEncodeXML(root))
    }

    @Test func keysSortInUTF16OrderAcrossThePlanes() throws {
        // U+FF5E sorts after U+1F600 in UTF-16 (surrogates come first) but before it in UTF-8.
        let root: PlistValue = ["k\u{1F600}": 1, "k\u{FF5E}": 2, "k\u{E000}": 3, "k\u{D7FF}": 4, "kA": 5, "k": 6]
        let bytes = try #require(XMLPropertyListWriter.data(for: root))
        #expect(bytes == (try PropertyListCoder.foundationEncodeXML(root)))
        let text = String(decoding: bytes, as: UTF8.self)
        let order = [
            "<key>k</key>", "<key>kA</key>", "<key>k\u{D7FF}</key>", "<key>k\u{1F600}</key>", "<key>k\u{E000}</key>",
            "<key>k\u{FF5E}</key>",
        ]
        let positions = order.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count && positions == positions.sorted())
    }

    /// Dates outside years 1 to 9999 are written byte for byte as Foundation writes them (CF's
    /// `%04d` year), and a time that is not finite is refused.
    @Test func datesOutsideYearsOneTo9999AreWrittenAsFoundationWritesThem() throws {
        for seconds in [400_000_000_000.0, -63_200_000_000, -70_000_000_000, -63_113_904_000] {
            let far = PlistValue.dictionary(["d": .date(Date(timeIntervalSinceReferenceDate: seconds))])
            #expect(
                XMLPropertyListWriter.data(for: far) == (try PropertyListCoder.foundationEncodeXML(far)), "\(seconds)")
            #expect(try PropertyListCoder.decode(PropertyListCoder.encodeXML(far)).value == far)
        }
        #expect(throws: PropertyListError.self) {
            try PropertyListCoder.encodeXML(["d": .date(Date(timeIntervalSinceReferenceDate: .nan))])
        }
    }
}

/// `roundTripsExactly` lets a commit skip parsing its own output: Foundation must read every value
/// it accepts back unchanged.
@Suite struct RoundTripClaimTests {
    static func equivalent(_ a: PlistValue, _ b: PlistValue) -> Bool {
        switch (a, b) {
        case (.real(let x), .real(let y)): return x == y || (x.isNaN && y.isNaN)
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equivalent($0, $1) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && x.allSatisfy { key, value in y[key].map { equivalent(value, $0) } ?? false }
        default: return a == b
        }
    }

    @Test(arguments: 0..<6)
    func valuesClaimedSafeReadBackUnchangedThroughFoundation(batch: Int) throws {
        let writer = XMLPropertyListWriterTests()
        var random = SeededGenerator(seed: UInt64(batch) &* 104_729 &+ 3)
        var checked = 0
        for _ in 0..<80 {
            var root: [PlistKey: PlistValue] = [:]
            for _ in 0..<random.below(8) { root[writer.string(&random)] = writer.value(&random, depth: 1) }
            let value = PlistValue.dictionary(root).normalizedForStorage
            guard PropertyListCoder.roundTripsExactly(value) else { continue }
            checked += 1
            let bytes = try PropertyListCoder.encodeXML(value)
            let readBack = try PropertyListCoder.decode(bytes).value
            #expect(Self.equivalent(readBack, value), "\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(checked > 10)
    }

    @Test func unsafeValuesAreNotClaimed() {
        #expect(!PropertyListCoder.roundTripsExactly(["k": "a\u{1}b"]))
        #expect(!PropertyListCoder.roundTripsExactly(["k": "line\r\n"]))
        #expect(!PropertyListCoder.roundTripsExactly(["a\u{7F}": 1]))
        #expect(!PropertyListCoder.roundTripsExactly(["k": .unsignedInteger(UInt64(Int64.max) + 1)]))
        #expect(!PropertyListCoder.roundTripsExactly(["k": .date(Date(timeIntervalSinceReferenceDate: 0.5))]))
        #expect(
            PropertyListCoder.roundTripsExactly(["k": "tab\tand\nnewline", "n": .real(.nan), "d": .data(Data([0]))]))
    }
}
