import FoundationEssentials

/// The objects of a binary property list, kept so that a document can be written again after a
/// small change without hashing or encoding its unchanged values again (see
/// ``BinaryDictionaryEncoding``).
///
/// A value is flattened into *nodes* in the order CoreFoundation numbers objects (depth first: a
/// collection, then its children; a dictionary's children are its keys and values in pairs, keys in
/// CoreFoundation's order). Scalars are *atoms*: uniqued by their exact scalars, bits or bytes
/// (Swift's `String` equality is canonical equivalence, which would merge two keys CoreFoundation
/// keeps apart), encoded once into one byte arena and counted by use, so a value that goes away
/// gives its atoms back. Writing a document walks its nodes once to number the objects (an atom's
/// first use numbers it, as CoreFoundation's uniquing does) and once more to copy their bytes.
struct BinaryObjectTable {
    /// One object of a document's node stream: an atom, or a collection whose children follow it.
    struct Node {
        /// The atom's id, or ``arrayTag`` / ``dictionaryTag``.
        var atom: Int32
        /// A collection's element or entry count.
        var count: Int32

        static let arrayTag: Int32 = -1
        static let dictionaryTag: Int32 = -2
    }

    /// A scalar's identity.
    private enum Unique: Hashable {
        case string(PlistKey)
        case integer(Int64)
        /// Above `Int64.max`: written in 16 bytes.
        case wideInteger(UInt64)
        case real(UInt64)
        case bool(Bool)
        case date(UInt64)
        case data(Data)
    }

    private var ids: [Unique: Int32] = [:]
    /// Per atom id: its identity (nil once free), its bytes in `arena`, and how many nodes use it.
    private var uniques: [Unique?] = []
    private var spans: [(start: Int, count: Int)] = []
    private var uses: [Int] = []
    private var freeIDs: [Int32] = []
    private var arena: [UInt8] = []
    /// Bytes of `arena` that no live atom uses (compacted when they outgrow the live ones).
    private var garbage = 0

    /// The bytes the encoded atoms take, freed ones not yet compacted away included.
    var arenaCount: Int { arena.count }

    init(capacity: Int = 0) {
        ids.reserveCapacity(capacity)
        uniques.reserveCapacity(capacity)
        spans.reserveCapacity(capacity)
        uses.reserveCapacity(capacity)
        arena.reserveCapacity(capacity * 12)
    }

    /// Whether the binary writer writes `value` (nested `depth` deep): not nesting deeper than
    /// ``PlistLimits/maximumDepth``.
    static func writes(_ value: PlistValue, depth: Int = 0) -> Bool {
        guard depth < PlistLimits.maximumDepth else { return false }
        switch value {
        case .array(let items): return items.allSatisfy { writes($0, depth: depth + 1) }
        case .dictionary(let entries): return entries.values.allSatisfy { writes($0, depth: depth + 1) }
        default: return true
        }
    }

    /// Appends the nodes of `value` (one that ``writes(_:depth:)``) to `nodes`, taking a use of each
    /// of its atoms.
    mutating func appendNodes(of value: PlistValue, to nodes: inout [Node]) {
        switch value {
        case .string(let text): nodes.append(atom(.string(PlistKey(text))))
        case .integer(let number): nodes.append(atom(.integer(number)))
        case .unsignedInteger(let number):
            nodes.append(atom(number <= UInt64(Int64.max) ? .integer(Int64(number)) : .wideInteger(number)))
        case .real(let number): nodes.append(atom(.real(number.bitPattern)))
        case .bool(let flag): nodes.append(atom(.bool(flag)))
        case .date(let date): nodes.append(atom(.date(date.timeIntervalSinceReferenceDate.bitPattern)))
        case .data(let bytes): nodes.append(atom(.data(bytes)))
        case .array(let items):
            nodes.append(Node(atom: Node.arrayTag, count: Int32(items.count)))
            for item in items { appendNodes(of: item, to: &nodes) }
        case .dictionary(let entries):
            nodes.append(Node(atom: Node.dictionaryTag, count: Int32(entries.count)))
            for entry in XMLPropertyListWriter.sortedByUTF16(entries) {
                nodes.append(keyNode(entry.key))
                appendNodes(of: entry.value, to: &nodes)
            }
        }
    }

