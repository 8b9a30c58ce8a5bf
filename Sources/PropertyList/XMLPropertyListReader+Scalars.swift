import FoundationEssentials

/// The scalars of an XML property list: character data with its five entities, integers, reals,
/// dates and base64 data, each read as CoreFoundation reads it or declined (see
/// ``XMLPropertyListReader``).
extension XMLPropertyListReader.Reader {
    /// Character data up to the next `<` (which must not start CDATA), with the five named entities.
    mutating func text() -> String? {
        let mark = p
        guard let found = memchr(p, Int32(Self.lt), end - p) else { return nil }
        let stop = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
        guard end - stop >= 2, stop[1] != UInt8(ascii: "!") else { return nil }
        p = stop
        let length = stop - mark
        if length == 0 { return "" }
        guard memchr(mark, Int32(Self.amp), length) != nil else {
            let buffer = UnsafeBufferPointer(start: mark, count: length)
            // ASCII needs no validation (and most plist text is ASCII).
            if Self.isASCII(buffer) { return String(decoding: buffer, as: UTF8.self) }
            return String(validating: buffer, as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        var q = mark
        while q < stop {
            guard q[0] == Self.amp else {
                bytes.append(q[0])
                q += 1
                continue
            }
            let left = stop - q
            func entity(_ word: StaticString) -> Bool {
                let count = word.utf8CodeUnitCount
                return left >= count && memcmp(q, word.utf8Start, count) == 0
            }
            if entity("&lt;") {
                bytes.append(Self.lt)
                q += 4
            } else if entity("&gt;") {
                bytes.append(Self.gt)
                q += 4
            } else if entity("&amp;") {
                bytes.append(Self.amp)
                q += 5
            } else if entity("&apos;") {
                bytes.append(UInt8(ascii: "'"))
                q += 6
            } else if entity("&quot;") {
                bytes.append(UInt8(ascii: "\""))
                q += 6
            } else {
                return nil
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var bits: UInt8 = 0
        for byte in buffer { bits |= byte }
        return bits < 0x80
    }

    /// The raw bytes up to the next `<` (for numbers, dates and data).
    mutating func scalarBytes() -> UnsafeBufferPointer<UInt8>? {
        guard let found = memchr(p, Int32(Self.lt), end - p) else { return nil }
        let stop = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
        let bytes = UnsafeBufferPointer(start: p, count: stop - p)
        p = stop
        return bytes
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// `-?[0-9]+` that fits in Int64, or a positive one up to `UInt64.max` (CF stores those as
    /// 128-bit numbers: read as ``PlistValue/unsignedInteger(_:)``, as Foundation's result gives
    /// them); wider ones, hex, `+` and white space are left to Foundation.
    mutating func integer() -> PlistValue? {
        guard let bytes = scalarBytes(), closeTag("integer"), !bytes.isEmpty else { return nil }
        var index = 0
        let negative = bytes[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        guard index < bytes.count else { return nil }
        if bytes.count - index >= 2, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
            return nil
        }
        var magnitude: UInt64 = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard Self.isDigit(byte) else { return nil }
            let (times, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - 0x30))
            guard !overflow1, !overflow2 else { return nil }
            magnitude = sum
            index += 1
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return .integer(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
        }
        return PlistValue(magnitude)
    }

    /// `-?[0-9]+(.[0-9]*)?([eE][+-]?[0-9]{1,3})?`, read with strtod's correct rounding as CF does.
    mutating func real() -> PlistValue? {
        guard let bytes = scalarBytes(), closeTag("real"), !bytes.isEmpty, bytes.count <= 64 else { return nil }
        var index = 0
        if bytes[0] == UInt8(ascii: "-") { index = 1 }
        let integerStart = index
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        guard index > integerStart else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            guard index > exponentStart, index - exponentStart <= 3 else { return nil }
        }
        guard index == bytes.count else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let double = Double(text) else { return nil }
        return .real(double)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` with a four-digit year from 1 to 9999 and fields in range, as
    /// seconds since 2001-01-01 in the proleptic Gregorian calendar (CFGregorianDateGetAbsoluteTime).
    mutating func date() -> PlistValue? {
        guard let bytes = scalarBytes(), closeTag("date"), bytes.count == 20 else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for i in from..<(from + count) {
                guard Self.isDigit(bytes[i]) else { return nil }
                value = value * 10 + Int(bytes[i] - 0x30)
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z"),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
            let minute = number(14, 2), let second = number(17, 2),
            year >= 1, (1...12).contains(month), hour < 24, minute < 60, second < 60
        else { return nil }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let monthLengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day >= 1, day <= monthLengths[month - 1] else { return nil }
        // Days from 0000-03-01 (Howard Hinnant's days_from_civil), shifted to 2001-01-01.
        let y = month <= 2 ? year - 1 : year
        let era = y / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let daysSince1970 = era * 146_097 + dayOfEra - 719_468
        let days = daysSince1970 - 11_323
        let seconds = Double(days) * 86_400 + Double(hour * 3600 + minute * 60 + second)
        return .date(Date(timeIntervalSinceReferenceDate: seconds))
    }

    /// Base64: the standard alphabet and white space, `=` padding only at the end, whole quads.
    mutating func data() -> PlistValue? {
        guard let bytes = scalarBytes(), closeTag("data") else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 3 / 4)
        var accumulator: UInt32 = 0
        var count = 0
        var padding = 0
        for byte in bytes {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = UInt32(byte - 65)
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = UInt32(byte - 71)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte) + 4
            case UInt8(ascii: "+"): digit = 62
            case UInt8(ascii: "/"): digit = 63
            case UInt8(ascii: "="):
                padding += 1
                guard padding <= 2 else { return nil }
                accumulator <<= 6
                count += 1
                if count % 4 == 0 {
                    out.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                    if padding < 2 { out.append(UInt8(truncatingIfNeeded: accumulator >> 8)) }
                }
                continue
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return nil
            }
            guard padding == 0 else { return nil }
            accumulator = accumulator << 6 | digit
            count += 1
            if count % 4 == 0 {
                out.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                out.append(UInt8(truncatingIfNeeded: accumulator >> 8))
                out.append(UInt8(truncatingIfNeeded: accumulator))
            }
        }
        guard count % 4 == 0, padding == 0 || count % 4 == 0 else { return nil }
        return .data(Data(out))
    }
}
