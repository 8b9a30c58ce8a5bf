import SettingsBundle
import TextOutput

/// `settings lint --format junit`: JUnit XML for CI test reports.
///
/// One `<testcase>` per bundle, named by its path (also its `file`, which GitLab links). A bundle
/// with a finding that fails the run (an error, or a warning with `--strict`) fails: `<failure>`
/// lists those findings; the other shown findings (notes, and warnings without `--strict`) go to
/// `<system-out>`. The counts of `<testsuites>` and `<testsuite>` agree with the test cases.
public enum JUnitLintReporter {
    /// The XML document.
    public static func render(_ reports: [LintReport], options: LintOutputOptions) -> String {
        let suiteName = XMLText.attribute("\(options.toolName) lint")
        var cases = ""
        var failures = 0
        for report in reports {
            let failing = report.diagnostics.filter { options.fails($0.severity) }
            let shown = options.shown(report)
            let bundle = XMLText.attribute(report.bundle)
            cases += "    <testcase name=\"\(bundle)\" classname=\"\(suiteName)\" file=\"\(bundle)\""
            let failingShown = shown.filter { options.fails($0.severity) }
            let other = shown.filter { !options.fails($0.severity) }
            if failing.isEmpty && other.isEmpty {
                cases += "/>\n"
                continue
            }
            cases += ">\n"
            if !failing.isEmpty {
                failures += 1
                let type = failing.contains { $0.severity == .error } ? "error" : "warning"
                cases +=
                    "      <failure message=\"\(XMLText.attribute(counts(failing)))\" type=\"\(type)\">"
                    + XMLText.content(lines(failingShown)) + "</failure>\n"
            }
            if !other.isEmpty {
                cases += "      <system-out>" + XMLText.content(lines(other)) + "</system-out>\n"
            }
            cases += "    </testcase>\n"
        }
        let counts = "tests=\"\(reports.count)\" failures=\"\(failures)\" errors=\"0\""
        return XMLText.declaration + "\n"
            + "<testsuites name=\"\(suiteName)\" \(counts)>\n"
            + "  <testsuite name=\"\(suiteName)\" \(counts) skipped=\"0\">\n"
            + cases
            + "  </testsuite>\n"
            + "</testsuites>\n"
    }

    /// `2 errors, 1 warning`: what makes a test case fail (hidden findings included, so a failure
    /// never goes unexplained).
    static func counts(_ diagnostics: [Diagnostic]) -> String {
        [Severity.error, .warning, .note].compactMap { severity in
            let number = diagnostics.filter { $0.severity == severity }.count
            return number == 0 ? nil : "\(number) \(severity.rawValue)\(number == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }

    /// One `file:line:col: severity: message [rule]` line per finding, control characters visible.
    private static func lines(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { TerminalText.sanitized($0.description, keepNewlines: true) + "\n" }.joined()
    }
}
