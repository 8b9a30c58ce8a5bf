import FoundationEssentials
import PropertyList
import TextOutput

/// Writes values as launch-argument values that ``ArgumentDomain/value(for:)`` (and so
/// Foundation) reads back, so that the app's typed accessors return the value written.
///
/// A launch argument's value is an old-style property list, so every scalar arrives as a string:
/// an integer as `42` (which `integer(forKey:)` reads as 42), a real as its shortest exact
/// decimal text, a boolean as `YES` or `NO`. Arrays and dictionaries are written structurally
/// (`(a, b)`, `{k = v;}`) and data as `<0fbd>`, so `array`, `dictionary` and `data(forKey:)` see
/// them; their scalars arrive as strings too. A date has no old-style form: it is written as the
/// text `defaults read` shows, and ``Encoded/notes`` says that the app receives a string.
///
/// A string is written bare only when Foundation would keep it as it is: not empty, not starting
/// with `-` (Foundation never takes such an argument as a value) or with `{`, `[`, `(`, `<` or `"`
/// (which start a property list), and made of letters, digits and `_ . + / : @ , %` (with `-`
/// after the first character). Anything else is double-quoted, with `\"`, `\\` and C escapes.
public enum LaunchArgumentEncoder {
    /// A value's argument text, and what the app will not receive as written.
    public struct Encoded: Sendable, Hashable {
        /// The value argument (one word, before any shell quoting).
        public var text: String
        /// What changes on the way (`a date arrives as a string`), one sentence each.
        public var notes: [String]
    }

    /// The `-key` and value arguments for `value`.
    public static func arguments(key: String, value: PlistValue) -> (arguments: [String], notes: [String]) {
        let encoded = encode(value)
        return (["-" + key, encoded.text], encoded.notes)
    }

    /// The value argument for `value`.
    public static func encode(_ value: PlistValue) -> Encoded {
        var notes = Notes()
        var text = ""
        append(value, to: &text, nested: false, depth: 0, notes: &notes)
        return Encoded(text: text, notes: notes.sentences)
    }

    /// What the argument domain holds once `value` is passed as a launch argument: scalars as
    /// strings, arrays and dictionaries with string scalars, data as data.
    public static func received(_ value: PlistValue) -> PlistValue {
        switch value {
        case .string: value
        case .integer(let i): .string(String(i))
        case .unsignedInteger(let u): .string(String(u))
        case .real(let r): .string(realText(r))
        case .bool(let b): .string(b ? "YES" : "NO")
        case .date(let d): .string(OpenStepPrinter.dateDescription(d))
        case .data: value
        case .array(let values): .array(values.map(received))
        case .dictionary(let values): .dictionary(values.mapValues(received))
        }
    }

    private struct Notes {
        var hasDate = false
        var hasNestedScalar = false
        var tooDeep = false

        var sentences: [String] {
            var result: [String] = []
            if hasDate {
                result.append("a date has no launch-argument form: the app receives the text as a string")
            }
            if hasNestedScalar {
                result.append(
                    "numbers and booleans inside arrays and dictionaries arrive as strings")
            }
            if tooDeep { result.append("nested deeper than \(maximumDepth) levels: the rest is left out") }
            return result
        }
    }

    /// How deep arrays and dictionaries are written.
    public static let maximumDepth = 64

    private static func append(
        _ value: PlistValue, to output: inout String, nested: Bool, depth: Int, notes: inout Notes
    ) {
        switch value {
        case .string(let s): output += nested ? nestedString(s) : topLevelString(s)
        case .integer(let i):
            if nested { notes.hasNestedScalar = true }
            output += i < 0 && !nested ? OpenStepText.quoted(String(i), keepingPrintableNonASCII: true) : String(i)
        case .unsignedInteger(let u):
            if nested { notes.hasNestedScalar = true }
            output += String(u)
        case .real(let r):
            if nested { notes.hasNestedScalar = true }
            let text = realText(r)
            output += nested ? nestedString(text) : topLevelString(text)
        case .bool(let b):
            if nested { notes.hasNestedScalar = true }
            output += b ? "YES" : "NO"
        case .date(let d):
            notes.hasDate = true
            output += OpenStepText.quoted(OpenStepPrinter.dateDescription(d), keepingPrintableNonASCII: true)
        case .data(let d): output += "<" + d.map(NumberText.hex).joined() + ">"
        case .array(let values):
            guard depth < maximumDepth else {
                notes.tooDeep = true
                output += "()"
                return
            }
            output += "("
            for (offset, element) in values.enumerated() {
                if offset > 0 { output += ", " }
                append(element, to: &output, nested: true, depth: depth + 1, notes: &notes)
            }
            output += ")"
        case .dictionary(let values):
            guard depth < maximumDepth else {
                notes.tooDeep = true
                output += "{}"
                return
            }
            output += "{"
            for key in values.keys.sorted() {
                output += nestedString(key.string) + " = "
                append(values[key]!, to: &output, nested: true, depth: depth + 1, notes: &notes)
                output += "; "
            }
            if output.hasSuffix("; ") { output.removeLast() }
            output += "}"
        }
    }

    /// The shortest decimal text that reads back as exactly `value`.
    static func realText(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return "\(value)"
    }

    /// A string as a whole argument: bare when Foundation keeps it as written.
    static func topLevelString(_ string: String) -> String {
        guard let first = string.unicodeScalars.first, first != "-",
            string.unicodeScalars.allSatisfy({ isBare($0) || $0 == "-" })
        else { return OpenStepText.quoted(string, keepingPrintableNonASCII: true) }
        return string
    }

    /// A string inside an array or dictionary: bare only as an old-style unquoted token.
    static func nestedString(_ string: String) -> String {
        guard !string.isEmpty,
            string.unicodeScalars.allSatisfy({
                $0.isASCII && (isBare($0) || $0 == "-") && $0 != "@" && $0 != "," && $0 != "%"
            })
        else { return OpenStepText.quoted(string, keepingPrintableNonASCII: true) }
        return string
    }

    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                || (scalar >= "0" && scalar <= "9")
                || "_.+/:@,%".unicodeScalars.contains(scalar)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
