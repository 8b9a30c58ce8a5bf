import Defaults
import FoundationEssentials
import PropertyList
import SettingsBundle
import TextOutput

/// Settings written as launch arguments, in the forms a UI test or a scheme takes, each value
/// written by `LaunchArgumentEncoder` so that the app's typed accessors read back the value.
public enum LaunchArgumentFormat: String, CaseIterable, Sendable {
    /// `-key value …` quoted for a POSIX shell.
    case shell
    /// A Swift array literal for `XCUIApplication().launchArguments`.
    case swift
    /// `<CommandLineArgument>` elements to paste into a scheme's `<CommandLineArguments>`.
    case xcscheme
    /// A test plan's `commandLineArgumentEntries` (JSON).
    case xctestplan
    /// `xcrun simctl launch booted DOMAIN -key value …`.
    case simctl

    /// The text of `pairs` in this format (one block, no trailing newline), and the notes about
    /// what the app receives differently (a date arrives as a string), each once.
    public func render(_ pairs: [(key: String, value: PlistValue)], domain: String) -> (text: String, notes: [String]) {
        var notes: [String] = []
        var entries: [[String]] = []
        for (key, value) in pairs {
            let (arguments, valueNotes) = LaunchArgumentEncoder.arguments(key: key, value: value)
            for note in valueNotes where !notes.contains(where: { $0.hasSuffix(note) }) {
                notes.append("\(key): \(note)")
            }
            entries.append(arguments)
            // Xcode expands build settings in scheme and test plan arguments before passing them.
            if self == .xcscheme || self == .xctestplan, arguments[1].contains("$(") || arguments[1].contains("${") {
                notes.append("\(key): Xcode expands $(NAME) and ${NAME} in the value before the app sees it")
            }
        }
        switch self {
        case .shell:
            return (entries.map(Self.shellLine).joined(separator: " "), notes)
        case .simctl:
            let head = "xcrun simctl launch booted " + ShellText.quoted(domain)
            return (([head] + entries.map(Self.shellLine)).joined(separator: " "), notes)
        case .swift:
            let items = entries.map { $0.map(SwiftText.stringLiteral).joined(separator: ", ") }
            guard !items.isEmpty else { return ("[]", notes) }
            return ("[\n" + items.map { "    \($0)," }.joined(separator: "\n") + "\n]", notes)
        case .xcscheme:
            var lines = ["<CommandLineArguments>"]
            for entry in entries {
                lines += [
                    "   <CommandLineArgument",
                    "      argument = \"\(XMLText.attribute(Self.shellLine(entry)))\"",
                    "      isEnabled = \"YES\">",
                    "   </CommandLineArgument>",
                ]
            }
            lines.append("</CommandLineArguments>")
            return (lines.joined(separator: "\n"), notes)
        case .xctestplan:
            return (Self.testPlanJSON(entries.map(Self.shellLine)), notes)
        }
    }

    /// Words as one line a POSIX shell splits back into them (`ShellText`), a `-key` word bare
    /// when the rest of it is (compared on Unicode scalars, as `ShellText` quotes).
    public static func shellLine(_ words: [String]) -> String {
        words.map { word in
            let scalars = word.unicodeScalars
            if scalars.first == "-", scalars.count > 1 {
                let rest = "k" + String(scalars.dropFirst())
                if ShellText.quoted(rest) == rest { return word }
            }
            return ShellText.quoted(word)
        }.joined(separator: " ")
    }

    /// Whether a key can be passed as `-key`: not empty and without control or format characters
    /// (which no scheme or shell line could carry safely).
    public static func canPass(key: String) -> Bool {
        !key.isEmpty
            && !key.unicodeScalars.contains {
                $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value)
                    || $0.properties.generalCategory == .format || $0.properties.generalCategory == .lineSeparator
                    || $0.properties.generalCategory == .paragraphSeparator
            }
    }
}

extension LaunchArgumentFormat {
    /// A test plan's `commandLineArgumentEntries`, one entry per argument line, as
    /// `JSONSerialization` wrote it with `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`
    /// (`JSONEncoder` with the same options writes the same bytes, without Foundation's ICU).
    static func testPlanJSON(_ lines: [String]) -> String {
        struct Entry: Encodable { let argument: String }
        struct Plan: Encodable { let commandLineArgumentEntries: [Entry] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Plan(commandLineArgumentEntries: lines.map(Entry.init)))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
