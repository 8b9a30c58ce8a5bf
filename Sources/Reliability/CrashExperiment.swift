import FoundationEssentials
import PropertyList
import SeededRandom
import SystemCalls

/// Crash during write: writers that acknowledge each durable write are killed with
/// SIGKILL at random moments, again and again. After every kill the store must parse with a strict
/// reader (no retries) and hold every write acknowledged so far; at the end a new writer must still
/// work (no lock or temporary file left by the dead ones gets in its way) and must sweep the
/// temporary files the dead writers left.
struct CrashExperiment: Experiment {
    /// What to run.
    public struct Options: Sendable {
        public var iterations = 500
        /// Writers started together in each iteration (each is killed at its own moment).
        public var writers = 2
        /// Every other writer is a `defaults write` loop instead of the library.
        public var mixed = false
        /// Seed of the random kill moments (printed, so a failing run can be repeated).
        public var seed: UInt64 = UInt64(Date().timeIntervalSince1970)
        public init() {}
    }

    /// The figures of a run.
    public struct Report: Sendable, Equatable {
        public var iterations = 0
        public var kills = 0
        /// Writers that had exited on their own before the kill (none expected).
        public var exitedBeforeKill = 0
        public var acknowledgedWrites = 0
        /// Acknowledged writes missing or changed after a later kill.
        public var lostAcknowledged = 0
        /// Strict reads after a kill that found no file although writes were acknowledged, an empty
        /// file or an unparseable one.
        public var badReads = 0
        /// Temporary files present right after the kills, summed over iterations.
        public var temporaryFilesSeen = 0
        /// Temporary files still there after the final writer ran (it sweeps dead writers' files).
        public var temporaryFilesLeft = 0
        /// Whether the final writer (library, `--verify`) and a final `defaults write` succeeded.
        public var finalWriterWorked = false
        public var seconds = 0.0
        /// The first problems seen, for the message.
        public var problems: [String] = []

        /// Whether nothing acknowledged was lost and the store stayed usable.
        public var clean: Bool {
            lostAcknowledged == 0 && badReads == 0 && temporaryFilesLeft == 0 && finalWriterWorked
        }
    }

    public var options: Options
    let productsDirectory: String

    public init(options: Options, productsDirectory: String) {
        self.options = options
        self.productsDirectory = productsDirectory
    }

