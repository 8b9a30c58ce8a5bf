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
        case "scaling":
            // For profiling the growth rows of benchmarks 11 and 12 (under `valgrind --tool=callgrind`,
            // whose instruction counts do not depend on the machine's load): `scaling ROW small|large
            // ROUNDS FOLDER` reads one of their inputs ROUNDS times; ROW counts the rows of 11, then 12.
            guard rest.count >= 4, let row = Int(rest[0]), let rounds = Int(rest[2]) else {
                throw BenchError("scaling ROW small|large ROUNDS FOLDER")
            }
            let read = try scalingRead(row: row, large: rest[1] == "large", folder: URL(fileURLWithPath: rest[3]))
            let start = BenchClock.threadCPU()
            for _ in 0..<rounds { try read() }
            print("\(Double(BenchClock.threadCPU() - start) / 1e6 / Double(rounds)) ms a read")
        default:
            throw BenchError("unknown child mode \(mode)")
        }
    }

    /// The read of one input of the scaling rows (see the `scaling` mode).
    static func scalingRead(row: Int, large: Bool, folder: URL) throws -> () throws -> Void {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let subjects = DataReaderScalingBenchmark.subjects()
        if row < subjects.count {
            let subject = subjects[row]
            return try subject.make(subject.small * (large ? Int(ScalingRow.factor) : 1), folder)
        }
        let inputs = SchemeScalingBenchmark.inputs(quick: false)
        guard row - subjects.count < inputs.count else { throw BenchError("no scaling row \(row)") }
        let input = inputs[row - subjects.count]
        let file = folder.appendingPathComponent("probe.\(input.fileExtension)")
        try Data((large ? input.large.text : input.small.text).utf8).write(to: file)
        return { _ = try SchemeScalingBenchmark.read(file) }
    }
}
