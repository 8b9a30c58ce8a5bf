import FoundationEssentials
import TextOutput

/// The character encoding of an XML property list, found as CoreFoundation finds it
/// (`encodingForXMLData`): a byte-order mark first, then NUL bytes at the start (UTF-16 or UTF-32
/// without a mark), then the `encoding` of an XML declaration at the very start.
///
/// Read: UTF-8 (with or without its mark), UTF-16 and UTF-32 (either byte order, with or without a
/// mark), and declared `US-ASCII` and `ISO-8859-1`. Every other declared encoding (`Shift_JIS`,
/// `windows-1252`, `macintosh`, …) is refused with an error that names it and says to convert the
/// file to UTF-8; CoreFoundation reads those through ICU's converters, which this module does not link.
enum XMLTextEncoding {
    /// The bytes as UTF-8: nil when `bytes` already are (then `skip` bytes of mark precede the text).
    static func utf8(_ bytes: UnsafeBufferPointer<UInt8>) throws(PropertyListError) -> (skip: Int, text: [UInt8]?) {
        let count = bytes.count
        func starts(_ prefix: [UInt8]) -> Bool { count >= prefix.count && zip(bytes, prefix).allSatisfy { $0 == $1 } }
        if starts([0x00, 0x00, 0xFE, 0xFF]) { return (0, try utf32(bytes, from: 4, bigEndian: true)) }
        if starts([0xFF, 0xFE, 0x00, 0x00]) { return (0, try utf32(bytes, from: 4, bigEndian: false)) }
        if starts([0xEF, 0xBB, 0xBF]) { return (3, nil) }
        if starts([0xFF, 0xFE]) { return (0, try utf16(bytes, from: 2, bigEndian: false)) }
        if starts([0xFE, 0xFF]) { return (0, try utf16(bytes, from: 2, bigEndian: true)) }
        if count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            // No mark: the NUL bytes of the first character (`<`, or white space) say the width and order.
            if count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0 {
                return (0, try utf32(bytes, from: 0, bigEndian: true))
            }
            if count >= 4, bytes[0] != 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 {
                return (0, try utf32(bytes, from: 0, bigEndian: false))
            }
            return (0, try utf16(bytes, from: 0, bigEndian: bytes[0] == 0))
        }
        guard let name = declaredName(bytes) else { return (0, nil) }
        // CF asks ICU, whose names match ignoring case and ASCII punctuation (ucnv_compareNames:
        // "UTF-8", "utf8" and "UT&F-8" are one name); a name with a byte above 0x7F is none.
        let key =
            !name.unicodeScalars.allSatisfy(\.isASCII)
            ? ""
            : String(
                String.UnicodeScalarView(
                    name.lowercased().unicodeScalars.filter { ("0"..."9").contains($0) || ("a"..."z").contains($0) }))
        switch key {
        case "utf8": return (0, nil)
        case "usascii", "ascii":
            if let bad = bytes.firstIndex(where: { $0 >= 0x80 }) {
                throw .malformed("the XML declaration names US-ASCII, but byte \(bad) is 0x\(hex(bytes[bad]))")
            }
            return (0, nil)
        case "iso88591", "latin1", "l1", "isolatin1":
            var text: [UInt8] = []
            text.reserveCapacity(count + count / 8)
            for byte in bytes {
                if byte < 0x80 {
                    text.append(byte)
                } else {
                    text.append(0xC0 | byte >> 6)
                    text.append(0x80 | byte & 0x3F)
                }
            }
            return (0, text)
        case "utf16", "utf16le", "utf16be", "utf32", "utf32le", "utf32be":
            throw .malformed(
                "the XML declaration names \(name), but the file starts with neither a byte-order mark nor NUL bytes")
        default:
            throw .malformed(
                "the XML declaration names the encoding \"\(TerminalText.excerpt(name))\", which is not read here (UTF-8, UTF-16, "
                    + "UTF-32, US-ASCII and ISO-8859-1 are); convert the file to UTF-8, for example with iconv")
        }
    }

    /// The `encoding` of an XML declaration at the very start, as CF's encodingForXMLData scans for it.
    static func declaredName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let count = bytes.count
        guard count >= 5, bytes[0..<5].elementsEqual("<?xml".utf8) else { return nil }
        var index = 5
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: ">") { return nil }
            index += 1
            if byte == UInt8(ascii: "e"), count - index >= 8, bytes[index..<(index + 8)].elementsEqual("ncoding=".utf8)
            {
                index += 8
                guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                    return nil
                }
                let quote = bytes[index]
                guard let close = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
                return String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            }
        }
        return nil
    }

    static func utf16(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool) throws(PropertyListError)
        -> [UInt8]
    {
        guard (bytes.count - start) % 2 == 0 else { throw .malformed("UTF-16 text with an odd number of bytes") }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var text: [UInt8] = []
        text.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var position = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.append(contentsOf: UTF8.encode(scalar)!)
                position += scalar.value > 0xFFFF ? 2 : 1
            case .emptyInput: return text
            case .error: throw .malformed("UTF-16 text with an unpaired surrogate at code unit \(position)")
            }
        }
    }

    static func utf32(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool) throws(PropertyListError)
        -> [UInt8]
    {
        guard (bytes.count - start) % 4 == 0 else {
            throw .malformed("UTF-32 text whose length is not a multiple of 4")
        }
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count - start) / 4)
        var index = start
        while index < bytes.count {
            let quad = (0..<4).map { UInt32(bytes[index + (bigEndian ? $0 : 3 - $0)]) }
            let value = quad[0] << 24 | quad[1] << 16 | quad[2] << 8 | quad[3]
            guard let scalar = Unicode.Scalar(value) else {
                throw .malformed(
                    "UTF-32 text with 0x\(String(value, radix: 16)), not a Unicode scalar, at byte \(index)")
            }
            text.append(contentsOf: UTF8.encode(scalar)!)
            index += 4
        }
        return text
    }

    static func hex(_ byte: UInt8) -> String { (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
}
