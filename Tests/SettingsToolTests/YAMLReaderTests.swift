import Foundation
import PropertyList
import Testing

@testable import SettingsTool

/// The lint configuration's YAML reader: libyaml's events composed into nodes, within the budget.
@Suite struct YAMLReaderTests {
    func read(_ text: String, budget: InputBudget = .lintConfiguration) throws -> YAMLNode? {
        try YAMLReader.read(Array(text.utf8), budget: budget)
    }

    func failure(_ bytes: [UInt8], budget: InputBudget = .lintConfiguration) -> YAMLReader.Failure? {
        do {
            _ = try YAMLReader.read(bytes, budget: budget)
            return nil
        } catch {
            return error
        }
    }

    func failure(_ text: String, budget: InputBudget = .lintConfiguration) -> YAMLReader.Failure? {
        failure(Array(text.utf8), budget: budget)
    }

    /// The node as plain values: strings, arrays and key-value pair lists (order kept).
    func plain(_ node: YAMLNode?) -> String {
        guard let node else { return "none" }
        switch node.content {
        case .scalar(let text, let tag): return "\(text)/\(tag)"
        case .sequence(let items): return "[" + items.map(plain).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            return "{" + pairs.map { plain($0.key) + ": " + plain($0.value) }.joined(separator: ", ") + "}"
        }
    }

    @Test func flowAndBlockStylesAndCommentsGiveTheSameTree() throws {
        let block = """
            # a comment
            disabled_rules:   # another
              - a   # after an item
              - "b # not a comment"
            severity:
              x: error
            """
        let flow = #"{disabled_rules: [a, "b # not a comment"], severity: {x: error}}  # end"#
        let json = #"{"disabled_rules": ["a", "b # not a comment"], "severity": {"x": "error"}}"#
        let expected = "{disabled_rules/str: [a/str, b # not a comment/str], severity/str: {x/str: error/str}}"
        #expect(plain(try read(block)) == expected)
        #expect(plain(try read(flow)) == expected)
        #expect(plain(try read(json)) == expected)
        let node = try #require(try read(block))
        #expect(node.mapping?[1].value.line == 6)
        #expect(node.mapping?[0].value.sequence?[1].column == 5)
    }

