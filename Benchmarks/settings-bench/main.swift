import BenchmarkSupport
import Foundation
import Glibc

// settings-bench: every performance comparison in one process run (see README, "Benchmarks").
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
var only: Set<Int> = []
var index = 0
while index < arguments.count {
    let argument = arguments[index]
    if argument == "--only", index + 1 < arguments.count {
        only = Set(arguments[index + 1].split(separator: ",").compactMap { Int($0) })
        index += 2
        continue
    }
    if !known.contains(argument) { fail("unknown option \(argument) (use --json, --quick, --only 1,3)") }
    index += 1
}
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: settings-bench [--json] [--quick] [--only 1,2,...]
          Runs the benchmarks (lookup, durable write, bundle load, first frame, keystroke,
          external change latency, peak memory, XML reader and writer) and prints a table, or a JSON array with --json.
          --quick runs fewer rounds and skips the 100,000-specifier bundle.
          --only runs the given benchmarks of the seven (1 lookup, 2 write, 3 load, 4 first frame and
          keystroke, 5 external change, 6 memory, 7 XML reader and writer).
        """)
    exit(0)
}
// Foundation's `UserDefaults` (the anchor of rows 1 and 2) takes HOME from the environment the
// process started with, not from a later `setenv`; so the run starts again in its throw-away HOME
// (same pid: `BenchmarkSuite` finds and removes that folder), and never touches the user's ~/.config.
if ProcessInfo.processInfo.environment["SETTINGS_BENCH_HOME"] == nil {
    let home = BenchmarkSuite.homeDirectory(pid: getpid())
    do {
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    } catch {
        fail("cannot create \(home): \(error.localizedDescription)")
    }
    setenv("SETTINGS_BENCH_HOME", home, 1)
    setenv("HOME", home, 1)
    setenv("XDG_CONFIG_HOME", home + "/.config", 1)
    let argv = CommandLine.arguments.map { strdup($0) } + [nil]
    execv("/proc/self/exe", argv)
    fail("cannot restart in \(home): \(String(cString: strerror(errno)))")
}

let json = arguments.contains("--json")
let quick = arguments.contains("--quick")

do {
    let rows = try BenchmarkSuite(quick: quick, progress: !json, only: only).run()
    print(json ? BenchmarkRow.json(rows) : BenchmarkRow.table(rows))
} catch {
    fail("\(error)")
}
