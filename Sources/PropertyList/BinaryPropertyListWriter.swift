import Foundation

/// Writes a ``PlistValue`` as a binary property list (`bplist00`) straight from the value, the
/// format CoreFoundation writes and reads: no bridging through Foundation objects.
///
/// Why our own writer: `PropertyListSerialization` needs the value converted to Foundation objects
/// first, whose `String`-keyed dictionaries merge keys that differ only in Unicode normalization,
/// and on a 1,000-key store domain it costs several times more CPU (settings-bench row 8). Like
/// CoreFoundation, strings, numbers, dates and data are written once however often they occur;
/// strings are ASCII when they can be, else UTF-16 big-endian; integers take 1, 2 or 4 bytes when
/// non-negative and small enough, else 8 (signed). It declines (returns nil, so Foundation writes
/// it) what it does not write: integers above `Int64.max` (CF's 16-byte form) and nesting deeper
/// than ``PlistLimits/maximumDepth``.
enum BinaryPropertyListWriter {
    /// The bytes of `value` as a binary property list, or nil when Foundation must write it.
    static func data(for value: PlistValue) -> Data? {
        var writer = Writer()
        guard writer.add(value, depth: 0) != nil else { return nil }
        return writer.encode()
    }

    /// A scalar's identity for uniquing: exact bytes and bits (Swift's `String` equality is
    /// canonical equivalence, which would merge two keys CoreFoundation keeps apart).
    private enum Unique: Hashable {
        case string([UInt8])
        case integer(Int64)
        case real(UInt64)
        case bool(Bool)
        case date(UInt64)
        case data(Data)
    }

    private enum Object {
        case scalar(Unique)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    private struct Writer {
        var objects: [Object] = []
        var uniqued: [Unique: Int] = [:]

        /// The index of `value`'s object (added, with its children, when new).
        mutating func add(_ value: PlistValue, depth: Int) -> Int? {
            guard depth < PlistLimits.maximumDepth else { return nil }
            switch value {
            case .string(let text): return scalar(.string(Array(text.utf8)))
            case .integer(let number): return scalar(.integer(number))
            case .unsignedInteger(let number):
                guard number <= UInt64(Int64.max) else { return nil }
                return scalar(.integer(Int64(number)))
            case .real(let number): return scalar(.real(number.bitPattern))
            case .bool(let flag): return scalar(.bool(flag))
            case .date(let date): return scalar(.date(date.timeIntervalSinceReferenceDate.bitPattern))
            case .data(let bytes): return scalar(.data(bytes))
            case .array(let items):
                let index = objects.count
                objects.append(.array([]))
                var references: [Int] = []
                references.reserveCapacity(items.count)
                for item in items {
                    guard let reference = add(item, depth: depth + 1) else { return nil }
                    references.append(reference)
                }
                objects[index] = .array(references)
                return index
            case .dictionary(let entries):
                let index = objects.count
                objects.append(.array([]))
                var keys: [Int] = []
                var values: [Int] = []
                keys.reserveCapacity(entries.count)
                values.reserveCapacity(entries.count)
                for key in entries.keys.sorted() {
                    keys.append(scalar(.string(Array(key.string.utf8))))
                    guard let reference = add(entries[key]!, depth: depth + 1) else { return nil }
                    values.append(reference)
                }
                objects[index] = .dictionary(keys: keys, values: values)
                return index
            }
        }

        mutating func scalar(_ unique: Unique) -> Int {
            if let index = uniqued[unique] { return index }
            let index = objects.count
            objects.append(.scalar(unique))
            uniqued[unique] = index
            return index
        }

        /// Header, objects, offset table and trailer.
        func encode() -> Data {
            // Wide enough for the object count itself, as CoreFoundation writes and requires: it
            // refuses a file whose references cannot hold the count (256 objects need two bytes,
            // though the last reference, 255, fits in one).
            let referenceSize = Self.byteCount(UInt64(objects.count))
            var out = Data("bplist00".utf8)
            var offsets: [Int] = []
            offsets.reserveCapacity(objects.count)
            for object in objects {
                offsets.append(out.count)
                switch object {
                case .scalar(let unique): Self.append(unique, to: &out)
                case .array(let references):
                    Self.appendMarker(0xA0, count: references.count, to: &out)
                    for reference in references {
                        Self.appendBigEndian(UInt64(reference), size: referenceSize, to: &out)
                    }
                case .dictionary(let keys, let values):
                    Self.appendMarker(0xD0, count: keys.count, to: &out)
                    for reference in keys + values {
                        Self.appendBigEndian(UInt64(reference), size: referenceSize, to: &out)
                    }
                }
            }
            let tableOffset = out.count
            let offsetSize = Self.byteCount(UInt64(max(tableOffset, 1)))
            for offset in offsets { Self.appendBigEndian(UInt64(offset), size: offsetSize, to: &out) }
            out.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)])
            Self.appendBigEndian(UInt64(objects.count), size: 8, to: &out)
            Self.appendBigEndian(0, size: 8, to: &out)  // the top object is the first
            Self.appendBigEndian(UInt64(tableOffset), size: 8, to: &out)
            return out
        }

        /// Bytes needed for an unsigned value: 1, 2, 4 or 8.
        static func byteCount(_ value: UInt64) -> Int {
            value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
        }

        static func appendBigEndian(_ value: UInt64, size: Int, to out: inout Data) {
            for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
                out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            }
        }

        /// An integer object: 1, 2 or 4 bytes unsigned when it fits, else 8 bytes signed.
        static func appendInteger(_ number: Int64, to out: inout Data) {
            let size = number < 0 ? 8 : byteCount(UInt64(number))
            out.append(0x10 | UInt8(size.trailingZeroBitCount))
            appendBigEndian(UInt64(bitPattern: number), size: size, to: &out)
        }

        /// A marker with its count in the low nibble, or 0xF and an integer object after it.
        static func appendMarker(_ marker: UInt8, count: Int, to out: inout Data) {
            if count < 15 {
                out.append(marker | UInt8(count))
            } else {
                out.append(marker | 0x0F)
                appendInteger(Int64(count), to: &out)
            }
        }

        static func append(_ unique: Unique, to out: inout Data) {
            switch unique {
            case .bool(let flag): out.append(flag ? 0x09 : 0x08)
            case .integer(let number): appendInteger(number, to: &out)
            case .real(let bits):
                out.append(0x23)
                appendBigEndian(bits, size: 8, to: &out)
            case .date(let bits):
                out.append(0x33)
                appendBigEndian(bits, size: 8, to: &out)
            case .data(let bytes):
                appendMarker(0x40, count: bytes.count, to: &out)
                out.append(bytes)
            case .string(let utf8):
                if utf8.allSatisfy({ $0 < 0x80 }) {
                    appendMarker(0x50, count: utf8.count, to: &out)
                    out.append(contentsOf: utf8)
                } else {
                    let units = Array(String(decoding: utf8, as: UTF8.self).utf16)
                    appendMarker(0x60, count: units.count, to: &out)
                    for unit in units { out.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
                }
            }
        }
    }
}
