import FoundationEssentials
import SystemCalls

/// A test plan's JSON, read with FoundationEssentials' `JSONDecoder` into Foundation-style objects
/// (`[String: Any]`, `[Any]`, `String`, `Bool`, `Double`) so the plan reads them as it read
/// `JSONSerialization`'s, without linking Foundation (and ICU).
///
/// It accepts and refuses what `JSONSerialization` does (a top-level array or object, a trailing
/// comma, a byte-order mark; not a lone surrogate, a leading zero or a number out of `Double`'s
/// range), and words a refusal as Foundation did; of a duplicate key it keeps the first value where
/// `JSONSerialization` kept the last (Xcode never writes one).
enum TestPlanJSON {
    /// `JSONSerialization`'s `localizedDescription` for every malformed document.
    static let malformedDescription = FileErrorText.description(of: CocoaError(.propertyListReadCorrupt))

    /// The top-level object or array of `data`; nil when it is not JSON or its top level is a scalar.
    static func object(from data: Data) -> Any? {
        guard let value = try? JSONDecoder().decode(Value.self, from: data) else { return nil }
        switch value {
        case .array, .object: return value.foundationObject
        default: return nil
        }
    }

    /// `NSNumber.boolValue` of a JSON boolean or number (a number truncated toward zero, then
    /// compared with zero); nil for any other value.
    static func flag(_ value: Any?) -> Bool? {
        switch value {
        case let bool as Bool: bool
        case let number as Double: number.magnitude >= 1
        default: nil
        }
    }

    private enum Value: Decodable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Value])
        case object([String: Value])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let string = try? container.decode(String.self) {
                self = .string(string)
            } else if let array = try? container.decode([Value].self) {
                self = .array(array)
            } else {
                self = .object(try container.decode([String: Value].self))
            }
        }

        var foundationObject: Any {
            switch self {
            case .null: Null()
            case .bool(let bool): bool
            case .number(let number): number
            case .string(let string): string
            case .array(let values): values.map(\.foundationObject)
            case .object(let values): values.mapValues(\.foundationObject)
            }
        }
    }

    /// JSON `null`: a value no cast of the plan's reader matches, as `NSNull` was.
    private struct Null {}
}
