/// A table of Unicode code points as sorted, disjoint closed ranges, searched by halving: the one
/// implementation behind the terminal's character widths and the C99 identifier characters of
/// Xcode's name mangling. In `TextOutput` because it is the lowest target both already use (and
/// it has no dependencies).
package struct CodePointRanges: Sendable, Hashable {
    /// The ranges, ascending and disjoint.
    package let ranges: [ClosedRange<UInt32>]

    /// A table of `ranges`, which must be ascending and disjoint (checked in debug builds).
    package init(_ ranges: [ClosedRange<UInt32>]) {
        assert(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "unsorted ranges")
        self.ranges = ranges
    }

    /// Whether `value` falls in one of the ranges. Inlinable: the terminal's width lookup calls it
    /// for every character it lays out.
    @inlinable
    package func contains(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
