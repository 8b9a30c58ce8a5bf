import AppSources
import BenchmarkSupport
import Foundation
import SettingsBundle
import SourceLint
import SwiftParser
import SwiftSyntax
import XcodeProject

/// Benchmark 13: lint with sources on a whole app (issue 29): its CPU beside `swiftc -frontend -parse`
/// on the same Swift files (at most 2x), and its peak memory (under 250 MB). Each side runs in a
/// fresh child process; CPU is the child's user and system time. Inputs: a generated app CI can run,
/// and a checked-out real app named by `SETTINGS_BENCH_APP` (a checkout holding its Xcode project;
/// skipped, with a note, when unset).
enum AppLintBenchmark {
    /// The environment variable naming a real app's checkout.
    static let appVariable = "SETTINGS_BENCH_APP"

    /// Child side: lint with sources on the bundles under `folder` as `settings lint` does (one
    /// project catalog for the locator and lint, one scan for each set of sources); `sources` adds a
    /// folder's files. Prints the Swift files read, each once, one a line, into `list`, then its peak
    /// resident memory in KiB.
    static func child(folder: String, list: String, sources: String?) throws {
        let projects = ProjectCatalog()
        let resolver = ProjectDomainResolver(catalog: projects)
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        let scans = SourceScanCache()
        var read: [String] = []
        var listed: Set<String> = []
        for location in try BundleLocator.locateAll(folder, projects: projects).found {
            let lint = try AppSourceLint(
                location: location, resolver: resolver, searchRoot: root,
                folders: sources.map { [URL(fileURLWithPath: $0)] } ?? [], scans: scans)
            // Each file once, however many bundles read it (swiftc parses the list).
            read += lint.scan.files.filter { $0.hasSuffix(".swift") && listed.insert($0).inserted }
        }
        try read.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
        print(MemoryBenchmark.peakResidentKiB())
    }

    /// The CPU milliseconds (user and system) of a child process run to its end.
    static func childCPU(_ run: () throws -> Void) rethrows -> Double {
        func children() -> Double {
            var usage = rusage()
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            let seconds = usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
            let microseconds = usage.ru_utime.tv_usec + usage.ru_stime.tv_usec
            return Double(seconds) * 1000 + Double(microseconds) / 1000
        }
        let before = children()
        try run()
        return children() - before
    }

    /// `swiftc` on the `PATH` (or `SWIFTC`), if any.
    static var swiftc: String? {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: given) { return given }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Parses the files listed in `list` with `swiftc -frontend -parse` (parse errors are not its
    /// concern here: the time is).
    static func parse(list: String, swiftc: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-frontend", "-parse", "-filelist", list]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else { throw BenchError("swiftc -frontend -parse was killed") }
    }

    /// In this process, the CPU milliseconds of reading and parsing each of `files` with swift-syntax's
    /// `Parser.parse`, each tree let go before the next: the floor of any reading built on it.
    static func parseOnly(_ files: [String]) throws -> Double {
        let start = BenchClock.processCPU()
        var bytes = 0
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { throw BenchError("cannot read \(path)") }
            let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
            bytes &+= tree.endPosition.utf8Offset
        }
        let elapsed = Double(BenchClock.processCPU() - start) / 1e6
        guard bytes > 0 else { throw BenchError("the parser read nothing") }
        return elapsed
    }

    /// In this process, the CPU milliseconds of `SourceScanner.scan` on `files` (read, parse, collect
    /// declarations and uses, follow helpers; no project, no bundle, no comparison).
    static func scanOnly(_ files: [String]) throws -> Double {
        let start = BenchClock.processCPU()
        let scan = SourceScanner.scan(files: files)
        let elapsed = Double(BenchClock.processCPU() - start) / 1e6
        guard scan.files.count == files.count else { throw BenchError("the scan read \(scan.files.count) files") }
        return elapsed
    }

