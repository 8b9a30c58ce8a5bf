import Foundation

/// Reads the common subset of XML property lists straight into ``PlistValue``, and declines
/// (returns nil) everything else so that `PropertyListSerialization` reads it instead.
///
/// Why our own reader: on Linux, `PropertyListSerialization` builds CoreFoundation objects, bridges
/// every one of them to a Swift `[AnyHashable: Any]`/`[Any]` (boxing, dynamic casts, hashing
/// `AnyHashable` keys), and ``PlistValue/init(foundationObject:)`` then converts that a third time.
/// Measured on a 10,000-specifier Settings.bundle, the bridging alone cost more than CF's parse and
/// half of the whole bundle load; this reader makes one pass over the bytes and builds the final
/// values directly: 12x faster than the Foundation path on a 1,000-key domain and 7.5x on a
/// 1,000-specifier page (thread CPU, `settings-bench --only 7`).
///
/// It follows CoreFoundation's XML parser (`CFPropertyList.c`) exactly where it accepts input:
/// the same tag matching (a tag name ends at white space, `/` before `>` makes an empty element,
/// attributes are skipped), the same white space (space, tab, CR, LF), comments and processing
/// instructions where CF skips them, the five named entities, strings kept byte for byte (no line
/// ending or white space normalization), decimal integers with leading zeros, and nothing read
/// after the root element. It declines, so Foundation decides, anything rarer or ambiguous: NUL
/// bytes or byte-order marks (UTF-16/32 guesses), a declared encoding other than UTF-8, an inline
/// DTD, CDATA, numeric character references, invalid UTF-8, hexadecimal or out-of-range integers,
/// `nan`/`inf` or unusual reals, dates outside years 1-9999 or with out-of-range fields,
/// base64 with characters other than the alphabet and white space, duplicate keys, a `<key>`
/// where a value belongs, a nested `<plist>`, a lone `CF$UID` key (a keyed-archiver UID), and
/// every syntax error (so error messages stay Foundation's). Tests compare its result with
/// Foundation's on the corpus, the fixtures, generated values, edge cases and mutated files.
enum XMLPropertyListReader {
    /// The value of an XML property list, or nil when Foundation must read it.
    static func value(from data: Data) -> PlistValue? {
        data.withUnsafeBytes { raw -> PlistValue? in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count > 0 else { return nil }
            var reader = Reader(start: base, end: base + raw.count)
            return reader.document()
        }
    }

    private struct Reader {
        let start: UnsafePointer<UInt8>
        let end: UnsafePointer<UInt8>
        var p: UnsafePointer<UInt8>
        var depth = 0
        /// The entries of the dictionaries being read, innermost last: each dictionary is then built
        /// at its exact size (growing it entry by entry rehashed it several times).
        var entries: [(key: String, value: PlistValue)] = []

        init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
            self.start = start
            self.end = end
            p = start
        }

        static let lt = UInt8(ascii: "<")
        static let gt = UInt8(ascii: ">")
        static let slash = UInt8(ascii: "/")
        static let amp = UInt8(ascii: "&")

        var remaining: Int { end - p }

        // MARK: - Document

        mutating func document() -> PlistValue? {
            // NUL bytes make CF guess UTF-16 or UTF-32; a BOM makes it skip bytes (and read past the end).
            guard memchr(start, 0, end - start) == nil else { return nil }
            if end - start >= 2, start[0] >= 0xEF { return nil }
            guard declaresUTF8OrNothing() else { return nil }
            // CF's parseXMLPropertyList: white space, comments, a DOCTYPE, processing instructions, then
            // the root element; whatever follows the root element is not read.
            while p < end {
                skipWhitespace()
                guard end - p >= 2, p[0] == Self.lt else { return nil }
                p += 1
                if p[0] == UInt8(ascii: "!") {
                    p += 1
                    if end - p >= 2, p[0] == UInt8(ascii: "-"), p[1] == UInt8(ascii: "-") {
                        p += 2
                        guard skipComment() else { return nil }
                    } else {
                        guard skipDoctype() else { return nil }
                    }
                } else if p[0] == UInt8(ascii: "?") {
                    p += 1
                    guard skipProcessingInstruction() else { return nil }
                } else {
                    guard let tag = openTag() else { return nil }
                    if tag.name == .plist {
                        guard !tag.isEmpty else { return nil }
                        return plistBody()
                    }
                    return value(of: tag)
                }
            }
            return nil
        }

