import FoundationEssentials
import PropertyList
import TextOutput

/// A `defaults write DOMAIN KEY -type VALUE` command that stores one value with its exact type,
/// quoted for a POSIX shell: what `settings diff` and the editor's changes view print, for QA
/// notes and bug reports. The value's arguments are `WriteValueEncoder`'s, which
/// `WriteValueParser` (the `defaults` tool's) reads back to the same value. For an
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
    /// `SimulatorWrites` in the editor); nil for the user's own `defaults`.
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
        if isSecret {
            // A comment on every line: a key ending in a line break is quoted over two lines.
            let comment = "\(head) -string ...  (a secure text field: its value is not printed)"
            let lines = comment.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.map { "# " + String($0) }.joined(separator: "\n")
        }
        let words = WriteValueEncoder.words(for: value).map { $0.isLiteral ? ShellText.quoted($0.text) : $0.text }
        return head + " " + words.joined(separator: " ")
    }
}
