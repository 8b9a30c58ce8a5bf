/// A row that says whether a reader's cost grows linearly with its input: an input and the same
/// input `factor` times larger are read, and the larger must cost at most `limit` times the
/// smaller (issue 28: 8 times the input, at most 10 times the cost).
public enum ScalingRow {
    /// How much larger the large input is.
    public static let factor = 8.0
    /// The most the large input may cost, in times the small one.
    public static let limit = 10.0

    /// The row for `reader` on `input`: ours is the growth (large / small), its anchor the growth
    /// of the input, met when the growth is at most ``limit``; the note gives both costs.
    public static func row(
        reader: String, input: String, small: (label: String, microseconds: Double),
        large: (label: String, microseconds: Double), method: String
    ) -> BenchmarkRow {
        BenchmarkRow(
            name: "\(reader) growth, \(input): \(small.label) → \(large.label)", unit: "x",
            ours: large.microseconds / small.microseconds, anchor: factor,
            anchorName: "\(BenchmarkRow.format(factor)) (the growth of the input)",
            target: "≤ \(BenchmarkRow.format(limit))x for \(BenchmarkRow.format(factor))x the input",
            goal: .ratioAtMost(limit / factor), method: method,
            note:
                "\(small.label): \(milliseconds(small.microseconds)); \(large.label): \(milliseconds(large.microseconds))"
        )
    }

    static func milliseconds(_ microseconds: Double) -> String { BenchmarkRow.format(microseconds / 1000) + " ms" }
}
