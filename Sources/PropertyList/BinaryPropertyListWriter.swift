import Foundation

/// Writes a ``PlistValue`` as a binary property list (`bplist00`) straight from the value, the
/// format CoreFoundation writes and reads: no bridging through Foundation objects.
///
/// Why our own writer: `PropertyListSerialization` needs the value converted to Foundation objects
/// first, whose `String`-keyed dictionaries merge keys that differ only in Unicode normalization,
/// and on a 1,000-key store domain it costs several times more CPU (settings-bench row 8). Like
/// CoreFoundation, strings, numbers, dates and data are written once however often they occur;
/// strings are ASCII when they can be, else UTF-16 big-endian; integers take 1, 2 or 4 bytes when
/// non-negative and small enough, 8 (signed) up to `Int64.max` and below zero, and 16 above
/// `Int64.max` (CF's and plistlib's form for `UInt64` values: marker `0x14`, eight zero bytes, then
/// the value). It declines (returns nil, so Foundation writes it) only nesting deeper than
/// ``PlistLimits/maximumDepth``. Keys that differ only in Unicode normalization stay two keys, as
/// CoreFoundation keeps them.
///
/// Two passes, each linear: the value is flattened into a table of objects (scalars uniqued by a
/// hash of their exact bytes or bits, collections as runs of one shared reference array), then the
/// table is written into one byte buffer with the reference and offset widths computed once.
/// Dictionary keys are written in CoreFoundation's key order (the XML writer's), so the same value
/// always gives the same bytes.
enum BinaryPropertyListWriter {
    /// The bytes of `value` as a binary property list, or nil when Foundation must write it.
    static func data(for value: PlistValue) -> Data? {
        var table = ObjectTable()
        // Sized for a flat domain (a key and a value per entry), the shape stores hold, so the tables
        // are not rehashed and regrown as they fill.
        switch value {
        case .dictionary(let entries): table.reserveCapacity(2 * entries.count + 1)
        case .array(let items): table.reserveCapacity(items.count + 1)
        default: break
        }
        guard table.add(value, depth: 0) != nil else { return nil }
        return Data(table.encoded())
    }

    /// One object of the file. Collections name a run of ``ObjectTable/references``: an array its
    /// elements, a dictionary its keys and then its values.
    private enum Object {
        case string(String)
        case integer(Int64)
        /// Above `Int64.max`: written in 16 bytes.
        case wideInteger(UInt64)
        case real(Double)
        case bool(Bool)
        case date(Double)
        case data(Data)
        case array(start: Int, count: Int)
        case dictionary(start: Int, count: Int)
    }

    /// A scalar's identity for uniquing: exact scalars, bits and bytes (Swift's `String` equality is
    /// canonical equivalence, which would merge two keys CoreFoundation keeps apart).
    private enum Unique: Hashable {
        case string(PlistKey)
        case integer(Int64)
        case wideInteger(UInt64)
        case real(UInt64)
        case bool(Bool)
        case date(UInt64)
        case data(Data)
    }

    private struct ObjectTable {
        var objects: [Object] = []
        var references: [Int] = []
        var uniqued: [Unique: Int] = [:]

        /// The index of `value`'s object (added, with its children, when new).
        mutating func add(_ value: PlistValue, depth: Int) -> Int? {
            guard depth < PlistLimits.maximumDepth else { return nil }
            switch value {
            case .string(let text): return unique(.string(PlistKey(text)), .string(text))
            case .integer(let number): return unique(.integer(number), .integer(number))
            case .unsignedInteger(let number):
                guard number <= UInt64(Int64.max) else { return unique(.wideInteger(number), .wideInteger(number)) }
                return unique(.integer(Int64(number)), .integer(Int64(number)))
            case .real(let number): return unique(.real(number.bitPattern), .real(number))
            case .bool(let flag): return unique(.bool(flag), .bool(flag))
            case .date(let date):
                let seconds = date.timeIntervalSinceReferenceDate
                return unique(.date(seconds.bitPattern), .date(seconds))
            case .data(let bytes): return unique(.data(bytes), .data(bytes))
            case .array(let items):
                let start = reserve(items.count)
                let index = append(.array(start: start, count: items.count))
                for (offset, item) in items.enumerated() {
                    guard let reference = add(item, depth: depth + 1) else { return nil }
                    references[start + offset] = reference
                }
                return index
            case .dictionary(let entries):
                let count = entries.count
                let start = reserve(2 * count)
                let index = append(.dictionary(start: start, count: count))
                for (offset, entry) in XMLPropertyListWriter.sortedByUTF16(entries).enumerated() {
                    references[start + offset] = unique(.string(PlistKey(entry.key)), .string(entry.key))
                    guard let reference = add(entry.value, depth: depth + 1) else { return nil }
                    references[start + count + offset] = reference
                }
                return index
            }
        }

        mutating func reserveCapacity(_ count: Int) {
            objects.reserveCapacity(count)
            references.reserveCapacity(count)
            uniqued.reserveCapacity(count)
        }

        mutating func append(_ object: Object) -> Int {
            objects.append(object)
            return objects.count - 1
        }

