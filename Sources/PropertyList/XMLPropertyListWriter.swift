import FoundationEssentials
import SystemCalls

/// Writes a ``PlistValue`` as XML plist 1.0 with the exact bytes swift-corelibs-foundation's
/// `PropertyListSerialization` (CoreFoundation's `_CFAppendXML0`) produces, without building
/// Foundation objects: 12x faster on a 1,000-key domain and 18x on a 1,000-specifier page (thread
/// CPU, `settings-bench --only 7`), which matters because a durable commit may encode its whole domain.
///
/// The rules (checked byte for byte against Foundation by randomized tests in `PropertyListTests`):
/// dictionary keys sorted by UTF-16 code units; one tab of indentation per level; `<array/>` and
/// `<dict/>` when empty; only `&`, `<` and `>` escaped; integers in decimal; reals with `%.17g`,
/// `0.0` for zero, `nan`, `+infinity`, `-infinity`; dates as `yyyy-MM-ddTHH:mm:ssZ` in UTC; data as
/// base64 lines of `76 - 8 × indent` characters (indent capped at 8).
enum XMLPropertyListWriter {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// The XML bytes, or nil when the value holds a date that is not a finite time (see
    /// ``format(_:)-(Date)``).
    static func data(for value: PlistValue) -> Data? {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        output.append(contentsOf: header.utf8)
        guard append(value, indent: 0, to: &output) else { return nil }
        output.append(contentsOf: "</plist>\n".utf8)
        return Data(output)
    }

    /// One entry of a top-level dictionary: its `<key>` line and its value, at one tab of indent,
    /// exactly as they appear inside the document's `<dict>`. False when the value holds something
    /// this writer does not reproduce (see ``data(for:)``).
    static func appendEntry(key: String, value: PlistValue, to output: inout [UInt8]) -> Bool {
        escapedElement("key", key, indent: 1, &output)
        return append(value, indent: 1, to: &output)
    }

    private static func tabs(_ count: Int, _ output: inout [UInt8]) {
        for _ in 0..<count { output.append(0x09) }
    }

    private static func element(_ name: String, _ text: String, indent: Int, _ output: inout [UInt8]) {
        tabs(indent, &output)
        output.append(0x3C)
        output.append(contentsOf: name.utf8)
        output.append(0x3E)
        output.append(contentsOf: text.utf8)
        output.append(contentsOf: [0x3C, 0x2F])
        output.append(contentsOf: name.utf8)
        output.append(contentsOf: [0x3E, 0x0A])
    }

