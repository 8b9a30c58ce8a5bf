import Foundation

/// Parses old-style (OpenStep) property lists: `{ key = value; }`, `( a, b )`, `<0a0b>`, quoted and
/// bare strings, with `//` and `/* */` comments.
///
/// Foundation parses this format too, but on Linux it logs every syntax error to stderr
/// (`CFPropertyListCreateFromXMLData(): Old-style plist parser: …`), which would leak into the
/// output of our commands, and its messages do not say where the error is. This parser is strict,
/// reports the line of each error, never recurses deeper than ``PlistLimits/maximumDepth`` and
/// produces exactly what CF produces: every scalar is a string.
public struct OpenStepParser {
    /// A syntax error and the line it was found on.
    public struct SyntaxError: Error, CustomStringConvertible, Equatable, Sendable {
        public var message: String
        public var line: Int
        public var description: String { "\(message) on line \(line)" }

        /// Whether the text nests deeper than ``PlistLimits/maximumDepth``.
        public var isTooDeep: Bool { message == Self.tooDeep }
        static let tooDeep = "Nesting deeper than \(PlistLimits.maximumDepth) levels"

        public init(message: String, line: Int) {
            self.message = message
            self.line = line
        }
    }

    private var scalars: [Unicode.Scalar]
    private var index = 0
    private var depth = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    }

    /// Parses one value that fills the whole text.
    public static func parse(_ text: String) throws(SyntaxError) -> PlistValue {
        var parser = OpenStepParser(text)
        try parser.skipTrivia()
        guard !parser.atEnd else { throw parser.error("No value found") }
        let value = try parser.parseValue()
        try parser.skipTrivia()
        guard parser.atEnd else { throw parser.error("Unexpected character '\(parser.current)' after the value") }
        return value
    }

    /// Parses the body of a dictionary without its braces: the `.strings` file format
    /// (`"key" = "value";` pairs, where `"key";` alone maps the key to itself).
    public static func parseDictionaryBody(_ text: String) throws(SyntaxError) -> [String: String] {
        var parser = OpenStepParser(text)
        var result: [String: String] = [:]
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
        var values: [String: PlistValue] = [:]
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
            guard let nibble = c.hexDigitValue else { throw error("Unexpected character '\(c)' in data") }
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
        while !atEnd, current.isUnquotedStringCharacter { index += 1 }
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
                while digits < 4, !atEnd, let d = current.hexDigitValue {
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
            throw error(SyntaxError.tooDeep)
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
    var isUnquotedStringCharacter: Bool {
        switch self {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    var hexDigitValue: UInt8? {
        switch self {
        case "0"..."9": UInt8(value - 48)
        case "a"..."f": UInt8(value - 87)
        case "A"..."F": UInt8(value - 55)
        default: nil
        }
    }
}
