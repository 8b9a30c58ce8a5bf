import FoundationEssentials

/// Reads binary property lists (`bplist0?`, as CoreFoundation accepts) straight into ``PlistValue``,
/// and refuses what no ``PlistValue`` holds or what is damaged with an error saying what and where.
///
/// Why our own reader: on Linux `PropertyListSerialization` returns dictionaries bridged to Swift's
/// `[AnyHashable: Any]`, whose `String` keys compare by canonical equivalence, so a file holding
/// `é` composed and decomposed (two keys for CoreFoundation) came back with one of them (see
/// ``PlistKey``). This reader keeps every key with its exact scalars.
///
/// It reads what CoreFoundation writes: booleans, integers of 1, 2, 4 and 8 bytes (the first three
/// unsigned, the last signed) and of 16 bytes (how CF and plistlib write values above `Int64.max`;
/// values wider than 64 bits are refused with an error, not guessed at), 4- and 8-byte reals, dates, data, ASCII and UTF-16 strings, arrays and
/// dictionaries with string keys, each object read once however many times it is referenced. It
/// reads, as corelibs CoreFoundation does, bytes above 0x7F in an ASCII string as ISO Latin-1 and a
/// key given twice with its first value. It refuses, naming the object: null, fill, UIDs (keyed
/// archives) and sets (no ``PlistValue`` holds them; Foundation's bridged result failed on them
/// too), unpaired surrogates (CF keeps them, a Swift `String` cannot: Foundation's result had
/// U+FFFD), non-string keys, nesting deeper than the budget's depth (which includes reference
/// cycles), and any offset, count or size outside the file.
///
/// Shared references are counted against the ``InputBudget`` before anything is read
/// (`checkBudget`, in `BinaryPropertyListReader+Budget.swift`).
enum BinaryPropertyListReader {
    /// The value of a binary property list.
    /// - Throws: ``PropertyListError/malformed(_:)`` saying which object is refused and why.
    static func value(from data: Data, budget: InputBudget = .propertyList) throws(PropertyListError) -> PlistValue {
        try read(data, budget: budget).value
    }

    /// ``value(from:budget:)``, saying also whether a dictionary held a key twice.
    static func read(_ data: Data, budget: InputBudget = .propertyList) throws(PropertyListError) -> (
        value: PlistValue, sawDuplicateKey: Bool
    ) {
        var duplicate = false
        let result = data.withUnsafeBytes { raw -> (PlistValue?, PropertyListError?) in
            guard var state = Reader(UnsafeRawBufferPointer(raw)) else {
                return (nil, .malformed("a damaged binary property list (its header or trailer is invalid)"))
            }
            state.maximumDepth = budget.maximumDepth
            let value = state.object(state.topObject, depth: 0)
            duplicate = state.sawDuplicateKey
            return (value, state.refusal)
        }
        if let value = result.0 { return (value, duplicate) }
        throw result.1
            ?? .malformed("a damaged binary property list (an offset, count or size points outside the file)")
    }

    struct Reader {
        let bytes: UnsafeRawBufferPointer
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let offsetTable: Int
        /// Arrays, dictionaries, strings and data already read, by index: a shared one is read (and
        /// stored) once. Numbers, booleans and dates are read again at each reference (a few bytes
        /// each): storing every object made this table as large as the file, and its look-ups at
        /// random places, which cost more than reading the objects (issue 28).
        var cache: [Int: PlistValue] = [:]
        /// The deepest nesting read.
        var maximumDepth = PlistLimits.maximumDepth
        /// Whether a dictionary held a key twice (its later value is not in the result).
        var sawDuplicateKey = false
        /// Why the file is refused (the first fault found).
        var refusal: PropertyListError?

        /// Records why object `index` is refused (unless a fault is recorded already); returns nil.
        mutating func refuse(_ index: Int, _ reason: String) -> PlistValue? {
            if refusal == nil { refusal = .malformed("object \(index) \(reason)") }
            return nil
        }

        init?(_ bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
            guard bytes.count >= 8 + 32, Array(bytes[0..<7]) == Array("bplist0".utf8) else { return nil }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
                let count = Self.integer(bytes, at: trailer + 8, size: 8),
                let top = Self.integer(bytes, at: trailer + 16, size: 8),
                let table = Self.integer(bytes, at: trailer + 24, size: 8),
                count > 0, top < count, table >= 8, table <= trailer,
                count <= (trailer - table) / offsetSize
            else { return nil }
            objectCount = count
            topObject = top
            offsetTable = table
        }

