import BenchmarkSupport
import Testing

@Suite struct ScalingRowTests {
    func row(small: Double, large: Double) -> BenchmarkRow {
        ScalingRow.row(
            reader: "scheme reader", input: "many attributes", small: ("40,000", small), large: ("320,000", large),
            method: "thread CPU")
    }

    /// 8 times the input may cost up to 10 times as much, not more.
    @Test func metWhenTheLargerCostsAtMostTenTimesTheSmaller() {
        #expect(row(small: 1_000, large: 8_000).met)
        #expect(row(small: 1_000, large: 10_000).met)
        #expect(!row(small: 1_000, large: 10_100).met)
        #expect(!row(small: 1_000, large: 64_000).met)
        #expect(row(small: 1_000, large: 9_000).ours == 9)
        #expect(row(small: 1_000, large: 9_000).note == "40,000: 1.00 ms; 320,000: 9.00 ms")
        #expect(row(small: 1_000, large: 9_000).name == "scheme reader growth, many attributes: 40,000 → 320,000")
    }
}
