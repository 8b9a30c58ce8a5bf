import Testing

@testable import TextOutput

/// The one range-table search behind character widths and C99 identifier characters: it agrees
/// with a plain scan at every edge.
@Suite struct CodePointRangesTests {
    @Test func agreesWithAScanAtEveryEdge() {
        let ranges: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x41, 0x61...0x7A, 0x300...0x36F, 0x1F600...0x1F64F]
        let table = CodePointRanges(ranges)
        var probes: [UInt32] = [0, 0x10FFFF, UInt32.max]
        for range in ranges {
            probes += [range.lowerBound - 1, range.lowerBound, range.upperBound, range.upperBound + 1]
        }
        for value in probes {
            #expect(table.contains(value) == ranges.contains { $0.contains(value) }, "\(value)")
        }
        #expect(!CodePointRanges([]).contains(0))
        #expect(CodePointRanges([5...5]).contains(5) && !CodePointRanges([5...5]).contains(4))
    }
}
