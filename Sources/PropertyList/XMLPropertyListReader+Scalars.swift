import FoundationEssentials
import TextOutput

/// The scalars of an XML property list (integers, reals, dates and base64 data), each read as
/// CoreFoundation's `CFPropertyList.c` reads it (see ``XMLPropertyListReader``).
extension XMLPropertyListReader.Reader {
    /// The raw bytes up to the next `<` (for integers, dates and data).
    mutating func scalarBytes(of tag: Tag) -> UnsafeBufferPointer<UInt8>? {
        guard let stop = nextMarkup(from: p) else {
            return fail("the file ends inside <\(tag.name.rawValue)>", at: tag.start)
        }
        let bytes = UnsafeBufferPointer(start: p, count: stop - p)
        p = stop
        return bytes
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// CF's isWhitespace for integers, byte by byte: below `!`, 0x7F-0xA0, and the first bytes of
    /// U+2000-U+200B, U+202F, U+205F and U+3000.
    func isIntegerSpace(_ q: UnsafePointer<UInt8>) -> Bool {
        let byte = q[0]
        if byte < 0x21 || (byte > 0x7E && byte < 0xA1) { return true }
        guard byte == 0xE2 || byte == 0xE3, end - q >= 3 else { return false }
        switch (byte, q[1]) {
        case (0xE2, 0x80): return (q[2] >= 80 && q[2] <= 0x8B) || q[2] == 0xAF
        case (0xE2, 0x81): return q[2] == 0x9F
        case (0xE3, 0x80): return q[2] == 0x80
        default: return false
        }
    }

    /// CF's parseIntegerTag: white space, an optional sign, white space, then decimal digits or
    /// `0x`/`0X` and hexadecimal digits, up to `UInt64.max` (above `Int64.max` a 128-bit number in
    /// CF, ``PlistValue/unsignedInteger(_:)`` here) or down to `Int64.min`.
    mutating func integer(_ tag: Tag) -> PlistValue? {
        while p < end, p[0] != Self.lt, isIntegerSpace(p) { p += 1 }
        guard p < end, p[0] != Self.lt else { return fail("an empty <integer>", at: tag.start) }
        var negative = false
        if p[0] == UInt8(ascii: "-") || p[0] == UInt8(ascii: "+") {
            negative = p[0] == UInt8(ascii: "-")
            p += 1
            while p < end, p[0] != Self.lt, isIntegerSpace(p) { p += 1 }
        }
        var isHex = false
        var hadZero = false
        if p < end, p[0] == UInt8(ascii: "0") {
            if end - p >= 2, p[1] | 0x20 == UInt8(ascii: "x") {
                isHex = true
                p += 1
            } else {
                hadZero = true
            }
            p += 1
        }
        while p < end, p[0] == UInt8(ascii: "0") {
            hadZero = true
            p += 1
        }
        guard p < end else { return fail("the file ends inside <integer>", at: tag.start) }
        if p[0] == Self.lt {
            guard hadZero else { return fail("an <integer> without digits", at: tag.start) }
            return closeTag(.integer) ? .integer(0) : nil
        }
        var magnitude: UInt64 = 0
        while p < end, p[0] != Self.lt {
            let byte = p[0]
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - 0x30)
            case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
                guard isHex else { return fail("a hexadecimal digit in a decimal <integer> (hexadecimal starts 0x)") }
                digit = UInt64(byte | 0x20) - 0x61 + 10
            default:
                return fail("\"\(excerpt(from: p, upTo: 1))\" in <integer> (digits only, after an optional sign)")
            }
            let (times, overflow1) = magnitude.multipliedReportingOverflow(by: isHex ? 16 : 10)
            let (sum, overflow2) = times.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else {
                return fail("an <integer> beyond the 64 bits CoreFoundation reads (at most 18446744073709551615)")
            }
            magnitude = sum
            guard !negative || magnitude <= UInt64(Int64.max) + 1 else {
                return fail("an <integer> below -9223372036854775808, the least CoreFoundation reads")
            }
            p += 1
        }
        guard p < end else { return fail("the file ends inside <integer>", at: tag.start) }
        guard closeTag(.integer) else { return nil }
        if negative { return .integer(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)) }
        return PlistValue(magnitude)
    }

    /// CF's parseRealTag: the text (entities and CDATA included), then `nan`, `inf`, `+inf`, `-inf`,
    /// `infinity`, `+infinity` or `-infinity` in any case, or a decimal number after optional white
    /// space, read with strtod's correct rounding (beyond the range of a Double: infinity or zero).
    mutating func real(_ tag: Tag) -> PlistValue? {
        let at = p
        guard let text = text(), closeTag(.real) else { return nil }
        switch text.lowercased() {
        case "nan": return .real(.nan)
        case "inf", "+inf", "infinity", "+infinity": return .real(.infinity)
        case "-inf", "-infinity": return .real(-.infinity)
        default: break
        }
        let scalars = Array(text.utf8.drop { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) })
        var index = 0
        func digits() -> Int {
            let from = index
            while index < scalars.count, Self.isDigit(scalars[index]) { index += 1 }
            return index - from
        }
        if index < scalars.count, scalars[index] == UInt8(ascii: "-") || scalars[index] == UInt8(ascii: "+") {
            index += 1
        }
        var count = digits()
        if index < scalars.count, scalars[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        var valid = count > 0
        if valid, index < scalars.count, scalars[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < scalars.count, scalars[index] == UInt8(ascii: "-") || scalars[index] == UInt8(ascii: "+") {
                index += 1
            }
            valid = digits() > 0
        }
        guard valid, index == scalars.count, let double = Double(String(decoding: scalars, as: UTF8.self)) else {
            return fail("a <real> that is not a number: \"\(TerminalText.excerpt(text))\"", at: at)
        }
        return .real(double)
    }

    /// CF's parseDateTag: `-`? year digits `-MM-DDTHH:MM:SSZ`, two digits each, with CF's
    /// arithmetic (CFGregorianDateGetAbsoluteTime): the proleptic Gregorian calendar with a year 0,
    /// a month of 0 or 14-99 counted as January and 13 as the next January, days, hours, minutes
    /// and seconds added as they are (a 31st of February is in March).
    mutating func date(_ tag: Tag) -> PlistValue? {
        let at = p
        guard let bytes = scalarBytes(of: tag) else { return nil }
        func bad() -> PlistValue? {
            fail("a <date> not of the form 2001-01-01T00:00:00Z: \"\(excerpt(from: at, upTo: bytes.count))\"", at: at)
        }
        var index = 0
        let negative = !bytes.isEmpty && bytes[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        var year = 0
        let yearStart = index
        while index < bytes.count, Self.isDigit(bytes[index]) {
            guard index - yearStart < 9 else { return fail("a <date> year of more than 9 digits", at: at) }
            year = year * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        if negative { year = -year }
        // Separator after the year, then five two-digit fields each followed by its separator.
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-") else { return bad() }
        index += 1
        var fields: [Int] = []
        for separator in "-T::Z".utf8 {
            guard bytes.count - index >= 3, Self.isDigit(bytes[index]), Self.isDigit(bytes[index + 1]),
                bytes[index + 2] == separator
            else { return bad() }
            fields.append(Int(bytes[index] - 0x30) * 10 + Int(bytes[index + 1] - 0x30))
            index += 3
        }
        guard index == bytes.count else { return bad() }
        guard closeTag(.date) else { return nil }
        let (month, day, hour, minute, second) = (fields[0], fields[1], fields[2], fields[3], fields[4])
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let before = [0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365]
        let daysBeforeMonth = (1...13).contains(month) ? before[month] + (month > 2 && isLeap ? 1 : 0) : 0
        let days = CivilTime.daysFromCivil(year: year, month: 1, day: 1) - 11_323 + daysBeforeMonth + day - 1
        let seconds = Double(days) * 86_400 + Double(hour * 3600 + minute * 60 + second)
        return .date(Date(timeIntervalSinceReferenceDate: seconds))
    }

    /// CF's parseDataTag: base64 digits decoded in groups of four, every other byte below 0x80
    /// skipped, `=` a zero digit that shortens its group, an incomplete last group dropped; a byte
    /// from 0x80 up is refused.
    mutating func data(_ tag: Tag) -> PlistValue? {
        guard let bytes = scalarBytes(of: tag) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 3 / 4)
        var accumulator: UInt32 = 0
        var count = 0
        var equals = 0
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "=") {
                equals += 1
            } else if !(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)) {
                equals = 0
            }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = UInt32(byte - 65)
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = UInt32(byte - 71)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte) + 4
            case UInt8(ascii: "+"): digit = 62
            case UInt8(ascii: "/"): digit = 63
            case UInt8(ascii: "="): digit = 0
            case 0x80...:
                return fail(
                    "a byte 0x\(XMLTextEncoding.hex(byte)) in <data> (base64 is ASCII)", at: bytes.baseAddress! + offset
                )
            default: continue
            }
            accumulator = accumulator << 6 | digit
            count += 1
            if count % 4 == 0 {
                out.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                if equals < 2 { out.append(UInt8(truncatingIfNeeded: accumulator >> 8)) }
                if equals < 1 { out.append(UInt8(truncatingIfNeeded: accumulator)) }
            }
        }
        guard closeTag(.data) else { return nil }
        return .data(Data(out))
    }
}
