import Defaults
import Foundation
import PropertyList
import Testing

/// What each launch argument becomes, and the encoder that writes values back as arguments.
@Suite struct ParsedArgumentsTests {
    @Test func pairsBareWordsAndValuelessFlags() {
        let parsed = ParsedArguments([
            "-UITests", "-enabled", "YES", "bare", "-flag", "-list", "(a, b)", "-", "x", "-last",
        ])
        #expect(parsed.entries.map(\.key) == ["enabled", "list"])
        #expect(parsed.entries.map(\.index) == [1, 5])
        #expect(parsed.values == ["enabled": "YES", "list": ["a", "b"]])
        #expect(
            parsed.ignored == [
                .init(index: 0, text: "-UITests", reason: .valuelessFlag),
                .init(index: 3, text: "bare", reason: .bareWord),
                .init(index: 4, text: "-flag", reason: .valuelessFlag),
                .init(index: 7, text: "-", reason: .emptyKey),
                .init(index: 9, text: "-last", reason: .valuelessFlag),
            ])
    }

    @Test func aLaterPairWinsAndTheEarlierIsOverridden() {
        let parsed = ParsedArguments(["-k", "1", "-other", "x", "-k", "2"])
        #expect(parsed.values["k"] == "2")
        #expect(parsed.winningEntry(forKey: "k")?.index == 4)
        #expect(parsed.overridden.map(\.index) == [0])
    }

    /// Every value the encoder writes is read back by the argument-domain parser as the value
    /// with its scalars as strings (``LaunchArgumentEncoder/received(_:)``).
    @Test func encodedValuesParseBack() {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let values: [PlistValue] = [
            "plain", "with space", "say \"hi\"", "(paren", "{brace", "<angle", "a=b;c", "", "  padded  ",
            "-dash", "42", "YES", "tab\tnew\nline", "back\\slash", "café", "e\u{301}", "日本語", "\u{202E}rtl",
            .integer(42), .integer(-7), .unsignedInteger(UInt64.max), .real(2.5), .real(-0.125), .real(1e-7),
            .real(0.1), .bool(true), .bool(false), .data(Data([0x0F, 0xBD])), .data(Data()),
            ["a", "b c", .integer(3), .bool(true), ["nested", "-x"]], [],
            ["k": "v", "with space": ["x": .integer(1)], "e": [:]], [:], .date(date),
        ]
        for value in values {
            let encoded = LaunchArgumentEncoder.encode(value)
            let parsed = ParsedArguments(["-key", encoded.text]).values["key"]
            #expect(parsed == LaunchArgumentEncoder.received(value), "\(value) as \(encoded.text)")
        }
        #expect(LaunchArgumentEncoder.encode("with space").text == "\"with space\"")
        #expect(LaunchArgumentEncoder.encode(.bool(true)).text == "YES")
        #expect(LaunchArgumentEncoder.encode(.integer(-7)).text == "\"-7\"")
        #expect(LaunchArgumentEncoder.encode(.data(Data([0x0F, 0xBD]))).text == "<0fbd>")
        #expect(LaunchArgumentEncoder.encode(["a", "b c"]).text == "(a, \"b c\")")
        #expect(LaunchArgumentEncoder.encode(["k": "v", "n": .integer(1)]).text == "{k = v; n = 1;}")
        #expect(LaunchArgumentEncoder.encode(.date(date)).notes.count == 1)
        #expect(LaunchArgumentEncoder.encode(["x": .integer(1)]).notes.count == 1)
        #expect(LaunchArgumentEncoder.encode("plain").notes.isEmpty)
    }

    @Test func deepNestingIsBounded() {
        var value: PlistValue = "leaf"
        for _ in 0..<200 { value = [value] }
        let encoded = LaunchArgumentEncoder.encode(value)
        #expect(encoded.text.count < 200)
        #expect(encoded.notes.contains { $0.contains("deeper") })
    }
}
