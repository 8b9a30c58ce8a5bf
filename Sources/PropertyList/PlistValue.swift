import FoundationEssentials

/// One property-list value, typed exactly as it is stored.
///
/// Unlike Foundation's `Any` (where, on Linux, an `NSNumber` holding `1` answers `is Bool`), a
/// `PlistValue` keeps `<true/>` a ``bool(_:)`` and `<integer>1</integer>` an ``integer(_:)``.
/// Integers cover the whole signed 64-bit range through ``integer(_:)`` and the unsigned values
/// above `Int64.max` (up to 2^64-1) through ``unsignedInteger(_:)``; use ``init(_:)-(UInt64)`` to
/// get the canonical case for any unsigned value.
///
/// Strings and dictionary keys are compared by their exact Unicode scalars, as CoreFoundation
/// compares them: a composed and a decomposed `é` are different values and different keys (see
/// ``PlistKey``).
public enum PlistValue: Sendable {
    case string(String)
    /// A signed integer.
    case integer(Int64)
    /// An integer above `Int64.max`. Smaller values are canonically ``integer(_:)``.
    case unsignedInteger(UInt64)
    case real(Double)
    case bool(Bool)
    case date(Date)
    case data(Data)
    case array([PlistValue])
    case dictionary([PlistKey: PlistValue])
}

extension PlistValue {
    /// An integer value in its canonical case.
    public init(_ value: UInt64) {
        self = value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value)
    }

    /// An integer value.
    public init(_ value: Int) { self = .integer(Int64(value)) }

    /// The name of the value's type as `defaults read-type` prints it.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .integer, .unsignedInteger: "integer"
        case .real: "float"
        case .bool: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }

    /// Whether this is a string, number, boolean, date or data (not a collection).
    public var isScalar: Bool {
        switch self {
        case .array, .dictionary: false
        default: true
        }
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var arrayValue: [PlistValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var dictionaryValue: [PlistKey: PlistValue]? {
        if case .dictionary(let d) = self { return d }
        return nil
    }

    /// The value as a signed 64-bit integer, when it is an integer that fits.
    public var int64Value: Int64? {
        switch self {
        case .integer(let i): i
        default: nil
        }
    }

    /// The numeric value of an integer or real (not of a bool or string).
    public var numberValue: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .unsignedInteger(let u): Double(u)
        case .real(let r): r
        default: nil
        }
    }
}

extension PlistValue: Hashable {
    public static func == (lhs: PlistValue, rhs: PlistValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): PlistExactText.equal(a, b)
        case (.integer(let a), .integer(let b)): a == b
        case (.unsignedInteger(let a), .unsignedInteger(let b)): a == b
        case (.integer(let a), .unsignedInteger(let b)), (.unsignedInteger(let b), .integer(let a)):
            a >= 0 && UInt64(a) == b
        case (.real(let a), .real(let b)): a == b || (a.isNaN && b.isNaN)
        case (.bool(let a), .bool(let b)): a == b
        case (.date(let a), .date(let b)): a == b
        case (.data(let a), .data(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a == b
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let s):
            hasher.combine(0)
            PlistExactText.hash(s, into: &hasher)
        case .integer(let i):
            hasher.combine(1)
            if i >= 0 { hasher.combine(UInt64(i)) } else { hasher.combine(i) }
        case .unsignedInteger(let u):
            hasher.combine(1)
            hasher.combine(u)
        case .real(let r):
            hasher.combine(2)
            hasher.combine(r.isNaN ? .nan : r)
        case .bool(let b):
            hasher.combine(3)
            hasher.combine(b)
        case .date(let d):
            hasher.combine(4)
            hasher.combine(d)
        case .data(let d):
            hasher.combine(5)
            hasher.combine(d)
        case .array(let a):
            hasher.combine(6)
            hasher.combine(a)
        case .dictionary(let d):
            hasher.combine(7)
            hasher.combine(d)
        }
    }
}

extension PlistValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: PlistValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (PlistKey, PlistValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
