import Foundation
import Testing

@testable import PropertyList

/// The OpenStep reader builds each dictionary when it closes, from the entries read in order (issue
/// 28): a later duplicate of a key wins as in CoreFoundation, and a nested dictionary holds its own
/// entries only, however deep.
@Suite struct OpenStepDictionaryTests {
    @Test func laterDuplicatesWinAndNestedDictionariesKeepTheirOwnEntries() throws {
        let text = """
            {
                a = 1;
                b = { a = 2; c; d = ( { e = 3; }, { e = 4; e = 5; } ); };
                a = 6;
                f = {};
                g;
            }
            """
        let expected: PlistValue = [
            "a": "6", "b": ["a": "2", "c": "c", "d": [["e": "3"], ["e": "5"]]], "f": [:], "g": "g",
        ]
        #expect(try OpenStepParser.parse(text) == expected)
    }

    /// An error inside a nested dictionary is reported where it is.
    @Test func anErrorInsideADictionaryIsReportedWithItsLine() {
        #expect(throws: OpenStepParser.SyntaxError(message: "Expected '=' after key \"b\"", line: 2)) {
            try OpenStepParser.parse("{ a = { x = 1;\n b } ; }")
        }
    }

    @Test func stringsFileBodiesKeepTheLastValueOfAKey() throws {
        let body = "\"k\" = \"1\";\n\"j\";\n\"k\" = \"2\";\n\"l\" = \"3\";\n"
        #expect(try OpenStepParser.parseDictionaryBody(body) == ["k": "2", "j": "j", "l": "3"])
        // Keys that differ only in their Unicode normalization stay two keys.
        let both = try OpenStepParser.parseDictionaryBody("\"\u{E9}\" = \"a\"; \"e\u{301}\" = \"b\";")
        #expect(both.count == 2 && both[PlistKey("\u{E9}")] == "a" && both[PlistKey("e\u{301}")] == "b")
    }

    /// Each dictionary's entries are counted before the parse, in the order the parser opens them:
    /// the `;` directly inside it, not those of nested dictionaries, quoted strings or comments,
    /// one at most after each token, and a `//` inside an unquoted string is part of the string.
    @Test func entriesAreCountedPerDictionaryInOrder() {
        let text = """
            { a = 1; b = { c = "x;y}"; d = 'q\\';{'; }; /* e = 1; } */ f = ( { g = 1; h; }, {} );
              i = a//b; // j = 1; }
              k = <0a0b>; l = {}; }
            """
        var counts = OpenStepEntryCounts(Array(text.utf8))
        #expect((0..<5).map { _ in counts.nextCount(atMost: 100) } == [6, 2, 2, 0, 0])
        #expect(counts.nextCount(atMost: 100) == 0)
        var capped = OpenStepEntryCounts(Array(text.utf8))
        #expect(capped.nextCount(atMost: 3) == 3)
        var repeated = OpenStepEntryCounts(Array("{ a;;;; b = c;;; }".utf8))
        #expect(repeated.nextCount(atMost: 100) == 2)
        let parsed = try? OpenStepParser.parse(text)
        #expect(parsed?.dictionaryValue?.keys.sorted().map(\.string) == ["a", "b", "f", "i", "k", "l"])
    }

    /// A `.strings` body is a dictionary without its braces: counted as the first dictionary, its
    /// `;` outside quoted strings and comments, one at most after each token, so its table is made
    /// at its final size (and a wrong count changes nothing the reader returns).
    @Test func aDictionaryBodyIsCountedAsTheFirstDictionary() throws {
        let body = "\"a\" = \"x;y\"; /* \"b\" = 1; */ \"c\"; // \"d\" = 2;\n'e' = f;\n"
        var counts = OpenStepEntryCounts(Array(body.utf8), isDictionaryBody: true)
        #expect(counts.nextCount(atMost: 100) == 3)
        #expect(counts.nextCount(atMost: 100) == 0)
        var plain = OpenStepEntryCounts(Array(body.utf8))
        #expect(plain.nextCount(atMost: 100) == 0)
        var repeated = OpenStepEntryCounts(Array("a;;; b = c;".utf8), isDictionaryBody: true)
        #expect(repeated.nextCount(atMost: 100) == 2)
        #expect(try OpenStepParser.parseDictionaryBody(body) == ["a": "x;y", "c": "c", "e": "f"])
        let many = (0..<1_000).map { "\"k\($0 % 700)\" = \"\($0)\";\n" }.joined()
        let table = try OpenStepParser.parseDictionaryBody(many)
        #expect(table.count == 700 && table[PlistKey("k1")] == "701" && table[PlistKey("k699")] == "699")
        // Reserved for the 1,000 entries counted (grown from empty, 700 keys fill a table of 768).
        #expect(table.capacity >= 1_000)
    }
}
