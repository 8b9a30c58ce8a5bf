import BenchmarkSupport
import Foundation
import SettingsBundle

/// Row 6: peak resident memory (VmHWM) of a process that loads a bundle, vs the floor program
/// (a process that parses the same files with Foundation and keeps the parsed objects), each in a
/// fresh child process of this binary.
enum MemoryBenchmark {
    /// VmHWM of this process in KiB.
    static func peakResidentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
        }
        return -1
    }

    /// Child side. `mode` is "ours", "floor" or "baseline"; prints VmHWM in KiB.
    static func child(mode: String, app: String, files: [String]) throws {
        switch mode {
        case "ours":
            let loaded = try LoadBenchmark.load(URL(fileURLWithPath: app))
            withExtendedLifetime(loaded) { print(peakResidentKiB()) }
        case "floor":
            var kept: [Any] = []
            for file in files {
                let data = try Data(contentsOf: URL(fileURLWithPath: file))
                var format = PropertyListSerialization.PropertyListFormat.xml
                kept.append(try PropertyListSerialization.propertyList(from: data, options: [], format: &format))
            }
            withExtendedLifetime(kept) { print(peakResidentKiB()) }
        default:
            print(peakResidentKiB())
        }
    }

    static func run(_ subject: LoadBenchmark.Subject, directory: URL, quick: Bool) throws -> BenchmarkRow {
        let list = directory.appendingPathComponent("files-\(subject.specifiers).txt")
        try subject.files.map(\.path).joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        func measure(_ mode: String) throws -> Double {
            let lines = try ChildProcess.run(["memory", mode, subject.app.path, list.path])
            guard let last = lines.last, let kib = Double(last) else {
                throw BenchError("memory child printed \(lines)")
            }
            return kib / 1024
        }
        let rounds = quick ? 1 : 3
        let samples = BenchClock.interleave(
            rounds: rounds,
            [
                { (try? measure("ours")) ?? .nan }, { (try? measure("floor")) ?? .nan },
                { (try? measure("baseline")) ?? .nan },
            ])
        let minimum = samples.map { $0.min() ?? .nan }
        return BenchmarkRow(
            name: "peak memory, \(subject.label)", unit: "MiB", ours: minimum[0], anchor: minimum[1],
            anchorName: "floor program: Foundation parses the same files and keeps the objects",
            target: "within 2x of the floor", goal: .ratioAtMost(2),
            method: "VmHWM of a fresh child process, minimum of \(rounds) runs; an idle child of this binary peaks at "
                + "\(BenchmarkRow.format(minimum[2])) MiB")
    }
}
