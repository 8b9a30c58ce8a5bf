import ArgumentParser
import FoundationEssentials
import SystemCalls

/// `settings-reliability`: the long-running reliability experiments (concurrent writers, crashes
/// during writes, readers during writes, Foundation interop), with figures.
/// Each subcommand prints a result table and exits 1 when anything was lost or broken.
public struct ReliabilityCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "settings-reliability",
        abstract: "Stress, crash and reader experiments on the store, with Foundation's figures for comparison.",
        discussion: """
            Runs the built products next to this executable (defaults-stress, defaults, foundation-probe; \
            --products names another folder) in a temporary HOME. Ctrl-C, SIGTERM and SIGHUP stop every \
            writer and remove that HOME. Exit status: 0 when nothing was lost, 1 when something was, 2 when \
            the experiment could not run, 64 on bad usage, 128 + the signal when interrupted.
            """,
        subcommands: [Writers.self, Crash.self, Readers.self, FoundationComparison.self, ParseMemory.self])

    public init() {}

    /// The options every experiment that runs the built products takes.
    struct Products: ParsableArguments {
        @Option(help: "Folder of the built products (default: the folder of this executable).")
        var products: String?

        /// `--products`, else the folder of the running executable, where SwiftPM puts every product.
        var directory: String {
            if let products { return products }
            let path = (try? FileSystem.destinationOfSymbolicLink("/proc/self/exe")) ?? CommandLine.arguments[0]
            return URL(fileURLWithPath: path).deletingLastPathComponent().path
        }
    }

    static func progress(_ line: String) {
        try? FileDescriptor.standardError.writeAll("settings-reliability: " + line + "\n")
    }

    /// Runs an experiment (exit status 2 when it cannot run), prints its table on standard output and
    /// its problems on standard error; returns whether it was clean.
    static func perform<E: Experiment>(_ experiment: E, terminator: String = "") throws -> Bool {
        let report: E.Report
        do {
            report = try experiment.run(progress: progress)
        } catch {
            progress(error.description)
            throw ExitCode(2)
        }
        print(experiment.table(report).text, terminator: terminator)
        for problem in experiment.problems(in: report) { progress(problem) }
        return experiment.isClean(report)
    }

    /// Exit status 1 unless every experiment was clean.
    static func finish(_ clean: Bool) throws {
        if !clean { throw ExitCode(1) }
    }

    /// Counts that must be positive.
    static func requirePositive(_ counts: [String: Int]) throws {
        for (name, count) in counts.sorted(by: { $0.key < $1.key }) where count <= 0 {
            throw ValidationError("--\(name) must be positive")
        }
    }

    struct Writers: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "N processes write K keys each into one domain; counts lost keys and mixed values.")
        @Option(help: "Writer processes.") var processes = 4
        @Option(help: "Writes per process (one durable commit each).") var keys = 1000
        @Flag(help: "All processes write the same keys, each with its own values.") var overlap = false
        @Flag(help: "Every other process is the defaults command (one `defaults write` per key).") var mixed = false
        @Option(help: "Repeat the experiment this many times.") var trials = 1
        @OptionGroup var products: Products

        func validate() throws { try requirePositive(["processes": processes, "keys": keys, "trials": trials]) }

        func run() throws {
            var options = WritersExperiment.Options()
            options.processes = processes
            options.keys = keys
            options.overlap = overlap
            options.mixed = mixed
            options.trials = trials
            try finish(perform(WritersExperiment(options: options, productsDirectory: products.directory)))
        }
    }

    struct Crash: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "kill -9 writers at random moments; every acknowledged write must survive.")
        @Option(help: "Iterations (each starts the writers and kills them).") var iterations = 500
        @Option(help: "Writers per iteration.") var writers = 2
        @Flag(help: "Every other writer is a `defaults write` loop.") var mixed = false
        @Option(help: "Seed of the random kill moments (default: the time).") var seed: UInt64?
        @OptionGroup var products: Products

        func validate() throws { try requirePositive(["iterations": iterations, "writers": writers]) }

        func run() throws {
            var options = CrashExperiment.Options()
            options.iterations = iterations
            options.writers = writers
            options.mixed = mixed
            if let seed { options.seed = seed }
            try finish(perform(CrashExperiment(options: options, productsDirectory: products.directory)))
        }
    }

    struct Readers: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A strict reader polls the store while writers run; counts empty, torn or shrinking reads.")
        @Option(help: "How long the reader polls, in milliseconds.") var durationMs = 5000
        @Option(help: "Writer processes.") var writers = 2
        @Flag(help: "Every other writer is a `defaults write` loop.") var mixed = false
        @OptionGroup var products: Products

        func validate() throws { try requirePositive(["duration-ms": durationMs, "writers": writers]) }

        func run() throws {
            var options = ReadersExperiment.Options()
            options.durationMilliseconds = durationMs
            options.writers = writers
            options.mixed = mixed
            try finish(perform(ReadersExperiment(options: options, productsDirectory: products.directory)))
        }
    }

    struct FoundationComparison: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "foundation",
            abstract: "The writers and readers experiments with Foundation's UserDefaults (for the comparison).",
            discussion: """
                Writers call set(_:forKey:) then synchronize() for every key (foundation-probe stress). Exits 1 \
                when Foundation lost keys or a reader saw a torn file, which is the expected outcome.
                """)
        @Option(help: "Writer processes.") var processes = 2
        @Option(help: "Writes per process.") var keys = 500
        @Flag(help: "All processes write the same keys.") var overlap = false
        @Option(help: "Repeat the writers experiment this many times.") var trials = 1
        @Option(help: "How long the reader polls, in milliseconds (0: no reader experiment).") var durationMs = 3000
        @OptionGroup var products: Products

        func validate() throws {
            try requirePositive(["processes": processes, "keys": keys, "trials": trials])
            guard durationMs >= 0 else { throw ValidationError("--duration-ms must not be negative") }
        }

        func run() throws {
            var options = WritersExperiment.Options()
            options.processes = processes
            options.keys = keys
            options.overlap = overlap
            options.trials = trials
            options.foundation = true
            var clean = try perform(
                WritersExperiment(options: options, productsDirectory: products.directory), terminator: "\n")
            if durationMs > 0 {
                var readerOptions = ReadersExperiment.Options()
                readerOptions.durationMilliseconds = durationMs
                readerOptions.writers = 1
                readerOptions.foundation = true
                clean =
                    try perform(ReadersExperiment(options: readerOptions, productsDirectory: products.directory))
                    && clean
            }
            try finish(clean)
        }
    }

    struct ParseMemory: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "parse-memory",
            abstract: "Parses launch arguments many times and reports the memory kept per parse (leak check).",
            discussion: """
                The code path of the argdomain fuzz target without the fuzzer, for `valgrind --leak-check=full` \
                too. Exits 1 when an input that only our parsers see keeps more than --limit bytes per parse.
                """)
        @Option(help: "Parses per input.") var parses = 20_000
        @Option(help: "Bytes per parse above which our own parsers count as leaking.") var limit = 64.0
        @Argument(help: "Files in the fuzz target's format (arguments separated by NUL bytes): one more input.")
        var files: [String] = []

        func validate() throws { try requirePositive(["parses": parses]) }

        func run() throws {
            try finish(perform(ParseMemoryExperiment(parses: parses, files: files, limit: limit)))
        }
    }
}
