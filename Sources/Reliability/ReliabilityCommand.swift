import ArgumentParser
import Foundation
import Glibc

/// `settings-reliability`: the long-running reliability experiments of issue 7, with figures.
/// Each subcommand prints a result table and exits 1 when anything was lost or broken.
public struct ReliabilityCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "settings-reliability",
        abstract: "Stress, crash and reader experiments on the store, with Foundation's figures for comparison.",
        discussion: """
            Runs the built products next to this executable (defaults-stress, defaults, foundation-probe) in a \
            temporary HOME. Exit status: 0 when nothing was lost, 1 when something was, 2 on bad usage or when \
            the experiment could not run.
            """,
        subcommands: [Writers.self, Crash.self, Readers.self, FoundationComparison.self, ParseMemory.self])

    public init() {}

    /// The folder of the running executable, where SwiftPM puts every product.
    static var productsDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path =
            count > 0
            ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    static func progress(_ line: String) {
        FileHandle.standardError.write(Data(("settings-reliability: " + line + "\n").utf8))
    }

    static func finish(_ clean: Bool) throws {
        if !clean { throw ExitCode(1) }
    }

    static func harness<T>(_ body: () throws(HarnessError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            progress(error.description)
            throw ExitCode(2)
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

        func validate() throws {
            guard processes > 0, keys > 0, trials > 0 else { throw ValidationError("counts must be positive") }
        }

        func run() throws {
            var options = WritersExperiment.Options()
            options.processes = processes
            options.keys = keys
            options.overlap = overlap
            options.mixed = mixed
            options.trials = trials
            let experiment = WritersExperiment(options: options, productsDirectory: productsDirectory)
            let trials = try harness { () throws(HarnessError) in try experiment.run(progress: progress) }
            print(experiment.table(trials).text, terminator: "")
            for failure in trials.flatMap(\.failures).prefix(5) { progress(failure) }
            for problem in trials.compactMap(\.storeProblem).prefix(5) { progress(problem) }
            try finish(trials.allSatisfy(\.clean))
        }
    }

    struct Crash: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "kill -9 writers at random moments; every acknowledged write must survive.")
        @Option(help: "Iterations (each starts the writers and kills them).") var iterations = 500
        @Option(help: "Writers per iteration.") var writers = 2
        @Flag(help: "Every other writer is a `defaults write` loop.") var mixed = false
        @Option(help: "Seed of the random kill moments (default: the time).") var seed: UInt64?

        func run() throws {
            var options = CrashExperiment.Options()
            options.iterations = iterations
            options.writers = writers
            options.mixed = mixed
            if let seed { options.seed = seed }
            let experiment = CrashExperiment(options: options, productsDirectory: productsDirectory)
            let report = try harness { () throws(HarnessError) in try experiment.run(progress: progress) }
            print(experiment.table(report).text, terminator: "")
            for problem in report.problems { progress(problem) }
            try finish(report.clean)
        }
    }

    struct Readers: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A strict reader polls the store while writers run; counts empty, torn or shrinking reads.")
        @Option(help: "How long the reader polls, in milliseconds.") var durationMs = 5000
        @Option(help: "Writer processes.") var writers = 2
        @Flag(help: "Every other writer is a `defaults write` loop.") var mixed = false

        func run() throws {
            var options = ReadersExperiment.Options()
            options.durationMilliseconds = durationMs
            options.writers = writers
            options.mixed = mixed
            let experiment = ReadersExperiment(options: options, productsDirectory: productsDirectory)
            let report = try harness { () throws(HarnessError) in try experiment.run() }
            print(experiment.table(report).text, terminator: "")
            for failure in report.failedWriters { progress(failure) }
            try finish(report.clean)
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

        func run() throws {
            var options = WritersExperiment.Options()
            options.processes = processes
            options.keys = keys
            options.overlap = overlap
            options.trials = trials
            options.foundation = true
            let writers = WritersExperiment(options: options, productsDirectory: productsDirectory)
            let trials = try harness { () throws(HarnessError) in try writers.run(progress: progress) }
            print(writers.table(trials).text)
            var clean = trials.allSatisfy(\.clean)
            if durationMs > 0 {
                var readerOptions = ReadersExperiment.Options()
                readerOptions.durationMilliseconds = durationMs
                readerOptions.writers = 1
                readerOptions.foundation = true
                let readers = ReadersExperiment(options: readerOptions, productsDirectory: productsDirectory)
                let report = try harness { () throws(HarnessError) in try readers.run() }
                print(readers.table(report).text, terminator: "")
                clean = clean && report.clean
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

        func validate() throws {
            guard parses > 0 else { throw ValidationError("--parses must be positive") }
        }

        func run() throws {
            let experiment = ParseMemoryExperiment(parses: parses)
            var inputs = ParseMemoryExperiment.builtInInputs
            if !files.isEmpty {
                inputs.append(
                    .init(
                        name: "\(files.count) files (both parsers)",
                        arguments: ParseMemoryExperiment.inputs(fromFiles: files),
                        reachesFoundation: true))
            }
            let measurements = experiment.measure(inputs)
            print(experiment.table(measurements).text, terminator: "")
            try finish(measurements.allSatisfy { $0.reachesFoundation || $0.bytesPerParse <= limit })
        }
    }
}
