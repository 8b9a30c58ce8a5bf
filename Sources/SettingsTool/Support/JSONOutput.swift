import FoundationEssentials
import PropertyList
import SettingsBundle
import TextOutput

/// JSON for command output: plist values map to their natural JSON types (dates as ISO 8601
/// strings, data as base64 strings, non-finite reals as strings).
///
/// The text is what `JSONSerialization` wrote with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` (two-space indent, `"key" : value`, an empty list as `[`, an empty line
/// and `]`), byte for byte for ASCII keys (JSONOutputTests compares them, and Python's `json`
/// reads it), without Foundation: keys in ``TextCollation/keyPrecedes(_:_:)`` order.
enum JSONOutput {
    /// A value the writer takes: `String`, `Bool`, an integer, a finite `Double`, `[Any]` or
    /// `[String: Any]` of those.
    static func object(for value: PlistValue) -> Any {
        switch value {
        case .string(let s): s
        case .integer(let i): i
        case .unsignedInteger(let u): u
        case .real(let r): r.isFinite ? r : OpenStepPrinter.realDescription(r)
        case .bool(let b): b
        case .date(let d): d.formatted(Date.ISO8601FormatStyle())
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

    /// A value the writer cannot write (a type it does not know, or a real that is not finite).
    struct Unwritable: Error, CustomStringConvertible {
        var description: String
    }

    /// Pretty-printed JSON with sorted keys, control scalars escaped (``JSONText/escapingControls(_:)``).
    static func text(_ object: Any) throws(Unwritable) -> String {
        var output = ""
        try write(object, to: &output, indent: 0)
        return JSONText.escapingControls(output)
    }

    private static func write(_ object: Any, to output: inout String, indent: Int) throws(Unwritable) {
        switch object {
        case let text as String: writeString(text, to: &output)
        case let flag as Bool: output += flag ? "true" : "false"
        case let number as any BinaryInteger: output += "\(number)"
        case let number as Double:
            guard number.isFinite else { throw Unwritable(description: "the real \(number) has no JSON form") }
            // JSONSerialization's form: Swift's shortest round-trip text without a trailing ".0".
            var text = number.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            output += text
        case let array as [Any]:
            output += "[\n"
            for (offset, element) in array.enumerated() {
                if offset > 0 { output += ",\n" }
                output += String(repeating: " ", count: indent + 2)
                try write(element, to: &output, indent: indent + 2)
            }
            output += "\n" + String(repeating: " ", count: indent) + "]"
        case let dictionary as [String: Any]:
            output += "{\n"
            for (offset, key) in dictionary.keys.sorted(by: TextCollation.keyPrecedes).enumerated() {
                if offset > 0 { output += ",\n" }
                output += String(repeating: " ", count: indent + 2)
                writeString(key, to: &output)
                output += " : "
                try write(dictionary[key]!, to: &output, indent: indent + 2)
            }
            output += "\n" + String(repeating: " ", count: indent) + "}"
        default:
            throw Unwritable(description: "a \(type(of: object)) has no JSON form")
        }
    }

    /// A JSON string: `"` and `\` escaped, the C0 controls as `\b \f \n \r \t` or `\u00XX`, `/` as is.
    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{0}"..."\u{1F}":
                output += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
