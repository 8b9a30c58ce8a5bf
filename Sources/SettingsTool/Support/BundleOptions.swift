import ArgumentParser
import Defaults
import FoundationEssentials
import PropertyList
import SettingsBinding
import SettingsBundle
import TextOutput
import XcodeProject

/// The options every command that opens bundles shares: which domain, device and languages.
public struct BundleOptions: ParsableArguments {
    @Option(help: "The defaults domain to use instead of the app's CFBundleIdentifier.")
    public var domain: String?

    @Option(
        help: ArgumentHelp(
            "The Xcode build configuration whose bundle identifier to use in a project checkout.",
            discussion: "Defaults to the project's default configuration, else Debug."))
    public var configuration: String?

    @Option(
        help: ArgumentHelp(
            "The application target whose bundle identifier to use when several copy the bundle.",
            discussion: "Defaults to the first; the others are named on standard error and in dump."))
    public var target: String?

    @Option(
        help: ArgumentHelp(
            "The Xcode scheme whose Run action to use in a project checkout.",
            discussion: "Its target and configuration give the domain; its launch arguments and language are applied."))
    public var scheme: String?

    @Option(help: "The Xcode test plan whose arguments and language to apply (with the scheme that references it).")
    public var testPlan: String?

    @Option(help: "The test plan configuration to apply (default: its first).")
    public var testConfiguration: String?

    @Option(help: "The device whose pages to show: phone (the default), pad, mac or vision.")
    public var idiom: String = "phone"

    @Option(
        help: ArgumentHelp(
            "Preferred languages, most preferred first, separated by commas (pt-BR,fr).",
            discussion: "Defaults to AppleLanguages of the global domain, then LANGUAGE, LC_ALL or LANG."))
    public var language: String?

    @Option(
        help: ArgumentHelp(
            "The app's real data: a Simulator device folder (or the folder of all devices), an app data container, "
                + "an .xcappdata package or a Library/Preferences folder.", valueName: "path"))
    public var data: String?

    @OptionGroup public var viewOptions: ViewOptions

    public init() {}

    public func validate() throws {
        guard Idiom(argument: idiom) != nil else {
            throw ValidationError("unknown idiom '\(idiom)'; use phone, pad, mac or vision")
        }
    }

    /// The load options these flags ask for.
    public func loadOptions(environment: DefaultsEnvironment = .current) -> LoadOptions {
        let environment = dataGlobalEnvironment ?? environment
        let global = try? Defaults(applicationDomain: DomainName.global, environment: environment, arguments: [])
            .persistentDomainValues(forName: Defaults.globalDomain)
        let appleLanguages =
            global?["AppleLanguages"]?.arrayValue?.compactMap(\.stringValue)
            ?? global?["AppleLocale"]?.stringValue.map { [$0] }
        let languages = LanguagePreference.resolve(
            explicit: language ?? launchLanguages, appleLanguages: appleLanguages,
            environment: ProcessInfo.processInfo.environment)
        return LoadOptions(
            idiom: Idiom(argument: idiom) ?? .phone, languages: languages, view: viewOptions.view,
            hiddenKeys: viewOptions.hiddenKeys)
    }

    /// Every bundle the paths name, loaded; one that cannot be opened (its path is not UTF-8) is
    /// named on standard error as skipped.
    public func loadBundles(_ paths: [String]) throws(SettingsToolError) -> [LoadedBundle] {
        let configuration: String?
        do throws(BundleError) { configuration = try effectiveConfiguration(for: paths) } catch { throw .bundle(error) }
        let options = loadOptions()
        var bundles: [LoadedBundle] = []
        for path in paths {
            do {
                let all = try locateAll(path, configuration: configuration, paths: paths)
                for error in all.unreadable { StandardStream.say("settings", "skipped", error.description) }
                for location in all.found {
                    bundles.append(try BundleLoader.load(location, options: options))
                    if let bundle = bundles.last { Self.warnRefusedPages(of: bundle) }
                }
            } catch {
                throw .bundle(error)
            }
        }
        Self.noteTargetMismatch(try? schemeLaunch(for: paths), bundles: bundles.map(\.location))
        if scheme == nil && testPlan == nil {
            Self.noteSchemes(in: &bundles)
        } else {
            noteLaunch(try? schemeLaunch(for: paths), in: &bundles)
        }
        return bundles
    }

    /// The bundles `paths` name, each with its defaults domain (`--domain`, else its own).
    ///
    /// With several bundles, one without a usable domain is skipped and returned in `skipped`
    /// rather than failing the rest; a single bundle without one is an error.
    public func loadBundlesWithDomains(_ paths: [String], environment: DefaultsEnvironment = .current)
        throws(BundleError) -> (bundles: [(bundle: LoadedBundle, domain: String)], skipped: [BundleError])
    {
        let configuration = try effectiveConfiguration(for: paths)
        let options = loadOptions(environment: environment)
        var locations: [BundleLocation] = []
        var bundles: [(bundle: LoadedBundle, domain: String)] = []
        var skipped: [BundleError] = []
        for path in paths {
            let all = try locateAll(path, configuration: configuration, paths: paths)
            locations += all.found
            skipped += all.unreadable
        }
        for location in locations {
            let domain: String
            do {
                domain = try location.storeDomain()
            } catch {
                if locations.count == 1 { throw error }
                skipped.append(error)
                continue
            }
            bundles.append((try BundleLoader.load(location, options: options), domain))
            if let bundle = bundles.last?.bundle { Self.warnRefusedPages(of: bundle) }
        }
        Self.noteTargetMismatch(try schemeLaunch(for: paths), bundles: bundles.map(\.bundle.location))
        var loaded = bundles.map(\.bundle)
        if scheme == nil && testPlan == nil {
            Self.noteSchemes(in: &loaded)
        } else {
            noteLaunch(try schemeLaunch(for: paths), in: &loaded)
        }
        for index in bundles.indices { bundles[index].bundle = loaded[index] }
        return (bundles, skipped)
    }

