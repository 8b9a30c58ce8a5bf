import ArgumentParser
import Defaults
import FoundationEssentials
import SettingsBinding
import SettingsBundle
import TextOutput
import XcodeProject

/// `settings dump PATH...`: every page and row as the user would see them, with the domain each
/// value comes from.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print every page and row with its value and the domain it comes from.",
        discussion: """
            Each value row ends with a tag: arg (launch arguments), app (the application domain), \
            host (a current-host file), suite (an app-group suite), global (NSGlobalDomain), \
            system (an any-user file), lang (a preferred language's volatile domain), \
            default (the registered DefaultValue) or unset. \
            Secure text fields are masked. Launch arguments after -- are parsed as the app \
            would receive them: settings dump App.app -- -key value
            """)

    @Argument(
        help: ArgumentHelp(
            "An .app folder, a Settings.bundle folder, or a folder to search (with --data on a Simulator device: "
                + "its installed apps when none is given)."))
    var paths: [String] = []

    @OptionGroup var bundleOptions: BundleOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let apps = try Self.reporting { () throws(SettingsToolError) in try bundleOptions.bindAll(paths) }
        BundleOptions.warnUnreadableStores(of: apps)
        if json {
            StandardStream.output.write(try JSONOutput.text(apps.map(Self.json(for:))) + "\n", as: .json)
        } else {
            StandardStream.output.write(apps.map(Self.text(for:)).joined(separator: "\n") + "\n")
        }
    }

    static func json(for app: BoundApp) -> [String: Any] {
        let pages: [[String: Any]] = app.bundle.orderedPages.map { page in
            var entry: [String: Any] = [
                "id": page.id.rawValue, "title": page.title.text, "path": app.bundle.titlePath(to: page),
                "domain": app.writableDomain(for: page),
                "rows": page.shownSpecifiers.map { RowReport($0, on: page, app: app).json },
            ]
            if let file = page.file { entry["file"] = file }
            if let group = page.appGroup { entry["suite"] = group }
            return entry
        }
        var object: [String: Any] = [
            "app": app.bundle.name, "domain": app.domain, "bundle": app.bundle.folder.path,
            "domainSource": app.domainResolution.source, "domainDetail": app.domainResolution.detail, "pages": pages,
        ]
        if case .project(let project) = app.domainResolution {
            object["target"] = project.target
            // The other application targets that copy the bundle, and the option that picks each.
            object["otherTargets"] = project.otherTargets.map {
                ["name": $0, "option": ShellText.option("--target", $0)]
            }
        }
        return object
    }

    static func text(for app: BoundApp) -> String {
        // Every name and value on its own line (a line break in one is a space), footers keeping theirs.
        var lines = [TerminalText.sanitized("# \(app.domain) from \(app.domainResolution.summary)")]
        for page in app.bundle.orderedPages {
            lines.append(
                TerminalText.sanitized(
                    app.bundle.titlePath(to: page).joined(separator: " › ") + "  [\(app.writableDomain(for: page))]"))
            if page.specifiers.isEmpty { lines.append("    (empty page)") }
            for section in page.sections {
                if let header = section.header { lines.append("  " + TerminalText.sanitized(header.text.uppercased())) }
                for specifier in section.drawnRows {
                    let report = RowReport(specifier, on: page, app: app)
                    lines.append("    " + TerminalText.sanitized(line(for: report)))
                    if let items = report.inAppJSON["items"] as? [String] {
                        lines += items.map { "      - " + TerminalText.sanitized($0) }
                        if let add = report.inAppJSON["addRow"] as? String {
                            lines.append("      + " + TerminalText.sanitized(add))
                        }
                    }
                }
                if let footer = section.footer, !footer.text.isEmpty {
                    lines.append(
                        "    ~ "
                            + TerminalText.sanitized(footer.text, keepNewlines: true)
                            .replacingScalars(of: "\n", with: "\n      "))
                }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    private static func line(for row: RowReport) -> String {
        var text = row.title.padded(toCharacters: 28)
        switch row.specifier.kind {
        case .childPane(let pane):
            text += pane.page == nil ? " (not followed: \(pane.problem.map { "\($0)" } ?? pane.file))" : " ›"
        case .unsupported(let unsupported): text += " (inert: \(unsupported.reason))"
        case .group, .textField, .titleValue, .toggle, .slider, .multiValue, .radioGroup, .textView, .datePicker,
            .listGroup, .button, .openURL, .mailCompose, .customView, .appPane:
            break
        }
        if let display = row.display?.replacingScalars(of: "\n", with: " \\n ") {
            text += " " + display.padded(toCharacters: 24)
        }
        if let tag = row.tag { text += " " + tag.rawValue }
        return text
    }
}
