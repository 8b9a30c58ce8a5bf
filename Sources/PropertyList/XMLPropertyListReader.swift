import FoundationEssentials
import TextOutput

/// Reads XML property lists straight into ``PlistValue``, as CoreFoundation's XML parser
/// (`CFPropertyList.c`) reads them, and says where and why a malformed file is refused.
///
/// Why our own reader: on Linux, `PropertyListSerialization` builds CoreFoundation objects, bridges
/// every one of them to a Swift `[AnyHashable: Any]`/`[Any]`, and converting that to `PlistValue`
/// is a third pass (and merges keys that differ only in Unicode normalization). This reader makes
/// one pass over the bytes: 12x faster than the Foundation path on a 1,000-key domain (thread CPU,
/// `settings-bench --only 7`). It links no Foundation, so no ICU.
///
/// What it reads, as CF does: the encodings of ``XMLTextEncoding``; white space, comments and
/// processing instructions before, between and inside elements; a DOCTYPE without an internal
/// subset (CF refuses `[…]`, and so does this); the same tag matching (a tag name ends at white
/// space, `/` before `>` makes an empty element, attributes are skipped); strings byte for byte with
/// CDATA sections, the five named entities and decimal or hexadecimal character references
/// (`&#233;`, `&#xE9;`; surrogates and values above U+10FFFF are refused); integers decimal or
/// hexadecimal, signed, with leading zeros and white space, up to `UInt64.max` (beyond `Int64.max`
/// as ``PlistValue/unsignedInteger(_:)``, CF's 128-bit numbers) and down to `Int64.min`; reals with
/// `nan` and `inf` spellings; dates of any year with CF's arithmetic; base64 skipping what is not in
/// the alphabet; a `<key>` where a value belongs read as a string, and a nested `<plist>` as its value;
/// duplicate keys (the last wins); nothing read after the root element. Refused with a message naming
/// the line and column: every syntax error, invalid UTF-8, and a dictionary of one `CF$UID` number
/// (a keyed archive's UID, which no ``PlistValue`` holds). Tests compare its result with Foundation's
/// on the corpus, the fixtures, documents written by Python's plistlib, edge cases and mutated files.
enum XMLPropertyListReader {
    /// The value of an XML property list.
    /// - Throws: ``PropertyListError/malformed(_:)`` naming the line, column and fault.
    static func value(from data: Data) throws(PropertyListError) -> PlistValue { try read(data).value }

    /// ``value(from:)``, saying also whether a dictionary held a key twice (then the value is not
    /// all the file holds, and a store must not be rewritten from it). `keyCounts` are capacity hints
    /// for the dictionaries in document order; any hints, even wrong ones, read the same value.
    static func read(_ data: Data, keyCounts: XMLKeyCounts = XMLKeyCounts()) throws(PropertyListError) -> (
        value: PlistValue, sawDuplicateKey: Bool
    ) {
        let outcome = data.withUnsafeBytes { raw -> Result<(PlistValue, Bool), PropertyListError> in
            let bytes = raw.bindMemory(to: UInt8.self)
            do throws(PropertyListError) {
                let (skip, text) = try XMLTextEncoding.utf8(bytes)
                if let text {
                    return text.withUnsafeBufferPointer { parse($0, keyCounts: keyCounts) }
                }
                return parse(UnsafeBufferPointer(rebasing: bytes[skip...]), keyCounts: keyCounts)
            } catch {
                return .failure(error)
            }
        }
        let (value, sawDuplicateKey) = try outcome.get()
        return (value, sawDuplicateKey)
    }

    /// Parses UTF-8 text (its encoding already settled).
    static func parse(_ text: UnsafeBufferPointer<UInt8>, keyCounts: XMLKeyCounts) -> Result<
        (PlistValue, Bool), PropertyListError
    > {
        guard let base = text.baseAddress, !text.isEmpty else { return .failure(.malformed("no XML content")) }
        var reader = Reader(start: base, end: base + text.count, keyCounts: keyCounts)
        if let value = reader.document() { return .success((value, reader.sawDuplicateKey)) }
        let failure = reader.failure ?? (message: "no XML content", at: reader.p)
        return .failure(.malformed(reader.located(failure.message, at: failure.at)))
    }

