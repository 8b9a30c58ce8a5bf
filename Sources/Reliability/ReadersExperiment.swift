import DefaultsStress
import FoundationEssentials
import SystemCalls

/// Readers during writes: a strict reader (`defaults-stress --read`: raw reads, no
/// retries) polls the store file while writers run, counting reads that found no file, an empty
/// file, an unparseable one, or fewer keys than the read before (writers only add keys).
struct ReadersExperiment: Experiment {
    /// What to run.
    public struct Options: Sendable {
        public var durationMilliseconds = 5000
        public var writers = 2
        /// Every other writer is a `defaults write` loop.
        public var mixed = false
        /// Foundation's `UserDefaults` writers instead (the comparison).
        public var foundation = false
        public init() {}
    }

    /// The reader's counters.
    public struct Report: Sendable, Equatable {
        public var reads = 0
        public var missing = 0
        public var empty = 0
        public var unparseable = 0
        public var decreases = 0
        public var finalKeys = 0
        /// Writers that failed before they were stopped.
        public var failedWriters: [String] = []

        /// Whether every read saw a whole, parseable file that never lost keys.
        public var clean: Bool {
            reads > 0 && missing == 0 && empty == 0 && unparseable == 0 && decreases == 0 && failedWriters.isEmpty
        }
    }

    public var options: Options
    let productsDirectory: String

    public init(options: Options, productsDirectory: String) {
        self.options = options
        self.productsDirectory = productsDirectory
    }

    var mix: WriterMix { WriterMix(count: options.writers, mixed: options.mixed, foundation: options.foundation) }

    /// Starts the writers, waits for the store file to exist, runs the reader, then stops the writers.
    public func run(progress: (String) -> Void = { _ in }) throws(HarnessError) -> Report {
        let workspace = try Workspace(productsDirectory: productsDirectory)
        var writers: [ChildProcess] = []
        for (index, kind) in mix.kinds.enumerated() {
            writers.append(try workspace.startWriter(kind, WriterPlan(prefix: "r\(index)-", count: 1_000_000)))
        }
        var report = Report()
        defer {
            for writer in writers { writer.kill(.kill) }
        }
        // The reader starts once the file exists (writers only add keys, so it never disappears after
        // that). Wait generously: on a loaded 2-core machine starting the writers can take long, and
        // a reader started early would count "missing" reads that are not the store's fault.
        let deadline = Date().addingTimeInterval(120)
        while !FileSystem.exists(workspace.storeFile) && Date() < deadline {
            if let failed = writers.first(where: { $0.hasExited() }) {
                throw .childFailed(command: failed.commandLine, status: failed.wait(), message: failed.errorText)
            }
            MonotonicClock.sleep(microseconds: 1000)
        }
        guard FileSystem.exists(workspace.storeFile) else {
            throw .childFailed(command: "the writers", status: 0, message: "no store file after 120 s")
        }
        let reader = try workspace.startReader(durationMilliseconds: options.durationMilliseconds)
        let summary = reader.remainingLines().last ?? ""
        let status = reader.wait()
        for writer in writers {
            // A writer still running is what we want; one that already exited failed.
            if writer.hasExited() {
                report.failedWriters.append("\(writer.commandLine): \(writer.errorText)")
            }
        }
        guard status == 0 || status == 1 else {
            throw .childFailed(command: reader.commandLine, status: status, message: reader.errorText)
        }
        guard let read = StrictReadReport.decode(summary) else {
            throw .childFailed(
                command: reader.commandLine, status: status, message: "unexpected report \"\(summary)\"")
        }
        report.reads = read.reads
        report.missing = read.missing
        report.empty = read.empty
        report.unparseable = read.unparseable
        report.decreases = read.decreases
        report.finalKeys = read.lastKeyCount
        return report
    }

    func problems(in report: Report) -> [String] { report.failedWriters }

    func isClean(_ report: Report) -> Bool { report.clean }

    /// The figures as a table.
    public func table(_ report: Report) -> ResultTable {
        func share(_ count: Int) -> String {
            "\(count) (\(CLibrary.format(100 * Double(count) / Double(max(1, report.reads)), "%.1f"))%)"
        }
        var table = ResultTable(
            title: "readers: strict reader for \(options.durationMilliseconds) ms while \(mix.summary) writers run",
            header: ["reads", "missing", "empty", "unparseable", "fewer keys", "keys at end", "failed writers"])
        table.rows = [
            [
                "\(report.reads)", share(report.missing), share(report.empty), share(report.unparseable),
                share(report.decreases), "\(report.finalKeys)", "\(report.failedWriters.count)",
            ]
        ]
        return table
    }
}