        /// Reserves `count` reference slots and returns the first.
        mutating func reserve(_ count: Int) -> Int {
            let start = references.count
            references.append(contentsOf: repeatElement(0, count: count))
            return start
        }

        /// The index of the scalar `key` identifies, added as `object` when new.
        mutating func unique(_ key: Unique, _ object: Object) -> Int {
            if let index = uniqued[key] { return index }
            let index = append(object)
            uniqued[key] = index
            return index
        }

        /// Header, objects, offset table and trailer, in one buffer.
        func encoded() -> [UInt8] {
            // Wide enough for the object count itself, as CoreFoundation writes and requires: it
            // refuses a file whose references cannot hold the count (256 objects need two bytes,
            // though the last reference, 255, fits in one).
            let referenceSize = Self.byteCount(UInt64(objects.count))
            var out = ByteBuffer(capacity: 8 + objects.count * 12 + references.count * referenceSize + 64)
            out.append(contentsOf: "bplist00".utf8)
            var offsets: [Int] = []
            offsets.reserveCapacity(objects.count)
            for object in objects {
                offsets.append(out.count)
                switch object {
                case .string(let text): out.appendString(text)
                case .integer(let number): out.appendInteger(number)
                case .wideInteger(let number):
                    out.append(0x14)
                    out.appendBigEndian(0, size: 8)
                    out.appendBigEndian(number, size: 8)
                case .real(let number):
                    out.append(0x23)
                    out.appendBigEndian(number.bitPattern, size: 8)
                case .bool(let flag): out.append(flag ? 0x09 : 0x08)
                case .date(let seconds):
                    out.append(0x33)
                    out.appendBigEndian(seconds.bitPattern, size: 8)
                case .data(let bytes):
                    out.appendMarker(0x40, count: bytes.count)
                    out.append(contentsOf: bytes)
                case .array(let start, let count):
                    out.appendMarker(0xA0, count: count)
                    for reference in references[start..<start + count] {
                        out.appendBigEndian(UInt64(reference), size: referenceSize)
                    }
                case .dictionary(let start, let count):
                    out.appendMarker(0xD0, count: count)
                    for reference in references[start..<start + 2 * count] {
                        out.appendBigEndian(UInt64(reference), size: referenceSize)
                    }
                }
            }
            let tableOffset = out.count
            let offsetSize = Self.byteCount(UInt64(max(tableOffset, 1)))
            for offset in offsets { out.appendBigEndian(UInt64(offset), size: offsetSize) }
            out.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)])
            out.appendBigEndian(UInt64(objects.count), size: 8)
            out.appendBigEndian(0, size: 8)  // the top object is the first
            out.appendBigEndian(UInt64(tableOffset), size: 8)
            return out.bytes
        }

        /// Bytes needed for an unsigned value: 1, 2, 4 or 8.
        static func byteCount(_ value: UInt64) -> Int {
            value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
        }
    }

    /// The output: a byte array grown in place, with the binary format's encodings of numbers,
    /// markers and strings.
    private struct ByteBuffer {
        var bytes: [UInt8] = []

        init(capacity: Int) { bytes.reserveCapacity(capacity) }

        var count: Int { bytes.count }

        mutating func append(_ byte: UInt8) { bytes.append(byte) }

        mutating func append(contentsOf other: some Sequence<UInt8>) { bytes.append(contentsOf: other) }

        mutating func appendBigEndian(_ value: UInt64, size: Int) {
            switch size {
            case 1: bytes.append(UInt8(truncatingIfNeeded: value))
            case 2:
                bytes.append(UInt8(truncatingIfNeeded: value >> 8))
                bytes.append(UInt8(truncatingIfNeeded: value))
            default:
                withUnsafeBytes(of: value.bigEndian) { bytes.append(contentsOf: $0.suffix(size)) }
            }
        }

        /// An integer object: 1, 2 or 4 bytes unsigned when it fits, else 8 bytes signed.
        mutating func appendInteger(_ number: Int64) {
            let size = number < 0 ? 8 : ObjectTable.byteCount(UInt64(number))
            bytes.append(0x10 | UInt8(size.trailingZeroBitCount))
            appendBigEndian(UInt64(bitPattern: number), size: size)
        }

        /// A marker with its count in the low nibble, or 0xF and an integer object after it.
        mutating func appendMarker(_ marker: UInt8, count: Int) {
            if count < 15 {
                bytes.append(marker | UInt8(count))
            } else {
                bytes.append(marker | 0x0F)
                appendInteger(Int64(count))
            }
        }

        /// ASCII when every byte is, else UTF-16 big-endian (as CoreFoundation writes strings).
        mutating func appendString(_ text: String) {
            var text = text
            let ascii: Bool = text.withUTF8 { utf8 in
                guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
                appendMarker(0x50, count: utf8.count)
                bytes.append(contentsOf: utf8)
                return true
            }
            guard !ascii else { return }
            appendMarker(0x60, count: text.utf16.count)
            for unit in text.utf16 {
                bytes.append(UInt8(unit >> 8))
                bytes.append(UInt8(truncatingIfNeeded: unit))
            }
        }
    }
}
