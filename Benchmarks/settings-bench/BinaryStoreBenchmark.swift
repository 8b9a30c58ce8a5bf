import BenchmarkSupport
import Defaults
import Foundation
import PropertyList
import PropertyListFoundation

/// Row 8: binary stores (the Apple style of a Simulator container or `.xcappdata`) on the 1,000-key
/// domain of the write rows: our binary writer against `PropertyListSerialization` (what it
/// replaces, with the conversion to Foundation objects), and a whole durable commit of one key to a
/// binary store against the same commit to an XML store.
enum BinaryStoreBenchmark {
    static func run(directory: URL, quick: Bool) throws -> [BenchmarkRow] {
        let contents = WriteBenchmark.initialContents(1000)
        let value = PlistValue.dictionary(contents)
        guard try PropertyListCoder.decode(PropertyListCoder.encodeBinary(value)).value == value else {
            throw BenchError("the binary encoding of the 1,000-key domain does not read back")
        }
        let rounds = quick ? 5 : 25
        var failure: Error?
        var sink = 0
        func cpu(_ batch: Int, _ body: @escaping () throws -> Int) -> () -> Double {
            {
                let start = BenchClock.threadCPU()
                for _ in 0..<batch {
                    do { sink &+= try body() } catch { failure = error }
                }
                return Double(BenchClock.threadCPU() - start) / 1e3 / Double(batch)
            }
        }
        guard try PropertyListCoder.decode(foundationBinary(value)).value == value else {
            throw BenchError("Foundation's binary encoding of the 1,000-key domain does not read back")
        }
        let encodings = BenchClock.interleave(
            rounds: rounds,
            [
                cpu(10) { try PropertyListCoder.encodeBinary(value).count },
                cpu(10) { try foundationBinary(value).count },
                cpu(10) { try PropertyListCoder.encodeXML(value).count },
            ])

        let folder = directory.appendingPathComponent("binary-store/Library/Preferences")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = PersistentDomainFile(url: folder.appendingPathComponent("com.example.binary.plist"), style: .apple)
        let xml = PersistentDomainFile(url: folder.appendingPathComponent("com.example.xml.plist"), style: .linux)
        try binary.replace(with: contents)
        try xml.replace(with: contents)
        var counter: Int64 = 0
        // Each commit's wall time, and its thread CPU time kept aside (fsync's wait is wall time only).
        var commitCPU: [[Double]] = [[], []]
        func commit(_ file: PersistentDomainFile, _ slot: Int) -> () -> Double {
            {
                let start = BenchClock.now()
                let startCPU = BenchClock.threadCPU()
                counter += 1
                do { try file.commit(["key0": .integer(counter)]) } catch { failure = error }
                commitCPU[slot].append(Double(BenchClock.threadCPU() - startCPU) / 1e3)
                return Double(BenchClock.now() - start) / 1e3
            }
        }
        let commits = BenchClock.interleave(rounds: rounds * 2, [commit(binary, 0), commit(xml, 1)])
        if let failure { throw BenchError("binary store benchmark failed: \(failure)") }
        if sink == -1 { print("") }
        let binaryBytes = try PropertyListCoder.encodeBinary(value).count
        let foundationBytes = try foundationBinary(value).count
        return [
            BenchmarkRow(
                name: "binary write, 1,000-key domain (CPU)", unit: "µs", ours: BenchClock.median(encodings[0]),
                anchor: BenchClock.median(encodings[1]),
                anchorName: "Foundation foundationObject + PropertyListSerialization.data(.binary)",
                target: "≥2x faster (ratio ≤ 0.5)", goal: .ratioAtMost(0.5),
                method:
                    "PropertyListCoder.encodeBinary (BinaryPropertyListWriter); \(binaryBytes) vs \(foundationBytes) bytes;"
                    + " thread CPU per document, median of \(rounds) interleaved rounds of 10"),
            BenchmarkRow(
                name: "binary write vs our XML write, 1,000-key domain (CPU)", unit: "µs",
                ours: BenchClock.median(encodings[0]), anchor: BenchClock.median(encodings[2]),
                anchorName: "PropertyListCoder.encodeXML (XMLPropertyListWriter), the same value",
                target: "no slower than our XML writer (ratio ≤ 1)", goal: .ratioAtMost(1),
                method: "thread CPU per document, median of \(rounds) interleaved rounds of 10"),
            BenchmarkRow(
                name: "durable commit of 1 key, 1,000-key binary store", unit: "µs",
                ours: BenchClock.median(commits[0]), anchor: BenchClock.median(commits[1]),
                anchorName: "the same commit to an XML store (~/.config style)",
                target: "within 1.5x of the XML store (ratio ≤ 1.5)", goal: .ratioAtMost(1.5),
                method: "PersistentDomainFile.commit, lock + merge + encode + fsync + rename; wall clock, median of"
                    + " \(rounds * 2) interleaved rounds"),
            BenchmarkRow(
                name: "durable commit of 1 key, 1,000-key binary store (CPU)", unit: "µs",
                ours: BenchClock.median(commitCPU[0]), anchor: BenchClock.median(commitCPU[1]),
                anchorName: "the same commit to an XML store (~/.config style)",
                target: "within 1.5x of the XML store (ratio ≤ 1.5)", goal: .ratioAtMost(1.5),
                method: "the same commits, thread CPU (the encoding and the system calls, not fsync's wait)"),
        ]
    }

    /// Foundation's way: convert to Foundation objects, serialise as binary.
    static func foundationBinary(_ value: PlistValue) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: value.foundationObject, format: .binary, options: 0)
    }
}
