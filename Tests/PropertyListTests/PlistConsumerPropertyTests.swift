import Foundation
import SeededRandom
import TestSupport
import Testing
import TextOutput

@testable import PropertyList

/// The property-list printers proven against their consumers: XML property lists (keys and
/// strings) read back by Python's `plistlib` and our reader; old-style text (`defaults write`
/// values, `settings register --plist`, launch arguments through `OpenStepText`) read back by our
/// `OpenStepParser` and Foundation.
@Suite struct PlistConsumerPropertyTests {
    static let strings = HostileText.strings(seed: 2807, count: 300)

    /// What an XML property list carries: no C0 control but tab and LF (XML 1.0 has no form for
    /// them, and every XML parser reads a CR as LF; Core Foundation writes them raw, as we do).
    static let xmlStrings = strings.map { text in
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" }))
    }

    static func hex(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }

    @Test func plistlibAndOurReaderReadTheXMLBack() throws {
        let keyed = Dictionary(
            Self.xmlStrings.enumerated().map {
                (PlistKey("\($0.offset) \($0.element)"), PlistValue.integer(Int64($0.offset)))
            },
            uniquingKeysWith: { first, _ in first })
        let value: PlistValue = ["values": .array(Self.xmlStrings.map(PlistValue.string)), "keys": .dictionary(keyed)]
        let data = try PropertyListCoder.encodeXML(value)
        #expect(try PropertyListCoder.decode(data).value == value)
        guard Consumer.exists("python3") else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "python3 is needed")
            return
        }
        let program = """
            import sys, plistlib
            o = plistlib.loads(sys.stdin.buffer.read())
            for v in o['values']: print(' '.join('%x' % ord(c) for c in v))
            for k in sorted(o['keys'], key=lambda k: o['keys'][k]): print(' '.join('%x' % ord(c) for c in k))
            """
        let result = try Consumer.run("python3", ["-c", program], input: data)
        #expect(result.status == 0, "\(result.error)")
        let lines = String(decoding: result.output, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let keys = keyed.sorted { $0.value.int64Value ?? 0 < $1.value.int64Value ?? 0 }.map(\.key.string)
        #expect(lines.dropLast().map(String.init) == Self.xmlStrings.map(Self.hex) + keys.map(Self.hex))
    }

    @Test func oldStyleTextReadsBackInOurParserAndFoundation() throws {
        let value: PlistValue = .array(Self.strings.map(PlistValue.string))
        let text = OpenStepPrinter.string(for: value)
        // Printable ASCII and line breaks only: nothing raw reaches a terminal.
        #expect(text.unicodeScalars.allSatisfy { ($0.value >= 0x20 && $0.value < 0x7F) || $0 == "\n" })
        #expect(try OpenStepParser.parse(text) == value)
        for string in Self.strings {
            let quoted = OpenStepText.quoted(string, keepingPrintableNonASCII: true)
            #expect(try OpenStepParser.parse(quoted) == .string(string), "\(Array(string.unicodeScalars))")
        }
        let foundation = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String]
        #expect(foundation == Self.strings)
    }
}
