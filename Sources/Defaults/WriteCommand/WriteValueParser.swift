import FoundationEssentials
import PropertyList
import TextOutput

/// Parses the `<value>` of `defaults write` the way macOS does: the parser beside
/// `WriteValueEncoder`, whose arguments it reads back to the value printed.
///
/// - Untyped: a value without any of `" ( ) [ ] { } < >` is a string, as typed. Otherwise it is
///   parsed as an old-style property list (`'(a, b)'`, `'{ k = v; }'`, `'<0a0b>'`, `'"quoted"'`)
///   or, when it starts with `<`, as XML; scalars inside stay strings, as on macOS. A value that
///   does not parse is refused ("Could not parse: … Try single-quoting it.").
/// - Typed: `-string s`, `-data <hex>`, `-int[eger] n` (the whole signed 64-bit range, and unsigned
///   values up to 2^64-1; a decimal number is truncated toward zero with a warning, as macOS
///   truncates it), `-float f` (stored single-precision, widened: `32.3` is `32.299999237060547`,
///   as macOS stores it), `-bool[ean] (true|false|yes|no|1|0)` (any case),
///   `-date <date>` (`2020-01-02 03:04:05 +0000`, ISO 8601 `2020-01-02T03:04:05Z`, or
///   `2020-01-02`), `-array v…`, `-array-add v…`, `-dict k v…`, `-dict-add k v…`.
///
/// Unlike macOS, a malformed typed value (`-int abc`, `-float x`, `-data xyz`) is refused with a
/// message instead of being stored as 0 or printing the usage.
package struct WriteValueParser: Sendable {
    /// What `-array-add`/`-dict-add` asks: to append to the stored array or dictionary.
    package enum AddOperation: Sendable { case array, dictionary }

    private let arguments: [String]
    /// The next argument to read.
    package private(set) var index: Int
    /// Set by `-array-add` or `-dict-add`.
    package private(set) var addOperation: AddOperation?
    /// What was changed from the input on the way to the stored value (printed on standard error).
    package private(set) var warnings: [String] = []

    /// A parser of `arguments` from `index` (the first argument of the value).
    package init(_ arguments: [String], from index: Int = 0) {
        self.arguments = arguments
        self.index = index
    }

    /// The arguments after those read.
    package var remaining: ArraySlice<String> { arguments[index...] }

    /// Parses one value (a composite one only when `allowComposite`).
    package mutating func parseValue(allowComposite: Bool = true) throws(WriteValueError) -> PlistValue {
        guard index < arguments.count else { throw .usage("Missing <value>.") }
        let token = arguments[index]
        index += 1
        switch token {
        case "-string":
            return .string(try operand(for: token))
        case "-data":
            return .data(try Self.hexData(try operand(for: token)))
        case "-int", "-integer":
            let text = try operand(for: token)
            let (value, changed) = try Self.integer(text)
            if changed {
                warnings.append(
                    "'\(token) \(text)' is not an integer; writing \(DescriptionPrinter.topLevelString(for: value)) (as macOS does)"
                )
            }
            return value
        case "-float":
            let text = try operand(for: token)
            guard let value = PlistValue.parseDecimal(text), Float(value).isFinite else {
                throw .usage("-float needs a decimal number within single-precision range, not '\(text)'.")
            }
            // macOS stores `-float` as a single-precision number: 32.3 is 32.299999237060547.
            return .real(Double(Float(value)))
        case "-bool", "-boolean":
            let text = try operand(for: token)
            switch text.lowercased() {
            case "yes", "true", "1": return .bool(true)
            case "no", "false", "0": return .bool(false)
            default: throw .usage("\(token) needs true, false, yes, no, 1 or 0, not '\(text)'.")
            }
        case "-date":
            let text = try operand(for: token)
            guard let date = Self.date(text) else {
                throw .usage(
                    "-date needs a date like '2020-01-02 03:04:05 +0000' or '2020-01-02T03:04:05Z', not '\(text)'.")
            }
            return .date(date)
        case "-array", "-array-add":
            guard allowComposite else { throw .cannotNest }
            if token == "-array-add" { addOperation = .array }
            var values: [PlistValue] = []
            while index < arguments.count {
                values.append(try parseValue(allowComposite: false))
            }
            return .array(values)
        case "-dict", "-dict-add":
            guard allowComposite else { throw .cannotNest }
            if token == "-dict-add" { addOperation = .dictionary }
            var values: [PlistKey: PlistValue] = [:]
            while index < arguments.count {
                guard case .string(let key) = try parseValue(allowComposite: false) else {
                    throw .dictionaryKeysMustBeStrings
                }
                guard index < arguments.count else { throw .keyLacksValue(key) }
                values[key] = try parseValue(allowComposite: false)
            }
            return .dictionary(values)
        default:
            return try Self.untyped(token)
        }
    }

    private mutating func operand(for flag: String) throws(WriteValueError) -> String {
        guard index < arguments.count else { throw .usage("\(flag) needs a value.") }
        defer { index += 1 }
        return arguments[index]
    }

    /// An untyped value, as macOS parses it.
    package static func untyped(_ text: String) throws(WriteValueError) -> PlistValue {
        let special: Set<Unicode.Scalar> = ["\"", "(", ")", "[", "]", "{", "}", "<", ">"]
        guard text.unicodeScalars.contains(where: special.contains) else { return .string(text) }
        if let value = try? OpenStepParser.parse(text) { return value }
        if text.trimmingSpacesAndNewlines().hasPrefix("<"),
            let (value, _) = try? PropertyListCoder.decode(Data(text.utf8))
        {
            return value
        }
        throw .couldNotParse(text)
    }

    /// An integer, and whether the input had to be changed to get it: a decimal number such as
    /// `1.9` or `1e3` is truncated toward zero, as macOS's `integerValue` does.
    static func integer(_ text: String) throws(WriteValueError) -> (PlistValue, changed: Bool) {
        let trimmed = text.trimmingSpaces()
        if let value = Int64(trimmed) { return (.integer(value), false) }
        if let value = UInt64(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed) {
            return (PlistValue(value), false)
        }
        if let decimal = PlistValue.parseDecimal(trimmed), decimal.isFinite {
            let truncated = decimal.rounded(.towardZero)
            if truncated >= -9_223_372_036_854_775_808.0, truncated < 9_223_372_036_854_775_808.0 {
                return (.integer(Int64(truncated)), true)
            }
        }
        throw .usage("-int needs an integer from -9223372036854775808 to 18446744073709551615, not '\(text)'.")
    }

    /// Hexadecimal digits; an odd count reads the first digit as a whole byte, as macOS does.
    static func hexData(_ text: String) throws(WriteValueError) -> Data {
        var nibbles: [UInt8] = []
        for scalar in text.unicodeScalars {
            switch scalar {
            case "0"..."9": nibbles.append(UInt8(scalar.value - 48))
            case "a"..."f": nibbles.append(UInt8(scalar.value - 87))
            case "A"..."F": nibbles.append(UInt8(scalar.value - 55))
            default: throw .usage("-data needs hexadecimal digits, not '\(text)'.")
            }
        }
        var bytes: [UInt8] = []
        var start = 0
        if nibbles.count % 2 == 1 {
            bytes.append(nibbles[0])
            start = 1
        }
        var i = start
        while i + 1 < nibbles.count {
            bytes.append(nibbles[i] << 4 | nibbles[i + 1])
            i += 2
        }
        return Data(bytes)
    }

    /// `-date` text in any form the tools print (see `DateText`); a time without a zone is UTC.
    static func date(_ text: String) -> Date? {
        DateText.parse(text, timeZone: TimeZone(secondsFromGMT: 0)!)
    }
}
