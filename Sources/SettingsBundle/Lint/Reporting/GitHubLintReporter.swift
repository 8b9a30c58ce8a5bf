/// `settings lint --format github`: GitHub Actions workflow commands, so each finding shows as an
/// annotation on its file and line in a pull request.
///
/// `::error file=PATH,line=L,col=C,title=RULE::MESSAGE` (`::warning`, and `::notice` for notes),
/// escaped as the Actions toolkit escapes them (`@actions/core`'s `command.ts`). Paths are printed
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
        return output + LintTextReporter.summary(reports, options: options) + "\n"
    }

    /// The workflow command for one finding.
    static func command(for diagnostic: Diagnostic) -> String {
        let name =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        var properties = ["file=" + escapeProperty(TerminalText.sanitized(diagnostic.file, keepNewlines: true))]
        if let line = diagnostic.line {
            properties.append("line=\(line)")
            if let column = diagnostic.column { properties.append("col=\(column)") }
        }
        properties.append("title=" + escapeProperty(diagnostic.rule.rawValue))
        return "::\(name) \(properties.joined(separator: ","))::\(escapeData(diagnostic.reportedMessage))"
    }

    /// A command's message: `%`, CR and LF percent-encoded (the toolkit's `escapeData`).
    static func escapeData(_ text: String) -> String { percentEncoding(text, also: []) }

    /// A command's property value: as ``escapeData(_:)``, plus `:` and `,` (the toolkit's
    /// `escapeProperty`).
    static func escapeProperty(_ text: String) -> String { percentEncoding(text, also: [":", ","]) }

    /// Works on Unicode scalars: as `Character`s, CR LF is one character equal to neither CR nor LF.
    private static func percentEncoding(_ text: String, also extra: Set<Unicode.Scalar>) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == "\r" || scalar == "\n" || extra.contains(scalar) {
                output.append(
                    contentsOf: "%\(scalar.value < 16 ? "0" : "")\(String(scalar.value, radix: 16, uppercase: true))"
                        .unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }
}
