/// A lint rule: the id printed in brackets after each finding, with what the rule says about itself.
///
/// Each rule is one file, `Rules/Rule+Name.swift`, in the target that finds it (the loader's rules
/// here, the whole-bundle rules in `SettingsLint`, the rules across the app's code in `SourceLint`),
/// declaring a `static let` with its id, default severity, the key its findings point at, summary and
/// explanation. Nothing in this module lists every rule: the catalog (`RuleCatalog` in `SettingsLint`,
/// its complete list in `SourceLint`) is built from the rules, and two rules are the same when their
/// ids are.
public struct Rule: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The id printed in brackets after each finding (`missing-root`).
    public let rawValue: String
    /// The most serious severity the rule reports (some rules also report milder cases: a missing
    /// optional key is a warning where a missing required one is an error).
    public let defaultSeverity: Severity
    /// The key of the specifier a finding points at (its line and column in an XML page), when the
    /// rule names one; otherwise the finding points at the key its message names first, or the
    /// specifier.
    public let offendingKey: String?
    /// One line: what the rule finds.
    public let summary: String
    /// A paragraph: what is wrong, what Settings (or InAppSettingsKit) does with it, and how to fix it.
    public let explanation: String

    /// A rule; declare each once, as a `static let` in its own file.
    public init(id: String, severity: Severity, pointsAt offendingKey: String?, summary: String, explanation: String) {
        self.rawValue = id
        self.defaultSeverity = severity
        self.offendingKey = offendingKey
        self.summary = summary
        self.explanation = explanation
    }

    /// The rule id in UpperCamelCase (`missing-root` → `MissingRoot`), SARIF's `name` of a rule.
    public var displayName: String {
        rawValue.split(separator: "-").map { word in
            word == "iask" ? "InAppSettingsKit" : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }

    /// The id.
    public var description: String { rawValue }

    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Encodes the id.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Decodes an id into the rule of that id among the rules in `userInfo[.lintRules]` (`[Rule]`);
    /// fails naming the id when there is no such list or no such rule in it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let id = try container.decode(String.self)
        let rules = decoder.userInfo[.lintRules] as? [Rule] ?? []
        guard let rule = rules.first(where: { $0.rawValue == id }) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: rules.isEmpty
                    ? "rule '\(id)': decode with the rule list in userInfo[.lintRules]"
                    : "unknown rule '\(id)'")
        }
        self = rule
    }
}

extension CodingUserInfoKey {
    /// The rules (`[Rule]`) a decoder turns rule ids into; `RuleCatalog` in `SettingsLint` supplies them.
    public static let lintRules = CodingUserInfoKey(rawValue: "lintRules")!
}