    /// The node of a dictionary key, taking a use of its atom.
    mutating func keyNode(_ key: String) -> Node { atom(.string(PlistKey(key))) }

    /// Gives back the uses `nodes` took.
    mutating func release(_ nodes: ArraySlice<Node>) {
        for node in nodes where node.atom >= 0 {
            let id = Int(node.atom)
            uses[id] -= 1
            guard uses[id] == 0 else { continue }
            if let unique = uniques[id] { ids.removeValue(forKey: unique) }
            uniques[id] = nil
            garbage += spans[id].count
            spans[id] = (0, 0)
            freeIDs.append(node.atom)
        }
        if garbage > 4096 && garbage > arena.count / 2 { compact() }
    }

    /// The node of the atom `unique` identifies, encoded and added when new.
    private mutating func atom(_ unique: Unique) -> Node {
        // One hash lookup: the id a new atom would take is stored through the subscript's default.
        let candidate = freeIDs.last ?? Int32(uniques.count)
        var isNew = false
        let id = Self.lookUp(&ids[unique, default: -1], else: candidate, isNew: &isNew)
        guard isNew else {
            uses[Int(id)] += 1
            return Node(atom: id, count: 0)
        }
        let start = arena.count
        Self.encode(unique, into: &arena)
        let span = (start: start, count: arena.count - start)
        if freeIDs.popLast() != nil {
            uniques[Int(id)] = unique
            spans[Int(id)] = span
            uses[Int(id)] = 1
        } else {
            uniques.append(unique)
            spans.append(span)
            uses.append(1)
        }
        return Node(atom: id, count: 0)
    }

    /// `slot` (-1 when absent), set to `candidate` when absent.
    private static func lookUp(_ slot: inout Int32, else candidate: Int32, isNew: inout Bool) -> Int32 {
        if slot < 0 {
            slot = candidate
            isNew = true
        }
        return slot
    }

    /// Copies the live atoms' bytes into a new arena.
    private mutating func compact() {
        var packed: [UInt8] = []
        packed.reserveCapacity(arena.count - garbage)
        for id in spans.indices where uniques[id] != nil {
            let span = spans[id]
            spans[id].start = packed.count
            packed.append(contentsOf: arena[span.start..<span.start + span.count])
        }
        arena = packed
        garbage = 0
    }

