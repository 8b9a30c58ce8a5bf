import Foundation
import Testing

@testable import XcodeProject

/// A tag's many attribute names are checked for a repeat once, split into parts that each fit the
/// processor's cache (issue 28): the first name that repeats an earlier one is found in whichever
/// part it falls, compared as the parse compares names.
@Suite struct XMLAttributeRepeatsTests {
    /// The first repeat of `names` joined by spaces, through the ranges ``XMLAttributeRepeats`` reads.
    static func firstRepeat(_ names: [[UInt8]]) -> Int? {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for name in names {
            ranges.append(bytes.count..<bytes.count + name.count)
            bytes += name + [0x20]
        }
        return bytes.withUnsafeBufferPointer { XMLAttributeRepeats.firstRepeat(of: ranges, in: $0) }
    }

    @Test func theFirstRepeatIsFoundAcrossParts() {
        let distinct = (0..<10_000).map { Array("a\($0)".utf8) }
        #expect(Self.firstRepeat(distinct) == nil)
        // Two repeats in different parts: the earlier position wins, not the earlier part.
        #expect(Self.firstRepeat(distinct + [Array("a7000".utf8), Array("a3".utf8)]) == 10_000)
        #expect(Self.firstRepeat(distinct + [Array("new".utf8), Array("a3".utf8), Array("a7000".utf8)]) == 10_001)
        #expect(Self.firstRepeat(distinct + [Array("new".utf8), Array("new".utf8)]) == 10_001)
        #expect(Self.firstRepeat([Array("x".utf8), Array("x".utf8)]) == 1)
        // Repeats in every part: the first by position, whichever part is checked first.
        for trial in 0..<20 {
            let names = (0..<10_000).map { Array("b\(trial)_\($0)".utf8) }
            #expect(Self.firstRepeat(names + (0..<40).map { names[$0 * 97] }) == 10_000)
        }
    }

    /// Names are compared as the parse reads them: scalar by scalar (a composed and a decomposed
    /// `é` differ), malformed bytes as U+FFFD (two different malformed bytes are the same name).
    @Test func namesAreComparedAsTheParseReadsThem() {
        let fillers = (0..<3_000).map { Array("n\($0)".utf8) }
        #expect(Self.firstRepeat(fillers + [Array("\u{E9}".utf8), Array("e\u{301}".utf8)]) == nil)
        #expect(Self.firstRepeat(fillers + [[0xFF], [0xFE]]) == 3_001)
    }

    /// In a parse: the repeat far into a tag of thousands of attributes is refused, and an error
    /// before it in the tag is reported first, as when each name was checked as it was read.
    @Test func theParseRefusesTheRepeatAndReportsEarlierErrorsFirst() throws {
        let names = (0..<5_000).map { "a\($0)" }
        let repeated = "<S>\n<T " + (names + ["a100"]).map { "\($0)=\"v\"" }.joined(separator: " ") + "/></S>"
        #expect(throws: XMLElementTree.SyntaxError(message: "the attribute a100 appears twice in <T>", line: 2)) {
            try XMLElementTree.parse(Data(repeated.utf8))
        }
        var broken = names.map { "\($0)=\"v\"" }
        broken[50] = "a50 \"v\""
        let earlier = "<S>\n<T " + (broken + ["a100=\"v\""]).joined(separator: " ") + "/></S>"
        #expect(throws: XMLElementTree.SyntaxError(message: "'=' expected after the attribute a50", line: 2)) {
            try XMLElementTree.parse(Data(earlier.utf8))
        }
        let fine = "<T " + names.map { "\($0)=\"v\"" }.joined(separator: " ") + "/>"
        #expect(try XMLElementTree.parse(Data(fine.utf8)).attributes.count == 5_000)
        // Two malformed names past the first few read as the same U+FFFD, as among the first few.
        let fillers = names.prefix(20).map { "\($0)=\"v\" " }.joined()
        let malformed =
            Data("<T \(fillers)".utf8) + Data([0xFF]) + Data("=\"1\" ".utf8) + Data([0xFE]) + Data("=\"2\"/>".utf8)
        #expect(throws: XMLElementTree.SyntaxError(message: "the attribute \u{FFFD} appears twice in <T>", line: 1)) {
            try XMLElementTree.parse(malformed)
        }
    }
}
