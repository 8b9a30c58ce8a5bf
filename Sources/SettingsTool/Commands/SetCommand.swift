import ArgumentParser
import Defaults
import PropertyList
import SettingsBinding
import SettingsBundle
import TextOutput

/// `settings set PATH KEY VALUE`: writes a value the row accepts to the application domain (or
/// the page's app-group suite).
struct SetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set a setting, validated against its row, in the application domain.",
        discussion: """
            A multi-value or radio group accepts a value or a title; a toggle on/off, true/false, \
            yes/no or 1/0; a slider a number in its range; a text field text its keyboard can type. \
            A title-value is read-only. The value is written durably to the application domain, \
            or to the page's app-group suite, and nowhere else.
            """)

    @Argument(help: "An .app folder or a Settings.bundle folder.")
    var path: String

    @Argument(help: "The setting's Key.")
    var key: String

    @Argument(help: "The new value.")
    var value: String

    @OptionGroup var bundleOptions: BundleOptions

    @Option(
        help: ArgumentHelp(
            "direct writes the store file; simctl prints the xcrun simctl spawn command that writes it through the "
                + "Simulator device of --data (for a booted device, whose files are not written directly)."))
    var apply: ApplyMode = .direct

    func run() throws {
        let message = try Self.reporting { () throws(SettingsToolError) -> String in
            let app = try bundleOptions.bindOne(path)
            let (page, specifier) = try app.row(forKey: key)
            let newValue: PlistValue
            do throws(ValueInputError) { newValue = try specifier.parseInput(value) } catch { throw .input(error) }
            if apply == .simctl {
                let domain = app.writableDomain(for: page)
                guard let writes = app.simulatorWrites, let file = writes.files[domain] else {
                    throw .simctlNeedsDevice(data: bundleOptions.data)
                }
                return DefaultsWriteCommand(
                    domain: domain, key: key, value: newValue, isSecret: specifier.isSecure, device: writes.udid,
                    file: file
                ).description
            }
            do throws(BoundAppError) { try app.write(newValue, for: specifier, on: page) } catch { throw .write(error) }
            let shown = specifier.displayText(stored: newValue) ?? ValueFormatter.displayString(newValue)
            return "\(key) = \(shown) (\(newValue.typeName)), saved to \(app.writableDomain(for: page))"
        }
        StandardStream.output.write(TerminalText.sanitized(message) + "\n")
    }
}
