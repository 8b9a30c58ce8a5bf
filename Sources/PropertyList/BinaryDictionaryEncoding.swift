import FoundationEssentials

/// The binary property list of a top-level dictionary (a store file in the Apple style), kept so
/// that it can be written again after a change of a few keys: the bytes are always exactly what
/// ``PropertyListCoder/encodeBinary(_:)`` writes for the whole dictionary.
///
/// Encoding a domain of a thousand keys again (sorting its keys, hashing every value to unique it)
/// was most of a durable one-key binary commit's CPU time. So the document keeps its keys in
/// CoreFoundation's order and its values as nodes of a ``BinaryObjectTable`` whose atoms are encoded
/// once: setting or removing a key hashes and encodes only that entry, and writing the document
/// again only numbers the objects and copies their bytes.
public struct BinaryDictionaryEncoding: Sendable {
    /// The whole document.
    public private(set) var bytes: [UInt8]
    /// The keys, in CoreFoundation's order (UTF-16 code units).
    private var keys: [String]
    /// The document's node stream: the top dictionary, then each entry's key and value.
    private var nodes: [BinaryObjectTable.Node]
    /// `ends[i]` is the node index just past entry `i`.
    private var ends: [Int]
    private var table: BinaryObjectTable

    /// The document of `dictionary`; nil when ``PropertyListCoder/encodeBinary(_:)`` would not write
    /// it with our writer (nesting deeper than ``PlistLimits/maximumDepth``). Keys that differ only
    /// in Unicode normalization stay two keys, as they do in a whole encoding.
    public init?(_ dictionary: [PlistKey: PlistValue]) {
        let value = PlistValue.dictionary(dictionary)
        guard BinaryObjectTable.writes(value) else { return nil }
        table = BinaryObjectTable(capacity: 2 * dictionary.count + 1)
        nodes = [BinaryObjectTable.Node(atom: BinaryObjectTable.Node.dictionaryTag, count: Int32(dictionary.count))]
        nodes.reserveCapacity(2 * dictionary.count + 1)
        keys = []
        keys.reserveCapacity(dictionary.count)
        ends = []
        ends.reserveCapacity(dictionary.count)
        for (key, value) in XMLPropertyListWriter.sortedByUTF16(dictionary) {
            nodes.append(table.keyNode(key))
            table.appendNodes(of: value, to: &nodes)
            keys.append(key)
            ends.append(nodes.count)
        }
        bytes = table.document(nodes)
    }

    /// The document as `Data`.
    public var data: Data { Data(bytes) }

    /// The number of keys.
    public var count: Int { keys.count }

    /// The bytes the table keeps for encoded values (for tests: values that go away give theirs back).
    var keptAtomBytes: Int { table.arenaCount }

    /// Sets (a value) or removes (nil) each key of `edits` in turn (a later edit of a key wins), then
    /// writes the document once. Returns false, leaving the document unchanged, when the result is
    /// a dictionary ``init(_:)`` refuses.
    @discardableResult
    public mutating func apply(_ edits: [(key: String, value: PlistValue?)]) -> Bool {
        guard accepts(edits) else { return false }
        for edit in edits { replace(edit.key, with: edit.value) }
        nodes[0].count = Int32(keys.count)
        bytes = table.document(nodes)
        return true
    }

    /// ``apply(_:)`` of one key.
    @discardableResult
    public mutating func set(_ value: PlistValue?, forKey key: String) -> Bool {
        apply([(key, value)])
    }

    /// Whether the dictionary after `edits` is one the writer writes: every value the edits set is
    /// (only the last edit of a key decides what is written).
    private func accepts(_ edits: [(key: String, value: PlistValue?)]) -> Bool {
        var seen = Set<PlistKey>()
        for edit in edits.reversed() where seen.insert(PlistKey(edit.key)).inserted {
            if let value = edit.value, !BinaryObjectTable.writes(value, depth: 1) { return false }
        }
        return true
    }

    private func start(of index: Int) -> Int { index == 0 ? 1 : ends[index - 1] }

    /// One edit of the node stream (the bytes are written again by the caller).
    private mutating func replace(_ key: String, with value: PlistValue?) {
        let (index, found) = XMLPropertyListWriter.position(of: key, in: keys)
        var entry: [BinaryObjectTable.Node] = []
        if let value {
            entry.append(table.keyNode(key))
            table.appendNodes(of: value, to: &entry)
        }
        if found {
            let range = start(of: index)..<ends[index]
            table.release(nodes[range])
            nodes.replaceSubrange(range, with: entry)
            let delta = entry.count - range.count
            if value == nil {
                keys.remove(at: index)
                ends.remove(at: index)
            } else {
                ends[index] += delta
            }
            shiftEnds(from: value == nil ? index : index + 1, by: delta)
        } else if !entry.isEmpty {
            let at = start(of: index)
            nodes.insert(contentsOf: entry, at: at)
            keys.insert(key, at: index)
            ends.insert(at + entry.count, at: index)
            shiftEnds(from: index + 1, by: entry.count)
        }
    }

    private mutating func shiftEnds(from index: Int, by delta: Int) {
        guard delta != 0 else { return }
        ends.withUnsafeMutableBufferPointer { ends in
            for position in index..<ends.count { ends[position] += delta }
        }
    }
}
