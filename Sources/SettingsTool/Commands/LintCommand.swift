import ArgumentParser
import FoundationEssentials
import SettingsBundle
import SettingsLint
import SourceLint
import SystemCalls
import TextOutput
import ToolVersion

/// `settings lint PATH...`: checks bundles the way a careful reviewer would.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Settings bundles for mistakes.",
        discussion: """
            Prints each finding as `file:line:col: severity: message [rule]` (no line for binary \
            and OpenStep pages), where severity is error, \
            warning or note, then a summary line, all on standard output in that order. Missing \
            translations give one note per page that lists the languages. Exits with status 1 \
            when any error is found (whatever --severity hides), or with --strict any warning.

            --format picks the output for CI: json (the reports), github (workflow commands that \
            annotate the pull request: `::error file=...,line=...,col=...,title=rule::message`), \
            sarif (SARIF 2.1.0 with every rule's description, for GitHub code scanning), junit \
            (one test case per bundle, failing on errors, and on warnings with --strict) or \
            checkstyle. --list-rules prints every rule's id, severity and summary.

            Lint across the source: in a checkout, lint also reads the Swift and Objective-C files \
            (.swift, .m, .mm, .h) of the app target that copies each bundle (its Sources build phase, \
            folder references and synchronized folders) and reports unread-key, unknown-key, \
            read-type, code-default and unregistered-defaults at the code's file:line:col. \
            --no-sources turns this off; --sources DIR adds a folder's files (for a bundle no \
            project owns). Keys built at run time make findings notes at most.

            Configuration: the nearest .settings-lint.yml (or .yaml, or .json; the first of those \
            in one folder wins) from each bundle's folder up to its git checkout's root sets disabled_rules, a severity \
            per rule, excluded globs (relative to the file; *, ** and ?) and a baseline file. \
            --config FILE names one for every bundle; --no-config ignores them.

            Schemes: in a checkout, --scheme NAME lints each bundle with the domain of the target \
            and build configuration the scheme's Run action gives (--test-plan NAME the Test \
            action's, --test-configuration NAME picks the plan's configuration), as the other \
            commands open it: the global-domain rule checks that domain, and its findings name it. \
            The launch-argument rule checks each enabled -key value argument the scheme or plan \
            passes against the row with that key (a choice not among Values, a slider value out of \
            range, ...). The scheme's language changes no finding: lint checks every language the \
            bundle has, whatever the device's.

            Baseline: --write-baseline FILE records the findings left after configuration and \
            exits 0; --baseline FILE (or the configuration's baseline) then reports only the \
            findings it does not hold, whatever line they moved to, and the summary says how many \
            were baselined. The exit status counts only the findings left after configuration and \
            baseline (and is 0 with --write-baseline).
            """)

    /// The lowest severity `--severity` shows.
    enum Threshold: String, ExpressibleByArgument, CaseIterable {
        case note, warning, error

        var severity: Severity {
            switch self {
            case .note: .note
            case .warning: .warning
            case .error: .error
            }
        }
    }

    @Argument(
        help: "An .app folder, a Settings.bundle folder, a folder to search, or a file inside a bundle (its bundle).")
    var paths: [String] = []

    @Option(help: "The output format, for people (text, the default) or CI systems.")
    var format: LintFormat?

    @Flag(help: "The same as --format json.")
    var json = false

    @Flag(help: "Fail (exit status 1) on warnings too; in JUnit output they become failures.")
    var strict = false

    @Flag(help: "List every rule (id, severity, summary) and exit.")
    var listRules = false

    @OptionGroup var viewOptions: ViewOptions

    @Option(
        help: ArgumentHelp(
            "The Xcode scheme whose Run action gives each bundle's domain (its target and configuration).",
            discussion: "Its launch arguments are checked against the rows; its language changes no finding."))
    var scheme: String?

    @Option(
        help: "The Xcode test plan whose Test action gives each bundle's domain (with the scheme that references it).")
    var testPlan: String?

    @Option(help: "The test plan configuration to use (default: its first).")
    var testConfiguration: String?

    @Option(help: "Show findings of this severity and worse: note (everything, the default), warning or error.")
    var severity: Threshold = .note

    @Flag(name: .shortAndLong, help: "Hide notes (the same as --severity warning).")
    var quiet = false

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp("Use this lint configuration for every bundle (instead of the nearest).", valueName: "file"),
        completion: .file(extensions: ["yml", "yaml", "json"]))
    var configFile: String?

    @Flag(name: .customLong("no-config"), help: "Ignore .settings-lint.yml files.")
    var noConfig = false

    @Flag(name: .customLong("no-sources"), help: "Do not read the app's Swift and Objective-C sources.")
    var noSources = false

    @Option(
        name: .customLong("sources"),
        help: ArgumentHelp(
            "Also read the Swift and Objective-C files under this folder (for a bundle no project owns).",
            valueName: "dir"),
        completion: .directory)
    var sourceFolders: [String] = []

    @Option(
        help: ArgumentHelp("Report only findings this baseline file does not hold.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(
        help: ArgumentHelp(
            "Write the findings (after configuration) to this baseline file and exit 0.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    func validate() throws {
        if quiet && severity != .note { throw ValidationError("pass --quiet or --severity, not both") }
        if noConfig && configFile != nil { throw ValidationError("pass --config or --no-config, not both") }
        if noSources && !sourceFolders.isEmpty { throw ValidationError("pass --sources or --no-sources, not both") }
        for folder in sourceFolders {
            guard FileSystem.isDirectory(folder) else {
                throw ValidationError("--sources \(TerminalText.sanitized(folder)): no such folder")
            }
        }
        if json, let format, format != .json {
            throw ValidationError("--json is --format json; pass --json or --format \(format.rawValue), not both")
        }
        if listRules {
            if !paths.isEmpty { throw ValidationError("--list-rules lists the rules; give no path with it") }
            if ![.text, .json].contains(outputFormat) {
                throw ValidationError("--list-rules prints text or json, not \(outputFormat.rawValue)")
            }
        } else if paths.isEmpty {
            throw ValidationError("give an .app folder, a Settings.bundle folder or a folder to search")
        }
    }

    /// `--scheme`, `--test-plan` and `--test-configuration` as the bundle options every other
    /// command shares, so lint finds the scheme, and the domain it gives, exactly as they do.
    func launchOptions() throws -> BundleOptions {
        var arguments: [String] = []
        if let scheme { arguments += ["--scheme", scheme] }
        if let testPlan { arguments += ["--test-plan", testPlan] }
        if let testConfiguration { arguments += ["--test-configuration", testConfiguration] }
        return try BundleOptions.parse(arguments)
    }

    /// The lowest severity shown.
    var threshold: Severity { quiet ? .warning : severity.severity }

    /// `report` with its files named as the path that found it was given: relative to the current
    /// folder when that path was relative (so CI annotations and editors resolve them against the
    /// checkout), absolute when it was absolute.
    func namedAsGiven(_ report: LintReport) -> LintReport {
        func contains(_ root: String) -> Bool {
            let folder = URL(fileURLWithPath: root).standardizedFileURL.path
            return report.bundle == folder || report.bundle.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
        let given = LintPaths.bundles(for: paths)
        let givenRelative = given.contains { !$0.hasPrefix("/") && contains($0) }
        let givenAbsolute = given.contains { $0.hasPrefix("/") && contains($0) }
        guard givenRelative && !givenAbsolute else { return report }
        return report.relative(to: FileManager.default.currentDirectoryPath)
    }

    /// The format asked for: `--format`, else `--json`, else text.
    var outputFormat: LintFormat { format ?? (json ? .json : .text) }

    func run() throws {
        if listRules {
            let listing = outputFormat == .json ? try RuleCatalog.all.listingJSON() : RuleCatalog.all.listing()
            StandardStream.output.write(listing, as: outputFormat == .json ? .json : .terminal)
            return
        }
        // Configuration and baseline first (on absolute paths), then the output as the paths were given.
        let run = try LintRun(
            paths: LintPaths.bundles(for: paths),
            options: LintRun.Options(
                configuration: configFile, ignoresConfiguration: noConfig, baseline: baseline,
                writeBaseline: writeBaseline, view: viewOptions.view, readsSources: !noSources,
                sourceFolders: sourceFolders, launch: try launchOptions()))
        let reports = run.reports
        let options = LintOutputOptions(
            catalog: .all, toolVersion: ToolVersion.current, threshold: threshold, strict: strict,
            baselined: run.baselined)
        let named = reports.map(namedAsGiven)
        // One write to standard output: findings and summary arrive in order however the streams
        // are joined (`2>&1 | tail`), and nothing is left in a buffer at exit.
        StandardStream.output.write(try outputFormat.render(named, options: options), as: outputFormat.outputKind)
        if let written = run.written, let writeBaseline {
            let findings = "\(written) finding\(written == 1 ? "" : "s")"
            LintRun.printToStandardError("wrote \(findings) to baseline \(writeBaseline)")
            return
        }
        if options.fails(reports) { throw ExitCode(1) }
    }
}

extension LintFormat: ExpressibleByArgument {}
