import SystemCalls

/// Clocks and statistics for the benchmarks.
public enum BenchClock {
    /// CLOCK_MONOTONIC in nanoseconds (comparable between processes on one machine).
    public static func now() -> UInt64 {
        MonotonicClock.nanoseconds()
    }

    /// CPU time of the calling thread in nanoseconds (user + system).
    public static func threadCPU() -> UInt64 {
        MonotonicClock.threadCPUNanoseconds()
    }

    /// CPU time of the whole process in nanoseconds (user + system, every thread).
    public static func processCPU() -> UInt64 {
        MonotonicClock.processCPUNanoseconds()
    }

    /// The median of `values` (the mean of the two middle ones for an even count); nan when empty.
    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Runs the contenders in turn, `rounds` times (A B C, A B C, …, with the order rotated every
    /// round so neither always runs first), and returns each one's samples in the order given.
    /// Interleaving makes a burst of load from other processes hit every contender alike.
    public static func interleave(rounds: Int, _ contenders: [() -> Double]) -> [[Double]] {
        var samples = Array(repeating: [Double](), count: contenders.count)
        for round in 0..<rounds {
            for offset in 0..<contenders.count {
                let index = (round + offset) % contenders.count
                samples[index].append(contenders[index]())
            }
        }
        return samples
    }
}
