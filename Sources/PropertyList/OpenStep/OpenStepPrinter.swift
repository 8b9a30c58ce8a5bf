import FoundationEssentials
import TextOutput

/// Prints values in the old-style (OpenStep) format, as text that ``OpenStepParser`` (and
/// `defaults write`) parses back: `defaults write` commands and `settings register --plist` use it.
/// `defaults read` prints macOS's `description` format instead (``DescriptionPrinter``), which
/// quotes numbers and abbreviates data.
///
/// Rules (research defaults-semantics.md §4.2): dictionaries print `key = value;` lines indented by
/// four spaces per level with keys sorted; arrays print one element a line separated by commas;
/// a string is bare only when it is entirely `[A-Za-z0-9]`, otherwise it is double-quoted with
/// `\"`, `\\`, C escapes and `\Uxxxx` for everything outside printable ASCII; booleans print `1`/`0`;
/// dates print quoted as `"2020-01-02 03:04:05 +0000"`; data prints as `<0a0b0c0d 0e>`, the
/// old-style form that parses back (``DescriptionPrinter`` prints macOS's lossy `{length = …, bytes = …}`).
public enum OpenStepPrinter {
    /// The text of a value in the old-style format, parsed back by ``OpenStepParser``.
    public static func string(for value: PlistValue) -> String {
        var output = ""
        append(value, to: &output, indent: 0)
        return output
    }

    /// A string quoted only when the old-style format needs it (every character outside printable
    /// ASCII escaped, by `OpenStepText.quoted`).
    public static func quotedIfNeeded(_ string: String) -> String {
        if !string.isEmpty, string.unicodeScalars.allSatisfy({ $0.isASCIIAlphanumeric }) { return string }
        return OpenStepText.quoted(string)
    }

    /// Formats a real the way `NSNumber.description` does: integral values without a fraction.
    public static func realDescription(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func append(_ value: PlistValue, to output: inout String, indent: Int) {
        switch value {
        case .string(let s): output += quotedIfNeeded(s)
        case .integer(let i): output += String(i)
        case .unsignedInteger(let u): output += String(u)
        case .real(let r): output += realDescription(r)
        case .bool(let b): output += b ? "1" : "0"
        case .date(let d): output += "\"" + dateDescription(d) + "\""
        case .data(let d): output += dataDescription(d)
        case .array(let values):
            output += "(\n"
            for (offset, element) in values.enumerated() {
                output += String(repeating: " ", count: (indent + 1) * 4)
                append(element, to: &output, indent: indent + 1)
                output += offset == values.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent * 4) + ")"
        case .dictionary(let values):
            output += "{\n"
            for key in values.keys.sorted() {
                output += String(repeating: " ", count: (indent + 1) * 4) + quotedIfNeeded(key.string) + " = "
                append(values[key]!, to: &output, indent: indent + 1)
                output += ";\n"
            }
            output += String(repeating: " ", count: indent * 4) + "}"
        }
    }

    /// `2020-01-02 03:04:05 +0000`, in UTC.
    public static func dateDescription(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        let year = c.year ?? 1
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute)):\(two(c.second)) +0000"
    }

    /// `<0a0b0c0d 0e>`: hexadecimal grouped in four-byte words.
    public static func dataDescription(_ data: Data) -> String {
        var output = "<"
        output.reserveCapacity(data.count * 2 + data.count / 4 + 2)
        for (offset, byte) in data.enumerated() {
            if offset > 0, offset % 4 == 0 { output += " " }
            output += NumberText.hex(byte)
        }
        return output + ">"
    }
}

extension Unicode.Scalar {
    var isASCIIAlphanumeric: Bool {
        switch self {
        case "a"..."z", "A"..."Z", "0"..."9": true
        default: false
        }
    }
}
