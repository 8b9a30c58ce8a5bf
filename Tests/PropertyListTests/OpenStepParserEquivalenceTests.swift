import Foundation
import SeededRandom
import Testing

@testable import PropertyList

// The scalar-array OpenStep parser as it was before it moved to UTF-8 bytes (with the line
// counting fix), kept verbatim as the reference the byte parser is proven equal to.

/// Parses old-style (OpenStep) property lists: `{ key = value; }`, `( a, b )`, `<0a0b>`, quoted and
/// bare strings, with `//` and `/* */` comments.
///
/// Foundation parses this format too, but on Linux it logs every syntax error to stderr
/// (`CFPropertyListCreateFromXMLData(): Old-style plist parser: …`), which would leak into the
/// output of our commands, and its messages do not say where the error is. This parser is strict,
/// reports the line of each error, never recurses deeper than ``PlistLimits/maximumDepth`` and
/// produces exactly what CF produces: every scalar is a string.
struct ReferenceOpenStepParser {
    typealias SyntaxError = OpenStepParser.SyntaxError
    static let tooDeepMessage = "Nesting deeper than \(PlistLimits.maximumDepth) levels"

    private var scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    }

    /// Parses one value that fills the whole text.
    static func parse(_ text: String) throws(SyntaxError) -> PlistValue {
        var parser = ReferenceOpenStepParser(text)
        try parser.skipTrivia()
        guard !parser.atEnd else { throw parser.error("No value found") }
        let value = try parser.parseValue()
        try parser.skipTrivia()
        guard parser.atEnd else { throw parser.error("Unexpected character '\(parser.current)' after the value") }
        return value
    }

    /// Parses the body of a dictionary without its braces: the `.strings` file format
    /// (`"key" = "value";` pairs, where `"key";` alone maps the key to itself).
    static func parseDictionaryBody(_ text: String) throws(SyntaxError) -> [PlistKey: String] {
        var parser = ReferenceOpenStepParser(text)
        var result: [PlistKey: String] = [:]
        try parser.skipTrivia()
        while !parser.atEnd {
            let key = try parser.parseString()
            try parser.skipTrivia()
            if parser.consume(";") {
                result[key] = key
            } else {
                guard parser.consume("=") else { throw parser.error("Expected '=' or ';' after key \"\(key)\"") }
                try parser.skipTrivia()
                let value = try parser.parseString()
                try parser.skipTrivia()
                guard parser.consume(";") else {
                    throw parser.error("Missing ';' after the value of \"\(key)\", found \(parser.found)")
                }
                result[key] = value
            }
            try parser.skipTrivia()
        }
        return result
    }

    // MARK: - Values

    private mutating func parseValue() throws(SyntaxError) -> PlistValue {
        switch current {
        case "{": return try parseDictionary()
        case "(": return try parseArray()
        case "<": return try parseData()
        default: return .string(try parseString())
        }
    }

    private mutating func parseDictionary() throws(SyntaxError) -> PlistValue {
        try enter()
        index += 1
        var values: [PlistKey: PlistValue] = [:]
        try skipTrivia()
        while !consume("}") {
            guard !atEnd else { throw error("Missing '}' to close a dictionary") }
            let key = try parseString()
            try skipTrivia()
            if consume(";") {
                values[key] = .string(key)
            } else {
                guard consume("=") else { throw error("Expected '=' after key \"\(key)\"") }
                try skipTrivia()
                guard !atEnd else { throw error("Missing value for key \"\(key)\"") }
                values[key] = try parseValue()
                try skipTrivia()
                guard consume(";") else { throw error("Missing ';' after the value of \"\(key)\", found \(found)") }
            }
            try skipTrivia()
        }
        depth -= 1
        return .dictionary(values)
    }

    private mutating func parseArray() throws(SyntaxError) -> PlistValue {
        try enter()
        index += 1
        var values: [PlistValue] = []
        try skipTrivia()
        while !consume(")") {
            guard !atEnd else { throw error("Missing ')' to close an array") }
            values.append(try parseValue())
            try skipTrivia()
            if consume(")") { break }
            guard consume(",") else { throw error("Expected ',' or ')' in an array") }
            try skipTrivia()
        }
        depth -= 1
        return .array(values)
    }

    private mutating func parseData() throws(SyntaxError) -> PlistValue {
        index += 1
        var bytes: [UInt8] = []
        var high: UInt8?
        while true {
            guard !atEnd else { throw error("Missing '>' to close data") }
            let c = current
            index += 1
            if c == ">" { break }
            if c == " " || c == "\t" || c == "\n" || c == "\r" { continue }
            guard let nibble = c.referenceHexDigitValue else { throw error("Unexpected character '\(c)' in data") }
            if let h = high {
                bytes.append(h << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        guard high == nil else { throw error("Data has an odd number of hexadecimal digits") }
        return .data(Data(bytes))
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        guard !atEnd else { throw error("Expected a string") }
        if current == "\"" || current == "'" { return try parseQuoted() }
        let start = index
        while !atEnd, current.referenceIsUnquoted { index += 1 }
        guard index > start else { throw error("Unexpected character '\(current)'") }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[start..<index])
        return String(result)
    }

    private mutating func parseQuoted() throws(SyntaxError) -> String {
        let quote = current
        // The line is counted only when an error needs it: counting it for every string made
        // parsing quadratic in the file size (40% of a large bundle's load).
        let start = index
        index += 1
        var result = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        while true {
            guard !atEnd else { throw SyntaxError(message: "Unterminated quoted string", line: line(at: start)) }
            let c = current
            index += 1
            if c == quote { break }
            guard c == "\\" else {
                result.append(c)
                continue
            }
            guard !atEnd else { throw SyntaxError(message: "Unterminated quoted string", line: line(at: start)) }
            let e = current
            index += 1
            switch e {
            case "a": result.append("\u{07}")
            case "b": result.append("\u{08}")
            case "f": result.append("\u{0C}")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "v": result.append("\u{0B}")
            case "U", "u":
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, !atEnd, let d = current.referenceHexDigitValue {
                    code = code << 4 | UInt32(d)
                    index += 1
                    digits += 1
                }
                if (0xD800...0xDBFF).contains(code) {
                    pendingHighSurrogate = code
                    continue
                }
                if let high = pendingHighSurrogate, (0xDC00...0xDFFF).contains(code) {
                    code = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                }
                result.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            case "0"..."7":
                var code = UInt32(e.value - 48)
                var digits = 1
                while digits < 3, !atEnd, ("0"..."7").contains(current) {
                    code = code << 3 | (current.value - 48)
                    index += 1
                    digits += 1
                }
                result.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default:
                result.append(e)
            }
            pendingHighSurrogate = nil
        }
        return String(result)
    }

    // MARK: - Scanning

    private var atEnd: Bool { index >= scalars.count }

    /// What stands at the current position, for error messages.
    private var found: String { atEnd ? "the end of the text" : "'\(current)'" }
    private var current: Unicode.Scalar { scalars[index] }

    private var line: Int { line(at: index) }

    /// The 1-based line of a position (linear: for error messages only).
    private func line(at position: Int) -> Int {
        1 + scalars[..<min(position, scalars.count)].lazy.filter { $0 == "\n" }.count
    }

    private mutating func consume(_ c: Unicode.Scalar) -> Bool {
        guard !atEnd, current == c else { return false }
        index += 1
        return true
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        guard depth <= PlistLimits.maximumDepth else {
            // The budget's limit, as the real parser names it (issue 28).
            var failure = error(Self.tooDeepMessage)
            failure.excess = InputBudgetError(.depth, maximum: PlistLimits.maximumDepth, at: "line \(failure.line)")
            throw failure
        }
    }

    private mutating func skipTrivia() throws(SyntaxError) {
        while !atEnd {
            let c = current
            if c.properties.isWhitespace {
                index += 1
            } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while !atEnd, current != "\n" { index += 1 }
            } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = index
                index += 2
                while true {
                    guard index + 1 < scalars.count else {
                        throw SyntaxError(message: "Unterminated comment", line: line(at: start))
                    }
                    if current == "*", scalars[index + 1] == "/" { break }
                    index += 1
                }
                index += 2
            } else {
                return
            }
        }
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, line: line)
    }
}

