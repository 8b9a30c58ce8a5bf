import BenchmarkSupport
import Defaults
import Foundation
import PropertyList
import PropertyListFoundation
import SystemCalls

/// Row 2: a durable write of one key into a domain of `keyCount` keys, vs the floor (the same bytes
/// written to a temporary file, fsync, rename, fsync of the folder) and vs Foundation's
/// `set` + `synchronize()`.
enum WriteBenchmark {
    static func initialContents(_ keyCount: Int) -> [PlistKey: PlistValue] {
        Dictionary(
            uniqueKeysWithValues: (0..<keyCount).map { index in
                let value: PlistValue =
                    switch index % 4 {
                    case 0: .string("value number \(index)")
                    case 1: .integer(Int64(index) * 7)
                    case 2: .bool(index % 8 == 2)
                    default: .real(Double(index) / 3)
                    }
                return (PlistKey("key\(index)"), value)
            })
    }

    /// Runs in this process: `UserDefaults` here reads the HOME set by `main` before its first use.
    static func run(keyCount: Int, home: URL, quick: Bool) throws -> [BenchmarkRow] {
        let environment = DefaultsEnvironment(home: home.path, xdgConfigHome: home.path + "/.config")
        let oursDomain = "com.terminalsettings.bench.write\(keyCount)"
        let foundationDomain = "com.terminalsettings.bench.foundation\(keyCount)"
        let contents = initialContents(keyCount)
        let ours = Defaults(applicationDomain: oursDomain, environment: environment, arguments: [])
        for (key, value) in contents { ours.set(value, forKey: key.string) }
        try ours.flush()
        guard let foundation = UserDefaults(suiteName: foundationDomain) else {
            throw BenchError("Foundation refused the suite \(foundationDomain)")
        }
        for (key, value) in contents { foundation.set(value.foundationObject, forKey: key.string) }
        foundation.synchronize()

        let folder = try environment.fileURL(forDomain: oursDomain).deletingLastPathComponent().path
        var floorContents = contents
        floorContents["key0"] = .integer(1)
        let floorBytes = try PropertyListCoder.encodeXML(.dictionary(floorContents))
        let floorTarget = folder + "/com.terminalsettings.bench.floor\(keyCount).plist"

        var counter: Int64 = 0
        let batch = quick ? 2 : 4
        // Each contender returns (wall ns, CPU ns) per write, packed as wall * 2^0 and CPU separately.
        var cpu: [[Double]] = [[], [], []]
        func timed(_ slot: Int, _ body: () throws -> Void) rethrows -> Double {
            let wall = BenchClock.now()
            let cpuStart = BenchClock.threadCPU()
            for _ in 0..<batch { try body() }
            cpu[slot].append(Double(BenchClock.threadCPU() - cpuStart) / Double(batch))
            return Double(BenchClock.now() - wall) / Double(batch)
        }
        var failure: Error?
        let oursRun = { () -> Double in
            timed(0) {
                counter += 1
                do { try ours.write(.integer(counter), forKey: "key0", inDomain: oursDomain) } catch { failure = error }
            }
        }
        let floorRun = { () -> Double in
            timed(1) {
                do { try floorWrite(floorBytes, to: floorTarget, folder: folder) } catch { failure = error }
            }
        }
        let foundationRun = { () -> Double in
            timed(2) {
                counter += 1
                foundation.set(counter, forKey: "key0")
                foundation.synchronize()
            }
        }
        for run in [oursRun, floorRun, foundationRun] { _ = run() }
        cpu = [[], [], []]
        let rounds = quick ? 5 : 25
        let samples = BenchClock.interleave(rounds: rounds, [oursRun, floorRun, foundationRun])
        if let failure { throw BenchError("durable write failed: \(failure)") }
        let stored = try PersistentDomainFile(url: environment.fileURL(forDomain: oursDomain)).contents()
        let note =
            stored["key0"] == .integer(counter) || stored.count == keyCount
            ? "" : "the store does not hold the last write"
        let ms = 1e6
        let wall = samples.map { BenchClock.median($0) / ms }
        let cpuMedian = cpu.map { BenchClock.median($0) / ms }
        let method = "\(keyCount)-key domain, median of \(rounds) interleaved rounds of \(batch) writes"
        return [
            BenchmarkRow(
                name: "durable write, \(keyCount)-key domain (wall)", unit: "ms", ours: wall[0], anchor: wall[1],
                anchorName: "floor: same bytes to a temp file + fsync + rename + fsync folder",
                target: "within 1.3x of the floor", goal: .ratioAtMost(1.3),
                method: method
                    + "; ours is Defaults.write (lock, re-read, merge, encode, verify, temp, fsync, rename, fsync folder)",
                note: note),
            BenchmarkRow(
                name: "durable write, \(keyCount)-key domain (CPU)", unit: "ms", ours: cpuMedian[0],
                anchor: cpuMedian[1],
                anchorName: "floor, CPU time of the same runs", target: "within 1.3x of the floor",
                goal: .ratioAtMost(1.3), method: method + "; thread CPU time (user + system)"),
            BenchmarkRow(
                name: "durable write vs Foundation, \(keyCount) keys (wall)", unit: "ms", ours: wall[0],
                anchor: wall[2], anchorName: "Foundation set + synchronize() (no lock, no rename)",
                target: "comparison only", goal: .informational,
                method: method + "; Foundation CPU \(BenchmarkRow.format(cpuMedian[2])) ms per write"),
        ]
    }

    /// The physical floor of a durable replace: temp file, write, fsync, rename, fsync the folder.
    static func floorWrite(_ bytes: Data, to target: String, folder: String) throws {
        let temporary = target + ".floor-tmp"
        do throws(Errno) {
            let fd = try FileDescriptor.open(temporary, .writeOnly, options: [.create, .truncate], permissions: 0o600)
            defer { fd.close() }
            try fd.writeAll(bytes)
            try fd.sync()
        } catch {
            throw BenchError("write \(temporary): \(error)")
        }
        do throws(Errno) { try FileSystem.rename(temporary, to: target) } catch { throw BenchError("rename: \(error)") }
        do throws(Errno) {
            let directory = try FileDescriptor.open(folder, .readOnly, options: .directory)
            defer { directory.close() }
            try? directory.sync()
        } catch {
            throw BenchError("open \(folder): \(error)")
        }
    }
}
