import Foundation
import PropertyListFoundation
import Testing

@testable import PropertyList

/// Issue 28: one input budget for every property-list reader; 16-byte integers; dates kept exactly
/// in binary files.
@Suite struct InputBudgetTests {
    static let hostileStores = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("DefaultsToolTests/Fixtures/HostileStores")

    static func hostile(_ name: String) throws -> Data {
        try Data(contentsOf: hostileStores.appendingPathComponent(name))
    }

    /// Arrays that each reference the next twice, `levels` deep (object 0 the top), one-byte references.
    static func bomb(levels: Int) -> Data {
        var objects: [[UInt8]] = (0..<levels).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x10, 7])
        return BinaryPropertyListReaderTests.file(objects)
    }

    @Test func sharedReferencesCountEachTimeTheyAreMaterialised() throws {
        // 40 levels: about 200 bytes that stand for 2^41 values.
        let data = Self.bomb(levels: 40)
        #expect(data.count < 250)
        // `_ =`: a failure must not print the value it stands for.
        #expect {
            _ = try PropertyListCoder.decode(data)
        } throws: { error in
            guard case .overBudget(let excess) = error as? PropertyListError else { return false }
            return excess.limit == .values && excess.maximum == InputBudget.propertyList.maximumValues
                && excess.description.contains("shared references")
        }
        // The store plistlib writes (a list met twice is written once).
        #expect(throws: PropertyListError.self) { _ = try PropertyListCoder.decode(Self.hostile("bomb.plist")) }
        // Within the budget, the same shape reads, each level its two copies.
        let small = try PropertyListCoder.decode(Self.bomb(levels: 3)).value
        #expect(small == [[[7, 7], [7, 7]], [[7, 7], [7, 7]]])
        // The budget counts values, so a lower one refuses what the default reads: four levels are 31 values, three 15.
        let tight = InputBudget(maximumBytes: 1 << 20, maximumValues: 20, maximumDepth: 512, maximumExpansion: 20)
        #expect(throws: PropertyListError.self) {
            _ = try PropertyListCoder.decode(Self.bomb(levels: 4), budget: tight)
        }
        #expect(throws: Never.self) { _ = try PropertyListCoder.decode(Self.bomb(levels: 3), budget: tight) }
    }

    @Test func bytesAndDepthAreBudgetedInEveryFormat() throws {
        let tight = InputBudget(maximumBytes: 128, maximumValues: 1000, maximumDepth: 3, maximumExpansion: 0)
        let long = try PropertyListCoder.encodeXML(.string(String(repeating: "x", count: 100)))
        #expect {
            try PropertyListCoder.decode(long, budget: tight)
        } throws: { error in
            guard case .overBudget(let excess) = error as? PropertyListError else { return false }
            return excess.limit == .bytes
        }
        let deep = BinaryPropertyListReaderTests.file([[0xA1, 1], [0xA1, 2], [0xA1, 3], [0xA1, 4], [0x10, 1]])
        #expect {
            try PropertyListCoder.decode(deep, budget: tight)
        } throws: { error in
            guard case .overBudget(let excess) = error as? PropertyListError else { return false }
            return excess.limit == .depth && excess.location == "object 3"
        }
        let xml = Data("<plist><array><array><array><array><true/></array></array></array></array></plist>".utf8)
        #expect(throws: PropertyListError.overBudget(InputBudgetError(.depth, maximum: 3))) {
            try PropertyListCoder.decode(xml, budget: tight)
        }
    }

    @Test func sixteenByteIntegersReadExactlyAndWiderOnesAreRefused() throws {
        // plistlib's file: é composed and decomposed, and 2^64-1 as a 16-byte integer.
        let data = try Self.hostile("normalization-and-wide-integer.plist")
        let read = try PropertyListCoder.read(data)
        #expect(read.isExact)
        #expect(read.value == ["\u{E9}": "composed", "e\u{301}": "decomposed", "big": .unsignedInteger(.max)])
        // 2^64 (the high half 1) fits no defaults value: refused, not guessed.
        var wider = [UInt8](data)
        let marker = try #require(wider.firstIndex(of: 0x14))
        wider[marker + 8] = 1
        #expect {
            try PropertyListCoder.decode(Data(wider))
        } throws: { error in
            (error as? PropertyListError)?.description.contains("wider than 64 bits") == true
        }
        // A small value written in 16 bytes, and a negative one, read as the integers they are.
        let small = BinaryPropertyListReaderTests.file([[0x14] + [UInt8](repeating: 0, count: 15) + [5]])
        #expect(try PropertyListCoder.decode(small).value == .integer(5))
        let negative = BinaryPropertyListReaderTests.file([[0x14] + [UInt8](repeating: 0xFF, count: 16)])
        #expect(try PropertyListCoder.decode(negative).value == .integer(-1))
    }

    @Test func onlyAKeyGivenTwiceMakesAReadInexact() throws {
        func xml(_ body: String) -> Data {
            Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(body)</dict></plist>".utf8)
        }
        // Two keys "a" (binary): the first value, as Foundation keeps it; the second is lost, so inexact.
        let objects: [[UInt8]] = [[0xD2, 1, 2, 3, 4], [0x51, 0x61], [0x51, 0x61], [0x10, 1], [0x10, 2]]
        let read = try PropertyListCoder.read(BinaryPropertyListReaderTests.file(objects))
        #expect(!read.isExact && read.value == ["a": 1])
        let twice = try PropertyListCoder.read(xml("<key>a</key><true/><key>a</key><false/>"))
        #expect(!twice.isExact && twice.value == ["a": false])
        #expect(try PropertyListCoder.read(xml("<key>n</key><real>nan</real>")).isExact)
        let big = try PropertyListCoder.read(xml("<key>big</key><integer>18446744073709551615</integer>"))
        #expect(big.isExact && big.value == ["big": .unsignedInteger(.max)])
        // Character references to keys that differ only in normalization: both kept (Foundation's
        // bridged result merged them).
        let keys = try PropertyListCoder.read(xml("<key>caf&#233;</key><true/><key>cafe&#769;</key><true/>"))
        #expect(keys.isExact && keys.value.dictionaryValue?.count == 2)
    }

    @Test func binaryFilesKeepFractionalSecondsAndXMLStillTruncates() throws {
        let date = Date(timeIntervalSinceReferenceDate: 806_000_000.25)
        let binary = try PropertyListCoder.encodeBinary(["d": .date(date)])
        #expect(try PropertyListCoder.decode(binary).value == ["d": .date(date)])
        #expect(try PropertyListCoder.foundationDecode(binary, expecting: .binary) == ["d": .date(date)])
        let xml = try PropertyListCoder.encodeXML(["d": .date(date)])
        #expect(
            try PropertyListCoder.decode(xml).value == ["d": .date(Date(timeIntervalSinceReferenceDate: 806_000_000))])
        // plistlib's store with Date() kept to the microsecond.
        let stored = try PropertyListCoder.decode(Self.hostile("fractional-date.plist")).value
        guard case .date(let kept)? = stored.dictionaryValue?["last_opened"] else {
            Issue.record("no date")
            return
        }
        #expect(kept.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 1) == 0.25)
        #expect(try PropertyListCoder.decode(PropertyListCoder.encodeBinary(stored)).value == stored)
    }
}