extension Unicode.Scalar {
    /// The characters CF accepts in an unquoted old-style string.
    var referenceIsUnquoted: Bool {
        switch self {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    var referenceHexDigitValue: UInt8? {
        switch self {
        case "0"..."9": UInt8(value - 48)
        case "a"..."f": UInt8(value - 87)
        case "A"..."F": UInt8(value - 55)
        default: nil
        }
    }
}

/// The byte-based ``OpenStepParser`` must give exactly the values and the errors (message and
/// line) of the scalar-based parser it replaced.
@Suite struct OpenStepParserEquivalenceTests {
    typealias Outcome = Result<PlistValue, OpenStepParser.SyntaxError>

    static func same(_ text: String) -> Bool {
        let new: Result<PlistValue, OpenStepParser.SyntaxError> = Result { () throws(OpenStepParser.SyntaxError) in
            try OpenStepParser.parse(text)
        }
        let old: Result<PlistValue, OpenStepParser.SyntaxError> = Result { () throws(OpenStepParser.SyntaxError) in
            try ReferenceOpenStepParser.parse(text)
        }
        let newBody: Result<[PlistKey: String], OpenStepParser.SyntaxError> = Result {
            () throws(OpenStepParser.SyntaxError) in try OpenStepParser.parseDictionaryBody(text)
        }
        let oldBody: Result<[PlistKey: String], OpenStepParser.SyntaxError> = Result {
            () throws(OpenStepParser.SyntaxError) in try ReferenceOpenStepParser.parseDictionaryBody(text)
        }
        return equal(new, old)
            && equal(
                newBody.map { PlistValue.dictionary($0.mapValues(PlistValue.string)) },
                oldBody.map { PlistValue.dictionary($0.mapValues(PlistValue.string)) })
    }

    static func equal(_ a: Outcome, _ b: Outcome) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): return XMLPropertyListReaderTests.identical(x, y)
        case (.failure(let x), .failure(let y)): return x == y
        default: return false
        }
    }

    /// Every strings file of the corpus and the fixtures (UTF-8 or UTF-16).
    static func stringsFiles() -> [String] {
        let root = XMLPropertyListReaderTests.packageRoot
        var folders = [root.appendingPathComponent("Tests"), root.appendingPathComponent("Sources")]
        folders.append(root.deletingLastPathComponent().appendingPathComponent("shared/corpus"))
        var texts: [String] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in enumerator where url.pathExtension == "strings" {
                guard let data = try? Data(contentsOf: url) else { continue }
                if let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) {
                    texts.append(text)
                }
            }
        }
        return texts
    }

    @Test func stringsFilesParseIdentically() {
        let corpus = XMLPropertyListReaderTests.packageRoot.deletingLastPathComponent().appendingPathComponent(
            "shared/corpus")
        #expect(
            FileManager.default.fileExists(atPath: corpus.path) || ProcessInfo.processInfo.environment["CI"] == nil,
            "../shared/corpus is missing (required when CI is set)")
        let texts = Self.stringsFiles()
        #expect(texts.count >= 3)
        for text in texts { #expect(Self.same(text), "differs on \(text.prefix(200))") }
    }

    static let pieces: [String] = [
        "\"", "'", "\\", "=", ";", "{", "}", "(", ")", ",", "<", ">", "/", "*", "//", "/*", "*/", " ", "\t", "\n", "\r",
        "\u{A0}", "\u{2028}", "\u{85}", "\u{3000}", "\u{FEFF}", "key", "Value", "0", "7", "a", "f", "G", "é", "😀", "日本",
        "\\U", "\\u", "D83D", "DE00", "00e9", "\\n", "\\101", "\\777", "\\é", "\\😀", "$", ":", ".", "-", "_",
        "\"k\" = \"v\";", "x = (a, b);", "<0a 0B>", "<zz>", "\u{0}",
    ]

    @Test(arguments: 0..<4)
    func randomTextsParseIdentically(batch: Int) {
        var random = SeededGenerator(seed: UInt64(batch) &* 31_337 &+ 5)
        for round in 0..<1500 {
            var text = ""
            for _ in 0..<(1 + random.below(24)) { text += Self.pieces[random.below(Self.pieces.count)] }
            #expect(Self.same(text), "batch \(batch) round \(round): \(text.debugDescription)")
        }
    }

    @Test func mutatedStringsFilesParseIdentically() {
        var random = SeededGenerator(seed: 2024)
        let texts = Self.stringsFiles().map { Array($0.unicodeScalars) }
        guard !texts.isEmpty else { return }
        let inserts = Array("\"'\\=;{}()<>/*\n \u{A0}é😀Uu0".unicodeScalars)
        for round in 0..<400 {
            var scalars = texts[random.below(texts.count)]
            for _ in 0..<(1 + random.below(3)) where !scalars.isEmpty {
                let position = random.below(scalars.count)
                switch random.below(3) {
                case 0: scalars[position] = inserts[random.below(inserts.count)]
                case 1: scalars.remove(at: position)
                default: scalars.insert(inserts[random.below(inserts.count)], at: position)
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            let text = String(view)
            #expect(Self.same(text), "round \(round)")
        }
    }

    @Test func deepNestingFailsAlike() {
        #expect(Self.same(String(repeating: "(", count: 600)))
        #expect(Self.same(String(repeating: "{a=", count: 600)))
    }
}
