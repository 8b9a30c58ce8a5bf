import ArgumentParser
import Defaults
import PropertyList
import SettingsBinding
import SettingsBundle
import TextOutput

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
