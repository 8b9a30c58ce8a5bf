import SettingsBundle

/// What a lint reporter needs besides the reports: who is reporting, what is shown, what fails.
public struct LintOutputOptions: Sendable, Hashable {
    /// The rules SARIF lists, in order (`RuleCatalog.all` in `SourceLint` for every rule).
    public var catalog: RuleCatalog
    /// The tool's name (`settings`), for SARIF's driver and JUnit's suite.
    public var toolName: String
    /// The tool's version (`ToolVersion.current`).
    public var toolVersion: String
    /// The tool's home page, for SARIF's `informationUri`; left out when nil.
    public var informationURI: String?
    /// The lowest severity shown (`--severity`): milder findings are left out of every format but
    /// still counted by the text summary.
    public var threshold: Severity
    /// `--strict`: warnings fail too (the exit status, and JUnit failures).
    public var strict: Bool
    /// How many findings a baseline dropped before reporting (the text summary says so).
    public var baselined: Int

    public init(
        catalog: RuleCatalog, toolName: String = "settings", toolVersion: String, informationURI: String? = nil,
        threshold: Severity = .note, strict: Bool = false, baselined: Int = 0
    ) {
        self.catalog = catalog
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.threshold = threshold
        self.strict = strict
        self.baselined = baselined
    }

    /// Whether a finding of `severity` is shown.
    public func shows(_ severity: Severity) -> Bool { severity <= threshold }

    /// Whether a finding of `severity` fails the run: errors, and warnings with ``strict``.
    public func fails(_ severity: Severity) -> Bool { severity == .error || (strict && severity == .warning) }

    /// The findings of `report` that are shown, in order.
    public func shown(_ report: LintReport) -> [Diagnostic] { report.diagnostics.filter { shows($0.severity) } }

    /// Whether any finding of `reports` fails the run, shown or hidden (`settings lint` then exits 1).
    public func fails(_ reports: [LintReport]) -> Bool {
        reports.contains { $0.diagnostics.contains { fails($0.severity) } }
    }
}
