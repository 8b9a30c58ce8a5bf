import PropertyList
import SettingsBundle

/// The Swift type a row's value is read as, and how `UserDefaults` reads and writes it.
enum AccessorType: Equatable {
    /// `bool(forKey:)`: a switch whose values are `true` and `false`, and boolean choices.
    case bool
    /// A switch whose `TrueValue`/`FalseValue` are not booleans (`"yes"`/`"no"`, `1`/`0`): a Bool that
    /// is on when the stored value is `on`, as Settings shows it, and writes `on` or `off`.
    case toggle(on: PlistValue, off: PlistValue)
    /// `integer(forKey:)`.
    case int
    /// `double(forKey:)`: sliders, and choices that are numbers with fractions.
    case double
    /// `string(forKey:)`, nil when unset.
    case string
    /// `object(forKey:) as? Date`.
    case date
    /// `array(forKey:)`.
    case array
    /// `object(forKey:)`: values of several types.
    case any
    /// Choices that are all simple strings or all integers: an enum with those raw values.
    case choices(raw: RawType, cases: [(name: String, value: String)])

    enum RawType: String, Equatable {
        case string = "String"
        case int = "Int"
    }

    static func == (lhs: AccessorType, rhs: AccessorType) -> Bool {
        switch (lhs, rhs) {
        case (.bool, .bool), (.int, .int), (.double, .double), (.string, .string), (.date, .date), (.array, .array),
            (.any, .any):
            true
        case (.toggle(let a, let x), .toggle(let b, let y)): a == b && x == y
        case (.choices(let a, let x), .choices(let b, let y)):
            a == b && x.map(\.name) == y.map(\.name) && x.map(\.value) == y.map(\.value)
        default: false
        }
    }

    /// The type for a row, nil for a row whose value the app does not read (a group, a button).
    static func of(_ specifier: Specifier) -> AccessorType? {
        switch specifier.kind {
        case .toggle(let toggle):
            if toggle.trueValue == .bool(true), toggle.falseValue == .bool(false) { return .bool }
            switch toggle.trueValue {
            case .string, .integer, .real, .bool:
                guard SwiftLiteral.expression(toggle.trueValue) != nil,
                    SwiftLiteral.expression(toggle.falseValue) != nil
                else { return .any }
                return .toggle(on: toggle.trueValue, off: toggle.falseValue)
            default: return .any
            }
        case .slider: return .double
        case .textField, .textView: return .string
        case .datePicker: return .date
        case .listGroup: return .array
        case .multiValue(let multi): return choices(multi.choices)
        case .radioGroup(let radio): return choices(radio.choices)
        case .titleValue(let titleValue):
            if let choices = titleValue.choices { return self.choices(choices) }
            return specifier.defaultValue.map { sameType([$0]) } ?? .string
        case .customView: return .any
        case .group, .childPane, .button, .openURL, .mailCompose, .appPane, .unsupported: return nil
        }
    }

    /// An enum for simple string or integer choices, else the type the values share.
    static func choices(_ list: ChoiceList) -> AccessorType {
        let values = list.items.map(\.value)
        guard !values.isEmpty else { return .any }
        if let strings = values.map(\.stringValue) as? [String], Set(strings).count == strings.count,
            strings.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.count <= 64 })
        {
            return .choices(raw: .string, cases: names(strings.map { ($0, SwiftLiteral.string($0)) }))
        }
        if let numbers = values.map(\.exactInt) as? [Int], Set(numbers).count == numbers.count {
            return .choices(raw: .int, cases: names(numbers.map { ("value \($0)", "\($0)") }))
        }
        return sameType(values)
    }

    /// Case names for raw values: `("dark mode", "\"dark mode\"")` gives `darkMode`.
    private static func names(_ values: [(text: String, literal: String)]) -> [(name: String, value: String)] {
        var scope = SwiftIdentifier(reserved: ReservedNames.choiceMembers)
        return values.map { (scope.unique(for: $0.text, upper: false, fallback: "value"), $0.literal) }
    }

    /// The accessor all `values` can be read with.
    static func sameType(_ values: [PlistValue]) -> AccessorType {
        let kinds = Set(values.map(\.typeName))
        guard kinds.count == 1, let kind = kinds.first else {
            return kinds == ["integer", "float"] ? .double : .any
        }
        switch kind {
        case "boolean": return .bool
        case "integer": return .int
        case "float": return .double
        case "string": return .string
        case "date": return .date
        case "array": return .array
        default: return .any
        }
    }
}

extension PlistValue {
    /// The value as an `Int` when it is a whole integer that fits.
    var exactInt: Int? {
        switch self {
        case .integer(let number): Int(exactly: number)
        case .unsignedInteger(let number): Int(exactly: number)
        default: nil
        }
    }
}
