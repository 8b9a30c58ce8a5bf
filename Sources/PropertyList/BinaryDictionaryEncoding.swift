import Foundation

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
    /// How many keys are not ASCII (only those can be canonically equivalent to another key).
    private var nonASCIIKeys = 0

    /// The document of `dictionary`; nil when ``PropertyListCoder/encodeBinary(_:)`` would not write
    /// it with our writer: keys that differ only in Unicode normalization, integers above
    /// `Int64.max`, nesting deeper than ``PlistLimits/maximumDepth``.
    public init?(_ dictionary: [PlistKey: PlistValue]) {
        let value = PlistValue.dictionary(dictionary)
        guard BinaryObjectTable.writes(value), !value.hasEquivalentKeys else { return nil }
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
            if !PlistKey(key).isASCII { nonASCIIKeys += 1 }
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

    /// Whether the dictionary after `edits` is one the writer writes: every new value writable and
    /// without equivalent keys of its own, and no two keys canonically equivalent (possible only
    /// when a key involved is not ASCII).
    private func accepts(_ edits: [(key: String, value: PlistValue?)]) -> Bool {
        var checkKeys = false
        var seen = Set<PlistKey>()
        // Only the last edit of a key decides what is written.
        for edit in edits.reversed() where seen.insert(PlistKey(edit.key)).inserted {
            if let value = edit.value {
                guard BinaryObjectTable.writes(value, depth: 1), !value.hasEquivalentKeys else { return false }
            }
            if nonASCIIKeys > 0 || !PlistKey(edit.key).isASCII { checkKeys = true }
        }
        guard checkKeys else { return true }
        var after = Set(keys.map { PlistKey($0) })
        for edit in edits {
            if edit.value == nil { after.remove(PlistKey(edit.key)) } else { after.insert(PlistKey(edit.key)) }
        }
        return !PlistValue.dictionary(Dictionary(uniqueKeysWithValues: after.map { ($0, PlistValue.bool(true)) }))
            .hasEquivalentKeys
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
        let ascii = PlistKey(key).isASCII
        if found {
            let range = start(of: index)..<ends[index]
            table.release(nodes[range])
            nodes.replaceSubrange(range, with: entry)
            let delta = entry.count - range.count
            if value == nil {
                keys.remove(at: index)
                ends.remove(at: index)
                if !ascii { nonASCIIKeys -= 1 }
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
            if !ascii { nonASCIIKeys += 1 }
        }
    }

    private mutating func shiftEnds(from index: Int, by delta: Int) {
        guard delta != 0 else { return }
        ends.withUnsafeMutableBufferPointer { ends in
            for position in index..<ends.count { ends[position] += delta }
        }
    }
}
