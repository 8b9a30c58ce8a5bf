import Foundation
import PropertyList
import TextOutput

/// Property-list values written as Swift source that evaluates to the same value.
enum SwiftLiteral {
    /// A string literal, escaped by TextOutput's Swift escaper: a hostile key can neither end the
    /// literal nor make the source read differently from what it is.
    static func string(_ text: String) -> String { SwiftText.stringLiteral(text) }

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
