import FoundationEssentials
import PropertyList
import SystemCalls

/// Concurrent writers: N processes write K keys each into one domain, one durable
/// write per key; a fresh strict read then counts lost keys and, for overlapping keys, values that
/// are not one of the values written for that key.
struct WritersExperiment: Experiment {
    /// What to run.
    public struct Options: Sendable {
        public var processes = 4
        public var keys = 1000
        /// All writers write the same keys (`key<i>`), each with its own value.
        public var overlap = false
        /// Every other process is the `defaults` command instead of the library.
        public var mixed = false
        /// Foundation's `UserDefaults` for every process instead (the comparison).
        public var foundation = false
        public var trials = 1
        public init() {}
    }

    /// One trial's figures.
    public struct Trial: Sendable, Equatable {
        public var writers: [WriterKind]
        public var writes: Int
        public var expectedKeys: Int
        public var presentKeys: Int
        /// Keys missing at the end.
        public var lost: Int
        /// Keys holding a value that no writer wrote for them (a mix, a wrong type).
        public var wrong: Int
        /// Writers that exited non-zero, with their messages.
        public var failures: [String]
        /// Why the final read failed, if it did.
        public var storeProblem: String?
        public var seconds: Double

        /// Whether nothing was lost or mixed and every writer succeeded.
        public var clean: Bool { lost == 0 && wrong == 0 && failures.isEmpty && storeProblem == nil }
    }

    public var options: Options
    let productsDirectory: String

    /// An experiment running the products in `productsDirectory`.
    public init(options: Options, productsDirectory: String) {
        self.options = options
        self.productsDirectory = productsDirectory
    }

    /// The writer kinds, one per process.
    var kinds: [WriterKind] { mix.kinds }
    var mix: WriterMix { WriterMix(count: options.processes, mixed: options.mixed, foundation: options.foundation) }

    /// Runs every trial.
    public func run(progress: (String) -> Void = { _ in }) throws(HarnessError) -> [Trial] {
        let workspace = try Workspace(productsDirectory: productsDirectory)
        var trials: [Trial] = []
        for number in 1...max(1, options.trials) {
            workspace.resetStore()
            trials.append(try runTrial(in: workspace))
            progress("trial \(number): \(trials.last!.presentKeys)/\(trials.last!.expectedKeys) keys")
        }
        return trials
    }

    private func runTrial(in workspace: Workspace) throws(HarnessError) -> Trial {
        let started = Date()
        let plans = kinds.indices.map { index in
            WriterPlan(prefix: "w\(index)-", count: options.keys, overlap: options.overlap)
        }
        var children: [ChildProcess] = []
        for (kind, plan) in zip(kinds, plans) { children.append(try workspace.startWriter(kind, plan)) }
        var failures: [String] = []
        for child in children {
            _ = child.remainingLines()
            let status = child.wait()
            if status != 0 { failures.append("\(child.commandLine): status \(status): \(child.errorText)") }
        }
        let seconds = Date().timeIntervalSince(started)

        var expected: [String: Set<PlistValue>] = [:]
        for plan in plans {
            for index in 0..<plan.count { expected[plan.key(index), default: []].insert(plan.value(index)) }
        }
        var trial = Trial(
            writers: kinds, writes: plans.count * options.keys, expectedKeys: expected.count, presentKeys: 0, lost: 0,
            wrong: 0, failures: failures, storeProblem: nil, seconds: seconds)
        let contents: [PlistKey: PlistValue]
        switch workspace.readStore() {
        case .success(let values): contents = values
        case .failure(let problem):
            trial.storeProblem = problem.description
            contents = [:]
        }
        for (key, allowed) in expected {
            guard let value = contents[key] else {
                trial.lost += 1
                continue
            }
            trial.presentKeys += 1
            if !allowed.contains(value) { trial.wrong += 1 }
        }
        return trial
    }

    func problems(in trials: [Trial]) -> [String] {
        Array(trials.flatMap(\.failures).prefix(5)) + trials.compactMap(\.storeProblem).prefix(5)
    }

    func isClean(_ trials: [Trial]) -> Bool { trials.allSatisfy(\.clean) }

    /// The figures as a table.
    public func table(_ trials: [Trial]) -> ResultTable {
        var table = ResultTable(
            title: "writers: \(options.processes) processes (\(mix.summary)) x \(options.keys) writes, "
                + (options.overlap ? "overlapping keys" : "distinct keys"),
            header: ["trial", "writes", "expected keys", "present", "lost", "wrong value", "failed writers", "seconds"])
        for (index, trial) in trials.enumerated() {
            table.rows.append([
                "\(index + 1)", "\(trial.writes)", "\(trial.expectedKeys)", "\(trial.presentKeys)", "\(trial.lost)",
                "\(trial.wrong)", "\(trial.failures.count)", CLibrary.format(trial.seconds, "%.1f"),
            ])
        }
        if trials.count > 1 {
            let expected = trials.map(\.expectedKeys).reduce(0, +)
            let present = trials.map(\.presentKeys).reduce(0, +)
            table.rows.append([
                "all", "\(trials.map(\.writes).reduce(0, +))", "\(expected)", "\(present)",
                "\(trials.map(\.lost).reduce(0, +)) (\(CLibrary.format(100 * Double(expected - present) / Double(max(1, expected)), "%.1f"))%)",
                "\(trials.map(\.wrong).reduce(0, +))", "\(trials.map(\.failures.count).reduce(0, +))",
                CLibrary.format(trials.map(\.seconds).reduce(0, +), "%.1f"),
            ])
        }
        return table
    }
}
