/// Who writes in an experiment: `count` processes of this project's library, every other one the
/// `defaults` command when `mixed`, or all of them Foundation's `UserDefaults` for the comparison.
struct WriterMix: Sendable, Equatable {
    var count: Int
    var mixed = false
    var foundation = false

    /// One kind per process, in start order.
    var kinds: [WriterKind] {
        (0..<count).map { index in foundation ? .foundation : (mixed && index % 2 == 1 ? .command : .library) }
    }

    /// "1 command + 1 library": how many of each kind, for table titles.
    var summary: String {
        Dictionary(grouping: kinds, by: \.self).sorted { $0.key.rawValue < $1.key.rawValue }
            .map { "\($0.value.count) \($0.key.rawValue)" }.joined(separator: " + ")
    }
}
