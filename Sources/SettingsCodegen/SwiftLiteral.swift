import FoundationEssentials
import PropertyList
import TextOutput

/// Property-list values written as Swift source that evaluates to the same value.
enum SwiftLiteral {
    /// A string literal, escaped by TextOutput's Swift escaper: a hostile key can neither end the
    /// literal nor make the source read differently from what it is.
    static func string(_ text: String) -> String { SwiftText.stringLiteral(text) }

    /// An expression of type `Any` for `value`, as `register(defaults:)` takes it; nil for a
    /// value with no literal (a real or a date that is not finite).
    ///
    /// Each array or dictionary inside another is bound first by a statement appended to
    /// `statements` (`let nested1: [Any] = [1]`), and named where it is used: the type checker
    /// takes time exponential in the depth of a nested literal (20 levels: seconds, 40: minutes),
    /// while statements of one level each take time linear in their count.
    static func expression(_ value: PlistValue, statements: inout [String]) -> String? {
        expression(value, statements: &statements, nested: false)
    }

    /// The expression of a scalar (string, number, boolean, date, data); nil for a collection,
    /// so a switch's stored values, which its setter writes inline, are never nested literals.
    static func expression(_ value: PlistValue) -> String? {
        switch value {
        case .array, .dictionary: return nil
        default:
            var statements: [String] = []
            return expression(value, statements: &statements, nested: false)
        }
    }

    private static func expression(_ value: PlistValue, statements: inout [String], nested: Bool) -> String? {
        switch value {
        case .string(let text): return string(text)
        case .integer(let number): return "\(number)"
        case .unsignedInteger(let number): return "UInt64(\(number))"
        case .real(let number):
            guard number.isFinite else { return nil }
            // Swift's description of a finite Double always has a `.` or an `e` (`1.0`, `0.1`, `1e+300`)
            // and reads back as exactly that Double (the mutation audit showed a `.0` suffix branch
            // here never ran).
            return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let date):
            // A binary property list may hold any double as a date, NaN and infinities included.
            guard date.timeIntervalSinceReferenceDate.isFinite else { return nil }
            return "Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate))"
        case .data(let data):
            return "Data([" + data.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: ", ") + "])"
        case .array(let items):
            // What an item bound before a later one proved unwritable is taken back.
            let mark = statements.count
            var parts: [String] = []
            for item in items {
                guard let written = expression(item, statements: &statements, nested: true) else {
                    statements.removeSubrange(mark...)
                    return nil
                }
                parts.append(written)
            }
            return collection("[" + parts.joined(separator: ", ") + "]", type: "[Any]", statements: &statements, nested)
        case .dictionary(let entries):
            let mark = statements.count
            var parts: [String] = []
            for (key, item) in entries.sorted(by: { $0.key.string < $1.key.string }) {
                guard let written = expression(item, statements: &statements, nested: true) else {
                    statements.removeSubrange(mark...)
                    return nil
                }
                parts.append("\(string(key.string)): \(written)")
            }
            let literal = parts.isEmpty ? "[:]" : "[" + parts.joined(separator: ", ") + "]"
            return collection(literal, type: "[String: Any]", statements: &statements, nested)
        }
    }

    /// A collection literal of `type`: inline at the top, else bound by a statement and named.
    private static func collection(
        _ literal: String, type: String, statements: inout [String], _ nested: Bool
    ) -> String {
        guard nested else { return literal + " as " + type }
        let name = "nested\(statements.count + 1)"
        statements.append("let \(name): \(type) = \(literal)")
        return name
    }
}
