/// A literal value written in source code: a default passed to `register(defaults:)`, an
/// `@AppStorage` initial value, the right side of `?? fallback`.
public enum SourceValue: Sendable, Hashable, Codable, CustomStringConvertible {
    case bool(Bool)
    case integer(Int)
    case double(Double)
    case string(String)

    /// As Swift would write it (`true`, `3`, `0.5`, `"dark"`).
    public var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        }
    }
}
