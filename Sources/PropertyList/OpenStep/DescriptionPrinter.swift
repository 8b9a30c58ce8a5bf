import FoundationEssentials
import SystemCalls
import TextOutput

/// Prints values the way macOS `defaults read` does: the `description` of `NSDictionary`,
/// `NSArray`, `NSNumber`, `NSData` and `NSDate` on current macOS.
///
/// Unlike ``OpenStepPrinter`` (old-style text that parses back), this output is for people and
/// for scripts that parse `defaults read`; it loses information (numbers print like strings, long
/// data is abbreviated). The rules, each matched against `defaults read` output captured on
/// macOS (see `Tests/DefaultsToolTests/Fixtures/README.md`):
///
/// - a collection printed at depth `n` starts with `4n` spaces of its own before `(` or `{`, its
///   elements are at `4(n+1)` spaces and its closing bracket at `4n`: so a collection value
///   reads `key =     (` at depth 1, and a dictionary inside an array opens on a deeper line
///   (`                {`); an empty array is `(` and `)` on two lines;
/// - dictionary keys are sorted (UTF-16 order) and every entry ends with `;`, array elements
///   are separated by `,`;
/// - strings, keys and numbers are bare only when their text is entirely ASCII letters and digits,
///   otherwise double-quoted (`"0.25"`, `"-1"`, `"en_US"`), with `\"`, `\\`, C escapes and
///   `\Uxxxx` for anything outside printable ASCII;
/// - booleans print `1`/`0`; reals `%.16g` (`NSNumber`'s double description), or `%.7g` for a
///   value that is exactly a single-precision number (what `defaults write -float` stores, which
///   macOS keeps single-precision and prints with 7 digits: `"0.7788008"`); dates
///   `"2020-01-02 03:04:05 +0000"`;
/// - data prints `{length = 4, bytes = 0x01020304}` in full up to 24 bytes, and from 25 bytes
///   the first 16 and the last 8 bytes in 4-byte groups:
///   `{length = 552, bytes = 0x626f6f6b 28020000 00000410 30000000 ... 04000000 00000000 }`.
public enum DescriptionPrinter {
    /// The description of a value inside a collection (or of a whole domain).
    public static func string(for value: PlistValue) -> String {
        var output = ""
        append(value, to: &output, depth: 0)
        return output
    }

    /// What `defaults read <domain> <key>` prints for one value: a string or a date as it is,
    /// a number unquoted, anything else as ``string(for:)``.
    public static func topLevelString(for value: PlistValue) -> String {
        switch value {
        case .string(let string): string
        case .date(let date): OpenStepPrinter.dateDescription(date)
        case .integer, .unsignedInteger, .real, .bool: scalarText(value)
        default: string(for: value)
        }
    }

    /// `NSNumber`'s description of a real: `%.16g`, or `%.7g` for a non-integral value that is
    /// exactly a single-precision number.
    public static func realDescription(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let single = Float(value)
        if Double(single) == value, value != value.rounded(.towardZero) {
            return CLibrary.format(Double(single), "%.7g")
        }
        return CLibrary.format(value, "%.16g")
    }

    /// `{length = N, bytes = 0x…}` as current macOS prints `NSData`.
    public static func dataDescription(_ data: Data) -> String {
        let bytes = [UInt8](data)
        var output = "{length = \(bytes.count), bytes = 0x"
        func hex(_ byte: UInt8) { output += NumberText.hex(byte) }
        if bytes.count <= 24 {
            bytes.forEach(hex)
            return output + "}"
        }
        for (offset, byte) in bytes[0..<16].enumerated() {
            hex(byte)
            if offset % 4 == 3 { output += " " }
        }
        output += "... "
        for (offset, byte) in bytes[(bytes.count - 8)...].enumerated() {
            hex(byte)
            if offset % 4 == 3 { output += " " }
        }
        return output + "}"
    }

    private static func scalarText(_ value: PlistValue) -> String {
        switch value {
        case .integer(let i): String(i)
        case .unsignedInteger(let u): String(u)
        case .real(let r): realDescription(r)
        case .bool(let b): b ? "1" : "0"
        default: ""
        }
    }

    private static func indentation(_ depth: Int) -> String { String(repeating: " ", count: depth * 4) }

    private static func append(_ value: PlistValue, to output: inout String, depth: Int) {
        switch value {
        case .string(let s): output += OpenStepPrinter.quotedIfNeeded(s)
        case .integer, .unsignedInteger, .real, .bool: output += OpenStepPrinter.quotedIfNeeded(scalarText(value))
        case .date(let d): output += "\"" + OpenStepPrinter.dateDescription(d) + "\""
        case .data(let d): output += dataDescription(d)
        case .array(let values):
            output += indentation(depth) + "(\n"
            for (offset, element) in values.enumerated() {
                output += indentation(depth + 1)
                append(element, to: &output, depth: depth + 1)
                output += offset == values.count - 1 ? "\n" : ",\n"
            }
            output += indentation(depth) + ")"
        case .dictionary(let values):
            output += indentation(depth) + "{\n"
            // NSDictionary's description sorts string keys with compare:, by UTF-16 code units here.
            let keys = values.keys.sorted { $0.string.utf16.lexicographicallyPrecedes($1.string.utf16) }
            for key in keys {
                output += indentation(depth + 1) + OpenStepPrinter.quotedIfNeeded(key.string) + " = "
                append(values[key]!, to: &output, depth: depth + 1)
                output += ";\n"
            }
            output += indentation(depth) + "}"
        }
    }
}
