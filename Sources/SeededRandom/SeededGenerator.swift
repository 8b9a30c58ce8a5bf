/// SplitMix64: a small, fast, deterministic random number generator. The same seed gives the
/// same sequence on every platform and Swift version (unlike `SystemRandomNumberGenerator`), so a
/// generated benchmark bundle, a randomized test's failure or a crash experiment's kill moments can be
/// repeated from the seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0) drawn from this sequence only (no platform-specific
    /// rejection sampling), so generated files are identical everywhere.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }
}
