/// Why `defaults write` arguments do not give a value (`WriteValueParser`). The descriptions
/// are macOS `defaults`' messages where it has one for the case.
package enum WriteValueError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The arguments do not match a value's form; the text says what is wrong.
    case usage(String)
    /// An untyped value that does not parse as a property list.
    case couldNotParse(String)
    /// `-array`/`-dict` inside `-array`/`-dict`.
    case cannotNest
    /// A `-dict` key that is not a string.
    case dictionaryKeysMustBeStrings
    /// A `-dict` key without a value.
    case keyLacksValue(String)

    package var description: String {
        switch self {
        case .usage(let detail): detail
        case .couldNotParse(let value): "Could not parse: \(value).  Try single-quoting it."
        case .cannotNest: "Cannot nest composite types (arrays and dictionaries); exiting"
        case .dictionaryKeysMustBeStrings: "Dictionary keys must be strings"
        case .keyLacksValue(let key): "Key \(key) lacks a corresponding value"
        }
    }
}
