import ArgumentParser
import FoundationEssentials
import PropertyList
import SettingsBundle
import TextOutput

/// `settings register PATH`: the registration dictionary an app should register at launch.
struct RegisterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "register",
        abstract: "Print the defaults an app should register from its Settings bundle.",
        discussion: """
            Walks every page reachable from Root and takes the DefaultValue of every keyed row \
            that has one. When a key's defaults disagree, the first one met is kept and the \
            others are reported on stderr. Rows of app-group pages are included; --json and \
            --plist print one dictionary, the default output also names their suite.
            """)

    @Argument(help: "An .app folder, a Settings.bundle folder, or a folder holding one bundle.")
    var path: String

    @OptionGroup var bundleOptions: BundleOptions

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: "Print an XML property list, ready for register(defaults:).")
    var plist = false

    @Flag(
        help: ArgumentHelp(
            "With --in-app: every keyed row's default, as gatherDefaultsLimitedToEditableFields:NO collects.",
            discussion:
                "By default --in-app collects the editable types only, as the call InAppSettingsKit's README recommends."
        ))
    var allFields = false

    func validate() throws {
        if json && plist { throw ValidationError("pass --json or --plist, not both") }
        if allFields && !bundleOptions.viewOptions.inApp { throw ValidationError("--all-fields needs --in-app") }
    }

    func run() throws {
        // The registration dictionary does not depend on a domain: the bundle is loaded, not bound.
        let bundle = try Self.reporting { () throws(SettingsToolError) in try bundleOptions.loadOne(path) }
        let registration =
            allFields
            ? RegistrationDictionary(inAppBundle: bundle, editableOnly: false) : bundle.registrationDictionary()
        for conflict in registration.conflicts {
            let message =
                "key \(conflict.key) has DefaultValue \(ValueFormatter.preview(conflict.kept.value)) "
                + "on page \(conflict.kept.page) but \(ValueFormatter.preview(conflict.ignored.value)) on page "
                + "\(conflict.ignored.page) (item \(conflict.ignored.specifierIndex)); "
                + (registration.keepsLast
                    ? "InAppSettingsKit registers the last one met" : "the first is registered")
            StandardStream.say("settings", "warning", message)
        }
        let values = PlistValue.dictionary(registration.values)
        if json {
            StandardStream.output.write(try JSONOutput.text(JSONOutput.object(for: values)) + "\n", as: .json)
        } else if plist {
            let data = try Self.reporting { () throws(SettingsToolError) in
                do throws(PropertyListError) { return try PropertyListCoder.encodeXML(values) } catch {
                    throw .encoding(error)
                }
            }
            StandardStream.output.write(
                XMLText.escapingControls(inDocument: String(decoding: data, as: UTF8.self)), as: .xml)
        } else {
            StandardStream.output.write(
                TerminalText.sanitized(OpenStepPrinter.string(for: values), keepNewlines: true) + "\n")
            for suite in registration.suites {
                StandardStream.output.write(
                    "// keys of app-group suite \(suite): \(registration.values(forSuite: suite).keys.sorted().map(\.string).joined(separator: ", "))"
                        + "\n")
            }
        }
    }
}
