import Foundation
import SeededRandom
import TestSupport
import Testing

@testable import TextOutput

/// The JSON, prose and Swift-literal escapers proven against their consumers: Python's `json` reads
/// what `JSONText` leaves as the strings an encoder was given, and every `ProseText` quote back; the Swift compiler compiles every
/// `SwiftText` literal, batched into one program, and the program prints back each string exactly.
@Suite struct EscaperConsumerPropertyTests {
    static let values = HostileText.strings(seed: 2804, count: 300)

    /// Each string's scalars in hexadecimal, one line per string.
    static func hexLines(_ strings: [String]) -> [String] {
        strings.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
    }

    static func requireOrSkip(_ program: String) -> Bool {
        if Consumer.exists(program) { return true }
        #expect(ProcessInfo.processInfo.environment["CI"] == nil, "\(program) is needed")
        return false
    }

    @Test func pythonReadsTheJSONBack() throws {
        guard Self.requireOrSkip("python3") else { return }
        let object: [String: Any] = [
            "values": Self.values,
            "keys": Dictionary(
                uniqueKeysWithValues: Self.values.enumerated().map { ("\($0.offset) \($0.element)", $0.offset) }),
        ]
        let encoded = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        let json = JSONText.escapingControls(String(decoding: encoded, as: UTF8.self))
        #expect(!json.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" })
        let program = """
            import sys, json
            o = json.loads(sys.stdin.buffer.read().decode('utf-8'))
            for v in o['values']: print(' '.join('%x' % ord(c) for c in v))
            for k in sorted(o['keys'], key=lambda k: o['keys'][k]): print(' '.join('%x' % ord(c) for c in k))
            """
        let result = try Consumer.run("python3", ["-c", program], input: Data(json.utf8))
        #expect(result.status == 0, "\(result.error)")
        let lines = String(decoding: result.output, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        let keys = Self.values.enumerated().map { "\($0.offset) \($0.element)" }
        #expect(lines.dropLast() == (Self.hexLines(Self.values) + Self.hexLines(keys))[...])
    }

    /// `ProseText` quotes as a JSON string does, but for line breaks (one `⏎` each): Python's JSON
    /// reader (control characters allowed) reads every quoted piece back as the text with its line
    /// breaks as `⏎`, and finds where each piece ends in a sentence of several.
    @Test func pythonReadsEveryProseQuoteBack() throws {
        guard Self.requireOrSkip("python3") else { return }
        let sentence = Self.values.map(ProseText.quoted).joined(separator: " → ")
        #expect(!sentence.unicodeScalars.contains { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) })
        let program = """
            import sys, json
            text = sys.stdin.buffer.read().decode('utf-8')
            decoder = json.JSONDecoder(strict=False)
            index = 0
            while index < len(text):
                value, index = decoder.raw_decode(text, index)
                print(' '.join('%x' % ord(c) for c in value))
                if text.startswith(' → ', index): index += 3
            """
        let result = try Consumer.run("python3", ["-c", program], input: Data(sentence.utf8))
        #expect(result.status == 0, "\(result.error)")
        let lines = String(decoding: result.output, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        let expected = Self.values.map { value in
            var previousWasCR = false
            var scalars = String.UnicodeScalarView()
            for scalar in value.unicodeScalars {
                defer { previousWasCR = scalar == "\r" }
                if scalar == "\n" && previousWasCR { continue }
                scalars.append(
                    ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) ? "⏎" : scalar)
            }
            return String(scalars)
        }
        #expect(lines.dropLast() == Self.hexLines(expected)[...])
    }

    @Test func theSwiftCompilerReadsEveryLiteralBack() throws {
        guard Self.requireOrSkip("swiftc") else { return }
        let folder = NSTemporaryDirectory() + "swifttext-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = """
            let values: [String] = [
            \(Self.values.map { "    " + SwiftText.stringLiteral($0) + "," }.joined(separator: "\n"))
            ]
            for value in values { print(value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")) }

            """
        #expect(!source.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" })
        try Data(source.utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))
        let compiled = try Consumer.run("swiftc", ["-Onone", "-o", "literals", "main.swift"], directory: folder)
        #expect(compiled.status == 0, "\(compiled.error)")
        guard compiled.status == 0 else { return }
        let result = try Consumer.run(folder + "/literals", [], directory: folder)
        let lines = String(decoding: result.output, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        #expect(lines.dropLast() == Self.hexLines(Self.values)[...])
    }
}
