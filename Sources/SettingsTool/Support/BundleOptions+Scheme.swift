import Defaults
import FoundationEssentials
import PropertyList
import SettingsBundle
import Synchronization
import TextOutput
import XcodeProject

/// `--scheme`, `--test-plan` and `--test-configuration`: the app as Xcode launches it.
extension BundleOptions {
    /// The launch the scheme or test plan asked for gives, worked out in the checkout of the first
    /// path (once per process); nil when neither is asked for, or when the one asked for cannot be
    /// used (a malformed file, a target that is not an app: said on stderr, and the bundle opens
    /// without it). A name the checkout does not have is an error that lists the known ones.
    func schemeLaunch(for paths: [String]) throws(BundleError) -> SchemeLaunch? {
        guard scheme != nil || testPlan != nil else {
            if testConfiguration != nil {
                throw .scheme(.unusable(path: "--test-configuration", reason: "it needs --test-plan"))
            }
            return nil
        }
        let root = SchemeCatalog.root(for: paths.first ?? FileManager.default.currentDirectoryPath)
        let key = [root.path, scheme ?? "", testPlan ?? "", testConfiguration ?? ""].joined(separator: "\u{0}")
        if let cached = SchemeSelection.state.withLock({ $0.cache[key] }) { return try cached.get() }
        let result = Result { () throws(BundleError) -> SchemeLaunch? in
            let catalog = SchemeCatalog(root: root)
            if let note = catalog.linksNotFollowed { StandardStream.say("settings", "note", note) }
            for problem in catalog.problems where !SchemeSelection.isAbout(problem, scheme: scheme, testPlan: testPlan)
            {
                StandardStream.say("settings", "warning", "\(problem); it is skipped")
            }
            do throws(SchemeError) {
                let launch = try SchemeLaunch.resolve(
                    catalog: catalog, scheme: scheme, testPlan: testPlan, testConfiguration: testConfiguration)
                for note in launch.notes { StandardStream.say("settings", "note", note) }
                let parsed = ParsedArguments(launch.arguments.map(\.word))
                if !parsed.ignored.isEmpty {
                    let list = parsed.ignored.map { "\($0.text) (\($0.reason.rawValue))" }.joined(separator: ", ")
                    StandardStream.say(
                        "settings",
                        "note",
                        "not -key value pairs, so not in the argument domain (the app reads them from argv): \(list)")
                }
                let overridden = parsed.overridden
                for entry in overridden {
                    StandardStream.say("settings", "note", "-\(entry.key) is passed more than once; the last one wins")
                }
                return launch
            } catch {
                if case .unknown = error { throw .scheme(error) }
                let what = scheme.map { "--scheme \($0)" } ?? "--test-plan \(testPlan ?? "")"
                StandardStream.say("settings", "warning", "\(error); \(what) is not applied")
                return nil
            }
        }
        SchemeSelection.state.withLock {
            $0.cache[key] = result
            if case .success(let launch) = result { $0.last = launch }
        }
        return try result.get()
    }

    /// The build configuration: `--configuration`, else the scheme's (or test action's), else nil
    /// (the project's default).
    func effectiveConfiguration(for paths: [String]) throws(BundleError) -> String? {
        let launch = try schemeLaunch(for: paths)
        if let configuration, let launched = launch?.configuration, launched != configuration {
            StandardStream.say(
                "settings",
                "note", "--configuration \(configuration) is used, not the scheme's \(launched)")
        }
        return configuration ?? launch?.configuration
    }

    /// The bundles `path` names: with `--target`, that target's domain; else, with a scheme, the
    /// domain of the target the scheme launches when it copies the bundle (else the usual choice,
    /// and ``noteTargetMismatch(_:bundles:)`` says so).
    func locateAll(
        _ path: String, configuration: String?, paths: [String], projects: ProjectCatalog = ProjectCatalog()
    ) throws(BundleError) -> (found: [BundleLocation], unreadable: [BundleError]) {
        let launched = target == nil ? try schemeLaunch(for: paths)?.target : nil
        if let launched {
            do {
                return try BundleLocator.locateAll(
                    path, domain: domain, configuration: configuration, target: launched, projects: projects)
            } catch {
                guard case .unknownTarget = error else { throw error }
            }
        }
        return try BundleLocator.locateAll(
            path, domain: domain, configuration: configuration, target: target, projects: projects)
    }

    /// Says on stderr when the scheme launches another target than the one whose domain a bundle
    /// uses (the target that copies it): the configuration still applies.
    static func noteTargetMismatch(_ launch: SchemeLaunch?, bundles: [BundleLocation]) {
        guard let launch, let target = launch.target else { return }
        for bundle in bundles {
            guard case .project(let project) = bundle.domain, project.target != target else { continue }
            StandardStream.say(
                "settings",
                "note",
                "\(bundle.settingsBundle.lastPathComponent) belongs to target \(project.target), "
                    + "not to \(target), which the scheme launches; its configuration is used")
        }
    }

