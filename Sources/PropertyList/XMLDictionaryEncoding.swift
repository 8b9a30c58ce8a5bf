import FoundationEssentials

/// The XML document of a top-level dictionary (a store file), kept so that it can be updated one key
/// at a time: the bytes are always exactly what ``PropertyListCoder/encodeXML(_:)`` (and so
/// Foundation's `PropertyListSerialization`) writes for the whole dictionary.
///
/// Re-encoding (and re-sorting) a whole domain of a thousand keys would be almost all of a durable
/// one-key commit's CPU time. So the document remembers its keys in
/// CoreFoundation's order and where each entry ends, so setting or removing a key encodes only that
/// entry and splices it in: one binary search, one `memmove` of the bytes after it, and a shift of
/// the later entries' offsets. Foundation has no such API; `PropertyListSerialization` always
/// serialises the whole object graph.
public struct XMLDictionaryEncoding: Sendable, Equatable {
    /// The whole document.
    public private(set) var bytes: [UInt8]
    /// The keys, in CoreFoundation's order (UTF-16 code units).
    private var keys: [String]
    /// `ends[i]` is the offset just past entry `i` (its `<key>` line and its value).
    private var ends: [Int]

    private static let dictOpen = Array("<dict>\n".utf8)
    private static let emptyDict = Array("<dict/>\n".utf8)
    private static let trailer = Array("</dict>\n</plist>\n".utf8)
    private static let emptyTrailer = Array("</plist>\n".utf8)
    /// Where the first entry starts in a non-empty document.
    private static let bodyStart = XMLPropertyListWriter.header.utf8.count + dictOpen.count

    /// The document of `dictionary` (values are normalized for storage first, as `encodeXML` does);
    /// nil when it holds a value the fast writer does not reproduce (a date before year 1 or after
    /// 9999), which only Foundation's encoder can write.
    public init?(_ dictionary: [PlistKey: PlistValue]) {
        keys = []
        ends = []
        bytes = []
        if dictionary.isEmpty {
            bytes = Self.emptyDocument()
            return
        }
        keys.reserveCapacity(dictionary.count)
        ends.reserveCapacity(dictionary.count)
        bytes.reserveCapacity(dictionary.count * 64 + 256)
        bytes.append(contentsOf: XMLPropertyListWriter.header.utf8)
        bytes.append(contentsOf: Self.dictOpen)
        for (key, value) in XMLPropertyListWriter.sortedByUTF16(dictionary) {
            guard XMLPropertyListWriter.appendEntry(key: key, value: value.normalizedForStorage, to: &bytes)
            else { return nil }
            keys.append(key)
            ends.append(bytes.count)
        }
        bytes.append(contentsOf: Self.trailer)
    }

    /// The document as `Data`.
    public var data: Data { Data(bytes) }

    /// The number of keys.
    public var count: Int { keys.count }

    private static func emptyDocument() -> [UInt8] {
        Array(XMLPropertyListWriter.header.utf8) + emptyDict + emptyTrailer
    }

    private func start(of index: Int) -> Int { index == 0 ? Self.bodyStart : ends[index - 1] }

    private mutating func shiftEnds(from index: Int, by delta: Int) {
        guard delta != 0 else { return }
        ends.withUnsafeMutableBufferPointer { ends in
            for position in index..<ends.count { ends[position] += delta }
        }
    }

    /// Sets (`value`) or removes (nil) one key. Returns false, leaving the document unchanged, when
    /// the value holds something the fast writer does not reproduce (see ``init(_:)``).
    @discardableResult
    public mutating func set(_ value: PlistValue?, forKey key: String) -> Bool {
        let (index, found) = XMLPropertyListWriter.position(of: key, in: keys)
        guard let value else {
            guard found else { return true }
            if keys.count == 1 {
                self = XMLDictionaryEncoding([:])!
                return true
            }
            let range = start(of: index)..<ends[index]
            bytes.removeSubrange(range)
            keys.remove(at: index)
            ends.remove(at: index)
            shiftEnds(from: index, by: -range.count)
            return true
        }
        var entry: [UInt8] = []
        entry.reserveCapacity(64)
        guard XMLPropertyListWriter.appendEntry(key: key, value: value.normalizedForStorage, to: &entry) else {
            return false
        }
        if keys.isEmpty {
            var document = Array(XMLPropertyListWriter.header.utf8)
            document.reserveCapacity(document.count + Self.dictOpen.count + entry.count + Self.trailer.count)
            document.append(contentsOf: Self.dictOpen)
            document.append(contentsOf: entry)
            bytes = document
            ends = [bytes.count]
            bytes.append(contentsOf: Self.trailer)
            keys = [key]
            return true
        }
        if found {
            let range = start(of: index)..<ends[index]
            bytes.replaceSubrange(range, with: entry)
            shiftEnds(from: index, by: entry.count - range.count)
        } else {
            let at = start(of: index)
            bytes.insert(contentsOf: entry, at: at)
            keys.insert(key, at: index)
            ends.insert(at, at: index)
            shiftEnds(from: index, by: entry.count)
        }
        return true
    }
}
