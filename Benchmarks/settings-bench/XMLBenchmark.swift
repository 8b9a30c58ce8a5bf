import BenchmarkSupport
import Foundation
import PropertyList
import PropertyListFoundation

/// Row 7: our XML reader and writer (`PropertyListCoder.decode` / `encodeXML`) against what they
/// replace: Foundation's `PropertyListSerialization` plus the conversion between Foundation objects
/// and `PlistValue`, on a 1,000-key store domain and on a large generated Settings page.
enum XMLBenchmark {
    /// A document to read and write.
    struct Subject {
        var label: String
        var value: PlistValue
        var bytes: Data
    }

    /// The 1,000-key domain of the write rows, and the largest page of a generated bundle.
    static func subjects(directory: URL) throws -> [Subject] {
        let domain = PlistValue.dictionary(WriteBenchmark.initialContents(1000))
        var subjects = [
            Subject(label: "1,000-key domain", value: domain, bytes: try PropertyListCoder.encodeXML(domain))
        ]
        let generator = BundleGenerator(specifiers: 1_000, specifiersPerPage: 1_000)
        let output = try generator.write(into: directory.appendingPathComponent("xml"))
        let largest = try output.pageFiles.map {
            try Data(contentsOf: output.settingsBundle.appendingPathComponent($0))
        }
        .max { $0.count < $1.count }
        guard let page = largest else {
            throw BenchError("no page in the generated bundle \(output.settingsBundle.path)")
        }
        let value = try PropertyListCoder.decode(page).value
        let specifiers = value.dictionaryValue?["PreferenceSpecifiers"]?.arrayValue?.count ?? 0
        subjects.append(Subject(label: "page of \(specifiers) specifiers", value: value, bytes: page))
        return subjects
    }

    /// Foundation's way: parse to Foundation objects, convert to `PlistValue`.
    static func foundationRead(_ bytes: Data) throws -> PlistValue {
        let object = try PropertyListSerialization.propertyList(from: bytes, options: [], format: nil)
        guard let value = PlistValue(foundationObject: object) else { throw BenchError("unsupported value") }
        return value
    }

    /// Foundation's way: convert to Foundation objects, serialise as XML.
    static func foundationWrite(_ value: PlistValue) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: value.foundationObject, format: .xml, options: 0)
    }

    static func run(directory: URL, quick: Bool) throws -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        for subject in try subjects(directory: directory) {
            // Both sides must agree before either is timed.
            guard try PropertyListCoder.decode(subject.bytes).value == foundationRead(subject.bytes),
                try PropertyListCoder.encodeXML(subject.value) == foundationWrite(subject.value)
            else { throw BenchError("our XML and Foundation's differ for the \(subject.label)") }
            let rounds = quick ? 5 : 31
            let batch = 20
            var failure: Error?
            var sink = 0
            func timed(_ body: @escaping () throws -> Int) -> () -> Double {
                {
                    let start = BenchClock.threadCPU()
                    for _ in 0..<batch {
                        do { sink &+= try body() } catch { failure = error }
                    }
                    return Double(BenchClock.threadCPU() - start) / 1e3 / Double(batch)
                }
            }
            let reads = BenchClock.interleave(
                rounds: rounds,
                [
                    timed { try PropertyListCoder.decode(subject.bytes).value.dictionaryValue?.count ?? 0 },
                    timed { try foundationRead(subject.bytes).dictionaryValue?.count ?? 0 },
                ])
            let writes = BenchClock.interleave(
                rounds: rounds,
                [
                    timed { try PropertyListCoder.encodeXML(subject.value).count },
                    timed { try foundationWrite(subject.value).count },
                ])
            if let failure { throw BenchError("XML benchmark of the \(subject.label) failed: \(failure)") }
            if sink == -1 { print("") }
            let method =
                "\(subject.bytes.count) bytes; thread CPU per document, median of \(rounds) interleaved rounds of \(batch)"
            rows.append(
                BenchmarkRow(
                    name: "XML read, \(subject.label) (CPU)", unit: "µs", ours: BenchClock.median(reads[0]),
                    anchor: BenchClock.median(reads[1]),
                    anchorName: "Foundation PropertyListSerialization.propertyList + PlistValue(foundationObject:)",
                    target: "≥5x faster (ratio ≤ 0.2)", goal: .ratioAtMost(0.2), method: method))
            rows.append(
                BenchmarkRow(
                    name: "XML write, \(subject.label) (CPU)", unit: "µs", ours: BenchClock.median(writes[0]),
                    anchor: BenchClock.median(writes[1]),
                    anchorName: "Foundation foundationObject + PropertyListSerialization.data(.xml)",
                    target: "≥5x faster (ratio ≤ 0.2)", goal: .ratioAtMost(0.2), method: method))
        }
        return rows
    }
}
