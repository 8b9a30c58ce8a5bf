import FoundationEssentials

/// Character data, as CoreFoundation's parseStringTag reads it: bytes up to the next `<` kept as
/// they are, with CDATA sections, the five named entities and numeric character references.
extension XMLPropertyListReader.Reader {
    /// The text of a `<string>`, `<key>` or `<real>` up to its end tag (p ends at that `<`).
    mutating func text() -> String? {
        let mark = p
        guard let stop = nextMarkup(from: p) else { return fail("the file ends inside text (no closing tag)") }
        // The common case: no entity, no CDATA.
        if stop[1] != UInt8(ascii: "!"), memchr(mark, Int32(Self.amp), stop - mark) == nil {
            p = stop
            let buffer = UnsafeBufferPointer(start: mark, count: stop - mark)
            // ASCII needs no validation (and most plist text is ASCII).
            if Self.isASCII(buffer) { return String(decoding: buffer, as: UTF8.self) }
            guard let text = String(validating: buffer, as: UTF8.self) else { return invalidUTF8(buffer, at: mark) }
            return text
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(stop - mark)
        var run = mark
        while p < end {
            let byte = p[0]
            if byte == Self.lt {
                guard end - p >= 2 else { return fail("the file ends inside text (no closing tag)") }
                if p[1] != UInt8(ascii: "!") { break }
                bytes.append(contentsOf: UnsafeBufferPointer(start: run, count: p - run))
                guard cdata(into: &bytes) else { return nil }
                run = p
            } else if byte == Self.amp {
                bytes.append(contentsOf: UnsafeBufferPointer(start: run, count: p - run))
                guard reference(into: &bytes) else { return nil }
                run = p
            } else {
                p += 1
            }
        }
        guard p < end else { return fail("the file ends inside text (no closing tag)") }
        bytes.append(contentsOf: UnsafeBufferPointer(start: run, count: p - run))
        return bytes.withUnsafeBufferPointer { buffer in
            String(validating: buffer, as: UTF8.self) ?? invalidUTF8(buffer, at: mark)
        }
    }

    /// The next `<` from `position` with at least one byte after it, or nil.
    func nextMarkup(from position: UnsafePointer<UInt8>) -> UnsafePointer<UInt8>? {
        guard let found = memchr(position, Int32(Self.lt), end - position) else { return nil }
        let stop = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
        return end - stop >= 2 ? stop : nil
    }

    /// Records the first invalid UTF-8 byte of `buffer` (text starting at `start`); returns nil.
    mutating func invalidUTF8(_ buffer: UnsafeBufferPointer<UInt8>, at start: UnsafePointer<UInt8>) -> String? {
        var iterator = buffer.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
        // Positions of text that held entities are those of its start.
        let at = buffer.baseAddress == start ? start + offset : start
        return fail("the text is not valid UTF-8", at: at)
    }

    /// `<![CDATA[…]]>` with p at its `<`: the bytes inside, kept as they are.
    mutating func cdata(into bytes: inout [UInt8]) -> Bool {
        let open = p
        let opening = "<![CDATA["
        guard end - p >= 9, opening.utf8.elementsEqual(UnsafeBufferPointer(start: p, count: 9)) else {
            return failed("\"<!\" inside text that does not start a CDATA section (<![CDATA[)")
        }
        p += 9
        let begin = p
        while end - p >= 3 {
            if p[0] == UInt8(ascii: "]"), p[1] == UInt8(ascii: "]"), p[2] == Self.gt {
                bytes.append(contentsOf: UnsafeBufferPointer(start: begin, count: p - begin))
                p += 3
                return true
            }
            p += 1
        }
        return failed("a CDATA section that never ends (no ]]>)", at: open)
    }

    /// An entity or character reference with p at its `&`, as CF's parseEntityReference_pl reads
    /// them: `&lt;` `&gt;` `&amp;` `&apos;` `&quot;`, `&#` up to 8 decimal digits `;`, `&#x` up to 8
    /// hexadecimal digits `;` (no digits is U+0000, as in CF). Surrogates and values above U+10FFFF
    /// are refused.
    mutating func reference(into bytes: inout [UInt8]) -> Bool {
        let open = p
        let named: [(String, UInt8)] = [
            ("&lt;", Self.lt), ("&gt;", Self.gt), ("&amp;", Self.amp), ("&apos;", UInt8(ascii: "'")),
            ("&quot;", UInt8(ascii: "\"")),
        ]
        for (word, byte) in named {
            let count = word.utf8.count
            if end - p >= count, word.utf8.elementsEqual(UnsafeBufferPointer(start: p, count: count)) {
                bytes.append(byte)
                p += count
                return true
            }
        }
        guard end - p >= 2, p[1] == UInt8(ascii: "#") else {
            return failed(
                "unknown entity \"\(excerpt(from: p, upTo: 10))\" (XML property lists know &lt; &gt; &amp; &apos; "
                    + "&quot; and &#…; character references)")
        }
        p += 2
        let isHex = p < end && p[0] == UInt8(ascii: "x")
        if isHex { p += 1 }
        var value: UInt32 = 0
        var digits = 0
        while p < end, p[0] != UInt8(ascii: ";") {
            let byte = p[0]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
            case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte - 0x61 + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte - 0x41 + 10)
            default:
                return failed(
                    "\"\(excerpt(from: p, upTo: 1))\" in the character reference \(excerpt(from: open, upTo: p - open + 1))",
                    at: p)
            }
            digits += 1
            guard digits <= 8 else { return failed("a character reference of more than 8 digits", at: open) }
            value = isHex ? value << 4 | digit : value * 10 + digit
            p += 1
        }
        guard p < end else { return failed("a character reference that never ends (no ;)", at: open) }
        p += 1
        guard let scalar = Unicode.Scalar(value) else {
            return failed(
                "the character reference \(excerpt(from: open, upTo: p - open)) is not a Unicode scalar value "
                    + "(a surrogate, or above U+10FFFF)", at: open)
        }
        bytes.append(contentsOf: UTF8.encode(scalar)!)
        return true
    }

    static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var bits: UInt8 = 0
        for byte in buffer { bits |= byte }
        return bits < 0x80
    }
}