    /// Rows for one app: CPU against swiftc (best of `rounds`), and peak memory (lowest of `rounds`).
    static func rows(label: String, folder: URL, sources: URL?, directory: URL, rounds: Int) throws -> [BenchmarkRow] {
        let list = directory.appendingPathComponent("applint-\(UUID().uuidString).txt").path
        var ours: [Double] = []
        var memory: [Double] = []
        var anchor: [Double] = []
        var fileCount = 0
        var parsing: [Double] = []
        var scanning: [Double] = []
        guard let swiftc else {
            FileHandle.standardError.write(Data("settings-bench: 13: no swiftc on PATH; \(label) skipped\n".utf8))
            return []
        }
        for _ in 0..<rounds {
            var lines: [String] = []
            ours.append(
                try childCPU {
                    lines = try ChildProcess.run(
                        ["applint", folder.path, list] + (sources.map { [$0.path] } ?? []))
                })
            guard let kib = lines.last.flatMap(Double.init) else { throw BenchError("applint printed \(lines)") }
            memory.append(kib / 1024)
            fileCount = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").count
            guard fileCount > 0 else { throw BenchError("lint read no Swift file of \(folder.path)") }
            anchor.append(try childCPU { try parse(list: list, swiftc: swiftc) })
            let files = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init)
            parsing.append(try parseOnly(files))
            scanning.append(try scanOnly(files))
        }
        try? FileManager.default.removeItem(atPath: list)
        let method = "CPU (user + system) of a fresh child process, lowest of \(rounds) runs"
        return [
            BenchmarkRow(
                name: "lint with sources, \(label) (\(fileCount) Swift files): CPU", unit: "ms",
                ours: ours.min() ?? .nan, anchor: anchor.min(),
                anchorName: "swiftc -frontend -parse on the same Swift files (one process)", target: "≤ 2x",
                goal: .ratioAtMost(2), method: method + ": locate, resolve the project, read, scan and compare"),
            // Where the time goes: the parser alone, and the scan (parse and collect) without the project,
            // the bundle and the comparison. Both run in this process, so they leave out a process's start.
            BenchmarkRow(
                name: "swift-syntax parse only, \(label) (\(fileCount) Swift files): CPU", unit: "ms",
                ours: parsing.min() ?? .nan, anchor: anchor.min(),
                anchorName: "swiftc -frontend -parse on the same Swift files (one process)", target: "the floor",
                goal: .informational,
                method: "process CPU of reading each file and Parser.parse, in this process, lowest of \(rounds) runs"),
            BenchmarkRow(
                name: "source scan only, \(label) (\(fileCount) Swift files): CPU", unit: "ms",
                ours: scanning.min() ?? .nan, anchor: anchor.min(),
                anchorName: "swiftc -frontend -parse on the same Swift files (one process)", target: "informational",
                goal: .informational,
                method: "process CPU of SourceScanner.scan on the same files, in this process, lowest of \(rounds) runs"
            ),
            BenchmarkRow(
                name: "lint with sources, \(label): peak memory", unit: "MiB", ours: memory.min() ?? .nan,
                anchor: nil, anchorName: "none (an absolute budget)", target: "< 250 MiB", goal: .oursBelow(250),
                method: "VmHWM of the fresh child process, lowest of \(rounds) runs"),
        ]
    }

    static func run(directory: URL, quick: Bool) throws -> [BenchmarkRow] {
        let rounds = quick ? 1 : 3
        let generated = try GeneratedApp(files: quick ? 200 : 1_400).write(into: directory)
        var rows = try Self.rows(
            label: "generated app", folder: generated.folder, sources: generated.sources, directory: directory,
            rounds: rounds)
        if let app = ProcessInfo.processInfo.environment[appVariable], !app.isEmpty {
            let folder = URL(fileURLWithPath: app).standardizedFileURL
            rows += try Self.rows(
                label: folder.lastPathComponent, folder: folder, sources: nil, directory: directory, rounds: rounds)
        } else {
            FileHandle.standardError.write(
                Data(
                    "settings-bench: 13: the real-app rows are skipped: set \(appVariable) to an app's checkout (one holding its Xcode project and Settings.bundle)\n"
                        .utf8))
        }
        return rows
    }
}
