import ArgumentParser
import Defaults
import FoundationEssentials
import SettingsBinding
import SettingsBundle
import TextOutput

/// `settings diff PATH...`: the stored values that differ from the registered defaults, as
/// `defaults write` commands that reproduce them.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the changed settings as defaults write commands.",
        discussion: """
            Lists the values the application domain (and the pages' app-group suites) store that differ \
            from the bundle's registered defaults, as shell-quoted `defaults write DOMAIN KEY -type VALUE` \
            commands that store the same values with the same types: for QA notes and bug reports. \
            Secure text fields are listed as comments, without their values.
            """)

    @Argument(help: "An .app folder or a Settings.bundle folder (several, or a folder to search).")
    var paths: [String]

    @OptionGroup var bundleOptions: BundleOptions

    func run() throws {
        let apps = try Self.reporting { () throws(SettingsToolError) in try bundleOptions.bindAll(paths) }
        BundleOptions.warnUnreadableStores(of: apps)
        StandardStream.output.write(Self.text(for: apps))
    }

    /// The commands for every app, each app's block introduced by a comment naming it.
    static func text(for apps: [BoundApp]) -> String {
        var output = ""
        for app in apps {
            let commands = changeCommands(of: app)
            output += "# \(TerminalText.sanitized(app.bundle.name)) (\(TerminalText.sanitized(app.domain))): "
            output +=
                commands.isEmpty ? "every stored value matches its registered default\n" : "\(commands.count) changed\n"
            output += TerminalText.sanitized("# domain from \(app.domainResolution.summary)") + "\n"
            for command in commands { output += command.description + "\n" }
        }
        return output
    }

    /// The app's changed values as commands, straight from the bound stores (``BoundApp``'s one
    /// resolver).
    static func changeCommands(of app: BoundApp) -> [DefaultsWriteCommand] { app.changeCommands() }
}
