import Foundation
import PropertyList
import Testing
import TextOutput

@testable import SettingsTool

/// `--format json` without Foundation: the same bytes `JSONSerialization` wrote from the same values
/// (the oracle is the code JSONOutput replaced), and Python's `json` reads the same values from both.
@Suite struct JSONOutputTests {
    /// What JSONOutput did with Foundation (NSNumber, ISO8601DateFormatter), kept here as the oracle.
    static func foundationObject(_ value: PlistValue) -> Any {
        switch value {
        case .string(let s): s
        case .integer(let i): NSNumber(value: i)
        case .unsignedInteger(let u): NSNumber(value: u)
        case .real(let r): r.isFinite ? NSNumber(value: r) : OpenStepPrinter.realDescription(r)
        case .bool(let b): b
        case .date(let d): ISO8601DateFormatter().string(from: d)
        case .data(let d): d.base64EncodedString()
        case .array(let a): a.map(foundationObject)
        case .dictionary(let d):
            Dictionary(d.map { ($0.key.string, foundationObject($0.value)) }, uniquingKeysWith: { a, _ in a })
        }
    }

    static func foundationText(_ object: Any) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        return JSONText.escapingControls(String(decoding: data, as: UTF8.self))
    }

    /// A random value: every kind, reals of every magnitude, strings with controls, quotes and
    /// non-ASCII, keys from `keyPieces`.
    static func randomValue(depth: Int, keyPieces: [String], using generator: inout some RandomNumberGenerator)
        -> PlistValue
    {
        let strings = [
            "", "a", "/", "\"q\"", "back\\slash", "tab\tnl\nA\r", "\u{0}\u{1}\u{1F}\u{7F}", "é", "日本", "😀", "\u{2028}",
        ]
        switch Int.random(in: 0..<(depth > 2 ? 8 : 10), using: &generator) {
        case 0:
            return .string(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in strings.randomElement(using: &generator)! }
                    .joined())
        case 1:
            return .integer(
                Int64.random(in: .min ... .max, using: &generator) >> Int64.random(in: 0...63, using: &generator))
        case 2: return .unsignedInteger(UInt64.random(in: 0 ... .max, using: &generator))
        case 3:
            let real = Double(bitPattern: UInt64.random(in: 0 ... .max, using: &generator))
            return .real(real.isNaN ? 0.1 : real)
        case 4:
            let reals: [Double] = [
                0, -0.0, 1, 1.5, 0.1, 1e15, 1e16, 1e20, 1e-7, 1.234_567_890_123_456_8e20, .infinity, -.infinity,
                .leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 100, 2.5e-5,
            ]
            return .real(reals.randomElement(using: &generator)!)
        case 5: return .bool(Bool.random(using: &generator))
        case 6: return .date(Date(timeIntervalSince1970: Double.random(in: -5e10...5e10, using: &generator).rounded()))
        case 7:
            return .data(
                Data(
                    (0..<Int.random(in: 0...7, using: &generator)).map { _ in
                        UInt8.random(in: 0...255, using: &generator)
                    }))
        case 8:
            return .array(
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    randomValue(depth: depth + 1, keyPieces: keyPieces, using: &generator)
                })
        default:
            var values: [PlistKey: PlistValue] = [:]
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let key = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    keyPieces.randomElement(using: &generator)!
                }.joined()
                values[PlistKey(key)] = randomValue(depth: depth + 1, keyPieces: keyPieces, using: &generator)
            }
            return .dictionary(values)
        }
    }

    static let asciiKeyPieces = [
        "a", "A", "b", "B", "z", "Z", "0", "1", "9", "10", "007", " ", "_", "-", ",", ";", ":", "!", "?", ".", "'",
        "\"",
        "(", ")", "[", "]", "{", "}", "@", "*", "/", "\\", "&", "#", "%", "`", "^", "+", "<", "=", ">", "|", "~", "$",
        "key", "Key", "domain", "domainSource",
    ]

    @Test func theBytesAreJSONSerializationsForASCIIKeys() throws {
        var generator = SystemRandomNumberGenerator()
        var differences: [String] = []
        for _ in 0..<3_000 {
            let value = Self.randomValue(depth: 0, keyPieces: Self.asciiKeyPieces, using: &generator)
            let ours = try JSONOutput.text(JSONOutput.object(for: value))
            let theirs = try Self.foundationText(Self.foundationObject(value))
            if ours != theirs { differences.append("ours:\n\(ours)\nFoundation:\n\(theirs)") }
        }
        #expect(differences.isEmpty, "\(differences.count) differ; first: \(differences.first ?? "")")
    }

    @Test func theShapesAndNumberFormsAreJSONSerializations() throws {
        let value: PlistValue = [
            "b": 1, "A": [], "c": .dictionary([:]), "d": .real(1), "e": .real(0.1), "f": .real(1e20), "g": .real(-0.0),
            "h": .unsignedInteger(.max), "i": true, "k": "a/\u{7}é\u{2028}\"\\", "l": .real(1e-7), "m": .real(.nan),
        ]
        let expected = """
            {
              "A" : [

              ],
              "b" : 1,
              "c" : {

              },
              "d" : 1,
              "e" : 0.1,
              "f" : 1e+20,
              "g" : -0,
              "h" : 18446744073709551615,
              "i" : true,
              "k" : "a/\\u0007é\\u2028\\"\\\\",
              "l" : 1e-07,
              "m" : "nan"
            }
            """
        #expect(try JSONOutput.text(JSONOutput.object(for: value)) == expected)
        #expect(try JSONOutput.text([] as [Any]) == "[\n\n]")
        #expect(throws: JSONOutput.Unwritable.self) { try JSONOutput.text(["x": Double.infinity]) }
        #expect(throws: JSONOutput.Unwritable.self) { try JSONOutput.text(["x": Date()]) }
    }

    /// Python's `json` reads our text and Foundation's as the same values, non-ASCII keys included
    /// (where the key order may differ: ``TextCollation/keyPrecedes(_:_:)``).
    @Test func pythonReadsTheSameValuesFromBoth() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = Self.asciiKeyPieces + ["é", "É", "e\u{301}", "ß", "ss", "Ω", "ω", "日本", "😀", "ａ", "İ", "ı"]
        var ours: [String] = []
        var theirs: [String] = []
        for _ in 0..<400 {
            let value = Self.randomValue(depth: 0, keyPieces: pieces, using: &generator)
            ours.append(try JSONOutput.text(JSONOutput.object(for: value)))
            theirs.append(try Self.foundationText(Self.foundationObject(value)))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("json-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(ours.joined(separator: "\u{0}").utf8).write(to: folder.appendingPathComponent("ours"))
        try Data(theirs.joined(separator: "\u{0}").utf8).write(to: folder.appendingPathComponent("theirs"))
        let script = """
            import json, sys
            def load(name):
                return [json.dumps(json.loads(t), sort_keys=True) for t in open(name, encoding="utf-8").read().split("\\0")]
            a, b = load(sys.argv[1]), load(sys.argv[2])
            print(len(a), sum(x != y for x, y in zip(a, b)))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-c", script, folder.appendingPathComponent("ours").path, folder.appendingPathComponent("theirs").path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output == "400 0\n")
    }
}
