/// The type a `UserDefaults` accessor (or a typed wrapper) reads a key as.
public enum AccessorType: String, Sendable, Hashable, Codable, CaseIterable {
    /// `bool(forKey:)`, `boolForKey:`, a `Bool` wrapper.
    case bool
    /// `integer(forKey:)`, `integerForKey:`, an `Int` wrapper.
    case integer
    /// `float(forKey:)`, `floatForKey:`.
    case float
    /// `double(forKey:)`, `doubleForKey:`, a `Double` wrapper.
    case double
    /// `string(forKey:)`, `stringForKey:`, a `String` wrapper.
    case string
    /// `array(forKey:)`, `arrayForKey:`.
    case array
    /// `stringArray(forKey:)`, `stringArrayForKey:`.
    case stringArray
    /// `dictionary(forKey:)`, `dictionaryForKey:`.
    case dictionary
    /// `data(forKey:)`, `dataForKey:`.
    case data
    /// `url(forKey:)`, `URLForKey:`.
    case url
    /// `object(forKey:)`, `objectForKey:`, `value(forKey:)`: whatever is stored.
    case object

    /// The `NSNumber`/`NSString` conversions a read object may be sent (`[[d objectForKey:@"k"] integerValue]`,
    /// `objectForKey("k")?.boolValue`): each converts as the typed accessor does, and nil gives `NO` or 0.
    public static let conversions: [String: AccessorType] = [
        "boolValue": .bool, "intValue": .integer, "integerValue": .integer, "floatValue": .float,
        "doubleValue": .double,
    ]

    /// The accessor's Swift spelling (`bool(forKey:)`).
    public var swiftName: String {
        switch self {
        case .stringArray: "stringArray(forKey:)"
        default: "\(rawValue)(forKey:)"
        }
    }

    /// The Swift type a cast to this type names (`Int`, `[String]`).
    public var swiftTypeName: String {
        switch self {
        case .bool: "Bool"
        case .integer: "Int"
        case .float: "Float"
        case .double: "Double"
        case .string: "String"
        case .array: "[Any]"
        case .stringArray: "[String]"
        case .dictionary: "[String: Any]"
        case .data: "Data"
        case .url: "URL"
        case .object: "Any"
        }
    }

    /// The type of a Swift type name used in a wrapper (`Bool`, `Int`, `String`...), if it is one.
    public init?(swiftType name: String) {
        let name = name.hasSuffix("?") ? String(name.dropLast()) : name
        switch name {
        case "Bool": self = .bool
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32": self = .integer
        case "Float", "CGFloat": self = .float
        case "Double", "TimeInterval": self = .double
        case "String": self = .string
        case "[String]": self = .stringArray
        case "Data": self = .data
        case "URL": self = .url
        default:
            if name.hasPrefix("["), name.contains(":") {
                self = .dictionary
            } else if name.hasPrefix("[") {
                self = .array
            } else {
                return nil
            }
        }
    }
}