    /// The one pass over the bytes (its scalars: `XMLPropertyListReader+Scalars.swift`, its text:
    /// `XMLPropertyListReader+Text.swift`).
    struct Reader {
        let start: UnsafePointer<UInt8>
        let end: UnsafePointer<UInt8>
        var p: UnsafePointer<UInt8>
        var depth = 0
        /// The first fault found, and where: every refusal records one before returning nil.
        var failure: (message: String, at: UnsafePointer<UInt8>)?
        /// Whether a dictionary held a key twice (its earlier value is not in the result).
        var sawDuplicateKey = false
        /// How many keys each dictionary holds, in document order: its table is made at that size
        /// (growing it entry by entry rehashed it several times). Only a capacity hint.
        var keyCounts: XMLKeyCounts

        init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, keyCounts: XMLKeyCounts) {
            self.start = start
            self.end = end
            self.keyCounts = keyCounts
            p = start
        }

        static let lt = UInt8(ascii: "<")
        static let gt = UInt8(ascii: ">")
        static let slash = UInt8(ascii: "/")
        static let amp = UInt8(ascii: "&")

        /// Records `message` at `position` (p when nil) unless a fault is recorded already; returns nil.
        mutating func fail<T>(_ message: String, at position: UnsafePointer<UInt8>? = nil) -> T? {
            if failure == nil { failure = (message, position ?? p) }
            return nil
        }

        /// ``fail(_:at:)`` for the checks that answer true or false.
        mutating func failed(_ message: String, at position: UnsafePointer<UInt8>? = nil) -> Bool {
            let _: Bool? = fail(message, at: position)
            return false
        }

        /// `message` prefixed with the 1-based line (CR, LF and CRLF end a line, as CF counts them)
        /// and byte column of `position`.
        func located(_ message: String, at position: UnsafePointer<UInt8>) -> String {
            var line = 1
            var lineStart = start
            var q = start
            let stop = min(position, end)
            while q < stop {
                if q[0] == 0x0D {
                    line += 1
                    if q + 1 < stop, q[1] == 0x0A { q += 1 }
                    lineStart = q + 1
                } else if q[0] == 0x0A {
                    line += 1
                    lineStart = q + 1
                }
                q += 1
            }
            return "line \(line), column \(stop - lineStart + 1): \(message)"
        }

        /// Up to `limit` bytes from `position` as printable text, for a message.
        func excerpt(from position: UnsafePointer<UInt8>, upTo limit: Int = 24) -> String {
            let count = max(0, min(limit, end - position))
            let bytes = UnsafeBufferPointer(start: position, count: count)
            return TerminalText.excerpt(String(decoding: bytes, as: UTF8.self))
        }

        // MARK: - Document

        mutating func document() -> PlistValue? {
            // CF's parseXMLPropertyList: white space, comments, a DOCTYPE, processing instructions, then
            // the root element; whatever follows the root element is not read.
            while p < end {
                skipWhitespace()
                guard p < end else { break }
                guard p[0] == Self.lt else { return fail("\"\(excerpt(from: p, upTo: 1))\" where a tag belongs") }
                let open = p
                p += 1
                guard p < end else { return fail("the file ends inside a tag") }
                if p[0] == UInt8(ascii: "!") {
                    p += 1
                    if end - p >= 2, p[0] == UInt8(ascii: "-"), p[1] == UInt8(ascii: "-") {
                        p += 2
                        guard skipComment(from: open) else { return nil }
                    } else {
                        guard skipDoctype(from: open) else { return nil }
                    }
                } else if p[0] == UInt8(ascii: "?") {
                    p += 1
                    guard skipProcessingInstruction(from: open) else { return nil }
                } else {
                    guard let tag = openTag() else { return nil }
                    return value(of: tag)
                }
            }
            return fail("no root element (the file holds no <plist> or value)")
        }

        /// `<!DOCTYPE …>` without an internal subset (p just past `<!`), as CF's skipDTD.
        mutating func skipDoctype(from open: UnsafePointer<UInt8>) -> Bool {
            guard end - p >= 7, memcmp(p, "DOCTYPE", 7) == 0 else {
                return failed("\"<!\" that starts neither a comment nor a DOCTYPE", at: open)
            }
            p += 7
            while p < end {
                if p[0] == UInt8(ascii: "[") {
                    return failed(
                        "a DOCTYPE with an internal subset ([…]), which CoreFoundation does not read either")
                }
                if p[0] == Self.gt {
                    p += 1
                    return true
                }
                p += 1
            }
            return failed("a DOCTYPE that never ends (no >)", at: open)
        }

