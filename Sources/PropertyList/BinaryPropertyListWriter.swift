import FoundationEssentials

/// Writes a ``PlistValue`` as a binary property list (`bplist00`) straight from the value, the
/// format CoreFoundation writes and reads: no bridging through Foundation objects.
///
/// Why our own writer: `PropertyListSerialization` needs the value converted to Foundation objects
/// first, whose `String`-keyed dictionaries merge keys that differ only in Unicode normalization,
/// and on a 1,000-key store domain it costs several times more CPU (settings-bench row 8). Like
/// CoreFoundation, strings, numbers, dates and data are written once however often they occur
/// (see ``BinaryObjectTable``); integers above `Int64.max` take CF's and plistlib's 16-byte form.
/// It declines (returns nil, so Foundation writes it) only nesting deeper than
/// ``PlistLimits/maximumDepth``. Keys that differ only in Unicode normalization stay two keys, as
/// CoreFoundation keeps them. Dictionary keys are written in CoreFoundation's key order (the XML
/// writer's), so the same value always gives the same bytes.
enum BinaryPropertyListWriter {
    /// The bytes of `value` as a binary property list, or nil when Foundation must write it.
    static func data(for value: PlistValue) -> Data? {
        // Sized for a flat domain (a key and a value per entry), the shape stores hold, so the tables
        // are not rehashed and regrown as they fill.
        let capacity =
            switch value {
            case .dictionary(let entries): 2 * entries.count + 1
            case .array(let items): items.count + 1
            default: 1
            }
        guard BinaryObjectTable.writes(value) else { return nil }
        var table = BinaryObjectTable(capacity: capacity)
        var nodes: [BinaryObjectTable.Node] = []
        nodes.reserveCapacity(capacity)
        table.appendNodes(of: value, to: &nodes)
        return Data(table.document(nodes))
    }
}
