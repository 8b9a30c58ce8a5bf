import ArgumentParser
import Defaults
import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import SettingsEditor
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

/// `settings reset PATH KEY|--all`: removes keys from the application domain so the registered
/// defaults show through.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Remove settings from the application domain so their defaults show through.",
        discussion: """
            Removes KEY (or, with --all, every key the bundle defines) from the application domain \
            or the page's app-group suite, and says which were not set. Keys the bundle does not define, and \
            read-only title values (the app sets them), are left alone.
            """)

    @Argument(help: "An .app folder or a Settings.bundle folder.")
    var path: String

    @Argument(help: "The setting's Key.")
    var key: String?

    @Flag(help: "Reset every key the bundle defines.")
    var all = false

    @OptionGroup var bundleOptions: BundleOptions

    func validate() throws {
        if all == (key != nil) { throw ValidationError("pass either a KEY or --all") }
    }

    func run() throws {
        let messages = try Self.reporting { () throws(SettingsToolError) -> [String] in
            let app = try bundleOptions.bindOne(path)
            var rows: [(page: Page, specifier: Specifier)] = []
            if let key {
                let row = try app.row(forKey: key)
                // Settings never writes a title value (the app does), so it has nothing to reset.
                guard row.specifier.isEditable else { throw .input(.readOnly(key: key)) }
                rows = [row]
            } else {
                var seen: Set<PlistKey> = []  // exact keys: "é" and "e\u{301}" are two settings
                for page in app.bundle.orderedPages {
                    for specifier in page.specifiers {
                        guard let key = specifier.key, specifier.isEditable,
                            seen.insert(PlistKey(app.writableDomain(for: page) + "\u{0}" + key)).inserted
                        else { continue }
                        rows.append((page, specifier))
                    }
                }
            }
            var messages: [String] = []
            var stored: [String: Set<PlistKey>] = [:]
            for (page, specifier) in rows {
                guard let key = specifier.key else { continue }
                let domain = app.writableDomain(for: page)
                if stored[domain] == nil {
                    do throws(DefaultsError) {
                        stored[domain] = Set(
                            try (app.defaults(forDomain: domain) ?? app.defaults).persistentDomainValues(
                                forName: domain
                            ).keys)
                    } catch {
                        throw .defaults(error)
                    }
                }
                guard stored[domain]?.contains(PlistKey(key)) == true else {
                    // --all lists only what it removed; a named key says why nothing happened.
                    if self.key != nil {
                        messages.append(
                            "\(key) was not set in \(domain); it shows \(Self.shown(specifier, on: page, app: app))")
                    }
                    continue
                }
                do throws(BoundAppError) { try app.write(nil, for: specifier, on: page) } catch { throw .write(error) }
                messages.append("\(key) reset in \(domain); now \(Self.shown(specifier, on: page, app: app))")
            }
            if messages.isEmpty {
                messages.append("nothing to reset: no setting of \(app.bundle.name) is set in \(app.domain)")
            }
            return messages
        }
        for message in messages { StandardStream.output.write(TerminalText.sanitized(message) + "\n") }
    }

    /// The value a row shows and its tag: `Easy (default)`, `"" (default)` for an empty text.
    static func shown(_ specifier: Specifier, on page: Page, app: BoundApp) -> String {
        let row = RowReport(specifier, on: page, app: app)
        let display = row.display ?? ""
        return "\(display.isEmpty ? "\"\"" : display) (\(row.tag?.rawValue ?? "unset"))"
    }
}