    private static func escapedElement(_ name: StaticString, _ text: String, indent: Int, _ output: inout [UInt8]) {
        tabs(indent, &output)
        output.append(0x3C)
        output.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        output.append(0x3E)
        if text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) {
            for byte in text.utf8 {
                switch byte {
                case 0x26: output.append(contentsOf: "&amp;".utf8)
                case 0x3C: output.append(contentsOf: "&lt;".utf8)
                case 0x3E: output.append(contentsOf: "&gt;".utf8)
                default: output.append(byte)
                }
            }
        } else {
            // Nothing to escape (the usual case): one bulk copy instead of a branch per byte.
            output.append(contentsOf: text.utf8)
        }
        output.append(contentsOf: [0x3C, 0x2F])
        output.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        output.append(contentsOf: [0x3E, 0x0A])
    }

    private static func line(_ text: StaticString, indent: Int, _ output: inout [UInt8]) {
        tabs(indent, &output)
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        output.append(0x0A)
    }

    private static func append(_ value: PlistValue, indent: Int, to output: inout [UInt8]) -> Bool {
        switch value {
        case .string(let string):
            escapedElement("string", string, indent: indent, &output)
        case .integer(let integer):
            element("integer", String(integer), indent: indent, &output)
        case .unsignedInteger(let integer):
            element("integer", String(integer), indent: indent, &output)
        case .real(let real):
            tabs(indent, &output)
            output.append(contentsOf: "<real>".utf8)
            appendReal(real, &output)
            output.append(contentsOf: "</real>\n".utf8)
        case .bool(let bool):
            line(bool ? "<true/>" : "<false/>", indent: indent, &output)
        case .date(let date):
            guard let text = format(date) else { return false }
            element("date", text, indent: indent, &output)
        case .data(let data):
            line("<data>", indent: indent, &output)
            appendBase64(data, indent: indent, &output)
            line("</data>", indent: indent, &output)
        case .array(let values):
            if values.isEmpty {
                line("<array/>", indent: indent, &output)
            } else {
                line("<array>", indent: indent, &output)
                for element in values where !append(element, indent: indent + 1, to: &output) { return false }
                line("</array>", indent: indent, &output)
            }
        case .dictionary(let values):
            if values.isEmpty {
                line("<dict/>", indent: indent, &output)
            } else {
                line("<dict>", indent: indent, &output)
                for (key, element) in sortedByUTF16(values) {
                    escapedElement("key", key, indent: indent + 1, &output)
                    guard append(element, indent: indent + 1, to: &output) else { return false }
                }
                line("</dict>", indent: indent, &output)
            }
        }
        return true
    }

    /// The entries in CoreFoundation's key order (UTF-16 code units), compared on UTF-8 bytes: the
    /// two orders agree except that U+E000...U+FFFF (lead bytes EE, EF) sort after the supplementary
    /// planes (lead bytes F0...F4, surrogates in UTF-16), so those two lead bytes rank above F4 (see
    /// ``rank(_:)``). Each key's first eight ranked bytes are packed into an integer once, so most
    /// comparisons are one integer compare; building a `[UInt16]` sort key per key (and iterating a
    /// native string's `utf16` view before that) cost more than the rest of the encoding.
    /// The sort moves (prefix, index) pairs, not the entries: moving a `String` and a `PlistValue`
    /// costs reference counting at every step of the sort.
    static func sortedByUTF16(_ values: [PlistKey: PlistValue]) -> [(key: String, value: PlistValue)] {
        let entries = Array(values)
        var order: [(prefix: UInt64, index: Int)] = []
        order.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() { order.append((sortPrefix(entry.key.string), index)) }
        order.sort {
            $0.prefix != $1.prefix
                ? $0.prefix < $1.prefix : utf16Precedes(entries[$0.index].key.string, entries[$1.index].key.string)
        }
        return order.map { (entries[$0.index].key.string, entries[$0.index].value) }
    }

    /// Where `key` is (`found`) in `keys` (sorted in CoreFoundation's key order), or where it would
    /// be inserted: a binary search, for documents updated one key at a time.
    static func position(of key: String, in keys: [String]) -> (index: Int, found: Bool) {
        var low = 0
        var high = keys.count
        let prefix = sortPrefix(key)
        while low < high {
            let middle = (low + high) / 2
            let candidate = keys[middle]
            if PlistExactText.equal(candidate, key) { return (middle, true) }
            let candidatePrefix = sortPrefix(candidate)
            let before = candidatePrefix != prefix ? candidatePrefix < prefix : utf16Precedes(candidate, key)
            if before { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// A UTF-8 byte's rank in UTF-16 order: EE and EF (U+E000...U+FFFF) move above F4; F5...FF never
    /// occur in UTF-8, so ranks stay distinct.
    @inline(__always)
    static func rank(_ byte: UInt8) -> UInt8 { byte == 0xEE || byte == 0xEF ? byte &+ 8 : byte }

    /// The first eight ranked bytes of `key`, big-endian, zero-padded: a key whose prefix is smaller
    /// sorts first; equal prefixes need ``utf16Precedes(_:_:)``.
    static func sortPrefix(_ key: String) -> UInt64 {
        var result: UInt64 = 0
        var count = 0
        for byte in key.utf8 {
            result = result << 8 | UInt64(rank(byte))
            count += 1
            if count == 8 { return result }
        }
        return count == 0 ? 0 : result << UInt64(8 * (8 - count))
    }

    /// Whether `a` sorts before `b` in CoreFoundation's key order (UTF-16 code units).
    static func utf16Precedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let count = min(x.count, y.count)
                var index = 0
                while index < count {
                    if x[index] != y[index] { return rank(x[index]) < rank(y[index]) }
                    index += 1
                }
                return x.count < y.count
            }
        }
    }

    /// Appends ``format(_:)-(Double)`` of `real` without building a `String` (a stack buffer for
    /// `vsnprintf`, in ``CLibrary``).
    private static func appendReal(_ real: Double, _ output: inout [UInt8]) {
        if real.isNaN || real.isInfinite || real == 0 {
            output.append(contentsOf: format(real).utf8)
            return
        }
        CLibrary.append(real, "%.17g", to: &output)
    }

    /// CoreFoundation's real format.
    static func format(_ real: Double) -> String {
        if real.isNaN { return "nan" }
        if real.isInfinite { return real > 0 ? "+infinity" : "-infinity" }
        if real == 0 { return "0.0" }
        return CLibrary.format(real, "%.17g")
    }

    /// `yyyy-MM-ddTHH:mm:ssZ` (UTC, whole seconds rounded down); outside years 0...9999 the year
    /// as CoreFoundation's `%04d` prints it (`-001`, `10000`), which CF's reader and ours read back.
    /// Nil for a time that is not finite or beyond a year of nine digits.
    static func format(_ date: Date) -> String? {
        let seconds = (date.timeIntervalSince1970).rounded(.down)
        guard seconds.isFinite, abs(seconds) < 3e16 else { return nil }
        let parts = CivilTime(secondsSince1970: Int64(seconds))
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let digits = String(abs(parts.year))
        let width = parts.year < 0 ? 3 : 4
        let yearText =
            (parts.year < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        return "\(yearText)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):"
            + "\(two(parts.minute)):\(two(parts.second))Z"
    }

    /// Whether `date` falls in years 1 to 9999, the dates every reader of XML property lists reads.
    static func hasFourDigitYear(_ date: Date) -> Bool {
        let seconds = (date.timeIntervalSince1970).rounded(.down)
        return seconds.isFinite && seconds >= -62_135_596_800 && seconds <= 253_402_300_799
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Base64 in lines of `76 - 8 × min(indent, 8)` characters, each indented like CoreFoundation.
    private static func appendBase64(_ data: Data, indent: Int, _ output: inout [UInt8]) {
        guard !data.isEmpty else { return }
        let lineIndent = min(indent, 8)
        let lineLength = 76 - 8 * lineIndent
        var encoded: [UInt8] = []
        encoded.reserveCapacity((data.count + 2) / 3 * 4)
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var index = 0
            while index + 3 <= raw.count {
                let value = UInt32(raw[index]) << 16 | UInt32(raw[index + 1]) << 8 | UInt32(raw[index + 2])
                encoded.append(alphabet[Int(value >> 18 & 63)])
                encoded.append(alphabet[Int(value >> 12 & 63)])
                encoded.append(alphabet[Int(value >> 6 & 63)])
                encoded.append(alphabet[Int(value & 63)])
                index += 3
            }
            let rest = raw.count - index
            if rest == 1 {
                let value = UInt32(raw[index]) << 16
                encoded.append(alphabet[Int(value >> 18 & 63)])
                encoded.append(alphabet[Int(value >> 12 & 63)])
                encoded.append(contentsOf: [0x3D, 0x3D])
            } else if rest == 2 {
                let value = UInt32(raw[index]) << 16 | UInt32(raw[index + 1]) << 8
                encoded.append(alphabet[Int(value >> 18 & 63)])
                encoded.append(alphabet[Int(value >> 12 & 63)])
                encoded.append(alphabet[Int(value >> 6 & 63)])
                encoded.append(0x3D)
            }
        }
        var start = 0
        while start < encoded.count {
            let end = min(start + lineLength, encoded.count)
            tabs(lineIndent, &output)
            output.append(contentsOf: encoded[start..<end])
            output.append(0x0A)
            start = end
        }
    }
}
