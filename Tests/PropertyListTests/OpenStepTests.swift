import Foundation
import PropertyList
import Testing

@Suite struct OpenStepTests {
    @Test func printsLikeDefaultsRead() {
        let value: PlistValue = [
            "name": "Player 1", "count": 3, "on": true, "ratio": 0.5, "whole": 3.0,
            "list": ["a", "b c"], "empty": [], "nested": ["k": "v"], "blob": .data(Data([1, 2, 3, 4, 5])),
            "when": .date(Date(timeIntervalSince1970: 1_577_934_245)), "café": "é\n\"q\"",
        ]
        let expected = """
            {
                blob = <01020304 05>;
                "caf\\U00e9" = "\\U00e9\\n\\"q\\"";
                count = 3;
                empty = (
                );
                list = (
                    a,
                    "b c"
                );
                name = "Player 1";
                nested = {
                    k = v;
                };
                on = 1;
                ratio = 0.5;
                when = "2020-01-02 03:04:05 +0000";
                whole = 3;
            }
            """
        #expect(OpenStepPrinter.string(for: value) == expected)
    }

    @Test(arguments: [
        ("abc123", "abc123"), ("", "\"\""), ("a.b", "\"a.b\""), ("a_b", "\"a_b\""), ("😀", "\"\\Ud83d\\Ude00\""),
        ("tab\there", "\"tab\\there\""), ("back\\slash", "\"back\\\\slash\""),
        // DEL is no printable ASCII: escaped as CoreFoundation escapes it (issue 33).
        ("del\u{7F}", "\"del\\U007f\""), ("~ ", "\"~ \""),
    ])
    func quoting(input: String, expected: String) {
        #expect(OpenStepPrinter.quotedIfNeeded(input) == expected)
    }

    @Test func printedTextParsesBack() throws {
        let value: PlistValue = ["s": "x y \u{1}😀 é", "a": ["1", ["k": "v"]], "d": .data(Data([0xde, 0xad]))]
        #expect(try OpenStepParser.parse(OpenStepPrinter.string(for: value)) == value)
    }

    @Test func parsesWhatCFParses() throws {
        #expect(try OpenStepParser.parse("(a, b, \"c d\")") == ["a", "b", "c d"])
        #expect(try OpenStepParser.parse("{x = 1; y = (2,3);}") == ["x": "1", "y": ["2", "3"]])
        #expect(try OpenStepParser.parse("  spaced  ") == "spaced")
        #expect(try OpenStepParser.parse("-5") == "-5")
        #expect(try OpenStepParser.parse("<0102 0304>") == .data(Data([1, 2, 3, 4])))
        #expect(try OpenStepParser.parse("\"caf\\U00e9 \\101\"") == "café A")
        #expect(try OpenStepParser.parse("( a, /* c */ b, // d\n )") == ["a", "b"])
    }

    @Test func syntaxErrorsSayWhere() {
        #expect(throws: OpenStepParser.SyntaxError(message: "Missing ';' after the value of \"a\", found '}'", line: 2))
        {
            try OpenStepParser.parse("{\na = 1 }")
        }
        #expect(throws: OpenStepParser.SyntaxError.self) { try OpenStepParser.parse("(1,2") }
        #expect(throws: OpenStepParser.SyntaxError.self) { try OpenStepParser.parse("hello world") }
        #expect(throws: OpenStepParser.SyntaxError.self) { try OpenStepParser.parse("\"open") }
        #expect(throws: OpenStepParser.SyntaxError.self) {
            try OpenStepParser.parse(String(repeating: "(", count: 100_000))
        }
    }

    @Test func stringsFileBody() throws {
        let text = "/* c */ \"Title\" = \"Titre\";\nname = \"Nom\";\n\"Self\";"
        #expect(try OpenStepParser.parseDictionaryBody(text) == ["Title": "Titre", "name": "Nom", "Self": "Self"])
    }

    @Test func untypedValuesFollowDefaultsWrite() {
        #expect(PropertyListCoder.untypedValue("hello") == "hello")
        #expect(PropertyListCoder.untypedValue("42") == "42")
        #expect(PropertyListCoder.untypedValue("hello world") == "hello world")
        #expect(PropertyListCoder.untypedValue("(255, 0, 0)") == ["255", "0", "0"])
        #expect(PropertyListCoder.untypedValue("<integer>7</integer>") == 7)
        #expect(PropertyListCoder.untypedValue("(unterminated") == "(unterminated")
    }

    @Test func binaryAndOpenStepFilesDecode() throws {
        let value: PlistValue = ["a": 1, "b": [true, "x"]]
        let (binary, format) = try PropertyListCoder.decode(try PropertyListCoder.encodeBinary(value))
        #expect(format == .binary && binary == value)
        let (text, textFormat) = try PropertyListCoder.decode(Data("{ a = 1; }".utf8))
        #expect(textFormat == .openStep && text == ["a": "1"])
        #expect(throws: PropertyListError.self) { try PropertyListCoder.decode(Data("bplist00garbage".utf8)) }
    }
}
