import Defaults
import Foundation
import PropertyList
import Testing

/// The `defaults write` printer (``WriteValueEncoder``, what `settings diff` and the editor's
/// changes view print) and its parser (``WriteValueParser``, what the `defaults` tool reads)
/// side by side: whatever is printed parses back to the same value, type included.
@Suite struct WriteValueRoundTripTests {
    static let values: [PlistValue] = [
        "plain", "", "-x", "it's here", "a b", "line\nbreak", "\u{1B}[2J", "é e\u{301} 日本", "(a, b)", "<0a>",
        "{k = v;}",
        .integer(0), .integer(-3), .integer(Int64.max), .integer(Int64.min), .unsignedInteger(UInt64.max),
        .real(0.25), .real(-1.5), .real(0.1), .real(1e300), .real(3.141592653589793), .real(16_777_217),
        .bool(true), .bool(false),
        .date(Date(timeIntervalSince1970: 0)), .date(Date(timeIntervalSince1970: 1_700_000_000)),
        .data(Data()), .data(Data([0x0a, 0xff, 0x00])),
        .array([]), .array(["a b", 1, true, 0.5]), .array([0.1, "x"]),
        .dictionary([:]), .dictionary(["z": true, "a": "x", "n": 7]), .dictionary(["r": 0.1]),
        .array([.array([1, "two"]), .dictionary(["k": .data(Data([1]))])]),
        .dictionary(["nested": .array([.real(0.1), .bool(false), .date(Date(timeIntervalSince1970: 86_400))])]),
        // Issue 28: text of white space alone inside a nested container is content, not layout.
        .array([.array(["\n", "\t\n", "", " "])]), .dictionary(["d": .array(["\n"]), "\n\t": .array([])]),
    ]

    static func parsed(_ arguments: [String]) throws -> PlistValue {
        var parser = WriteValueParser(arguments)
        let value = try parser.parseValue()
        #expect(parser.remaining.isEmpty, "\(arguments)")
        #expect(parser.warnings.isEmpty, "\(arguments)")
        return value
    }

    @Test(arguments: values) func printThenParseGivesTheSameValue(_ value: PlistValue) throws {
        let arguments = WriteValueEncoder.arguments(for: value)
        #expect(try Self.parsed(arguments) == value, "\(arguments)")
        // The printed command line holds the same arguments (flags and numbers bare).
        let line = DefaultsWriteCommand(domain: "d", key: "k", value: value).description
        for word in WriteValueEncoder.words(for: value) where !word.isLiteral {
            #expect(line.contains(" " + word.text))
        }
    }

    /// `-float` stores single precision, as macOS does: a real it does not hold exactly is printed
    /// as XML, which keeps every bit.
    @Test func aRealSinglePrecisionCannotHoldIsPrintedAsXML() throws {
        #expect(WriteValueEncoder.arguments(for: .real(0.25)) == ["-float", "0.25"])
        #expect(
            WriteValueEncoder.arguments(for: .real(0.1)) == [
                #"<plist version="1.0"><real>0.10000000000000001</real></plist>"#
            ])
        #expect(try Self.parsed(["-float", "0.1"]) != .real(0.1))
    }
}
