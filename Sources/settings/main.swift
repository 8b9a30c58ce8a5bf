import DefaultsTool
import SettingsTool
import SystemCalls

// One executable, two tools: the release installs `defaults` as a symbolic link to `settings`, so
// the Swift runtime, Foundation and ICU are shipped once, and the name this process was started by
// (the last component of argv[0]) picks the tool. `defaults` runs DefaultsTool, as the thin
// `defaults` target does for `swift run defaults`; any other name runs `settings`.
let startedAs = CommandLine.arguments.first?.split(separator: "/").last ?? ""
if startedAs == "defaults" {
    let outcome = DefaultsTool().run(Array(CommandLine.arguments.dropFirst()))
    outcome.writeToStandardStreams()
    ProcessEnvironment.exit(outcome.status)
}
SettingsCommand.runMain()
