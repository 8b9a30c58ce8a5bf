import ArgumentParser
import FoundationEssentials
import SystemCalls
import TextOutput
import ToolVersion

/// `settings`: the Settings app for a terminal, and the commands beside it.
public struct SettingsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Browse and edit an app's Settings.bundle, as the iOS Settings app would show it.",
        discussion: """
            With no subcommand, opens the editor (settings edit): no path opens the embedded Showcase demo.
            Arguments after -- are the app's simulated launch arguments (-key value pairs), parsed \
            into the argument domain as Foundation does: settings dump App.app -- -key value
            """,
        version: ToolVersion.current,
        subcommands: [
            EditCommand.self, LintCommand.self, RegisterCommand.self, DumpCommand.self, GetCommand.self,
            SetCommand.self, ResetCommand.self, DiffCommand.self, CompareCommand.self, CompareDataCommand.self,
            RenderCommand.self, GenerateCommand.self, SchemesCommand.self, ArgsCommand.self,
        ],
        defaultSubcommand: EditCommand.self)

    public init() {}

    /// Runs the command line, printing `settings: message` and exiting 1 on failure.
    public static func runMain(_ arguments: [String]? = nil) -> Never {
        do {
            let arguments = LaunchArguments.split(arguments ?? Array(CommandLine.arguments.dropFirst()))
            if ["-h", "--help", "help"].contains(arguments.first), arguments.count == 1 {
                print(TopLevelHelp.text(), terminator: "")
                ProcessEnvironment.exit(0)
            }
            if let first = arguments.first, let suggestion = SubcommandSuggestion.nearest(to: first) {
                StandardStream.say(
                    "settings", "",
                    "'\(TerminalText.sanitized(first))' is neither a subcommand nor an existing path; did you mean '\(suggestion)'? (settings --help lists the subcommands)"
                )
                ProcessEnvironment.exit(ExitCode.validationFailure.rawValue)
            }
            var command = try parseAsRoot(arguments)
            try command.run()
            ProcessEnvironment.exit(0)
        } catch let failure as CommandFailure {
            StandardStream.say("settings", "", failure.description)
            ProcessEnvironment.exit(1)
        } catch {
            // ArgumentParser's own messages quote what was typed (an unknown option, a bad value):
            // written as every other message is, never raw.
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty { (code == .success ? StandardStream.output : .error).write(message + "\n") }
            ProcessEnvironment.exit(code.rawValue)
        }
    }
}
