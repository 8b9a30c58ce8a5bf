import SettingsBundle
import TextOutput

/// `settings lint`'s text output: `file:line:col: severity: message [rule]` lines, then a summary.
public enum LintTextReporter {
    /// The shown findings of every bundle, then the summary line.
    public static func render(_ reports: [LintReport], options: LintOutputOptions) -> String {
        var output = ""
        for report in reports {
            let shown = LintReport(bundle: report.bundle, diagnostics: options.shown(report))
            if !shown.diagnostics.isEmpty { output += TerminalText.sanitized(shown.text, keepNewlines: true) + "\n" }
        }
        return output + summary(reports, options: options) + "\n"
    }

    /// `2 bundles: 0 errors, 3 warnings, 12 notes`, saying which severities were hidden and how
    /// many findings a baseline dropped (`, 5 baselined`).
    public static func summary(_ reports: [LintReport], options: LintOutputOptions) -> String {
        func count(_ severity: Severity, _ name: String) -> String {
            let number = reports.reduce(0) { $0 + $1.count(severity) }
            let hidden = !options.shows(severity) && number > 0 ? " (hidden)" : ""
            return "\(number) \(name)\(number == 1 ? "" : "s")\(hidden)"
        }
        return "\(reports.count) bundle\(reports.count == 1 ? "" : "s"): "
            + [count(.error, "error"), count(.warning, "warning"), count(.note, "note")].joined(separator: ", ")
            + (options.baselined > 0 ? ", \(options.baselined) baselined" : "")
    }
}
