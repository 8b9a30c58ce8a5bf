import FoundationEssentials
import SettingsBundle

/// A team's lint settings, as a `.settings-lint.yml` (or `.yaml`, `.json`) file gives them.
///
/// ```yaml
/// disabled_rules: [missing-localization]
/// severity: { insecure-password-field: error, unreachable-page: note }
/// excluded: [Legacy/**, "**/Pods/**"]
/// baseline: settings-lint-baseline.json
/// ```
///
/// Paths (`excluded`, `baseline`) are relative to ``folder``, the configuration file's folder.
/// ``apply(to:)`` turns a bundle's report into the one the team sees: findings of disabled rules
/// and of excluded files dropped, severities overridden. Reading the file (YAML) is the command
/// line's job: this layer only knows the model.
public struct LintConfiguration: Sendable, Hashable, Codable {
    /// Rules whose findings are dropped.
    public var disabledRules: Set<Rule>
    /// The severity each listed rule's findings get instead of their own.
    public var severities: [Rule: Severity]
    /// Bundles and files not linted (bundles) or whose findings are dropped (files inside a bundle).
    public var excluded: [GlobPattern]
    /// The baseline file, relative to ``folder`` (see ``baselineURL``).
    public var baseline: String?
    /// The folder the configuration file sits in: paths are relative to it. Not part of the file.
    public var folder: URL

    enum CodingKeys: String, CodingKey {
        case disabledRules = "disabled_rules"
        case severities = "severity"
        case excluded
        case baseline
    }

    public init(
        disabledRules: Set<Rule> = [], severities: [Rule: Severity] = [:], excluded: [GlobPattern] = [],
        baseline: String? = nil, folder: URL
    ) {
        self.disabledRules = disabledRules
        self.severities = severities
        self.excluded = excluded
        self.baseline = baseline
        self.folder = folder.standardizedFileURL
    }

    /// Decodes the file's keys; ``folder`` is the current folder until the reader sets it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            disabledRules: try container.decodeIfPresent(Set<Rule>.self, forKey: .disabledRules) ?? [],
            severities: try Self.severities(
                container.decodeIfPresent([String: Severity].self, forKey: .severities) ?? [:], decoder: decoder),
            excluded: try container.decodeIfPresent([GlobPattern].self, forKey: .excluded) ?? [],
            baseline: try container.decodeIfPresent(String.self, forKey: .baseline),
            folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }

    /// The `severity` table's ids as the rules of `userInfo[.lintRules]`.
    private static func severities(_ byID: [String: Severity], decoder: any Decoder) throws -> [Rule: Severity] {
        let rules = decoder.userInfo[.lintRules] as? [Rule] ?? []
        var result: [Rule: Severity] = [:]
        for (id, severity) in byID {
            guard let rule = rules.first(where: { $0.rawValue == id }) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath + [CodingKeys.severities],
                        debugDescription: "unknown rule '\(id)'"))
            }
            result[rule] = severity
        }
        return result
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(disabledRules.map(\.rawValue).sorted(), forKey: .disabledRules)
        try container.encode(
            Dictionary(uniqueKeysWithValues: severities.map { ($0.key.rawValue, $0.value) }), forKey: .severities)
        try container.encode(excluded, forKey: .excluded)
        try container.encodeIfPresent(baseline, forKey: .baseline)
    }

    /// The baseline file, when the configuration names one.
    public var baselineURL: URL? {
        baseline.map { path in
            (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)).standardizedFileURL
        }
    }

    /// The first `excluded` pattern matching `path` (absolute, or relative to the current folder),
    /// or nil when it is not excluded.
    public func exclusion(of path: String) -> GlobPattern? {
        let relative = RelativePath.of(path, from: folder.path)
        guard !relative.hasPrefix("../"), relative != ".." else { return nil }
        return excluded.first { $0.matches(relative) }
    }

    /// The report with findings of disabled rules and excluded files dropped, and severities overridden.
    public func apply(to report: LintReport) -> LintReport {
        var diagnostics: [Diagnostic] = []
        for var diagnostic in report.diagnostics where !disabledRules.contains(diagnostic.rule) {
            guard exclusion(of: diagnostic.file) == nil else { continue }
            if let severity = severities[diagnostic.rule] { diagnostic.severity = severity }
            diagnostics.append(diagnostic)
        }
        return LintReport(bundle: report.bundle, diagnostics: diagnostics)
    }
}