        /// CF's skipXMLComment: finds `-->` from p (just past `<!--`), but only where three more
        /// bytes precede the end. `<!--->` is refused as unterminated (CF's sources and its behaviour
        /// disagree on whether the second `-` may start the `-->`).
        mutating func skipComment(from open: UnsafePointer<UInt8>) -> Bool {
            if end - p > 3, !(p[0] == UInt8(ascii: "-") && p[1] == Self.gt) {
                var q = p
                let limit = end - 3
                while q < limit {
                    if q[0] == UInt8(ascii: "-"), q[1] == UInt8(ascii: "-"), q[2] == Self.gt {
                        p = q + 3
                        return true
                    }
                    q += 1
                }
            }
            return failed("a comment that never ends (no -->)", at: open)
        }

        /// CF's skipXMLProcessingInstruction: finds `?>` from p, where two more bytes precede the end.
        mutating func skipProcessingInstruction(from open: UnsafePointer<UInt8>) -> Bool {
            if end - p > 2 {
                var q = p
                let limit = end - 2
                while q < limit {
                    if q[0] == UInt8(ascii: "?"), q[1] == Self.gt {
                        p = q + 2
                        return true
                    }
                    q += 1
                }
            }
            return failed("a processing instruction that never ends (no ?>)", at: open)
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
                guard p < end else { return failed("the file ends where a tag belongs") }
                guard p[0] == Self.lt else {
                    return failed("text \"\(excerpt(from: p))\" where a tag belongs (text goes inside <string>)")
                }
                guard end - p >= 3 else { return failed("the file ends inside a tag") }
                let open = p
                switch p[1] {
                case UInt8(ascii: "?"):
                    p += 1  // CF starts looking for `?>` at the `?`
                    guard skipProcessingInstruction(from: open) else { return false }
                case UInt8(ascii: "!"):
                    guard p[2] == UInt8(ascii: "-"), end - p >= 4, p[3] == UInt8(ascii: "-") else {
                        return failed("\"<!\" inside an element that does not start a comment (<!--)")
                    }
                    p += 4
                    guard skipComment(from: open) else { return false }
                default:
                    return true
                }
            }
        }

        enum Name: String { case plist, dict, array, key, string, integer, real, `true`, `false`, date, data }

        struct Tag {
            var name: Name
            var isEmpty: Bool
            var start: UnsafePointer<UInt8>
        }

        /// CF's parseXMLElement head, p just past `<`: the name runs to the first white space or
        /// `>`, and a `/` right before `>` makes the element empty. p ends past `>`.
        mutating func openTag() -> Tag? {
            let open = p - 1
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
            guard p < end else { return fail("a tag that never ends (no >)", at: open) }
            let isEmpty = p[-1] == Self.slash
            let length = (markerEnd ?? (isEmpty ? p - 1 : p)) - marker
            p += 1
            guard length > 0 else { return fail("a tag without a name", at: open) }
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
            default:
                return fail("unknown tag <\(excerpt(from: marker, upTo: min(length, 24)))>", at: open)
            }
            return Tag(name: name, isEmpty: isEmpty, start: open)
        }

        /// CF's checkForCloseTag: `</name`, optional white space, `>`, with p right at `<`.
        mutating func closeTag(_ name: Name) -> Bool {
            var word = name.rawValue
            let at = p
            // memcmp on the name's bytes: `word.utf8.elementsEqual` took 7 to 16% of a read (perf).
            let length = word.utf8.count
            guard end - p >= length + 3, p[0] == Self.lt, p[1] == Self.slash,
                word.withUTF8({ memcmp(at + 2, $0.baseAddress!, length) == 0 })
            else { return failed("expected </\(word)> here", at: at) }
            p += 2 + length
            skipWhitespace()
            guard p < end, p[0] == Self.gt else { return failed("expected </\(word)> here", at: at) }
            p += 1
            return true
        }

        /// The body of a `<plist>` (at the root or nested, as CF reads both): exactly one value,
        /// then `</plist>`.
        mutating func plistBody(_ tag: Tag) -> PlistValue? {
            guard !tag.isEmpty else { return fail("an empty <plist/>", at: tag.start) }
            guard skipToMarkup() else { return nil }
            guard p[1] != Self.slash else { return fail("an empty <plist> (it holds no value)", at: tag.start) }
            p += 1
            guard let inner = openTag(), let value = value(of: inner) else { return nil }
            guard skipToMarkup() else { return nil }
            guard p[1] == Self.slash else { return fail("<plist> holds more than one value") }
            guard closeTag(.plist) else { return nil }
            return value
        }

        /// The element whose open tag was just read; a `<key>` where a value belongs is a string.
        mutating func value(of tag: Tag) -> PlistValue? {
            switch tag.name {
            case .plist: return plistBody(tag)
            case .dict: return tag.isEmpty ? .dictionary([:]) : dictionary(tag)
            case .array: return tag.isEmpty ? .array([]) : array(tag)
            case .string, .key:
                if tag.isEmpty { return .string("") }
                guard let s = text(), closeTag(tag.name) else { return nil }
                return .string(s)
            case .true, .false:
                guard tag.isEmpty || closeTag(tag.name) else {
                    failure = nil
                    return fail("<\(tag.name.rawValue)> must be empty (<\(tag.name.rawValue)/>)", at: tag.start)
                }
                return .bool(tag.name == .true)
            case .integer, .real, .date, .data:
                guard !tag.isEmpty else { return fail("an empty <\(tag.name.rawValue)/>", at: tag.start) }
                switch tag.name {
                case .integer: return integer(tag)
                case .real: return real(tag)
                case .date: return date(tag)
                default: return data(tag)
                }
            }
        }

        mutating func dictionary(_ tag: Tag) -> PlistValue? {
            guard depth < PlistLimits.maximumDepth else {
                return fail("the property list nests more than \(PlistLimits.maximumDepth) levels deep", at: tag.start)
            }
            depth += 1
            defer { depth -= 1 }
            // The count is a hint: a wrong one makes the table larger or smaller, never other values.
            var values = [PlistKey: PlistValue](minimumCapacity: keyCounts.nextCount())
            while true {
                guard skipToMarkup() else { return nil }
                if p[1] == Self.slash { break }
                p += 1
                guard let keyTag = openTag() else { return nil }
                guard keyTag.name == .key else {
                    return fail("<\(keyTag.name.rawValue)> where a <key> belongs in a <dict>", at: keyTag.start)
                }
                let key: String
                if keyTag.isEmpty {
                    key = ""
                } else {
                    guard let k = text(), closeTag(.key) else { return nil }
                    key = k
                }
                guard skipToMarkup() else { return nil }
                guard p[1] != Self.slash else {
                    return fail("the key \"\(TerminalText.excerpt(key))\" has no value", at: keyTag.start)
                }
                p += 1
                guard let valueTag = openTag(), let value = value(of: valueTag) else { return nil }
                // A key given twice: the last value wins, as CFDictionarySetValue leaves it.
                if values.updateValue(value, forKey: PlistKey(key)) != nil { sawDuplicateKey = true }
            }
            guard closeTag(.dict) else { return nil }
            if values.count == 1, let uid = values[PlistKey("CF$UID")] {
                switch uid {
                case .integer, .unsignedInteger, .real:
                    return fail(
                        "a dictionary of one CF$UID number is a keyed archive's UID, not a property-list value",
                        at: tag.start)
                default: break
                }
            }
            return .dictionary(values)
        }

        mutating func array(_ tag: Tag) -> PlistValue? {
            guard depth < PlistLimits.maximumDepth else {
                return fail("the property list nests more than \(PlistLimits.maximumDepth) levels deep", at: tag.start)
            }
            depth += 1
            defer { depth -= 1 }
            var values: [PlistValue] = []
            while true {
                guard skipToMarkup() else { return nil }
                if p[1] == Self.slash { break }
                p += 1
                guard let inner = openTag(), let value = value(of: inner) else { return nil }
                values.append(value)
            }
            guard closeTag(.array) else { return nil }
            return .array(values)
        }

    }
}
