import ArgumentParser
import Defaults
import SettingsBinding
import SettingsBundle
import TextOutput

/// `settings get PATH KEY`: a key's value as the row shows it, and the domain it comes from.
struct GetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print a setting's value and the domain it comes from.",
        discussion: """
            Prints the value as the row shows it, then the domain tag and where that domain lives. \
            Launch arguments after -- are parsed as the app would receive them.
            """)

    @Argument(help: "An .app folder or a Settings.bundle folder.")
    var path: String

    @Argument(help: "The setting's Key.")
    var key: String

    @OptionGroup var bundleOptions: BundleOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let (app, row) = try Self.reporting { () throws(SettingsToolError) in
            let app = try bundleOptions.bindOne(path, launchArguments: LaunchArguments.current)
            let (page, specifier) = try app.row(forKey: key)
            return (app, RowReport(specifier, on: page, app: app))
        }
        BundleOptions.warnUnreadableStores(of: [app])
        if json {
            var object = row.json
            object["appDomain"] = app.domain
            object["domainSource"] = app.domainResolution.source
            object["domainDetail"] = app.domainResolution.detail
            StandardStream.output.write(try JSONOutput.text(object) + "\n", as: .json)
            return
        }
        StandardStream.output.write(TerminalText.sanitized(row.display ?? "") + "\n")
        let tag = row.tag?.rawValue ?? "unset"
        if let source = row.lookup?.source {
            StandardStream.output.write(TerminalText.sanitized("\(tag): \(source)") + "\n")
        } else {
            StandardStream.output.write(
                "\(tag): no domain holds \(TerminalText.sanitized(key)) and the bundle gives no DefaultValue" + "\n")
        }
        StandardStream.output.write(
            TerminalText.sanitized("app domain \(app.domain) from \(app.domainResolution.summary)") + "\n")
    }
}
