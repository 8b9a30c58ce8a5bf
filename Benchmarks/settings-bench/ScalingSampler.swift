import BenchmarkSupport
import Foundation
import SystemCalls

/// One input of a scaling row (benchmarks 10, 11 and 12) in its two sizes.
struct ScalingInput {
    var reader: String
    /// What grows, in words.
    var input: String
    var small: String
    var large: String
    /// Builds the input of one size (the large one when `large`) in `folder` and returns its read,
    /// which throws when the read failed or read the wrong thing.
    var make: (_ large: Bool, _ folder: URL) throws -> () throws -> Void
}

/// The groups of scaling rows, by the benchmark that prints them.
enum ScalingGroup: String, CaseIterable {
    case source, data, scheme

    func inputs(quick: Bool) -> [ScalingInput] {
        switch self {
        case .source: SourceReadingBenchmark.inputs(quick: quick)
        case .data: DataReaderScalingBenchmark.inputs()
        case .scheme: SchemeScalingBenchmark.inputs(quick: quick)
        }
    }
}

/// How every scaling row measures its reader: the one rule of issue 28's "8 times the input, at
/// most 10 times the cost".
///
/// Each row runs in a child process of its own (so no earlier row leaves its memory behind) whose
/// glibc allocator is pinned by `GLIBC_TUNABLES`: a trim threshold of 4 GB, a fixed mmap threshold
/// of 32 MB and one arena, so memory a read frees stays in the heap. The child reads each size once,
/// then times `rounds` interleaved samples of ``readsPerSample`` reads of the small input and of
/// the large one, and prints the median process CPU per read of each (process CPU, because the
/// source rows scan on a thread of their own; the child runs nothing else).
///
/// Why the steady state and not a one-shot read (a fresh child per sample, reading once): by
/// default glibc unmaps and trims the large read's freed memory, so each large read paid page
/// faults for its memory while the small one (then timed in batches of 8) reused warm pages: the
/// rows mixed the two states. A one-shot read puts both sizes on cold memory, but adds the
/// process's first-use costs (metadata, lazy binding, the heap's first growth), which are the same
/// at both sizes and so flatten the ratio, and its faults depend on what the child allocated before
/// the read; one read per sample also spreads wider (XML keys, 9 fresh children under a load of 9:
/// the large read took 5.0 to 9.9 ms). With both sizes on warm memory and the same number of reads
/// per sample, what differs between the sizes is the reader's own work on the larger input: its
/// instructions and the cache misses of its data. The row's method gives the minor page faults per
/// timed read, about 0 at both sizes when the pinning held.
enum ScalingSampler {
    /// Reads per sample, the same for both sizes.
    static func readsPerSample(quick: Bool) -> Int { quick ? 2 : 4 }
    static func rounds(quick: Bool) -> Int { quick ? 3 : 9 }

    /// The allocator settings of the child (glibc's tunables; 32 MB is the largest mmap threshold
    /// glibc accepts on 64-bit, far above any allocation of the inputs, which stay under 4 MB). One
    /// arena: the source rows scan on a new thread each read, and glibc deletes a thread arena's
    /// heap once all its memory is free, whatever the trim threshold (17,000 page faults a read).
    static let tunables =
        "glibc.malloc.trim_threshold=4294967296:glibc.malloc.mmap_threshold=33554432:glibc.malloc.arena_max=1"

    static func method(quick: Bool) -> String {
        "process CPU per read in a child process with glibc's trim and mmap thresholds pinned (both sizes on warm "
            + "memory): median of \(rounds(quick: quick)) interleaved rounds of \(readsPerSample(quick: quick)) reads each"
    }

    /// The rows of `group`, each measured in its own child process.
    static func rows(_ group: ScalingGroup, directory: URL, quick: Bool) throws -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        for (index, input) in group.inputs(quick: quick).enumerated() {
            let folder = directory.appendingPathComponent("scaling-\(group.rawValue)-\(index)")
            let lines = try ChildProcess.run(
                ["scaling-row", group.rawValue, String(index), quick ? "quick" : "full", folder.path],
                environment: ["GLIBC_TUNABLES": tunables])
            let fields = (lines.last ?? "").split(separator: " ").compactMap { Double($0) }
            guard fields.count == 4 else {
                throw BenchError("\(input.reader), \(input.input): the child printed \(lines)")
            }
            rows.append(
                ScalingRow.row(
                    reader: input.reader, input: input.input, small: (input.small, fields[0]),
                    large: (input.large, fields[1]),
                    method: method(quick: quick)
                        + "; minor page faults per read \(BenchmarkRow.format(fields[2])) and \(BenchmarkRow.format(fields[3]))"
                ))
        }
        return rows
    }

    /// In the child: measures one row and prints the small and large medians in microseconds, then
    /// the minor page faults per timed read of each.
    static func child(_ group: ScalingGroup, index: Int, quick: Bool, folder: URL) throws {
        let inputs = group.inputs(quick: quick)
        guard inputs.indices.contains(index) else { throw BenchError("no scaling row \(index) in \(group)") }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = inputs[index]
        let reads = [try input.make(false, folder), try input.make(true, folder)]
        // Both read before either is timed: the heap grows to the large read's peak and stays.
        for read in reads { try read() }
        let count = readsPerSample(quick: quick)
        var failure: Error?
        var faults: [Int] = [0, 0]
        func sample(_ slot: Int) -> () -> Double {
            {
                let faultsBefore = minorFaults()
                let start = BenchClock.processCPU()
                for _ in 0..<count {
                    do { try reads[slot]() } catch { failure = error }
                }
                let elapsed = BenchClock.processCPU() - start
                faults[slot] += minorFaults() - faultsBefore
                return Double(elapsed) / 1e3 / Double(count)
            }
        }
        let rounds = rounds(quick: quick)
        let samples = BenchClock.interleave(rounds: rounds, [sample(0), sample(1)])
        if let failure { throw BenchError("\(input.reader), \(input.input): \(failure)") }
        let perRead = faults.map { Double($0) / Double(rounds * count) }
        print("\(BenchClock.median(samples[0])) \(BenchClock.median(samples[1])) \(perRead[0]) \(perRead[1])")
    }

    /// The process's minor page faults so far.
    static func minorFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }
}
