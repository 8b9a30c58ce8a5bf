import ArgumentParser

/// The `settings` command. With no subcommand it runs `edit`, which opens the editor.
///
/// Subcommands live in their own files; add new ones to ``subcommandList``.
public struct SettingsCommand: ParsableCommand {
    /// The subcommands, `edit` (the default) first.
    public static let subcommandList: [any ParsableCommand.Type] = [EditCommand.self]

    public static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show and edit an app's Settings.bundle values in the terminal, as the Settings app does.",
        discussion: """
            Every edit is written at once to the app's defaults domain (~/.config/<domain>.plist), where \
            Foundation's UserDefaults on Linux reads it. Each row says which domain its value comes from.
            Simulated launch arguments go after --: settings PATH -- -key value
            """,
        subcommands: subcommandList,
        defaultSubcommand: EditCommand.self)

    public init() {}

    /// Parses the command line up to `--` and runs the command. What follows `--` is not parsed:
    /// it is the simulated launch arguments (``launchArguments``), which look like options.
    public static func main() {
        main(Array(CommandLine.arguments.dropFirst().prefix { $0 != "--" }))
    }

    /// The simulated launch arguments: everything after the first `--` (`settings PATH -- -key value`).
    public static var launchArguments: [String] {
        let arguments = CommandLine.arguments.dropFirst()
        guard let terminator = arguments.firstIndex(of: "--") else { return [] }
        return Array(arguments[(terminator + 1)...])
    }
}
