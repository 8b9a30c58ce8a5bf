import BenchmarkSupport
import Foundation
import Glibc

// settings-bench: every comparison of issue 6 in one process run (see README, "Benchmarks").
//
//   swift run -c release settings-bench            the table
//   swift run -c release settings-bench --json     the rows as a JSON array
//   --quick                                        fewer rounds, no 100,000-specifier bundle (a smoke run)
//
// `--child MODE …` is the hidden entry point of the child processes this binary spawns of itself.

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("settings-bench: \(message)\n".utf8))
    exit(1)
}

if arguments.first == "--child" {
    do {
        try ChildModes.run(Array(arguments.dropFirst()))
        exit(0)
    } catch {
        fail("\(error)")
    }
}

let known: Set<String> = ["--json", "--quick", "--help", "-h"]
if let unknown = arguments.first(where: { !known.contains($0) }) {
    fail("unknown option \(unknown) (use --json, --quick)")
}
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: settings-bench [--json] [--quick]
          Runs the benchmarks of issue 6 (lookup, durable write, bundle load, first frame, keystroke,
          external change latency, peak memory) and prints a table, or a JSON array with --json.
          --quick runs fewer rounds and skips the 100,000-specifier bundle.
        """)
    exit(0)
}
let json = arguments.contains("--json")
let quick = arguments.contains("--quick")

do {
    let rows = try BenchmarkSuite(quick: quick, progress: !json).run()
    print(json ? BenchmarkRow.json(rows) : BenchmarkRow.table(rows))
} catch {
    fail("\(error)")
}
