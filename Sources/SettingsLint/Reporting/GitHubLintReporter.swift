import SettingsBundle
import TextOutput

/// `settings lint --format github`: GitHub Actions workflow commands, so each finding shows as an
/// annotation on its file and line in a pull request.
///
/// `::error file=PATH,line=L,col=C,title=RULE::MESSAGE` (`::warning`, and `::notice` for notes),
/// escaped by `TextOutput.WorkflowCommandText` as the Actions toolkit escapes them (`command.ts`). Paths are printed
/// as lint names them (relative stays relative: GitHub resolves them against the workspace);
/// `line` and `col` are left out when unknown. The summary line ends the output as plain log text.
public enum GitHubLintReporter {
    /// One command line per shown finding, errors first, then warnings, then notes (each in lint's
    /// order), then the summary. GitHub turns only the first 10 of each kind in a step (50 in a job)
    /// into annotations, so the most serious get them; the log keeps every line.
    public static func render(_ reports: [LintReport], options: LintOutputOptions) -> String {
        let shown = reports.flatMap { options.shown($0) }
        var output = ""
        for severity in Severity.allCases {
            for diagnostic in shown where diagnostic.severity == severity { output += command(for: diagnostic) + "\n" }
        }
        // The summary is plain log text: written as every other line is, so a bundle's name in it
        // cannot make a line of its own that the runner would execute.
        return output
            + StandardStream.prepared(LintTextReporter.summary(reports, options: options) + "\n", as: .terminal)
    }

    /// The workflow command for one finding.
    static func command(for diagnostic: Diagnostic) -> String {
        let name =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        var properties = [
            "file=" + WorkflowCommandText.property(TerminalText.sanitized(diagnostic.file, keepNewlines: true))
        ]
        if let line = diagnostic.line {
            properties.append("line=\(line)")
            if let column = diagnostic.column { properties.append("col=\(column)") }
        }
        properties.append("title=" + WorkflowCommandText.property(diagnostic.rule.rawValue))
        return "::\(name) \(properties.joined(separator: ","))::\(WorkflowCommandText.data(diagnostic.reportedMessage))"
    }
}