    @Test func scalarsResolveAsTheCoreSchemaSays() throws {
        let text = """
            - ~
            - null
            - NULL
            -
            - "null"
            - 'null'
            - !!str null
            - !!null ""
            - true
            - False
            - yes
            - 12
            - -0o17
            - 0o17
            - 0x1F
            - 1.5e3
            - .inf
            - .NaN
            - 1.
            - .
            - 1e5x
            - |
              block
            - !mine tagged
            - ! 12
            """
        let items = try #require(try read(text)?.sequence)
        let tags = items.map { if case .scalar(_, let tag) = $0.content { tag } else { YAMLTag.other("?") } }
        #expect(
            tags == [
                .null, .null, .null, .null, .str, .str, .str, .null, .bool, .bool, .str, .int, .str, .int, .int, .float,
                .float, .float, .float, .str, .str, .str, .other("!mine"), .str,
            ])
        #expect(items.map(\.isNull) == tags.map { $0 == .null })
        #expect(items[21].scalar == "block\n")
    }

    @Test func anAliasIsTheNodeItsAnchorNames() throws {
        let root = try #require(try read("a: &list [x, {y: z}]\nb: *list\nc: &s text\nd: *s\n"))
        let pairs = try #require(root.mapping)
        #expect(pairs[1].value == pairs[0].value)
        #expect(plain(pairs[1].value) == "[x/str, {y/str: z/str}]")
        #expect(pairs[1].value.line == 1, "an alias stands for its anchor's node, where it was written")
        #expect(pairs[3].value.scalar == "text")
        #expect(failure("a: *nowhere\n") == .init(problem: .undefinedAlias("nowhere"), line: 1, column: 4))
    }

    /// Ten lists of ten aliases of the list before: nine levels stand for 10^9 nodes in 400 bytes.
    @Test func aBillionLaughsStopsAtTheAliasThatGoesOverTheBudget() {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (name, previous) in zip("bcdefghij", "abcdefghi") {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        let clock = ContinuousClock()
        let start = clock.now
        // a: 11 nodes; b: 10 aliases of 11 = 110; c: 10 of 111 = 1,110; d's eighth alias of 1,111 goes over 10,000.
        #expect(failure(text) == .init(problem: .expansion(limit: 10_000), line: 4, column: 36))
        #expect(clock.now - start < .seconds(5))
        // Just within: b's 110 and c's 1,110 aliased nodes with a budget of 1,220, one less fails.
        let small = text.split(separator: "\n").prefix(3).joined(separator: "\n")
        let budget = { (n: Int) in
            InputBudget(maximumBytes: 1 << 20, maximumValues: 1 << 20, maximumDepth: 64, maximumExpansion: n)
        }
        #expect(failure(small, budget: budget(1_220)) == nil)
        #expect(failure(small, budget: budget(1_219))?.problem == .expansion(limit: 1_219))
    }

    @Test func nestingDeeperThanTheBudgetIsRefused() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(failure(deep) == .init(problem: .tooDeep(limit: 512), line: 1, column: 513))
        let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(failure(fine) == nil)
        let blockDeep = (0..<600).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        #expect(failure(blockDeep)?.problem == .tooDeep(limit: 512))
    }

    @Test func tooManyBytesAreRefusedBeforeReading() {
        let budget = InputBudget(maximumBytes: 10, maximumValues: 10, maximumDepth: 10, maximumExpansion: 10)
        #expect(failure("a: 12345678", budget: budget) == .init(problem: .tooLarge(limit: 10), line: nil, column: nil))
        #expect(failure("a: 1234567", budget: budget) == nil)
    }

    @Test func aTabIndentIsASyntaxErrorWithItsLineAndColumn() {
        let found = failure("disabled_rules:\n\t- a\n")
        #expect(found?.line == 2)
        #expect(found?.column == 1)
        guard case .syntax(let message) = found?.problem else {
            Issue.record("\(String(describing: found))")
            return
        }
        #expect(message.contains("found character that cannot start any token at column 1"), "\(message)")
        #expect(message.contains("while scanning for the next token started at line 2, column 1"), "\(message)")
    }

    @Test func bytesThatAreNotUTF8AreAnErrorWithTheirLineAndColumn() {
        let bytes = Array("a: b\nc: dé".utf8) + [0xFF] + Array("\n".utf8)
        #expect(
            failure(bytes)
                == .init(problem: .syntax("invalid leading UTF-8 octet (byte 0xFF) at column 6"), line: 2, column: 6))
        // UTF-16 (with its byte order mark) is not read as UTF-8 text either.
        let utf16: [UInt8] = [0xFF, 0xFE] + "a: b".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(failure(utf16)?.line == 1)
        let control = failure("a: \u{7}\n")
        #expect(
            control
                == .init(
                    problem: .syntax("control characters are not allowed (U+0007) at column 4"), line: 1, column: 4))
    }

    @Test func aStreamHoldsOneDocument() throws {
        #expect(try read("") == nil)
        #expect(try read("# only a comment\n") == nil)
        #expect(try read("---\n...\n")?.isNull == true)
        #expect(plain(try read("--- {a: b}\n...\n")) == "{a/str: b/str}")
        #expect(failure("a: 1\n---\nb: 2\n") == .init(problem: .secondDocument, line: 2, column: 1))
        #expect(failure("a: 1\n...\n---\nb: 2\n")?.problem == .secondDocument)
    }

    @Test func aKeyTwiceInOneMappingIsNamedWithItsLines() {
        #expect(
            failure("a: 1\nb: 2\na: 3\nb: 4\n")
                == .init(problem: .duplicateKey("\"a\"", lines: [1, 3]), line: 1, column: 1))
        // Keys are their text and resolved tag: 1 and "1" differ, and so do null and "".
        #expect(failure("1: a\n\"1\": b\n~: c\n\"\": d\n") == nil)
        #expect(failure("{[a, b]: 1, [a, b]: 2}")?.problem == .duplicateKey("a list", lines: [1, 1]))
        // Two mappings holding the same key are fine.
        #expect(failure("x: {a: 1}\ny: {a: 2}\n") == nil)
    }

    @Test func syntaxErrorsSayWhatWasExpectedAndWhereItsContextStarted() {
        let found = failure("disabled_rules: [a, b\nseverity: {}\n")
        guard case .syntax(let message) = found?.problem else {
            Issue.record("\(String(describing: found))")
            return
        }
        #expect(found?.line == 2)
        #expect(
            message
                == "did not find expected ',' or ']' at column 9 (while parsing a flow sequence started at line 1, column 17)",
            "\(message)")
    }

    /// What `settings lint` prints for each way a configuration cannot be read.
    @Test func lintConfigurationMessagesNameWhatAndWhere() {
        func message(_ bytes: [UInt8], _ name: String = "c.yml") -> String {
            do {
                _ = try LintConfigurationFile.parse(bytes, file: name, folder: URL(fileURLWithPath: "/tmp"))
                return "read"
            } catch {
                return error.description
            }
        }
        #expect(
            message(Array("a: b\nc: dé".utf8) + [0xFF])
                == "c.yml:2: the lint configuration is not valid YAML: invalid leading UTF-8 octet (byte 0xFF) at column 6"
        )
        #expect(
            message(Array("severity: {}\nexcluded: []\nseverity: {}\n".utf8))
                == #"c.yml:1: the mapping has "severity" more than once (lines 1, 3); keep one"#)
        #expect(
            message(Array("excluded: []\n---\nexcluded: []\n".utf8))
                == "c.yml:2: a second YAML document starts here; a lint configuration is one document")
        #expect(
            message(Array("excluded: *x\n".utf8)) == "c.yml:1: the alias *x names no anchor before it; define &x first")
        #expect(
            message(Array((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8), "c.json")
                == "c.json:1: the lint configuration nests lists and mappings deeper than 512 levels here")
        #expect(
            message(Array(String(repeating: "#", count: 5 << 20).utf8))
                == "c.yml: the lint configuration is larger than 4194304 bytes")
        #expect(
            message(Array("{\"excluded\": [\"a\"] \"x\": 1}".utf8), "c.json").hasPrefix(
                "c.json:1: the lint configuration is not valid JSON: "))
    }
}
