import Foundation
import PropertyList

/// Reads `.strings` files: old-style (`"key" = "value";`) and property-list format, in UTF-8 or
/// UTF-16 (little or big endian, with or without a byte-order mark).
public enum StringsFile {
    /// The text encodings a strings file may use.
    public enum Encoding: String, Sendable {
        case utf8, utf16LittleEndian, utf16BigEndian
    }

    /// Parses a strings file into its key → value table. Later duplicates of a key win.
    public static func parse(_ data: Data) throws(StringsFileError) -> [String: String] {
        if data.starts(with: Array("bplist".utf8)) { return try parsePropertyList(data) }
        let (text, _) = try decode(data)
        let body = text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" })
        if body.hasPrefix("<?xml") || body.hasPrefix("<!DOCTYPE") || body.hasPrefix("<plist") {
            return try parsePropertyList(Data(xmlAsUTF8(String(body)).utf8))
        }
        if body.hasPrefix("{") {
            return try parsePropertyList(Data(String(body).utf8))
        }
        return try parseOldStyle(text)
    }

    /// Decodes the bytes of a text file: a UTF-8 or UTF-16 byte-order mark decides; without one,
    /// NUL bytes in the odd (even) positions of the first bytes mean UTF-16 little (big) endian;
    /// otherwise UTF-8.
    public static func decode(_ data: Data) throws(StringsFileError) -> (String, Encoding) {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            guard let s = String(bytes: bytes[3...], encoding: .utf8) else { throw .undecodable }
            return (s, .utf8)
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return (try utf16(bytes[2...], littleEndian: true), .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (try utf16(bytes[2...], littleEndian: false), .utf16BigEndian) }
        let sample = bytes.prefix(1024)
        if sample.count >= 2 {
            var evenZeros = 0
            var oddZeros = 0
            for (i, b) in sample.enumerated() where b == 0 {
                if i % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
            }
            let half = sample.count / 2
            if oddZeros * 4 >= half, oddZeros > evenZeros {
                return (try utf16(bytes[...], littleEndian: true), .utf16LittleEndian)
            }
            if evenZeros * 4 >= half, evenZeros > oddZeros {
                return (try utf16(bytes[...], littleEndian: false), .utf16BigEndian)
            }
        }
        guard let s = String(bytes: bytes, encoding: .utf8) else { throw .undecodable }
        return (s, .utf8)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) throws(StringsFileError) -> String {
        guard bytes.count % 2 == 0 else { throw .undecodable }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let a = UInt16(bytes[i])
            let b = UInt16(bytes[i + 1])
            units.append(littleEndian ? (b << 8 | a) : (a << 8 | b))
            i += 2
        }
        var out = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): out.append(s)
            case .emptyInput: break loop
            case .error: throw .undecodable
            }
        }
        return String(out)
    }

    /// Rewrites an XML declaration's encoding so the UTF-8 bytes we pass on are read as UTF-8.
    private static func xmlAsUTF8(_ text: String) -> String {
        guard text.hasPrefix("<?xml"), let end = text.range(of: "?>") else { return text }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + text[end.upperBound...]
    }

    private static func parsePropertyList(_ data: Data) throws(StringsFileError) -> [String: String] {
        let value: PlistValue
        do {
            value = try PropertyListCoder.decode(data).value
        } catch {
            throw .invalidPropertyList(error.description)
        }
        guard case .dictionary(let dict) = value else {
            throw .invalidPropertyList("its top level is \(value.typeName), not a dictionary")
        }
        var out: [String: String] = [:]
        for (key, item) in dict {
            guard case .string(let s) = item else {
                throw .invalidPropertyList("the value of \"\(key)\" is \(item.typeName), not a string")
            }
            out[key] = s
        }
        return out
    }

    /// Parses old-style text: `"key" = "value";` entries, `"key";` (the value is the key), bare
    /// words as keys or values, `/* */` and `//` comments, and the escapes `\n \t \r \" \\ \'
    /// \a \b \f \v`, octal `\ooo`, and `\Uxxxx`/`\uxxxx` (surrogate pairs joined).
    public static func parseOldStyle(_ text: String) throws(StringsFileError) -> [String: String] {
        var parser = OldStyleParser(scalars: Array(text.unicodeScalars))
        return try parser.parse()
    }
}