        /// CF's encodingForXMLData: only a declaration at the very start counts; UTF-8 or none is ours.
        func declaresUTF8OrNothing() -> Bool {
            let count = end - start
            guard count >= 5, memcmp(start, "<?xml", 5) == 0 else { return true }
            var index = 5
            while index < count {
                let ch = start[index]
                if ch == UInt8(ascii: "?") || ch == Self.gt { return true }
                index += 1
                if index + 8 >= count { return false }
                if ch == UInt8(ascii: "e"), memcmp(start + index, "ncoding=", 8) == 0 {
                    index += 8
                    let quote = start[index]
                    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return false }
                    let name = start + index + 1
                    guard count - (index + 1) > 5, name[5] == quote else { return false }
                    return (name[0] | 0x20) == UInt8(ascii: "u") && (name[1] | 0x20) == UInt8(ascii: "t")
                        && (name[2] | 0x20) == UInt8(ascii: "f") && name[3] == UInt8(ascii: "-")
                        && name[4] == UInt8(ascii: "8")
                }
            }
            return true
        }

        /// `<!DOCTYPE …>` without an inline DTD (p just past `<!`).
        mutating func skipDoctype() -> Bool {
            guard end - p >= 7, memcmp(p, "DOCTYPE", 7) == 0 else { return false }
            p += 7
            while p < end {
                if p[0] == UInt8(ascii: "[") { return false }
                if p[0] == Self.gt {
                    p += 1
                    return true
                }
                p += 1
            }
            return false
        }

        /// CF's skipXMLComment: finds `-->` from p (just past `<!--`), but only where three more
        /// bytes precede the end. `<!--->` is declined: CF's sources and its behaviour disagree on
        /// whether the second `-` may start the `-->`.
        mutating func skipComment() -> Bool {
            guard end - p > 3, !(p[0] == UInt8(ascii: "-") && p[1] == Self.gt) else { return false }
            var q = p
            let limit = end - 3
            while q < limit {
                if q[0] == UInt8(ascii: "-"), q[1] == UInt8(ascii: "-"), q[2] == Self.gt {
                    p = q + 3
                    return true
                }
                q += 1
            }
            return false
        }

        /// CF's skipXMLProcessingInstruction: finds `?>` from p, where two more bytes precede the end.
        mutating func skipProcessingInstruction() -> Bool {
            guard end - p > 2 else { return false }
            var q = p
            let limit = end - 2
            while q < limit {
                if q[0] == UInt8(ascii: "?"), q[1] == Self.gt {
                    p = q + 2
                    return true
                }
                q += 1
            }
            return false
        }

        mutating func skipWhitespace() {
            while p < end {
                switch p[0] {
                case 0x20, 0x09, 0x0A, 0x0D: p += 1
                default: return
                }
            }
        }

        // MARK: - Content

        /// CF's getContentObject up to the element: skips white space, comments and processing
        /// instructions. Returns true with p at a `<` that starts an element or an end tag.
        mutating func skipToMarkup() -> Bool {
            while true {
                skipWhitespace()
                guard end - p >= 3, p[0] == Self.lt else { return false }
                switch p[1] {
                case UInt8(ascii: "?"):
                    p += 1  // CF starts looking for `?>` at the `?`
                    guard skipProcessingInstruction() else { return false }
                case UInt8(ascii: "!"):
                    guard p[2] == UInt8(ascii: "-"), end - p >= 4, p[3] == UInt8(ascii: "-") else { return false }
                    p += 4
                    guard skipComment() else { return false }
                default:
                    return true
                }
            }
        }

        enum Name { case plist, dict, array, key, string, integer, real, `true`, `false`, date, data }

        struct Tag {
            var name: Name
            var isEmpty: Bool
        }

        /// CF's parseXMLElement head, p just past `<`: the name runs to the first white space or
        /// `>`, and a `/` right before `>` makes the element empty. p ends past `>`.
        mutating func openTag() -> Tag? {
            let marker = p
            var markerEnd: UnsafePointer<UInt8>?
            while p < end {
                let ch = p[0]
                if ch == 0x20 || ch == 0x09 || ch == 0x0A || ch == 0x0D {
                    if markerEnd == nil { markerEnd = p }
                } else if ch == Self.gt {
                    break
                }
                p += 1
            }
            guard p < end else { return nil }
            let isEmpty = p[-1] == Self.slash
            let length = (markerEnd ?? (isEmpty ? p - 1 : p)) - marker
            p += 1
            guard length > 0 else { return nil }
            func matches(_ word: StaticString) -> Bool {
                length == word.utf8CodeUnitCount && memcmp(marker, word.utf8Start, length) == 0
            }
            let name: Name
            switch marker[0] {
            case UInt8(ascii: "a") where matches("array"): name = .array
            case UInt8(ascii: "d") where matches("dict"): name = .dict
            case UInt8(ascii: "d") where matches("data"): name = .data
            case UInt8(ascii: "d") where matches("date"): name = .date
            case UInt8(ascii: "f") where matches("false"): name = .false
            case UInt8(ascii: "i") where matches("integer"): name = .integer
            case UInt8(ascii: "k") where matches("key"): name = .key
            case UInt8(ascii: "p") where matches("plist"): name = .plist
            case UInt8(ascii: "r") where matches("real"): name = .real
            case UInt8(ascii: "s") where matches("string"): name = .string
            case UInt8(ascii: "t") where matches("true"): name = .true
            default: return nil
            }
            return Tag(name: name, isEmpty: isEmpty)
        }

        /// CF's checkForCloseTag: `</name`, optional white space, `>`, with p right at `<`.
        mutating func closeTag(_ word: StaticString) -> Bool {
            let length = word.utf8CodeUnitCount
            guard end - p >= length + 3, p[0] == Self.lt, p[1] == Self.slash, memcmp(p + 2, word.utf8Start, length) == 0
            else { return false }
            p += 2 + length
            skipWhitespace()
            guard p < end, p[0] == Self.gt else { return false }
            p += 1
            return true
        }

        /// The root `<plist>`: exactly one value, then `</plist>`.
        mutating func plistBody() -> PlistValue? {
            guard skipToMarkup(), p[1] != Self.slash else { return nil }
            p += 1
            guard let tag = openTag(), let value = value(of: tag) else { return nil }
            guard skipToMarkup(), p[1] == Self.slash, closeTag("plist") else { return nil }
            return value
        }

        /// The element whose open tag was just read (a `<key>` or `<plist>` here is declined).
        mutating func value(of tag: Tag) -> PlistValue? {
            switch tag.name {
            case .dict: return tag.isEmpty ? .dictionary([:]) : dictionary()
            case .array: return tag.isEmpty ? .array([]) : array()
            case .string:
                if tag.isEmpty { return .string("") }
                guard let s = text(), closeTag("string") else { return nil }
                return .string(s)
            case .integer: return tag.isEmpty ? nil : integer()
            case .real: return tag.isEmpty ? nil : real()
            case .true: return tag.isEmpty || closeTag("true") ? .bool(true) : nil
            case .false: return tag.isEmpty || closeTag("false") ? .bool(false) : nil
            case .date: return tag.isEmpty ? nil : date()
            case .data: return tag.isEmpty ? nil : data()
            case .key, .plist: return nil
            }
        }

        mutating func dictionary() -> PlistValue? {
            guard depth < PlistLimits.maximumDepth else { return nil }
            depth += 1
            defer { depth -= 1 }
            let base = entries.count
            defer { entries.removeSubrange(base...) }
            while true {
                guard skipToMarkup() else { return nil }
                if p[1] == Self.slash { break }
                p += 1
                guard let keyTag = openTag(), keyTag.name == .key else { return nil }
                let key: String
                if keyTag.isEmpty {
                    key = ""
                } else {
                    guard let k = text(), closeTag("key") else { return nil }
                    key = k
                }
                guard skipToMarkup(), p[1] != Self.slash else { return nil }
                p += 1
                guard let tag = openTag(), let value = value(of: tag) else { return nil }
                entries.append((key, value))
            }
            guard closeTag("dict") else { return nil }
            let count = entries.count - base
            if count == 1, entries[base].key == "CF$UID" { return nil }
            var values = [PlistKey: PlistValue](minimumCapacity: count)
            for index in base..<entries.count {
                let key = PlistKey(entries[index].key)
                guard values.updateValue(entries[index].value, forKey: key) == nil else { return nil }
            }
            return .dictionary(values)
        }

        mutating func array() -> PlistValue? {
            guard depth < PlistLimits.maximumDepth else { return nil }
            depth += 1
            defer { depth -= 1 }
            var values: [PlistValue] = []
            while true {
                guard skipToMarkup() else { return nil }
                if p[1] == Self.slash { break }
                p += 1
                guard let tag = openTag(), let value = value(of: tag) else { return nil }
                values.append(value)
            }
            guard closeTag("array") else { return nil }
            return .array(values)
        }

        // MARK: - Scalars

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

        /// `-?[0-9]+` that fits in Int64 (CF stores larger values as 128-bit numbers; hex, `+` and
        /// white space are left to Foundation too).
        mutating func integer() -> PlistValue? {
            guard let bytes = scalarBytes(), closeTag("integer"), !bytes.isEmpty else { return nil }
            var index = 0
            let negative = bytes[0] == UInt8(ascii: "-")
            if negative { index = 1 }
            guard index < bytes.count else { return nil }
            if bytes.count - index >= 2, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == UInt8(ascii: "x")
            {
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
            guard magnitude <= UInt64(Int64.max) else { return nil }
            return .integer(Int64(magnitude))
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
}
