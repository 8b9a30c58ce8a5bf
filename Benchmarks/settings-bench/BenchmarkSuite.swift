import BenchmarkSupport
import Foundation
import SystemCalls

/// Runs every benchmark in order and collects the rows.
struct BenchmarkSuite {
    var quick: Bool
    var progress: Bool
    /// The benchmarks to run (1 through ``count``); empty runs all.
    var only: Set<Int> = []

    /// How many benchmarks there are (`--only` takes 1 through this).
    static let count = 13

    func wants(_ number: Int) -> Bool { only.isEmpty || only.contains(number) }

    /// The package root (the benchmark is run from source with `swift run`).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    func note(_ text: String) {
        if progress { FileHandle.standardError.write(Data("settings-bench: \(text)\n".utf8)) }
    }

    /// The throw-away HOME of the run in process `pid`, inside a folder the run removes at its end.
    static func homeDirectory(pid: Int32) -> String {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("settings-bench-\(pid)/home").path
    }

    func run() throws -> [BenchmarkRow] {
        // `main` restarted this process with HOME and XDG_CONFIG_HOME in `home` (see there).
        let home = URL(fileURLWithPath: Self.homeDirectory(pid: ProcessID.current.rawValue), isDirectory: true)
        let directory = home.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var rows: [BenchmarkRow] = []
        if wants(1) {
            note("1/\(Self.count) lookup")
            rows.append(try LookupBenchmark.run(in: directory, quick: quick))
        }
        if wants(2) {
            note("2/\(Self.count) durable write")
            rows += try WriteBenchmark.run(keyCount: 1000, home: home, quick: quick)
            rows += try WriteBenchmark.run(keyCount: 20, home: home, quick: quick)
        }
        if wants(7) {
            note("7/\(Self.count) XML reader and writer")
            rows += try XMLBenchmark.run(directory: directory, quick: quick)
        }
        if wants(8) {
            note("8/\(Self.count) binary stores")
            rows += try BinaryStoreBenchmark.run(directory: directory, quick: quick)
        }
        if wants(9) {
            note("9/\(Self.count) source lint truth set")
            rows += try TruthSetBenchmark.run(packageRoot: Self.packageRoot)
        }
        if wants(10) {
            note("10/\(Self.count) lint across hostile source")
            rows += try SourceReadingBenchmark.run(directory: directory, quick: quick)
        }
        if wants(11) {
            note("11/\(Self.count) readers of untrusted data: linear time")
            rows += try DataReaderScalingBenchmark.run(directory: directory, quick: quick)
        }
        if wants(12) {
            note("12/\(Self.count) readers of untrusted data: schemes and test plans")
            rows += try SchemeScalingBenchmark.run(directory: directory, quick: quick)
        }
        if wants(13) {
            note("13/\(Self.count) lint with sources on a whole app: CPU against swiftc -parse, peak memory")
            rows += try AppLintBenchmark.run(directory: directory, quick: quick)
        }
        guard wants(3) || wants(4) || wants(5) || wants(6) else { return rows }

        note("3/\(Self.count) bundle load (generating bundles)")
        let showcase = Self.packageRoot.appendingPathComponent("Examples/Showcase")
        var subjects = [try LoadBenchmark.subject(label: "Showcase", app: showcase)]
        let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
        for size in sizes {
            let output = try BundleGenerator(specifiers: size).write(into: directory)
            subjects.append(try LoadBenchmark.subject(label: "\(size / 1000)k specifiers", app: output.app))
        }
        if wants(3) {
            let load = try LoadBenchmark.run(subjects, quick: quick)
            rows += load.rows
            for (small, large) in zip(sizes, sizes.dropFirst()) {
                let smallLabel = "\(small / 1000)k specifiers"
                let largeLabel = "\(large / 1000)k specifiers"
                if let a = load.ours[smallLabel], let b = load.ours[largeLabel] {
                    rows.append(LoadBenchmark.growthRow(from: "\(small / 1000)k", a, to: "\(large / 1000)k", b))
                }
            }
        }
        if wants(4) {
            note("4/\(Self.count) first frame and keystrokes")
            var frameSubjects: [(label: String, app: URL, budget: Double)] = [("Showcase", showcase, 50)]
            if let tenThousand = subjects.first(where: { $0.specifiers >= 10_000 && $0.specifiers < 20_000 }) {
                frameSubjects.append(("10k specifiers", tenThousand.app, 200))
            }
            rows += try EditorBenchmark.firstFrame(frameSubjects, home: home, quick: quick)
            rows += try EditorBenchmark.keystrokes(directory: directory, home: home, quick: quick)
        }
        if wants(5) {
            note("5/\(Self.count) external change latency")
            rows.append(try EditorBenchmark.externalChange(showcase: showcase, home: home, quick: quick))
        }
        if wants(6) {
            note("6/\(Self.count) peak memory")
            for subject in subjects where subject.specifiers >= 10_000 {
                rows.append(try MemoryBenchmark.run(subject, directory: directory, quick: quick))
            }
        }
        return rows
    }
}
