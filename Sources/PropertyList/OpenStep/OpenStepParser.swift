import FoundationEssentials

/// Parses old-style (OpenStep) property lists: `{ key = value; }`, `( a, b )`, `<0a0b>`, quoted and
/// bare strings, with `//` and `/* */` comments.
///
/// Foundation parses this format too, but on Linux it logs every syntax error to stderr
/// (`CFPropertyListCreateFromXMLData(): Old-style plist parser: …`), which would leak into the
/// output of our commands, and its messages do not say where the error is. This parser is strict,
/// reports the line of each error, works within an ``InputBudget`` (its bytes and its depth: never
/// deeper than ``InputBudget/maximumDepth``, ``InputBudget/propertyList`` by default) and produces
/// exactly what CF produces: every scalar is a string.
public struct OpenStepParser {
    /// A syntax error and the line it was found on.
    public struct SyntaxError: Error, CustomStringConvertible, Equatable, Sendable {
        public var message: String
        public var line: Int
        public var description: String { "\(message) on line \(line)" }

        /// The limit of the budget the text went past, when that is why it was refused.
        public var excess: InputBudgetError?

        /// Whether the text nests deeper than its budget's ``InputBudget/maximumDepth``.
        public var isTooDeep: Bool { excess?.limit == .depth }

        public init(message: String, line: Int, excess: InputBudgetError? = nil) {
            self.message = message
            self.line = line
            self.excess = excess
        }
    }

    // The text as UTF-8 bytes: every character the syntax gives meaning to is ASCII, so scanning
    // bytes and copying the runs between them is exact, and several times faster than walking an
    // array of Unicode scalars (strings files of large bundles are parsed on every load). Non-ASCII
    // white space between tokens is still recognized by decoding the scalar there.
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private let budget: InputBudget
    /// Each dictionary's entries, counted when the first one opens.
    private var entryCounts: OpenStepEntryCounts?