/// The old-style strings grammar, over Unicode scalars.
private struct OldStyleParser {
    let scalars: [Unicode.Scalar]
    var position = 0
    var line = 1

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func parse() throws(StringsFileError) -> [String: String] {
        var table: [String: String] = [:]
        while true {
            try skipTrivia()
            guard position < scalars.count else { return table }
            let key = try readString(what: "a key")
            try skipTrivia()
            if peek == "=" {
                position += 1
                try skipTrivia()
                let value = try readString(what: "a value after '='")
                try skipTrivia()
                try expectSemicolon(after: key)
                table[key] = value
            } else {
                try expectSemicolon(after: key)
                table[key] = key
            }
        }
    }

    var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    mutating func expectSemicolon(after key: String) throws(StringsFileError) {
        guard peek == ";" else {
            let found = peek.map { "'\(Character($0))'" } ?? "the end of the file"
            throw .syntax(line: line, message: "expected ';' after the entry for \"\(key)\", found \(found)")
        }
        position += 1
    }

    mutating func skipTrivia() throws(StringsFileError) {
        while let c = peek {
            if c == "\n" {
                line += 1
                position += 1
            } else if c.properties.isWhitespace || c == "\u{FEFF}" {
                position += 1
            } else if c == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                let startLine = line
                position += 2
                while true {
                    guard position < scalars.count else {
                        throw .syntax(line: startLine, message: "a /* comment is never closed")
                    }
                    if scalars[position] == "*", position + 1 < scalars.count, scalars[position + 1] == "/" {
                        position += 2
                        break
                    }
                    if scalars[position] == "\n" { line += 1 }
                    position += 1
                }
            } else if c == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                while let d = peek, d != "\n" { position += 1 }
            } else {
                return
            }
        }
    }

    static func isBareCharacter(_ c: Unicode.Scalar) -> Bool {
        (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c))) || "_$+/:.-".unicodeScalars.contains(c)
    }

    mutating func readString(what: String) throws(StringsFileError) -> String {
        guard let c = peek else { throw .syntax(line: line, message: "expected \(what), found the end of the file") }
        if c == "\"" || c == "'" { return try readQuoted(quote: c) }
        guard Self.isBareCharacter(c) else {
            throw .syntax(line: line, message: "expected \(what), found '\(Character(c))'")
        }
        var out = String.UnicodeScalarView()
        while let d = peek, Self.isBareCharacter(d) {
            out.append(d)
            position += 1
        }
        return String(out)
    }

    mutating func readQuoted(quote: Unicode.Scalar) throws(StringsFileError) -> String {
        let startLine = line
        position += 1
        var out = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        // A high surrogate from \U must be followed by a low one; anything else makes it U+FFFD.
        func flush(_ out: inout String.UnicodeScalarView) {
            if pendingHighSurrogate != nil {
                out.append("\u{FFFD}")
                pendingHighSurrogate = nil
            }
        }
        while true {
            guard let c = peek else { throw .syntax(line: startLine, message: "a quoted string is never closed") }
            position += 1
            if c == quote { break }
            if c == "\n" { line += 1 }
            guard c == "\\" else {
                flush(&out)
                out.append(c)
                continue
            }
            guard let e = peek else { throw .syntax(line: startLine, message: "a quoted string is never closed") }
            position += 1
            if e != "U" && e != "u" { flush(&out) }
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "a": out.append("\u{07}")
            case "b": out.append("\u{08}")
            case "f": out.append("\u{0C}")
            case "v": out.append("\u{0B}")
            case "0"..."7":
                var value = e.value - 0x30
                var digits = 1
                while digits < 3, let d = peek, ("0"..."7").contains(d) {
                    value = value * 8 + (d.value - 0x30)
                    position += 1
                    digits += 1
                }
                out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            case "U", "u":
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let d = peek, let h = Self.hexValue(d) {
                    value = value * 16 + h
                    position += 1
                    digits += 1
                }
                guard digits > 0 else {
                    throw .syntax(line: line, message: "\\\(Character(e)) must be followed by hexadecimal digits")
                }
                if (0xD800...0xDBFF).contains(value) {
                    flush(&out)
                    pendingHighSurrogate = value
                } else if (0xDC00...0xDFFF).contains(value) {
                    if let high = pendingHighSurrogate {
                        let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                        out.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
                        pendingHighSurrogate = nil
                    } else {
                        out.append("\u{FFFD}")
                    }
                } else {
                    flush(&out)
                    out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
            default:
                if e == "\n" { line += 1 }
                out.append(e)
            }
        }
        if pendingHighSurrogate != nil { out.append("\u{FFFD}") }
        return String(out)
    }

    static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": c.value - 0x30
        case "a"..."f": c.value - 0x61 + 10
        case "A"..."F": c.value - 0x41 + 10
        default: nil
        }
    }
}
