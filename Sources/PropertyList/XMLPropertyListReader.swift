import FoundationEssentials

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

    /// The one pass over the bytes (its scalars: `XMLPropertyListReader+Scalars.swift`).
    struct Reader {
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
    }
}
