import FoundationEssentials
import SettingsBundle
import TextOutput

/// `settings lint --format json`: the reports, with only their shown findings, as a JSON array.
public enum LintJSONReporter {
    /// Pretty-printed, keys sorted, one object per bundle (``LintReport``'s coding).
    public static func render(_ reports: [LintReport], options: LintOutputOptions) throws -> String {
        let shown = reports.map { LintReport(bundle: $0.bundle, diagnostics: options.shown($0)) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return JSONText.escapingControls(String(decoding: try encoder.encode(shown), as: UTF8.self)) + "\n"
    }
}
