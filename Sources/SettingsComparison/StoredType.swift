import PropertyList
import SettingsBundle

/// The type of value a row stores and can show: what decides whether a stored value survives a
/// change of row.
enum StoredType: Hashable, CustomStringConvertible {
    case boolean, number, string, none
    /// A multi-value row or radio group without choices: it shows no value, and says nothing of
    /// the type of the values it stores.
    case unknown
    /// A set of plist types (a multi-value row whose values mix types, or a toggle with custom values).
    case values(Set<String>)

    init(_ specifier: Specifier) {
        switch specifier.kind {
        case .toggle(let toggle):
            self = Self.of([toggle.trueValue, toggle.falseValue])
        case .slider: self = .number
        case .textField, .textView: self = .string
        case .datePicker: self = .values(["date"])
        case .multiValue(let multi): self = Self.of(multi.choices.items.map(\.value))
        case .radioGroup(let radio): self = Self.of(radio.choices.items.map(\.value))
        case .titleValue: self = .values(["any"])
        case .group, .childPane, .listGroup, .button, .openURL, .mailCompose, .customView, .appPane, .unsupported:
            self = .none
        }
    }

    /// The type of a set of values (integers and reals are both numbers).
    static func of(_ values: [PlistValue]) -> StoredType {
        guard !values.isEmpty else { return .unknown }
        let types = Set(values.map { $0.typeName == "float" ? "integer" : $0.typeName })
        switch types {
        case ["string"]: return .string
        case ["integer"]: return .number
        case ["boolean"]: return .boolean
        default: return .values(types)
        }
    }

    /// Whether a row storing `self` shows a value stored by a row of type `old`.
    func canShow(_ old: StoredType) -> Bool {
        if self == old || old == .none || old == .unknown { return true }
        switch (self, old) {
        case (.values(let types), _) where types.contains("any"): return true
        case (.number, .boolean): return true  // a slider shows true as 1
        default: return false
        }
    }

    var description: String {
        switch self {
        case .boolean: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .none: "nothing"
        case .unknown: "no choices"
        case .values(let types): types.contains("any") ? "any value" : types.sorted().joined(separator: " or ")
        }
    }
}
