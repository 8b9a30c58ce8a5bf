import BenchmarkSupport
import Defaults
import Foundation
import PropertyList

/// Row 8: binary stores (the Apple style of a Simulator container or `.xcappdata`, written with
/// `PropertyListSerialization`) against `~/.config` XML stores (our own XML writer) on the 1,000-key
/// domain of the write rows: the encoding alone, and a whole durable commit of one key.
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
        let encodings = BenchClock.interleave(
            rounds: rounds,
            [
                cpu(10) { try PropertyListCoder.encodeBinary(value).count },
                cpu(10) { try PropertyListCoder.encodeXML(value).count },
            ])

        let folder = directory.appendingPathComponent("binary-store/Library/Preferences")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = PersistentDomainFile(url: folder.appendingPathComponent("com.example.binary.plist"), style: .apple)
        let xml = PersistentDomainFile(url: folder.appendingPathComponent("com.example.xml.plist"), style: .linux)
        try binary.replace(with: contents)
        try xml.replace(with: contents)
        var counter: Int64 = 0
        func commit(_ file: PersistentDomainFile) -> () -> Double {
            {
                let start = BenchClock.now()
                counter += 1
                do { try file.commit(["key0": .integer(counter)]) } catch { failure = error }
                return Double(BenchClock.now() - start) / 1e3
            }
        }
        let commits = BenchClock.interleave(rounds: rounds * 2, [commit(binary), commit(xml)])
        if let failure { throw BenchError("binary store benchmark failed: \(failure)") }
        if sink == -1 { print("") }
        let binaryBytes = try PropertyListCoder.encodeBinary(value).count
        let xmlBytes = try PropertyListCoder.encodeXML(value).count
        return [
            BenchmarkRow(
                name: "binary encode, 1,000-key domain (CPU)", unit: "µs", ours: BenchClock.median(encodings[0]),
                anchor: BenchClock.median(encodings[1]),
                anchorName: "our XML writer (PropertyListCoder.encodeXML) on the same domain",
                target: "informational", goal: .informational,
                method:
                    "PropertyListSerialization.data(.binary) with foundationObject; \(binaryBytes) vs \(xmlBytes) bytes;"
                    + " thread CPU per document, median of \(rounds) interleaved rounds of 10"),
            BenchmarkRow(
                name: "durable commit of 1 key, 1,000-key binary store", unit: "µs",
                ours: BenchClock.median(commits[0]), anchor: BenchClock.median(commits[1]),
                anchorName: "the same commit to an XML store (~/.config style)",
                target: "within 3x of the XML store (ratio ≤ 3)", goal: .ratioAtMost(3),
                method: "PersistentDomainFile.commit, lock + merge + encode + fsync + rename; wall clock, median of"
                    + " \(rounds * 2) interleaved rounds"),
        ]
    }
}
