import Foundation
import PropertyList
import TextOutput

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
        var head = "defaults write \(ShellText.quoted(domain)) \(ShellText.quoted(key))"
        if let device, let file {
            head =
                "xcrun simctl spawn \(ShellText.quoted(device)) defaults write \(ShellText.quoted(file)) "
                + ShellText.quoted(key)
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
                + entries.keys.sorted().flatMap {
                    ["-string", ShellText.quoted($0.string)] + scalarArguments(entries[$0]!)
                }
        case .array, .dictionary:
            return [ShellText.quoted(OpenStepPrinter.string(for: value))]
        default:
            return scalarArguments(value)
        }
    }

    static func scalarArguments(_ value: PlistValue) -> [String] {
        switch value {
        case .string(let text): return ["-string", ShellText.quoted(text)]
        case .integer(let number): return ["-int", String(number)]
        case .unsignedInteger(let number): return ["-int", String(number)]
        case .real(let number): return ["-float", OpenStepPrinter.realDescription(number)]
        case .bool(let flag): return ["-bool", flag ? "true" : "false"]
        case .date(let date): return ["-date", ShellText.quoted(Self.isoDate(date))]
        case .data(let data): return ["-data", data.map { String(format: "%02x", $0) }.joined()]
        case .array, .dictionary: return [ShellText.quoted(OpenStepPrinter.string(for: value))]
        }
    }

    static func isoDate(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
