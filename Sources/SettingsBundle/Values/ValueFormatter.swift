import FoundationEssentials
import PropertyList
import TextOutput

/// Turns plist values into the text rows show, and reads numbers and booleans out of them the
/// way Settings does.
public enum ValueFormatter {
    /// The text a row shows for a value (the value's description, as Settings shows it):
    /// a string as is; integers in decimal; reals without a trailing `.0` (`2`, `0.5`);
    /// booleans `1`/`0` (an `NSNumber`'s description); dates as `2024-01-31 12:00:00 +0000`;
    /// data as `<0a1b2c3d 4e>`; arrays `(a, b)`; dictionaries `{k = v;}` with sorted keys.
    public static func displayString(_ value: PlistValue) -> String {
        switch value {
        case .string(let s): return s
        case .integer(let i): return String(i)
        case .unsignedInteger(let u): return String(u)
        case .real(let r): return formatNumber(r)
        case .bool(let b): return b ? "1" : "0"
        case .date(let d): return OpenStepPrinter.dateDescription(d)
        case .data(let d): return OpenStepPrinter.dataDescription(d)
        case .array(let items): return "(" + items.map(displayString).joined(separator: ", ") + ")"
        case .dictionary(let dict):
            let body = dict.keys.sorted().map { "\($0) = \(displayString(dict[$0]!));" }.joined(separator: " ")
            return "{" + body + "}"
        }
    }

    /// ``displayString(_:)`` cut after `maximumBytes` bytes of UTF-8 (then `…`), for a message that
    /// quotes a value: the walk stops at the cut, so a value of shared references within the input
    /// budget (a 229-byte page can stand for millions of values) costs no more than a short one.
    public static func preview(_ value: PlistValue, maximumBytes: Int = 240) -> String {
        var output = ""
        if appendPreview(value, to: &output, maximumBytes: maximumBytes) { return output }
        var cut = String.UnicodeScalarView()
        var bytes = 0
        for scalar in output.unicodeScalars {
            bytes += UTF8.width(scalar)
            if bytes > maximumBytes { break }
            cut.append(scalar)
        }
        return String(cut) + "…"
    }

    /// Appends `value` as ``displayString(_:)`` writes it; false (and no more) once past `maximumBytes`.
    private static func appendPreview(_ value: PlistValue, to output: inout String, maximumBytes: Int) -> Bool {
        switch value {
        case .array(let items):
            output += "("
            for (offset, item) in items.enumerated() {
                if offset > 0 { output += ", " }
                guard appendPreview(item, to: &output, maximumBytes: maximumBytes) else { return false }
            }
            output += ")"
        case .dictionary(let dict):
            output += "{"
            for (offset, key) in dict.keys.sorted().enumerated() {
                output += (offset > 0 ? " " : "") + "\(key) = "
                guard appendPreview(dict[key]!, to: &output, maximumBytes: maximumBytes) else { return false }
                output += ";"
            }
            output += "}"
        default: output += displayString(value)
        }
        return output.utf8.count <= maximumBytes
    }

    /// The text a user would type to mean this value on a command line (`settings set`): like
    /// ``displayString(_:)`` but booleans are `true`/`false`.
    public static func inputText(_ value: PlistValue) -> String {
        if case .bool(let b) = value { return b ? "true" : "false" }
        return displayString(value)
    }

    /// A number as a title shows it: integral values without decimals (`3`), others in the
    /// shortest form that reads back the same (`0.25`).
    public static func formatNumber(_ x: Double) -> String { OpenStepPrinter.realDescription(x) }

    /// The number a value stands for when matching: integers, reals, booleans (1/0) and strings
    /// that read entirely as a decimal number. Nil otherwise.
    public static func comparableNumber(_ value: PlistValue) -> Double? {
        switch value {
        case .integer(let i): return Double(i)
        case .unsignedInteger(let u): return Double(u)
        case .real(let r): return r.isNaN ? nil : r
        case .bool(let b): return b ? 1 : 0
        case .string(let s): return numericString(s)
        default: return nil
        }
    }

    /// The numeric value of a number or numeric string (for sliders); booleans and other types are nil.
    public static func numericValue(of value: PlistValue) -> Double? {
        switch value {
        case .integer, .unsignedInteger, .real: return value.numberValue.flatMap { $0.isNaN ? nil : $0 }
        case .string(let s): return numericString(s)
        default: return nil
        }
    }

    private static func numericString(_ s: String) -> Double? {
        let trimmed = s.trimmingSpaces()
        guard !trimmed.isEmpty,
            trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            let x = Double(trimmed), x.isFinite
        else { return nil }
        return x
    }

    /// A value's boolean meaning, as `-[NSString boolValue]` / `-[NSNumber boolValue]` give it:
    /// booleans as is; numbers non-zero; strings true when, after white space, signs and zeros,
    /// they start with `Y`, `y`, `T`, `t` or a digit 1–9. Anything else is false.
    public static func booleanMeaning(of value: PlistValue) -> Bool {
        switch value {
        case .bool(let b): return b
        case .integer(let i): return i != 0
        case .unsignedInteger(let u): return u != 0
        case .real(let r): return r != 0 && !r.isNaN
        case .string(let s):
            var chars = Substring(s).drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" })
            chars = chars.drop(while: { $0 == "+" || $0 == "-" })
            chars = chars.drop(while: { $0 == "0" })
            guard let first = chars.first else { return false }
            return "YyTt123456789".contains(first)
        default: return false
        }
    }
}
