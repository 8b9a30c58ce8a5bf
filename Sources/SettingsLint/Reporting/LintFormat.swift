import SettingsBundle
import TextOutput

/// The output formats of `settings lint`: the reporters SwiftLint users know.
public enum LintFormat: String, Sendable, Hashable, CaseIterable {
    /// `file:line:col: severity: message [rule]` lines, then a summary line.
    case text
    /// The reports as a JSON array, one object per bundle.
    case json
    /// GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` annotation a finding.
    case github
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
    case sarif
    /// JUnit XML: one test case a bundle, failing on its errors (and warnings with `--strict`).
    case junit
    /// Checkstyle XML: one `<file>` a file with findings, one `<error>` a finding.
    case checkstyle

    /// The whole output for `reports` in this format, ending with a newline.
    public func render(_ reports: [LintReport], options: LintOutputOptions) throws -> String {
        switch self {
        case .text: LintTextReporter.render(reports, options: options)
        case .json: try LintJSONReporter.render(reports, options: options)
        case .github: GitHubLintReporter.render(reports, options: options)
        case .sarif: try SARIFLintReporter.render(reports, options: options)
        case .junit: JUnitLintReporter.render(reports, options: options)
        case .checkstyle: CheckstyleLintReporter.render(reports, options: options)
        }
    }

    /// What the output is, for `TextOutput.StandardStream.write(_:as:)`.
    public var outputKind: OutputKind {
        switch self {
        case .text: .terminal
        case .json, .sarif: .json
        case .github: .workflowCommands
        case .junit, .checkstyle: .xml
        }
    }
}