    /// The binary property list whose top object is the first of `nodes` (a whole value's stream):
    /// header, objects numbered as CoreFoundation numbers them, offset table and trailer.
    func document(_ nodes: [Node]) -> [UInt8] {
        // Pass 1: number the objects. `objects` holds an atom id, or for a collection the negated
        // 1-based start of its run in `references` (its children's numbers: an array's elements, a
        // dictionary's keys and then its values) with its count beside it.
        var number = [Int32](repeating: -1, count: uniques.count)
        var objects: [(atom: Int32, start: Int32, count: Int32)] = []
        objects.reserveCapacity(nodes.count)
        var references: [Int32] = []
        references.reserveCapacity(nodes.count)
        // The open collections: where their references start, how many children they take and have.
        var open: [(start: Int, count: Int, filled: Int, pairs: Bool)] = []
        for node in nodes {
            let index: Int32
            var children = 0
            if node.atom >= 0 {
                if number[Int(node.atom)] < 0 {
                    number[Int(node.atom)] = Int32(objects.count)
                    objects.append((node.atom, 0, 0))
                }
                index = number[Int(node.atom)]
            } else {
                index = Int32(objects.count)
                children = node.atom == Node.dictionaryTag ? 2 * Int(node.count) : Int(node.count)
                objects.append((node.atom, Int32(references.count), node.count))
            }
            if let parent = open.last {
                let child = parent.filled
                let slot = parent.pairs ? (child % 2 == 0 ? child / 2 : parent.count / 2 + child / 2) : child
                references[parent.start + slot] = index
                open[open.count - 1].filled += 1
            }
            if children > 0 {
                open.append((references.count, children, 0, node.atom == Node.dictionaryTag))
                references.append(contentsOf: repeatElement(-1, count: children))
            }
            while let last = open.last, last.filled == last.count { open.removeLast() }
        }

        // Pass 2: the bytes. References are wide enough for the object count itself, as
        // CoreFoundation writes and requires (256 objects need two bytes, though the last
        // reference, 255, fits in one).
        let referenceSize = Self.byteCount(UInt64(objects.count))
        var out: [UInt8] = []
        out.reserveCapacity(8 + arena.count - garbage + objects.count * 9 + references.count * referenceSize + 64)
        out.append(contentsOf: "bplist00".utf8)
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        arena.withUnsafeBufferPointer { arena in
            for object in objects {
                offsets.append(out.count)
                if object.atom >= 0 {
                    let span = spans[Int(object.atom)]
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: arena[span.start..<span.start + span.count]))
                    continue
                }
                let count = Int(object.count)
                Self.appendMarker(object.atom == Node.dictionaryTag ? 0xD0 : 0xA0, count: count, to: &out)
                let run = object.atom == Node.dictionaryTag ? 2 * count : count
                let start = Int(object.start)
                for reference in references[start..<start + run] {
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

    /// An atom's object bytes: strings ASCII when they can be, else UTF-16 big-endian; integers 1, 2
    /// or 4 bytes unsigned when they fit, else 8 bytes signed, and 16 above `Int64.max` (as
    /// CoreFoundation and plistlib write `UInt64` values: marker `0x14`, eight zero bytes, the value).
    private static func encode(_ unique: Unique, into out: inout [UInt8]) {
        switch unique {
        case .string(let key):
            var text = key.string
            let ascii: Bool = text.withUTF8 { utf8 in
                guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
                appendMarker(0x50, count: utf8.count, to: &out)
                out.append(contentsOf: utf8)
                return true
            }
            guard !ascii else { return }
            appendMarker(0x60, count: text.utf16.count, to: &out)
            for unit in text.utf16 {
                out.append(UInt8(unit >> 8))
                out.append(UInt8(truncatingIfNeeded: unit))
            }
        case .integer(let number): appendInteger(number, to: &out)
        case .wideInteger(let number):
            out.append(0x14)
            appendBigEndian(0, size: 8, to: &out)
            appendBigEndian(number, size: 8, to: &out)
        case .real(let bits):
            out.append(0x23)
            appendBigEndian(bits, size: 8, to: &out)
        case .bool(let flag): out.append(flag ? 0x09 : 0x08)
        case .date(let bits):
            out.append(0x33)
            appendBigEndian(bits, size: 8, to: &out)
        case .data(let bytes):
            appendMarker(0x40, count: bytes.count, to: &out)
            out.append(contentsOf: bytes)
        }
    }

    private static func appendBigEndian(_ value: UInt64, size: Int, to out: inout [UInt8]) {
        switch size {
        case 1: out.append(UInt8(truncatingIfNeeded: value))
        case 2:
            out.append(UInt8(truncatingIfNeeded: value >> 8))
            out.append(UInt8(truncatingIfNeeded: value))
        default: withUnsafeBytes(of: value.bigEndian) { out.append(contentsOf: $0.suffix(size)) }
        }
    }

    private static func appendInteger(_ number: Int64, to out: inout [UInt8]) {
        let size = number < 0 ? 8 : byteCount(UInt64(number))
        out.append(0x10 | UInt8(size.trailingZeroBitCount))
        appendBigEndian(UInt64(bitPattern: number), size: size, to: &out)
    }

    /// A marker with its count in the low nibble, or 0xF and an integer object after it.
    private static func appendMarker(_ marker: UInt8, count: Int, to out: inout [UInt8]) {
        if count < 15 {
            out.append(marker | UInt8(count))
        } else {
            out.append(marker | 0x0F)
            appendInteger(Int64(count), to: &out)
        }
    }
}