    /// Runs every iteration.
    public func run(progress: (String) -> Void = { _ in }) throws(HarnessError) -> Report {
        let workspace = try Workspace(productsDirectory: productsDirectory)
        var generator = SeededGenerator(seed: options.seed)
        var report = Report()
        var acknowledged: [PlistKey: PlistValue] = [:]
        let started = Date()
        for iteration in 0..<options.iterations {
            var running: [(ChildProcess, WriterPlan)] = []
            for (writer, kind) in WriterMix(count: options.writers, mixed: options.mixed).kinds.enumerated() {
                let plan = WriterPlan(
                    prefix: "i\(iteration)w\(writer)-", count: 1_000_000, acknowledge: true)
                running.append((try workspace.startWriter(kind, plan), plan))
            }
            for (child, plan) in running {
                // Wait for a random number of acknowledgements (0 kills it while it starts or during its
                // first commit), then a random pause of up to 3 ms, which lands inside a commit
                // (read, merge, write, fsync, rename) most of the time.
                let wanted = Int(generator.next() % 6)
                var seen = 0
                while seen < wanted, let line = child.readLine(timeoutMilliseconds: 20_000) {
                    if record(line, plan, into: &acknowledged) { seen += 1 }
                }
                MonotonicClock.sleep(microseconds: Int(generator.next() % 3000))
                child.kill(.kill)
            }
            for (child, plan) in running {
                let status = child.wait()
                for line in child.remainingLines() { _ = record(line, plan, into: &acknowledged) }
                if status == 128 + Signal.kill.rawValue {
                    report.kills += 1
                } else {
                    report.exitedBeforeKill += 1
                    note(
                        "iteration \(iteration): \(child.commandLine) exited with \(status): \(child.errorText)",
                        &report)
                }
            }
            report.temporaryFilesSeen += workspace.temporaryFiles().count
            switch workspace.readStore() {
            case .success(let contents):
                for (key, value) in acknowledged where contents[key] != value {
                    report.lostAcknowledged += 1
                    note(
                        "iteration \(iteration): acknowledged \(key) is \(contents[key].map { "\($0)" } ?? "missing")",
                        &report)
                }
            case .failure(.missing) where acknowledged.isEmpty:
                break
            case .failure(let problem):
                report.badReads += 1
                note("iteration \(iteration): \(problem)", &report)
            }
            report.iterations += 1
            if (iteration + 1) % 50 == 0 {
                progress(
                    "\(iteration + 1) iterations, \(acknowledged.count) acknowledged writes, \(report.lostAcknowledged) lost"
                )
            }
        }
        report.acknowledgedWrites = acknowledged.count

        // The next writers must work: the library with a full check of its keys, then the command.
        let final = try workspace.startWriter(.library, WriterPlan(prefix: "final-", count: 20, verify: true))
        _ = final.remainingLines()
        let finalStatus = final.wait()
        let command = try workspace.startWriter(.command, WriterPlan(prefix: "final-command-", count: 3))
        _ = command.remainingLines()
        let commandStatus = command.wait()
        report.finalWriterWorked = finalStatus == 0 && commandStatus == 0
        if !report.finalWriterWorked {
            note(
                "final writers: library \(finalStatus) \(final.errorText); command \(commandStatus) \(command.errorText)",
                &report)
        }
        if case .success(let contents) = workspace.readStore() {
            let missing = acknowledged.filter { contents[$0.key] != $0.value }.count
            report.lostAcknowledged += missing
        }
        let left = workspace.temporaryFiles()
        report.temporaryFilesLeft = left.count
        if !left.isEmpty { note("temporary files left: \(left.joined(separator: ", "))", &report) }
        report.seconds = Date().timeIntervalSince(started)
        return report
    }

    /// Records an `ack` line; true when it was one.
    private func record(_ line: String, _ plan: WriterPlan, into acknowledged: inout [PlistKey: PlistValue]) -> Bool {
        guard line.hasPrefix("ack ") else { return false }
        let rest = line.dropFirst(4)
        // The library prints the key; the command loop prints the index.
        let index = Int(rest) ?? Int(rest.dropFirst(plan.prefix.count)) ?? -1
        guard index >= 0 else { return false }
        acknowledged[plan.key(index)] = plan.value(index)
        return true
    }

    private func note(_ problem: String, _ report: inout Report) {
        if report.problems.count < 10 { report.problems.append(problem) }
    }

    func problems(in report: Report) -> [String] { report.problems }

    func isClean(_ report: Report) -> Bool { report.clean }

    /// The figures as a table.
    public func table(_ report: Report) -> ResultTable {
        var table = ResultTable(
            title: "crash: \(options.iterations) iterations x \(options.writers) writers"
                + (options.mixed ? " (library + defaults command)" : " (library)")
                + ", kill -9 at random moments, seed \(options.seed)",
            header: ["measure", "value"])
        table.rows = [
            ["kills (SIGKILL)", "\(report.kills)"],
            ["writers that ended before the kill", "\(report.exitedBeforeKill)"],
            ["acknowledged writes", "\(report.acknowledgedWrites)"],
            ["acknowledged writes lost", "\(report.lostAcknowledged)"],
            ["strict reads after a kill: missing/empty/unparseable", "\(report.badReads)"],
            ["temporary files seen right after kills (sum)", "\(report.temporaryFilesSeen)"],
            ["temporary files left after the next writer", "\(report.temporaryFilesLeft)"],
            ["next writers (library --verify, defaults write) worked", report.finalWriterWorked ? "yes" : "NO"],
            ["seconds", CLibrary.format(report.seconds, "%.1f")],
        ]
        return table
    }
}
