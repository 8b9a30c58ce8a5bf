import BenchmarkSupport
import Foundation
import SettingsBundle

/// The hidden `--child MODE …` entry points.
enum ChildModes {
    static func run(_ arguments: [String]) throws {
        guard let mode = arguments.first else { throw BenchError("--child needs a mode") }
        let rest = Array(arguments.dropFirst())
        switch mode {
        case "noop":
            print(BenchClock.now())
        case "lookup":
            try LookupBenchmark.child(quick: rest.first == "quick")
        case "memory":
            guard rest.count >= 3 else { throw BenchError("memory MODE APP FILELIST") }
            let list = try String(contentsOfFile: rest[2], encoding: .utf8)
            try MemoryBenchmark.child(
                mode: rest[0], app: rest[1], files: list.split(separator: "\n").map(String.init))
        case "applint":
            guard rest.count >= 2 else { throw BenchError("applint FOLDER LIST [SOURCES]") }
            try AppLintBenchmark.child(folder: rest[0], list: rest[1], sources: rest.count > 2 ? rest[2] : nil)
        case "first-frame":
            guard let app = rest.first else { throw BenchError("first-frame APP") }
            try EditorBenchmark.firstFrameChild(app: app)
        case "external-write":
            guard rest.count >= 3 else { throw BenchError("external-write DOMAIN KEY 0|1") }
            try EditorBenchmark.externalWriteChild(domain: rest[0], key: rest[1], value: rest[2] == "1")
        case "keystrokes":
            // For profiling: the keystroke rows alone.
            guard rest.count >= 1 else { throw BenchError("keystrokes FOLDER") }
            let folder = URL(fileURLWithPath: rest[0])
            let rows = try EditorBenchmark.keystrokes(directory: folder, home: folder, quick: true)
            print(BenchmarkRow.table(rows))
        case "load":
            // For profiling the growth rows: `load ROUNDS APP [floor]` loads one bundle ROUNDS times in
            // one process (as row 3 does), printing per load the thread CPU time of the load and of
            // releasing the model, wall time and minor page faults; with `floor`, Foundation parses the
            // same files before each load, as the interleaved rounds of row 3 do.
            guard rest.count >= 2, let rounds = Int(rest[0]) else { throw BenchError("load ROUNDS APP [floor]") }
            let app = URL(fileURLWithPath: rest[1])
            let floorFiles = rest.count > 2 ? try LoadBenchmark.subject(label: "", app: app).files : []
            for _ in 0..<rounds {
                if !floorFiles.isEmpty {
                    var before = rusage()
                    getrusage(RUSAGE_SELF.rawValue, &before)
                    let start = BenchClock.now()
                    _ = try LoadBenchmark.floor(floorFiles)
                    var after = rusage()
                    getrusage(RUSAGE_SELF.rawValue, &after)
                    let wall = Double(BenchClock.now() - start) / 1e6
                    let faults = after.ru_minflt - before.ru_minflt
                    print("floor wall \(wall) ms faults \(faults) maxrss \(after.ru_maxrss)")
                }
                var before = rusage()
                getrusage(RUSAGE_SELF.rawValue, &before)
                let start = BenchClock.now()
                let startCPU = BenchClock.threadCPU()
                var loaded: LoadedBundle? = try LoadBenchmark.load(app)
                let pages = loaded?.pages.count ?? 0
                let cpu = Double(BenchClock.threadCPU() - startCPU) / 1e6
                let wall = Double(BenchClock.now() - start) / 1e6
                var after = rusage()
                getrusage(RUSAGE_SELF.rawValue, &after)
                let releaseCPU = BenchClock.threadCPU()
                loaded = nil
                let release = Double(BenchClock.threadCPU() - releaseCPU) / 1e6
                let faults = after.ru_minflt - before.ru_minflt
                print("cpu \(cpu) ms (+ release \(release) ms) wall \(wall) ms faults \(faults) pages \(pages)")
            }
        case "generate":
            // For profiling: writes a generated bundle and prints its path.
            guard rest.count >= 2, let count = Int(rest[0]) else { throw BenchError("generate COUNT FOLDER") }
            print(try BundleGenerator(specifiers: count).write(into: URL(fileURLWithPath: rest[1])).app.path)
        case "scaling-row":
            // One scaling row, as `ScalingSampler.rows` runs it: `scaling-row GROUP INDEX quick|full FOLDER`.
            guard rest.count >= 4, let group = ScalingGroup(rawValue: rest[0]), let index = Int(rest[1]) else {
                throw BenchError("scaling-row source|data|scheme INDEX quick|full FOLDER")
            }
            try ScalingSampler.child(
                group, index: index, quick: rest[2] == "quick", folder: URL(fileURLWithPath: rest[3]))
        case "scaling":
            // For profiling the scaling rows of benchmarks 10, 11 and 12 (under `perf record` or
            // `valgrind --tool=callgrind`): `scaling GROUP INDEX small|large ROUNDS FOLDER` builds one
            // input and reads it ROUNDS times; run it with the `GLIBC_TUNABLES` of `ScalingSampler` to
            // profile what the row times.
            guard rest.count >= 5, let group = ScalingGroup(rawValue: rest[0]), let index = Int(rest[1]),
                let rounds = Int(rest[3])
            else { throw BenchError("scaling source|data|scheme INDEX small|large ROUNDS FOLDER") }
            let inputs = group.inputs(quick: false)
            guard inputs.indices.contains(index) else { throw BenchError("no scaling row \(index) in \(group)") }
            let folder = URL(fileURLWithPath: rest[4])
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let read = try inputs[index].make(rest[2] == "large", folder)
            let start = BenchClock.processCPU()
            for _ in 0..<rounds { try read() }
            print("\(Double(BenchClock.processCPU() - start) / 1e6 / Double(rounds)) ms a read")
        default:
            throw BenchError("unknown child mode \(mode)")
        }
    }
}