    private init(_ text: String, budget: InputBudget) throws(SyntaxError) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        self.budget = budget
        guard bytes.count <= budget.maximumBytes else {
            let excess = InputBudgetError(.bytes, maximum: budget.maximumBytes)
            throw SyntaxError(message: excess.description, line: 1, excess: excess)
        }
    }

    /// Parses one value that fills the whole text, within `budget`.
    public static func parse(_ text: String, budget: InputBudget = .propertyList) throws(SyntaxError) -> PlistValue {
        var parser = try OpenStepParser(text, budget: budget)
        try parser.skipTrivia()
        guard !parser.atEnd else { throw parser.error("No value found") }
        let value = try parser.parseValue()
        try parser.skipTrivia()
        guard parser.atEnd else {
            throw parser.error("Unexpected character '\(parser.currentScalar)' after the value")
        }
        return value
    }

    /// Parses the body of a dictionary without its braces: the `.strings` file format
    /// (`"key" = "value";` pairs, where `"key";` alone maps the key to itself).
    public static func parseDictionaryBody(
        _ text: String, budget: InputBudget = .propertyList
    ) throws(SyntaxError) -> [PlistKey: String] {
        var parser = try OpenStepParser(text, budget: budget)
        // Made at its final size, counted in one pass over the bytes (OpenStepEntryCounts):
        // collecting the entries in a list first, to size the table, made the large read's working
        // set the list and the table together.
        var counts = OpenStepEntryCounts(parser.bytes, isDictionaryBody: true)
        var result = [PlistKey: String](minimumCapacity: counts.nextCount(atMost: budget.maximumValues))
        try parser.skipTrivia()
        while !parser.atEnd {
            let key = try parser.parseString()
            try parser.skipTrivia()
            if parser.consume(Self.semicolon) {
                result[PlistKey(key)] = key
            } else {
                guard parser.consume(Self.equals) else {
                    throw parser.error("Expected '=' or ';' after key \"\(key)\"")
                }
                try parser.skipTrivia()
                let value = try parser.parseString()
                try parser.skipTrivia()
                guard parser.consume(Self.semicolon) else {
                    throw parser.error("Missing ';' after the value of \"\(key)\", found \(parser.found)")
                }
                // In file order: a later duplicate of a key wins.
                result[PlistKey(key)] = value
            }
            try parser.skipTrivia()
        }
        return result
    }

    private static let semicolon = UInt8(ascii: ";")
    private static let equals = UInt8(ascii: "=")
    private static let backslash = UInt8(ascii: "\\")

    // MARK: - Values

    private mutating func parseValue() throws(SyntaxError) -> PlistValue {
        switch current {
        case UInt8(ascii: "{"): return try parseDictionary()
        case UInt8(ascii: "("): return try parseArray()
        case UInt8(ascii: "<"): return try parseData()
        default: return .string(try parseString())
        }
    }

    private mutating func parseDictionary() throws(SyntaxError) -> PlistValue {
        try enter()
        index += 1
        // Made at its final size, counted in one pass over the bytes before the first dictionary
        // is read (OpenStepEntryCounts): growing it in place rehashed every key about twice more.
        if entryCounts == nil { entryCounts = OpenStepEntryCounts(bytes) }
        let count = entryCounts!.nextCount(atMost: budget.maximumValues)
        var values = [PlistKey: PlistValue](minimumCapacity: count)
        try skipTrivia()
        while !consume(UInt8(ascii: "}")) {
            guard !atEnd else { throw error("Missing '}' to close a dictionary") }
            let key = try parseString()
            try skipTrivia()
            if consume(Self.semicolon) {
                values[key] = .string(key)
            } else {
                guard consume(Self.equals) else { throw error("Expected '=' after key \"\(key)\"") }
                try skipTrivia()
                guard !atEnd else { throw error("Missing value for key \"\(key)\"") }
                values[key] = try parseValue()
                try skipTrivia()
                guard consume(Self.semicolon) else {
                    throw error("Missing ';' after the value of \"\(key)\", found \(found)")
                }
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
        while !consume(UInt8(ascii: ")")) {
            guard !atEnd else { throw error("Missing ')' to close an array") }
            values.append(try parseValue())
            try skipTrivia()
            if consume(UInt8(ascii: ")")) { break }
            guard consume(UInt8(ascii: ",")) else { throw error("Expected ',' or ')' in an array") }
            try skipTrivia()
        }
        depth -= 1
        return .array(values)
    }

    private mutating func parseData() throws(SyntaxError) -> PlistValue {
        index += 1
        var data: [UInt8] = []
        var high: UInt8?
        while true {
            guard !atEnd else { throw error("Missing '>' to close data") }
            let c = current
            if c == UInt8(ascii: ">") {
                index += 1
                break
            }
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                index += 1
                continue
            }
            guard let nibble = Self.hexDigitValue(c) else {
                // Report the whole character, then step over it (as the scalar parser did).
                let scalar = currentScalar
                index += scalarLength
                throw error("Unexpected character '\(scalar)' in data")
            }
            index += 1
            if let h = high {
                data.append(h << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        guard high == nil else { throw error("Data has an odd number of hexadecimal digits") }
        return .data(Data(data))
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        guard !atEnd else { throw error("Expected a string") }
        if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") { return try parseQuoted() }
        let start = index
        while !atEnd, Self.isUnquotedStringCharacter(current) { index += 1 }
        guard index > start else { throw error("Unexpected character '\(currentScalar)'") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseQuoted() throws(SyntaxError) -> String {
        let quote = current
        // The line is counted only when an error needs it: counting it for every string made
        // parsing quadratic in the file size (40% of a large bundle's load).
        let start = index
        index += 1
        var result: [UInt8] = []
        var pendingHighSurrogate: UInt32?
        while true {
            // Copy the run up to the next quote or backslash in one go.
            let runStart = index
            while index < bytes.count, bytes[index] != quote, bytes[index] != Self.backslash { index += 1 }
            if index > runStart { result.append(contentsOf: bytes[runStart..<index]) }
            guard !atEnd else { throw SyntaxError(message: "Unterminated quoted string", line: line(at: start)) }
            let c = current
            index += 1
            if c == quote { break }
            guard !atEnd else { throw SyntaxError(message: "Unterminated quoted string", line: line(at: start)) }
            let e = current
            index += 1
            switch e {
            case UInt8(ascii: "a"): result.append(0x07)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "v"): result.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, !atEnd, let d = Self.hexDigitValue(current) {
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
                Self.append(Unicode.Scalar(code) ?? "\u{FFFD}", to: &result)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(e - 48)
                var digits = 1
                while digits < 3, !atEnd, current >= UInt8(ascii: "0"), current <= UInt8(ascii: "7") {
                    code = code << 3 | UInt32(current - 48)
                    index += 1
                    digits += 1
                }
                Self.append(Unicode.Scalar(code) ?? "\u{FFFD}", to: &result)
            default:
                // Any other escaped character stands for itself (all of its UTF-8 bytes).
                index -= 1
                let length = scalarLength
                result.append(contentsOf: bytes[index..<(index + length)])
                index += length
            }
            pendingHighSurrogate = nil
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        for unit in UTF8.encode(scalar)! { bytes.append(unit) }
    }

    // MARK: - Scanning

    private var atEnd: Bool { index >= bytes.count }

    /// What stands at the current position, for error messages.
    private var found: String { atEnd ? "the end of the text" : "'\(currentScalar)'" }
    private var current: UInt8 { bytes[index] }

    /// The number of UTF-8 bytes of the character at the current position.
    private var scalarLength: Int {
        let lead = current
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return min(length, bytes.count - index)
    }

    /// The Unicode scalar at the current position (the text came from a String: valid UTF-8).
    private var currentScalar: Unicode.Scalar {
        var iterator = bytes[index..<(index + scalarLength)].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    private var line: Int { line(at: index) }

    /// The 1-based line of a position (linear: for error messages only).
    private func line(at position: Int) -> Int {
        1 + bytes[..<min(position, bytes.count)].lazy.filter { $0 == 0x0A }.count
    }

    private mutating func consume(_ c: UInt8) -> Bool {
        guard !atEnd, current == c else { return false }
        index += 1
        return true
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        guard depth <= budget.maximumDepth else {
            let excess = InputBudgetError(.depth, maximum: budget.maximumDepth, at: "line \(line)")
            throw SyntaxError(message: "Nesting deeper than \(budget.maximumDepth) levels", line: line, excess: excess)
        }
    }

    private mutating func skipTrivia() throws(SyntaxError) {
        while !atEnd {
            let c = current
            if c == 0x20 || (c >= 0x09 && c <= 0x0D) {
                index += 1
            } else if c >= 0x80 {
                // Unicode white space (U+0085, U+00A0, U+2028, U+3000, ...) separates tokens too.
                guard currentScalar.properties.isWhitespace else { return }
                index += scalarLength
            } else if c == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while !atEnd, current != 0x0A { index += 1 }
            } else if c == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while true {
                    guard index + 1 < bytes.count else {
                        throw SyntaxError(message: "Unterminated comment", line: line(at: start))
                    }
                    if current == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { break }
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

    /// The characters CF accepts in an unquoted old-style string.
    static func isUnquotedStringCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// The value of one hexadecimal digit (either case), or nil for any other byte.
    package static func hexDigitValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - 55
        default: nil
        }
    }
}
