import PropertyList

extension PlistValue {
    /// A value and its type for messages: `the integer 3`, `the string "3"`, `an array`.
    package static func describe(_ value: PlistValue) -> String {
        switch value {
        case .string(let s): return "the string \"\(s.count > 60 ? String(s.prefix(57)) + "..." : s)\""
        case .array, .dictionary, .data: return value.typeNameWithArticle
        case .bool(let b): return "the boolean \(b ? "YES" : "NO")"
        default: return "the \(value.typeName) \(ValueFormatter.displayString(value))"
        }
    }
}