        /// A big-endian unsigned integer of `size` bytes at `offset`, nil when outside the bytes
        /// or above `Int.max`.
        static func integer(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> Int? {
            guard offset >= 0, size <= bytes.count, offset <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }

        /// Where object `index` starts (before the offset table).
        func start(of index: Int) -> Int? {
            guard index >= 0, index < objectCount,
                let offset = Self.integer(bytes, at: offsetTable + index * offsetSize, size: offsetSize),
                offset >= 8, offset < offsetTable
            else { return nil }
            return offset
        }

        /// The count in a marker's low nibble, or the integer object after it when the nibble is 15;
        /// with the offset of what follows.
        func count(marker: UInt8, at offset: Int) -> (count: Int, next: Int)? {
            let nibble = Int(marker & 0x0F)
            if nibble != 0x0F { return (nibble, offset + 1) }
            guard offset + 1 < offsetTable else { return nil }
            let intMarker = bytes[offset + 1]
            guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else { return nil }
            let size = 1 << Int(intMarker & 0x0F)
            guard let value = Self.integer(bytes, at: offset + 2, size: size), offset + 2 + size <= offsetTable
            else { return nil }
            return (value, offset + 2 + size)
        }

        /// `count` object references starting at `offset`.
        func references(_ count: Int, at offset: Int) -> [Int]? {
            guard count <= (offsetTable - offset) / referenceSize else { return nil }
            var result: [Int] = []
            result.reserveCapacity(count)
            for position in 0..<count {
                guard let reference = Self.integer(bytes, at: offset + position * referenceSize, size: referenceSize)
                else { return nil }
                result.append(reference)
            }
            return result
        }

        /// The object reference at `position` of the list of references starting at `offset`.
        func reference(at offset: Int, _ position: Int) -> Int? {
            Self.integer(bytes, at: offset + position * referenceSize, size: referenceSize)
        }

        mutating func object(_ index: Int, depth: Int) -> PlistValue? {
            if let cached = cache[index] { return cached }
            guard refusal == nil, let offset = start(of: index) else { return nil }
            guard depth < maximumDepth else {
                return refuse(index, "nests more than \(maximumDepth) levels deep (or its references form a cycle)")
            }
            let marker = bytes[offset]
            let value: PlistValue
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: value = .bool(false)
                case 0x09: value = .bool(true)
                case 0x00: return refuse(index, "is null, which is not a property-list value")
                default: return refuse(index, "has the unknown marker 0x\(String(marker, radix: 16))")
                }
            case 0x1:
                let exponent = Int(marker & 0x0F)
                if exponent == 4 {
                    guard let wide = integer128(at: offset, index: index) else { return nil }
                    value = wide
                    break
                }
                guard exponent <= 3 else { return nil }
                let size = 1 << exponent
                guard offset + 1 + size <= offsetTable else { return nil }
                var raw: UInt64 = 0
                for position in (offset + 1)..<(offset + 1 + size) { raw = raw << 8 | UInt64(bytes[position]) }
                value = .integer(size == 8 ? Int64(bitPattern: raw) : Int64(raw))
            case 0x2:
                switch marker & 0x0F {
                case 2:
                    guard offset + 5 <= offsetTable, let bits = Self.integer(bytes, at: offset + 1, size: 4) else {
                        return nil
                    }
                    value = .real(Double(Float(bitPattern: UInt32(bits))))
                case 3:
                    guard offset + 9 <= offsetTable else { return nil }
                    value = .real(Double(bitPattern: bits64(at: offset + 1)))
                default: return nil
                }
            case 0x3:
                guard marker == 0x33, offset + 9 <= offsetTable else { return nil }
                value = .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: bits64(at: offset + 1))))
            case 0x4:
                guard case (let length, let next)? = count(marker: marker, at: offset), length <= offsetTable - next
                else {
                    return nil
                }
                value = .data(Data(UnsafeRawBufferPointer(rebasing: bytes[next..<(next + length)])))
            case 0x5, 0x6:
                guard let text = string(at: offset, index: index) else { return nil }
                value = .string(text)
            // The references are read where they stand, not copied into an array first.
            case 0xA:
                guard case (let count, let next)? = count(marker: marker, at: offset),
                    count <= (offsetTable - next) / referenceSize
                else { return nil }
                var values: [PlistValue] = []
                values.reserveCapacity(count)
                for position in 0..<count {
                    guard let reference = reference(at: next, position),
                        let element = object(reference, depth: depth + 1)
                    else { return nil }
                    values.append(element)
                }
                value = .array(values)
            case 0xD:
                guard case (let count, let next)? = count(marker: marker, at: offset), count <= Int.max / 2,
                    count * 2 <= (offsetTable - next) / referenceSize
                else { return nil }
                var values = [PlistKey: PlistValue](minimumCapacity: count)
                for position in 0..<count {
                    guard let keyReference = reference(at: next, position),
                        let valueReference = reference(at: next, count + position),
                        let keyOffset = start(of: keyReference), let key = string(at: keyOffset, index: keyReference),
                        let element = object(valueReference, depth: depth + 1)
                    else { return nil }
                    // A key given twice: the first value stays, as CoreFoundation's reader leaves it.
                    if values[PlistKey(key)] == nil { values[PlistKey(key)] = element } else { sawDuplicateKey = true }
                }
                value = .dictionary(values)
            case 0x8: return refuse(index, "is a keyed archive's UID, which is not a property-list value")
            case 0xC: return refuse(index, "is a set, which is not a property-list value")
            default:
                return refuse(index, "has the unknown marker 0x\(String(marker, radix: 16))")
            }
            switch value {
            case .string, .data, .array, .dictionary: cache[index] = value
            default: break
            }
            return value
        }

        /// A 16-byte integer (two's complement, big-endian): CF and plistlib write values from
        /// `Int64.max + 1` to `UInt64.max` so. One that does not fit in 64 bits sets `refusal`.
        mutating func integer128(at offset: Int, index: Int) -> PlistValue? {
            guard offset + 17 <= offsetTable else { return nil }
            let high = bits64(at: offset + 1)
            let low = bits64(at: offset + 9)
            if high == 0 { return low <= UInt64(Int64.max) ? .integer(Int64(low)) : .unsignedInteger(low) }
            if high == .max, low > UInt64(Int64.max) { return .integer(Int64(bitPattern: low)) }
            refusal = .malformed(
                "object \(index) is an integer wider than 64 bits, which no defaults value can hold")
            return nil
        }

        func bits64(at offset: Int) -> UInt64 {
            var raw: UInt64 = 0
            for position in offset..<(offset + 8) { raw = raw << 8 | UInt64(bytes[position]) }
            return raw
        }

        /// The ASCII or UTF-16 string object `index` at `offset`; nil (with the reason recorded)
        /// for any other object or text without an exact `String`.
        mutating func string(at offset: Int, index: Int) -> String? {
            let marker = bytes[offset]
            guard marker >> 4 == 0x5 || marker >> 4 == 0x6 else {
                return refuse(index, "is a dictionary key that is not a string").flatMap { _ in nil }
            }
            guard case (let length, let next)? = count(marker: marker, at: offset) else { return nil }
            if marker >> 4 == 0x5 {
                guard length <= offsetTable - next else { return nil }
                let slice = UnsafeRawBufferPointer(rebasing: bytes[next..<(next + length)])
                guard slice.allSatisfy({ $0 < 0x80 }) else {
                    // Bytes above 0x7F in an "ASCII" string: ISO Latin-1, as corelibs CoreFoundation
                    // reads its 8-bit strings.
                    return String(String.UnicodeScalarView(slice.map { Unicode.Scalar($0) }))
                }
                return String(decoding: slice, as: UTF8.self)
            }
            guard length <= (offsetTable - next) / 2 else { return nil }
            var units: [UInt16] = []
            units.reserveCapacity(length)
            for position in 0..<length {
                units.append(UInt16(bytes[next + 2 * position]) << 8 | UInt16(bytes[next + 2 * position + 1]))
            }
            // Unpaired surrogates have no exact String.
            let objectIndex = index
            var index = 0
            while index < units.count {
                let unit = units[index]
                if (0xD800...0xDBFF).contains(unit) {
                    guard index + 1 < units.count, (0xDC00...0xDFFF).contains(units[index + 1]) else {
                        return unpairedSurrogate(object: objectIndex)
                    }
                    index += 2
                } else {
                    guard !(0xDC00...0xDFFF).contains(unit) else { return unpairedSurrogate(object: objectIndex) }
                    index += 1
                }
            }
            return String(decoding: units, as: UTF16.self)
        }

        mutating func unpairedSurrogate(object index: Int) -> String? {
            refuse(index, "is a UTF-16 string with an unpaired surrogate").flatMap { _ in nil }
        }

    }
}