    /// Without `--scheme` and `--test-plan`: each project-checkout bundle's domain detail names
    /// the shared schemes that run its target, and how to use one, then the schemes that run each
    /// other app target that copies it (the details page and `dump --json`'s `domainDetail` show
    /// it). Each checkout's schemes are read once.
    static func noteSchemes(in bundles: inout [LoadedBundle]) {
        var byRoot: [String: [(name: String, target: String)]] = [:]
        for index in bundles.indices {
            guard case .project(var project) = bundles[index].location.domain else { continue }
            let root = SchemeCatalog.root(for: bundles[index].location.settingsBundle.path)
            if byRoot[root.path] == nil {
                let catalog = SchemeCatalog(root: root)
                byRoot[root.path] = catalog.schemes.filter { $0.location == .shared }.compactMap { scheme in
                    guard catalog.schemes.first(where: { $0.name == scheme.name }) == scheme,
                        let launch = try? SchemeLaunch.resolve(catalog: catalog, scheme: scheme.name, testPlan: nil),
                        let target = launch.target,
                        launch.project?.standardizedFileURL == project.project.standardizedFileURL
                    else { return nil }
                    return (scheme.name, target)
                }
            }
            let schemes = byRoot[root.path] ?? []
            let running = schemes.filter { $0.target == project.target }.map(\.name)
            if !running.isEmpty {
                project.notes.append(
                    running.count == 1
                        ? "the shared scheme \(ProseText.list(running)) runs it: \(ShellText.option("--scheme", running[0])) for its configuration and arguments"
                        : "the shared schemes \(ProseText.list(running)) run it: pass one with --scheme")
            }
            // The other app targets that copy the bundle, each with the schemes that run it.
            let others = project.otherTargets.compactMap { target -> String? in
                let names = schemes.filter { $0.target == target }.map(\.name)
                return names.isEmpty ? nil : "\(target) by \(ProseText.list(names))"
            }
            if !others.isEmpty {
                project.notes.append(
                    "the other targets that copy it run with --scheme: \(others.joined(separator: "; "))")
            }
            guard !running.isEmpty || !others.isEmpty else { continue }
            bundles[index].location.domain = .project(project)
        }
    }

    /// With `--scheme` or `--test-plan`: each project-checkout bundle's domain detail says which
    /// scheme or plan chose its configuration and passes the arguments.
    func noteLaunch(_ launch: SchemeLaunch?, in bundles: inout [LoadedBundle]) {
        guard let launch else { return }
        var source = launch.scheme.map { "scheme \"\($0.name)\"" } ?? ""
        if let plan = launch.testPlan {
            source = (source.isEmpty ? "" : source + ", ") + "test plan \"\(plan.name)\""
            if let configuration = launch.testConfiguration { source += " (\(configuration))" }
        }
        let chose = configuration == nil && launch.configuration != nil ? "configuration and " : ""
        for index in bundles.indices {
            guard case .project(var project) = bundles[index].location.domain else { continue }
            project.notes.append("\(chose)launch arguments from the \(source)")
            bundles[index].location.domain = .project(project)
        }
    }

    /// The app's launch arguments: the scheme's or test plan's, then `typed` (those after `--`),
    /// with what passed each.
    func launchArguments(for paths: [String], typed: [String] = LaunchArguments.current) throws(BundleError)
        -> (words: [String], origins: [String])
    {
        let launched = try schemeLaunch(for: paths)?.arguments ?? []
        return (launched.map(\.word) + typed, launched.map(\.origin) + typed.map { _ in "" })
    }

    /// `AppleLanguages` as the launch arguments give it (a scheme's language, or typed after
    /// `--`), joined with commas; nil when they do not set it.
    var launchLanguages: String? {
        let words =
            (SchemeSelection.state.withLock { $0.last }?.arguments.map(\.word) ?? [])
            + LaunchArguments.current
        guard let languages = ParsedArguments(words).values["AppleLanguages"]?.arrayValue?.compactMap(\.stringValue),
            !languages.isEmpty
        else { return nil }
        return languages.joined(separator: ",")
    }
}

/// The schemes worked out so far in this process.
enum SchemeSelection {
    /// The launches by checkout and names, and the last one worked out.
    static let state = Mutex<(cache: [String: Result<SchemeLaunch?, BundleError>], last: SchemeLaunch?)>(([:], nil))

    /// Whether a catalog problem is the file asked for (reported as the error instead).
    static func isAbout(_ problem: SchemeError, scheme: String?, testPlan: String?) -> Bool {
        (scheme.map { SchemeCatalog.names(problem, file: $0 + ".xcscheme") } ?? false)
            || (testPlan.map { SchemeCatalog.names(problem, file: $0 + ".xctestplan") } ?? false)
    }
}
