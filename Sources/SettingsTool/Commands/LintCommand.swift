import ArgumentParser
import Foundation
import SettingsBundle

/// `settings lint PATH...`: checks bundles the way a careful reviewer would.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Settings bundles for mistakes.",
        discussion: """
            Prints each finding as `file: severity: message [rule]`, where severity is error, \
            warning or note. Exits with status 1 when any error is found.
            """)

    @Argument(help: "An .app folder, a Settings.bundle folder, or a folder to search.")
    var paths: [String]

    @Flag(help: "Print the findings as JSON.")
    var json = false

    @OptionGroup var viewOptions: ViewOptions

    func run() throws {
        var reports: [LintReport] = []
        for path in paths {
            do {
                reports += try Linter.lint(path: path, view: viewOptions.view)
            } catch {
                throw CommandFailure(SettingsToolError.bundle(error))
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(reports)
            print(String(decoding: data, as: UTF8.self))
        } else {
            for report in reports where !report.diagnostics.isEmpty {
                print(TerminalText.sanitized(report.text, keepNewlines: true))
            }
            let errors = reports.reduce(0) { $0 + $1.count(.error) }
            let warnings = reports.reduce(0) { $0 + $1.count(.warning) }
            let notes = reports.reduce(0) { $0 + $1.count(.note) }
            let summary =
                "\(reports.count) bundle\(reports.count == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), "
                + "\(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")"
            FileHandle.standardError.write(Data((summary + "\n").utf8))
        }
        if reports.contains(where: \.hasErrors) { throw ExitCode(1) }
    }
}
