import ArgumentParser
import Defaults
import FoundationEssentials
import PropertyList
import SettingsBinding
import SettingsBundle
import TextOutput

/// `settings compare-data A B [--bundle PATH]`: the stored keys that differ between two copies of
/// an app's data (two Simulator devices, two `.xcappdata` downloads, a device and a download), with
/// the rows' titles from the bundle: "what did this tester have set", in one command.
struct CompareDataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare-data",
        abstract: "List the stored settings that differ between two copies of an app's data, by row title.",
        discussion: """
            A and B are what --data takes: Simulator device folders (or the folder of all devices), app data \
            containers, .xcappdata packages or Library/Preferences folders. The app's bundle comes from \
            --bundle (an .app folder, a Settings.bundle or a folder to search), else from the apps installed \
            on A and B. For each app, every key of its application domain and app-group suites stored \
            differently (or only on one side) is listed with its row's title path, as the row shows the \
            value on each side; keys no row shows are listed by key. Secure text fields say only that they \
            differ. Titles are in the language of A's global domain (AppleLanguages), unless --language.
            """)

    @Argument(help: ArgumentHelp("The two data folders, A then B.", valueName: "data"))
    var folders: [String]

    @Option(
        name: .customLong("bundle"),
        help: ArgumentHelp("The app's bundle (several may be given).", valueName: "path"))
    var bundlePaths: [String] = []

    @OptionGroup var bundleOptions: BundleOptions

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        guard folders.count == 2 else { throw ValidationError("give two data folders, A and B") }
        guard bundleOptions.data == nil else {
            throw ValidationError("compare-data takes its two data folders as arguments, not --data")
        }
    }

    /// One key stored differently.
    struct Difference {
        var domain: String
        var key: String
        /// `Page › … › Row`, or nil for a key no row shows.
        var title: String?
        var before: PlistValue?
        var after: PlistValue?
        var beforeText: String
        var afterText: String
        var isSecret: Bool
    }

    func run() throws {
        let report = try Self.reporting {
            () throws(SettingsToolError) -> [(app: BoundApp, differences: [Difference])] in
            let sources: [AppDataSource]
            do throws(AppDataError) {
                sources = try folders.map { folder throws(AppDataError) in try AppDataSource.open(folder) }
            } catch {
                throw .data(error)
            }
            var paths = bundlePaths
            if paths.isEmpty {
                var seen = Set<String>()
                do throws(AppDataError) {
                    for source in sources {
                        for app in try source.installedApps() where seen.insert(app.identifier).inserted {
                            paths.append(app.path)
                        }
                    }
                } catch {
                    throw .data(error)
                }
                if paths.isEmpty { throw .noBundles(data: folders[0]) }
            }
            let languages = DefaultsEnvironment(storeRoot: sources[0].globalStoreRoot)
            let bundles: [(bundle: LoadedBundle, domain: String)]
            do throws(BundleError) {
                bundles = try bundleOptions.loadBundlesWithDomains(paths, environment: languages).bundles
            } catch {
                throw .bundle(error)
            }
            var report: [(app: BoundApp, differences: [Difference])] = []
            for (bundle, domain) in bundles {
                var apps: [BoundApp] = []
                for source in sources {
                    let root: StoreRoot
                    do throws(AppDataError) { root = try source.storeRoot(forDomain: domain) } catch {
                        throw .data(error)
                    }
                    do throws(BundleError) {
                        apps.append(
                            try BoundApp(
                                bundle: bundle, domain: domain, environment: DefaultsEnvironment(storeRoot: root)))
                    } catch {
                        throw .bundle(error)
                    }
                }
                report.append((apps[0], try Self.differences(apps[0], apps[1])))
            }
            return report
        }
        if json {
            StandardStream.output.write(
                try JSONOutput.text(report.map { Self.json(app: $0.app, differences: $0.differences) }) + "\n",
                as: .json)
            return
        }
        // Each name, key and value on its line: a line break in a key cannot forge a report line.
        func one(_ text: String) -> String { TerminalText.sanitized(text, lineBreaks: .visible) }
        var lines: [String] = []
        for (app, differences) in report {
            lines.append(
                "# \(one(app.bundle.name)) (\(one(app.domain))): "
                    + (differences.isEmpty
                        ? "the same stored values in A and B"
                        : differences.count == 1 ? "1 key differs" : "\(differences.count) keys differ"))
            for difference in differences {
                var line = one(difference.title ?? "(no row)") + "  [\(one(difference.key))]"
                if difference.domain != app.domain { line += " in \(one(difference.domain))" }
                lines.append(line + ": \(one(difference.beforeText)) → \(one(difference.afterText))")
            }
        }
        StandardStream.output.write(lines.joined(separator: "\n") + "\n")
    }

    /// The keys of every writable domain of the app stored differently by `a` and `b`, in page
    /// order, then the keys no row shows (sorted).
    static func differences(_ a: BoundApp, _ b: BoundApp) throws(SettingsToolError) -> [Difference] {
        var result: [Difference] = []
        for domain in [a.domain] + a.suites {
            let before: [PlistKey: PlistValue]
            let after: [PlistKey: PlistValue]
            do throws(DefaultsError) {
                before = try (a.defaults(forDomain: domain) ?? a.defaults).persistentDomainValues(forName: domain)
                after = try (b.defaults(forDomain: domain) ?? b.defaults).persistentDomainValues(forName: domain)
            } catch {
                throw .defaults(error)
            }
            var keys = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
            for page in a.bundle.orderedPages where a.writableDomain(for: page) == domain {
                for specifier in page.specifiers {
                    guard let name = specifier.key, keys.remove(PlistKey(name)) != nil else { continue }
                    let title = (a.bundle.titlePath(to: page) + [page.rowLabel(of: specifier)]).joined(separator: " › ")
                    result.append(
                        difference(
                            domain: domain, key: name, title: title, before: before[PlistKey(name)],
                            after: after[PlistKey(name)], specifier: specifier))
                }
            }
            for key in keys.sorted() {
                result.append(
                    difference(
                        domain: domain, key: key.string, title: nil, before: before[key], after: after[key],
                        specifier: nil))
            }
        }
        return result
    }

    private static func difference(
        domain: String, key: String, title: String?, before: PlistValue?, after: PlistValue?, specifier: Specifier?
    ) -> Difference {
        let secret = specifier?.isSecure == true
        func text(_ value: PlistValue?) -> String {
            guard let value else { return "unset" }
            if secret { return "(secure, set)" }
            let shown = specifier?.displayText(stored: value) ?? ValueFormatter.displayString(value)
            return shown.isEmpty ? "\"\"" : shown
        }
        return Difference(
            domain: domain, key: key, title: title, before: before, after: after, beforeText: text(before),
            afterText: text(after), isSecret: secret)
    }

    static func json(app: BoundApp, differences: [Difference]) -> [String: Any] {
        [
            "app": app.bundle.name, "domain": app.domain,
            "differences": differences.map { difference -> [String: Any] in
                var entry: [String: Any] = [
                    "domain": difference.domain, "key": difference.key, "before": difference.beforeText,
                    "after": difference.afterText,
                ]
                if let title = difference.title { entry["title"] = title }
                if difference.isSecret {
                    entry["secure"] = true
                } else {
                    if let value = difference.before { entry["beforeValue"] = JSONOutput.object(for: value) }
                    if let value = difference.after { entry["afterValue"] = JSONOutput.object(for: value) }
                }
                return entry
            },
        ]
    }
}
