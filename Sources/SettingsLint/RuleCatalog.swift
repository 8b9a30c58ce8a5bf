import FoundationEssentials
import SettingsBundle

/// The lint rules in order, built from the rules' own files: SARIF's rule list (a rule's index is
/// its place here), `settings lint --list-rules`, and the ids a configuration or decoder accepts.
///
/// The complete catalog is `RuleCatalog.all` in `SourceLint`, the first target that sees every rule;
/// a new rule is appended there, so the indices of the others never change.
public struct RuleCatalog: Sendable, Hashable {
    /// The rules, in order.
    public let rules: [Rule]

    /// A catalog of `rules`, each id once.
    public init(_ rules: [Rule]) {
        precondition(Set(rules).count == rules.count, "a rule id is listed twice")
        self.rules = rules
    }

    /// The rule of `id`, if the catalog has it.
    public func rule(id: String) -> Rule? { rules.first { $0.rawValue == id } }

    /// The rule's place in ``rules`` (SARIF's `ruleIndex`).
    public func index(of rule: Rule) -> Int? { rules.firstIndex(of: rule) }

    /// A JSON decoder that reads rule ids as the catalog's rules (for a `LintConfiguration`).
    public func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[.lintRules] = rules
        return decoder
    }

    /// `settings lint --list-rules`: one `id  severity  summary` line per rule, under a heading.
    public func listing() -> String {
        let width = (rules.map(\.rawValue.count).max() ?? 0) + 2
        func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(1, width - text.count))
        }
        var output = padded("RULE", width) + padded("SEVERITY", 10) + "SUMMARY\n"
        for rule in rules {
            output += padded(rule.rawValue, width) + padded(rule.defaultSeverity.rawValue, 10) + rule.summary + "\n"
        }
        return output
    }

    /// `settings lint --list-rules --format json`: every rule's id, name, severity, summary and
    /// explanation, as a JSON array with sorted keys.
    public func listingJSON() throws -> String {
        let entries = rules.map { rule in
            [
                "id": rule.rawValue, "name": rule.displayName, "severity": rule.defaultSeverity.rawValue,
                "summary": rule.summary, "explanation": rule.explanation,
            ]
        }
        // `JSONEncoder` writes the bytes `JSONSerialization` wrote with these options, without ICU.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(entries)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
