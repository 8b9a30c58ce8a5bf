import Foundation
import PropertyList

/// Property-list values written as Swift source that evaluates to the same value.
enum SwiftLiteral {
    /// A string literal: `"`, `\` and every control, line-breaking and bidi character escaped, so a
    /// hostile key can neither end the literal nor make the source read differently from what it is.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                let value = scalar.value
                let escapedRange =
                    value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                    || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                    || value == 0x200E || value == 0x200F || value == 0x061C || value == 0xFEFF
                if escapedRange {
                    result += "\\u{\(String(value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// An expression of type `Any` for `value`, as `register(defaults:)` takes it; nil for a
    /// value with no literal (a real that is not finite).
    static func expression(_ value: PlistValue) -> String? {
        switch value {
        case .string(let text): return string(text)
        case .integer(let number): return "\(number)"
        case .unsignedInteger(let number): return "UInt64(\(number))"
        case .real(let number):
            guard number.isFinite else { return nil }
            // Written so Swift reads a Double back exactly (`1.0`, `0.1`, `1e+300`).
            let text = "\(number)"
            return text.contains(".") || text.contains("e") ? text : text + ".0"
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let date): return "Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate))"
        case .data(let data):
            return "Data([" + data.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: ", ") + "])"
        case .array(let items):
            let parts = items.compactMap(expression)
            guard parts.count == items.count else { return nil }
            return "[" + parts.joined(separator: ", ") + "] as [Any]"
        case .dictionary(let entries):
            var parts: [String] = []
            for (key, item) in entries.sorted(by: { $0.key.string < $1.key.string }) {
                guard let written = expression(item) else { return nil }
                parts.append("\(string(key.string)): \(written)")
            }
            return parts.isEmpty ? "[:] as [String: Any]" : "[" + parts.joined(separator: ", ") + "] as [String: Any]"
        }
    }
}
