import Foundation
import PropertyList

/// A `defaults write DOMAIN KEY -type VALUE` command that stores one value with its exact type,
/// quoted for a POSIX shell: what `settings diff` prints, for QA notes and bug reports. For an
/// app on a Simulator device, `xcrun simctl spawn UDID defaults write FILE KEY -type VALUE`,
/// with the absolute path of the container's store file.
public struct DefaultsWriteCommand: Hashable, Sendable, CustomStringConvertible {
    /// The persistent domain.
    public var domain: String
    /// The key.
    public var key: String
    /// The value the command stores.
    public var value: PlistValue
    /// Whether the value is a secure text field's: then the command is printed as a comment
    /// without the value, which is never shown.
    public var isSecret: Bool
    /// The Simulator device to write through (its UDID) and the absolute store file there (see
    /// ``SimulatorWrites``); nil for the user's own `defaults`.
    public var device: String?
    /// The store file the device command writes.
    public var file: String?

    /// Creates a command; with `device` and `file`, one that writes through a Simulator device.
    public init(
        domain: String, key: String, value: PlistValue, isSecret: Bool = false, device: String? = nil,
        file: String? = nil
    ) {
        self.domain = domain
        self.key = key
        self.value = value
        self.isSecret = isSecret
        self.device = device
        self.file = file
    }

    /// The command line.
    public var description: String {
        var head = "defaults write \(Self.quoted(domain)) \(Self.quoted(key))"
        if let device, let file {
            head = "xcrun simctl spawn \(Self.quoted(device)) defaults write \(Self.quoted(file)) \(Self.quoted(key))"
        }
        if isSecret { return "# \(head) -string ...  (a secure text field: its value is not printed)" }
        return head + " " + Self.arguments(for: value).joined(separator: " ")
    }

    /// The typed arguments that make `defaults write` store `value` exactly; arrays and
    /// dictionaries of scalars as `-array`/`-dict` lists, nested ones in the old-style format
    /// (whose scalars `defaults` reads as strings).
    static func arguments(for value: PlistValue) -> [String] {
        switch value {
        case .array(let items) where items.allSatisfy(\.isScalar):
            return ["-array"] + items.flatMap(scalarArguments)
        case .dictionary(let entries) where entries.values.allSatisfy(\.isScalar):
            return ["-dict"]
                + entries.keys.sorted().flatMap { ["-string", quoted($0.string)] + scalarArguments(entries[$0]!) }
        case .array, .dictionary:
            return [quoted(OpenStepPrinter.string(for: value))]
        default:
            return scalarArguments(value)
        }
    }

    static func scalarArguments(_ value: PlistValue) -> [String] {
        switch value {
        case .string(let text): return ["-string", quoted(text)]
        case .integer(let number): return ["-int", String(number)]
        case .unsignedInteger(let number): return ["-int", String(number)]
        case .real(let number): return ["-float", OpenStepPrinter.realDescription(number)]
        case .bool(let flag): return ["-bool", flag ? "true" : "false"]
        case .date(let date): return ["-date", quoted(Self.isoDate(date))]
        case .data(let data): return ["-data", data.map { String(format: "%02x", $0) }.joined()]
        case .array, .dictionary: return [quoted(OpenStepPrinter.string(for: value))]
        }
    }

    static func isoDate(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// A word for a shell: as is when it holds only safe characters, else in single quotes (a
    /// single quote inside becomes `'\''`); a word with control characters in `$'...'` with
    /// escapes, so no control character reaches the terminal that shows the command.
    public static func quoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.,:/@%+=")
        if !word.isEmpty, word.allSatisfy(safe.contains), word.first != "-" { return word }
        let hasControl = word.unicodeScalars.contains {
            $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value)
        }
        guard hasControl else { return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        var output = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "'": output += "\\'"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                output += String(format: "\\x%02x", scalar.value)
            case _ where (0x80..<0xA0).contains(scalar.value):
                // A C1 control as its UTF-8 bytes.
                output += String(scalar).utf8.map { String(format: "\\x%02x", $0) }.joined()
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "'"
    }
}
