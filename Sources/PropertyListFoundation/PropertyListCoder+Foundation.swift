import Foundation
import PropertyList

/// `PropertyListSerialization`, the reference the tests and the benchmark compare our own readers
/// and writers with (no tool links this module: it links Foundation and ICU).
extension PropertyListCoder {
    /// Decodes XML or binary with `PropertyListSerialization` only (the reference the fast reader is
    /// tested against).
    public static func foundationDecode(_ data: Data, expecting expected: PropertyList.PropertyListFormat)
        throws(PropertyListError) -> PlistValue
    {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            // When its binary parser gives up (a damaged file, or nesting deeper than CF accepts), CF
            // retries the bytes as text, and the message it returns is about a stray "b" of "bplist".
            if expected == .binary { throw .malformed("a damaged binary property list, or one nested too deeply") }
            throw .malformed(reason(for: error))
        }
        guard format == (expected == .binary ? .binary : .xml) else {
            throw .malformed(expected == .binary ? "a damaged binary property list" : "not an XML property list")
        }
        guard let value = PlistValue(foundationObject: object) else {
            throw .malformed("it holds a value of an unsupported type or nests too deep")
        }
        return value
    }

    /// `encodeXML` through `PropertyListSerialization` (the reference the fast writer is tested against).
    public static func foundationEncodeXML(_ value: PlistValue) throws(PropertyListError) -> Data {
        guard !value.hasEquivalentKeys else { throw .unencodable(equivalentKeysReason) }
        do {
            return try PropertyListSerialization.data(
                fromPropertyList: value.normalizedForStorage.foundationObject, format: .xml, options: 0)
        } catch {
            throw .unencodable(reason(for: error))
        }
    }

    /// `encodeBinary` through `PropertyListSerialization` (the reference the writer is tested against).
    public static func foundationEncodeBinary(_ value: PlistValue) throws(PropertyListError) -> Data {
        guard !value.hasEquivalentKeys else { throw .unencodable(equivalentKeysReason) }
        do {
            return try PropertyListSerialization.data(
                fromPropertyList: value.foundationObject, format: .binary, options: 0)
        } catch {
            throw .unencodable(reason(for: error))
        }
    }

    private static let equivalentKeysReason =
        "it has keys that differ only in Unicode normalization, which Foundation's encoder would merge"

    private static func reason(for error: Error) -> String {
        let ns = error as NSError
        if let detail = ns.userInfo[NSDebugDescriptionErrorKey] as? String, !detail.isEmpty { return detail }
        return ns.localizedDescription
    }
}
