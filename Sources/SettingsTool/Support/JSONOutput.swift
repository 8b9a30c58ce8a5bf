import Foundation
import PropertyList

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
        case .dictionary(let d): d.mapValues(object(for:))
        }
    }

    /// Pretty-printed JSON with sorted keys.
    static func text(_ object: Any) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self)
    }
}
