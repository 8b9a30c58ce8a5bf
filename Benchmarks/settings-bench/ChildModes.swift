import BenchmarkSupport
import Foundation

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
        case "generate":
            // For profiling: writes a generated bundle and prints its path.
            guard rest.count >= 2, let count = Int(rest[0]) else { throw BenchError("generate COUNT FOLDER") }
            print(try BundleGenerator(specifiers: count).write(into: URL(fileURLWithPath: rest[1])).app.path)
        default:
            throw BenchError("unknown child mode \(mode)")
        }
    }
}
