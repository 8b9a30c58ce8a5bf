import ArgumentParser
import Foundation
import SettingsBundle

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
            when any error is found (whatever --severity hides).

            Configuration: the nearest .settings-lint.yml (or .yaml, or .json; the first of those \
            in one folder wins) from each bundle's folder upward sets disabled_rules, a severity \
            per rule, excluded globs (relative to the file; *, ** and ?) and a baseline file. \
            --config FILE names one for every bundle; --no-config ignores them.

            Baseline: --write-baseline FILE records the findings left after configuration and \
            exits 0; --baseline FILE (or the configuration's baseline) then reports only the \
            findings it does not hold, whatever line they moved to, and the summary says how many \
            were baselined. The exit status counts only the findings left after configuration and \
            baseline.
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

    @Argument(help: "An .app folder, a Settings.bundle folder, or a folder to search.")
    var paths: [String]

    @Flag(help: "Print the findings as JSON.")
    var json = false

    @OptionGroup var viewOptions: ViewOptions

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
    }

    /// The lowest severity shown.
    var threshold: Severity { quiet ? .warning : severity.severity }

    func run() throws {
        let run = try LintRun(
            paths: paths,
            options: LintRun.Options(
                configuration: configFile, ignoresConfiguration: noConfig, baseline: baseline,
                writeBaseline: writeBaseline, view: viewOptions.view))
        let reports = run.reports
        let shown = reports.map { report in
            LintReport(bundle: report.bundle, diagnostics: report.diagnostics.filter { $0.severity <= threshold })
        }
        var output = ""
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            output = String(decoding: try encoder.encode(shown), as: UTF8.self) + "\n"
        } else {
            for report in shown where !report.diagnostics.isEmpty {
                output += TerminalText.sanitized(report.text, keepNewlines: true) + "\n"
            }
            output += summary(reports, baselined: run.baselined) + "\n"
        }
        // One write to standard output: findings and summary arrive in order however the streams
        // are joined (`2>&1 | tail`), and nothing is left in a buffer at exit.
        FileHandle.standardOutput.write(Data(output.utf8))
        if let written = run.written, let writeBaseline {
            let findings = "\(written) finding\(written == 1 ? "" : "s")"
            LintRun.printToStandardError("wrote \(findings) to baseline \(writeBaseline)")
            return
        }
        if reports.contains(where: \.hasErrors) { throw ExitCode(1) }
    }

    /// `2 bundles: 0 errors, 3 warnings, 12 notes`, saying which severities were hidden and how
    /// many findings a baseline dropped (`, 5 baselined`).
    func summary(_ reports: [LintReport], baselined: Int = 0) -> String {
        func count(_ severity: Severity, _ name: String) -> String {
            let number = reports.reduce(0) { $0 + $1.count(severity) }
            let hidden = severity > threshold && number > 0 ? " (hidden)" : ""
            return "\(number) \(name)\(number == 1 ? "" : "s")\(hidden)"
        }
        return "\(reports.count) bundle\(reports.count == 1 ? "" : "s"): "
            + [count(.error, "error"), count(.warning, "warning"), count(.note, "note")].joined(separator: ", ")
            + (baselined > 0 ? ", \(baselined) baselined" : "")
    }
}
