import ArgumentParser
import Defaults
import FoundationEssentials
import PropertyList
import SettingsBinding
import SettingsBundle
import TextOutput

/// `settings args PATH [KEY...]`: the settings as launch arguments for a UI test or a scheme.
struct ArgsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "args",
        abstract: "Print the stored settings as launch arguments for a UI test, a scheme or simctl.",
        discussion: """
            Prints what the application domain stores (or the KEYs named, with their current values) \
            as -key value launch arguments, each value written so that the app's bool, integer, double, \
            string, array, dictionary and data accessors read back the stored value: old-style property \
            list syntax, quoted where needed. Scalars arrive as strings (YES, 42, 2.5), as with any \
            launch argument; a date has no launch-argument form and arrives as its text (said on \
            standard error). Secure text fields are left out. Formats: shell (-key value, quoted for \
            a POSIX shell), swift (an array literal for XCUIApplication().launchArguments), xcscheme \
            (<CommandLineArgument> elements), xctestplan (commandLineArgumentEntries JSON), simctl \
            (xcrun simctl launch booted DOMAIN ...).
            """)

    @Argument(help: "An .app folder or a Settings.bundle folder.")
    var path: String

    @Argument(help: "Keys to print with their current values (default: everything the application domain stores).")
    var keys: [String] = []

    @Option(
        help: "shell, swift, xcscheme, xctestplan or simctl.",
        completion: .list(LaunchArgumentFormat.allCases.map(\.rawValue)))
    var format: String = "shell"

    @OptionGroup var bundleOptions: BundleOptions

    func validate() throws {
        guard LaunchArgumentFormat(rawValue: format) != nil else {
            throw ValidationError(
                "unknown format '\(format)'; use \(LaunchArgumentFormat.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
    }

    func run() throws {
        let (app, pairs, notes) = try Self.reporting {
            () throws(SettingsToolError) -> (BoundApp, [(key: String, value: PlistValue)], [String]) in
            let app = try bundleOptions.bindOne(path, launchArguments: LaunchArguments.current)
            var notes: [String] = []
            var pairs: [(key: String, value: PlistValue)] = []
            let secure = Set(
                app.bundle.orderedPages.flatMap(\.specifiers).filter(\.isSecure).compactMap(\.key).map { PlistKey($0) })
            if keys.isEmpty {
                let stored: [PlistKey: PlistValue]
                do throws(DefaultsError) {
                    stored = try app.defaults.persistentDomainValues(forName: app.domain)
                } catch {
                    throw .defaults(error)
                }
                for key in stored.keys.sorted() { pairs.append((key.string, stored[key]!)) }
                if pairs.isEmpty {
                    notes.append("\(app.domain) stores nothing; name KEYs to print their current values")
                }
            } else {
                for key in keys {
                    guard let found = app.lookup(key, inDomain: app.domain) else {
                        notes.append("\(key) has no value in \(app.domain)'s search list and no default; left out")
                        continue
                    }
                    pairs.append((key, found.value))
                }
            }
            pairs = pairs.filter { pair in
                if secure.contains(PlistKey(pair.key)) {
                    notes.append("\(pair.key) is a secure text field: its value is not printed")
                    return false
                }
                if !LaunchArgumentFormat.canPass(key: pair.key) {
                    notes.append("the key \(pair.key.debugDescription) holds control characters; it cannot be passed")
                    return false
                }
                return true
            }
            return (app, pairs, notes)
        }
        let format = LaunchArgumentFormat(rawValue: format) ?? .shell
        let (text, valueNotes) = format.render(pairs, domain: app.domain)
        for note in notes + valueNotes { StandardStream.say("settings", "note", note) }
        let kind: OutputKind =
            switch format {
            case .xcscheme: .xml
            case .xctestplan: .json
            default: .terminal
            }
        StandardStream.output.write(text + "\n", as: kind)
    }
}
