import FoundationEssentials
import PropertyList

/// Reads `.strings` files: old-style (`"key" = "value";`) and property-list format, in UTF-8 or
/// UTF-16 (little or big endian, with or without a byte-order mark).
public enum StringsFile {
    /// The text encodings a strings file may use.
    public enum Encoding: String, Sendable {
        case utf8, utf16LittleEndian, utf16BigEndian
    }

    /// Parses a strings file into its key → value table, within `budget` (its bytes, and its depth
    /// when it is a property list). Later duplicates of a key win.
    public static func parse(
        _ data: Data, budget: InputBudget = .propertyList
    ) throws(StringsFileError) -> [PlistKey: String] {
        do throws(InputBudgetError) { try budget.check(bytes: data.count) } catch { throw .overBudget(error) }
        if data.starts(with: Array("bplist".utf8)) { return try parsePropertyList(data, budget: budget) }
        let (text, _) = try decode(data)
        let body = text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" })
        if body.hasPrefix("<?xml") || body.hasPrefix("<!DOCTYPE") || body.hasPrefix("<plist") {
            return try parsePropertyList(Data(xmlAsUTF8(String(body)).utf8), budget: budget)
        }
        if body.hasPrefix("{") {
            return try parsePropertyList(Data(String(body).utf8), budget: budget)
        }
        return try parseOldStyle(text, budget: budget)
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
        // `FF FE` read as UTF-8 and saved again: each byte became U+FFFD. Said so, rather than decoded as
        // UTF-16 and failing on the first character (`EF BF` read as U+BFEF).
        var start = 0
        while bytes[start...].starts(with: [0xEF, 0xBF, 0xBD]) { start += 3 }
        if start > 0, looksLikeUTF16(bytes[start...].prefix(1024)) != nil { throw .damagedByteOrderMark }
        let sample = bytes.prefix(1024)
        if let littleEndian = looksLikeUTF16(sample) {
            return (
                try utf16(bytes[...], littleEndian: littleEndian), littleEndian ? .utf16LittleEndian : .utf16BigEndian
            )
        }
        guard let s = String(bytes: bytes, encoding: .utf8) else { throw .undecodable }
        return (s, .utf8)
    }

    /// Whether the first bytes of a text look like UTF-16 without a byte-order mark: true for little
    /// endian (NUL bytes in odd places, about a quarter of them or more), false for big endian, nil for
    /// neither.
    private static func looksLikeUTF16(_ sample: ArraySlice<UInt8>) -> Bool? {
        if sample.count >= 2 {
            var evenZeros = 0
            var oddZeros = 0
            for (i, b) in sample.enumerated() where b == 0 {
                if i % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
            }
            let half = sample.count / 2
            if oddZeros * 4 >= half, oddZeros > evenZeros { return true }
            if evenZeros * 4 >= half, evenZeros > oddZeros { return false }
        }
        return nil
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
        // Validate the surrogate pairs, then convert in one call (appending scalar by scalar cost
        // more than parsing the file).
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard index + 1 < units.count, units[index + 1] >= 0xDC00, units[index + 1] <= 0xDFFF else {
                    throw .undecodable
                }
                index += 2
            } else {
                guard unit < 0xDC00 || unit > 0xDFFF else { throw .undecodable }
                index += 1
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Rewrites an XML declaration's encoding so the UTF-8 bytes we pass on are read as UTF-8.
    private static func xmlAsUTF8(_ text: String) -> String {
        guard text.hasPrefix("<?xml"), let end = text.firstRange(of: "?>") else { return text }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + text[end.upperBound...]
    }

    private static func parsePropertyList(
        _ data: Data, budget: InputBudget
    ) throws(StringsFileError) -> [PlistKey: String] {
        let value: PlistValue
        do {
            value = try PropertyListCoder.decode(data, budget: budget).value
        } catch {
            if case .overBudget(let excess) = error { throw .overBudget(excess) }
            throw .invalidPropertyList(error.description)
        }
        guard case .dictionary(let dict) = value else {
            throw .invalidPropertyList("its top level is \(value.typeName), not a dictionary")
        }
        var out: [PlistKey: String] = [:]
        for (key, item) in dict {
            guard case .string(let s) = item else {
                throw .invalidPropertyList("the value of \"\(key.string)\" is \(item.typeName), not a string")
            }
            out[key] = s
        }
        return out
    }

    /// Parses old-style text: `"key" = "value";` entries, `"key";` (the value is the key), bare
    /// words as keys or values, `/* */` and `//` comments, and the escapes `\n \t \r \" \\ \'
    /// \a \b \f \v`, octal `\ooo`, and `\Uxxxx`/`\uxxxx` (surrogate pairs joined).
    public static func parseOldStyle(
        _ text: String, budget: InputBudget = .propertyList
    ) throws(StringsFileError) -> [PlistKey: String] {
        do {
            return try OpenStepParser.parseDictionaryBody(text, budget: budget)
        } catch {
            if let excess = error.excess { throw .overBudget(excess) }
            throw .syntax(line: error.line, message: error.message)
        }
    }
}