    /// The one bundle `path` names, loaded; an error naming them when it names several.
    public func loadOne(_ path: String) throws(SettingsToolError) -> LoadedBundle {
        let bundles = try loadBundles([path])
        guard bundles.count == 1, let bundle = bundles.first else {
            throw .severalBundles(path: path, found: bundles.map(\.location.settingsBundle.path))
        }
        return bundle
    }

    /// The one bundle `path` names, bound to its defaults (under `--data`, its store root's).
    /// `launchArguments`: those typed after `--`; the scheme's (`--scheme`, `--test-plan`) come first.
    public func bindOne(_ path: String, launchArguments: [String] = []) throws(SettingsToolError) -> BoundApp {
        let bundle = try loadOne(path)
        let arguments: (words: [String], origins: [String])
        do throws(BundleError) {
            arguments = try self.launchArguments(for: [path], typed: launchArguments)
        } catch {
            throw .bundle(error)
        }
        let app = try bind(
            bundle, domain: domain, launchArguments: arguments.words, argumentOrigins: arguments.origins)
        Self.notePreview(app.domainResolution, bundle: app.bundle.location.settingsBundle.path)
        return app
    }

    /// Every bundle `paths` names (with `--data` and none, the device's installed apps), bound to
    /// its defaults with the launch arguments (the scheme's, then those after `--`): what `dump`
    /// and `diff` open. With several bundles, one without a usable domain is skipped with a note
    /// on stderr; each bundle that opens under a preview domain is noted.
    func bindAll(_ paths: [String]) throws(SettingsToolError) -> [BoundApp] {
        let (bundles, skipped): ([(bundle: LoadedBundle, domain: String)], [BundleError])
        let paths = try pathsOrInstalledApps(paths)
        if paths.isEmpty { throw .noBundles(data: data) }
        do throws(BundleError) {
            (bundles, skipped) = try loadBundlesWithDomains(paths)
        } catch {
            throw .bundle(error)
        }
        if bundles.isEmpty, !skipped.isEmpty { throw .noDomains(count: skipped.count) }
        for entry in bundles {
            Self.notePreview(entry.bundle.location.domain, bundle: entry.bundle.location.settingsBundle.path)
        }
        for error in skipped {
            StandardStream.say("settings", "skipped", "\(error)")
        }
        let arguments: (words: [String], origins: [String])
        do throws(BundleError) {
            arguments = try launchArguments(for: paths)
        } catch {
            throw .bundle(error)
        }
        return try bundles.map { entry throws(SettingsToolError) in
            try bind(
                entry.bundle, domain: entry.domain, launchArguments: arguments.words,
                argumentOrigins: arguments.origins)
        }
    }

    /// Warns on stderr about each store file of the app's search lists that exists but cannot be
    /// read: the values shown come from the other domains, as Foundation would read them.
    static func warnUnreadableStores(of apps: [BoundApp]) {
        var seen = Set<String>()
        for error in apps.flatMap({ $0.unreadableStoreErrors() }) where seen.insert(error.description).inserted {
            let problem: String
            if case .corruptStore(let file, let reason, let copy, _) = error {
                let kept = copy.map { " (a copy is kept at \($0))" } ?? ""
                problem = "\(file) cannot be read as a property list: \(reason)\(kept)"
            } else {
                problem = error.description
            }
            StandardStream.say("settings", "warning", "\(problem); values are shown without it")
        }
    }

    /// Says on stderr which pages were refused for going past the input budget (a shared-reference
    /// bomb, a file too large or too deep): the rows shown leave them out.
    static func warnRefusedPages(of bundle: LoadedBundle) {
        for diagnostic in bundle.diagnostics
        where diagnostic.rule == .unreadablePlist && diagnostic.message.contains(InputBudgetError.refusal) {
            StandardStream.say("settings", "warning", "\(diagnostic.file): \(diagnostic.message)")
        }
    }

    /// Says on stderr that a bundle opens under a preview domain, and why; or, when several
    /// application targets copy it, which one gives its domain and the option that picks each other.
    static func notePreview(_ resolution: DomainResolution, bundle: String) {
        switch resolution {
        case .preview(let domain, let reason):
            StandardStream.say(
                "settings",
                "note", "\(bundle) uses the preview domain \(domain) (\(reason)); pass --domain for the app's own")
        case .project(let project):
            guard let others = project.otherTargetsSentence else { return }
            StandardStream.say(
                "settings",
                "note", "\(bundle) uses the domain \(project.domain) of target \(project.target); it is \(others)")
        default: break
        }
    }
}
