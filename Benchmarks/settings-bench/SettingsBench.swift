import ArgumentParser
import BenchmarkSupport
import Foundation
import SystemCalls

/// The benchmark table. An ArgumentParser command like the package's other tools, so
/// `swift package generate-manual` (which asks every such executable for `--experimental-dump-help`)
/// gets an answer from it too instead of stopping at it.
struct SettingsBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings-bench",
        abstract: "Measure the package's speed, latency and memory beside Foundation and the physical floor.",
        discussion: """
            Runs the benchmarks (1 lookup, 2 durable write, 3 bundle load, 4 first frame and keystroke, \
            5 external change, 6 peak memory, 7 XML reader and writer, 8 binary stores, 9 source lint truth set, \
            10 lint across hostile source, 11 readers of untrusted data, 12 schemes and test plans) and prints \
            a table, or a JSON array with --json. \
            Run it in release mode from the package root: swift run -c release settings-bench
            """)

    @Flag(help: "Print the rows as a JSON array.")
    var json = false

    @Flag(help: "Run fewer rounds and skip the 100,000-specifier bundle (a smoke run).")
    var quick = false

    @Option(help: ArgumentHelp("Run only these benchmarks, by number (1,3).", valueName: "numbers"))
    var only: String?

    /// The benchmarks `--only` names; empty for all.
    var selected: Set<Int> {
        Set((only ?? "").split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) })
    }

    func validate() throws {
        guard let only else { return }
        let numbers = only.split(separator: ",", omittingEmptySubsequences: false)
        guard !numbers.isEmpty, numbers.allSatisfy({ Int($0).map { (1...BenchmarkSuite.count).contains($0) } == true })
        else {
            throw ValidationError(
                "--only takes benchmark numbers from 1 to \(BenchmarkSuite.count) separated by commas, such as 2,3")
        }
    }

    func run() throws {
        // Foundation's `UserDefaults` (the anchor of rows 1 and 2) takes HOME from the environment the
        // process started with, not from a later `setenv`; so the run starts again in its throw-away HOME
        // (same pid: `BenchmarkSuite` finds and removes that folder), and never touches the user's ~/.config.
        if ProcessInfo.processInfo.environment["SETTINGS_BENCH_HOME"] == nil {
            let home = BenchmarkSuite.homeDirectory(pid: ProcessID.current.rawValue)
            do {
                try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            } catch {
                fail("cannot create \(home): \(error.localizedDescription)")
            }
            ProcessEnvironment.set("SETTINGS_BENCH_HOME", home)
            ProcessEnvironment.set("HOME", home)
            ProcessEnvironment.set("XDG_CONFIG_HOME", home + "/.config")
            let error = ProcessEnvironment.replaceProcess(with: "/proc/self/exe", arguments: CommandLine.arguments)
            fail("cannot restart in \(home): \(error.message)")
        }
        do {
            let rows = try BenchmarkSuite(quick: quick, progress: !json, only: selected).run()
            print(json ? BenchmarkRow.json(rows) : BenchmarkRow.table(rows))
        } catch {
            fail("\(error)")
        }
    }
}
