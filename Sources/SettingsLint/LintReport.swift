import FoundationEssentials
import SettingsBundle

/// Everything lint found about one bundle.
public struct LintReport: Sendable, Hashable, Codable {
    /// The Settings.bundle folder.
    public var bundle: String
    /// The findings, grouped by file and ordered by specifier.
    public var diagnostics: [Diagnostic]

    public init(bundle: String, diagnostics: [Diagnostic]) {
        self.bundle = bundle
        self.diagnostics = diagnostics
    }

    /// Whether any finding is an error (`settings lint` then exits 1).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// How many findings there are of a severity.
    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

    /// One `file: severity: message [rule]` line per finding.
    public var text: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// The report as pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
