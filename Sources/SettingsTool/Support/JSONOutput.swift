import Foundation
import PropertyList
import SettingsBundle
import TextOutput

/// JSON for command output: plist values map to their natural JSON types (dates as ISO 8601
/// strings, data as base64 strings, non-finite reals as strings).
enum JSONOutput {
    static func object(for value: PlistValue) -> Any {
        switch value {
        case .string(let s): s
        case .integer(let i): NSNumber(value: i)
        case .unsignedInteger(let u): NSNumber(value: u)
        case .real(let r): r.isFinite ? NSNumber(value: r) : OpenStepPrinter.realDescription(r)
        case .bool(let b): b
        case .date(let d): ISO8601DateFormatter().string(from: d)
        case .data(let d): d.base64EncodedString()
        case .array(let a): a.map(object(for:))
        case .dictionary(let d): stringKeyed(d)
        }
    }

    /// A JSON object needs `String` keys, which cannot hold two keys that differ only in Unicode
    /// normalization: of those, the one whose scalars sort first is kept (the plist outputs keep both).
    private static func stringKeyed(_ values: [PlistKey: PlistValue]) -> [String: Any] {
        var result: [String: Any] = [:]
        result.reserveCapacity(values.count)
        // In order, never replacing: assigning to a key `String` finds equal keeps the old key.
        for key in values.keys.sorted() where result[key.string] == nil {
            result[key.string] = object(for: values[key]!)
        }
        return result
    }

    /// Pretty-printed JSON with sorted keys.
    static func text(_ object: Any) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        return JSONText.escapingControls(String(decoding: data, as: UTF8.self))
    }
}
