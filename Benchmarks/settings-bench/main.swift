import BenchmarkSupport
import Foundation
import SystemCalls

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

SettingsBench.main()
