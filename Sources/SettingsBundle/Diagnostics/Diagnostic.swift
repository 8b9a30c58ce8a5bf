import TextOutput

/// One finding about a bundle, from loading or from lint.
///
/// Printed as `file:line:col: severity: message [rule]` (the form compilers print and editors jump
/// to) when lint knows the place, else `file: severity: message [rule]`; ``message`` starts with the specifier's position
/// and key (`Item 3 (Key "volume"): ...`) when the finding is about one specifier. Items count
/// from 0, as Xcode's property-list editor numbers them.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file the finding is about: the bundle path joined with ``relativeFile``.
    public var file: String
    /// The file relative to the Settings.bundle folder (`"Root.plist"`, `"fr.lproj/Root.strings"`).
    public var relativeFile: String
    public var severity: Severity
    public var rule: Rule
    /// What is wrong and what to do, with the specifier's position and key in front.
    public var message: String
    /// The page the finding is about, if any.
    public var page: PageID?
    /// The specifier's index in `PreferenceSpecifiers`, if the finding is about one.
    public var specifierIndex: Int?
    /// The specifier's `Key`, if it has one.
    public var key: String?
    /// The 1-based line printed in ``file`` (set by lint for XML pages and `.strings` files): the
    /// offending key's `<key>` when there is one (`Values`, `DefaultValue`...), else the specifier's.
    public var line: Int?
    /// The 1-based byte column on ``line``.
    public var column: Int?
    /// The 1-based line where the specifier's `<dict>` starts, when the finding is about one.
    public var specifierLine: Int?
    /// The 1-based byte column of the specifier's `<dict>` on ``specifierLine``.
    public var specifierColumn: Int?
    /// Why there is no line, when the file format has none (`"binary page: no line numbers"`).
    public var placeNote: String?
    /// Why a finding about the app's sources is only a note, when the reader was not sure (keys built
    /// at run time, constants with several values, wrappers it cannot follow).
    public var uncertainty: String?

    public init(
        bundlePath: String, relativeFile: String, severity: Severity, rule: Rule, message: String,
        page: PageID? = nil, specifierIndex: Int? = nil, key: String? = nil
    ) {
        self.relativeFile = relativeFile
        self.file = bundlePath.hasSuffix("/") ? bundlePath + relativeFile : bundlePath + "/" + relativeFile
        self.severity = severity
        self.rule = rule
        self.page = page
        self.specifierIndex = specifierIndex
        self.key = key
        self.message = Self.itemPrefix(specifierIndex: specifierIndex, key: key) + message
    }

    /// `Item N (Key "..."): `, or `Item N: ` without a key, or nothing without a specifier.
    private static func itemPrefix(specifierIndex: Int?, key: String?) -> String {
        guard let specifierIndex else { return "" }
        return "Item \(specifierIndex)" + (key.map { " (Key \"\($0)\")" } ?? "") + ": "
    }

    /// ``message`` without its `Item N (Key "...")` prefix: what stays the same when the specifier moves.
    public var detail: String {
        let prefix = Self.itemPrefix(specifierIndex: specifierIndex, key: key)
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }

    /// `file:line:col: severity: message [rule]` on one line, with control characters in the file and
    /// message made visible.
    public var description: String { render(naming: file) }

    /// The same line with the file relative to the bundle (for goldens and compact listings).
    public var relativeDescription: String { render(naming: relativeFile) }

    /// `:line:col` (or `:line`), or nothing when the place is unknown.
    public var placeSuffix: String {
        guard let line else { return "" }
        return column.map { ":\(line):\($0)" } ?? ":\(line)"
    }

    private func render(naming name: String) -> String {
        let note = placeNote.map { " (\($0))" } ?? ""
        return
            "\(TerminalText.sanitized(name))\(placeSuffix): \(severity.rawValue): \(TerminalText.sanitized(message + note)) [\(rule.rawValue)]"
    }
}
