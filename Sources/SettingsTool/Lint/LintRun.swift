import Defaults
import FoundationEssentials
import SettingsBundle
import SettingsLint
import SourceLint
import TextOutput
import XcodeProject

/// `settings lint` up to what it shows: find the bundles, find each one's configuration, lint,
/// apply the configuration (excluded bundles and files, disabled rules, severities), write the
/// baseline when asked, and drop the findings the baseline holds.
///
/// Warnings about configurations and the bundles left out are written to standard error as they
/// are met; anything that stops the run (a malformed configuration, a missing baseline) is thrown.
struct LintRun {
    /// Where configuration and baseline come from.
    struct Options {
        /// `--config FILE`: this configuration for every bundle, instead of each one's nearest.
        var configuration: String?
        /// `--no-config`: no configuration at all.
        var ignoresConfiguration = false
        /// `--baseline FILE`: instead of the configurations' `baseline`.
        var baseline: String?
        /// `--write-baseline FILE`.
        var writeBaseline: String?
        var view: BundleView = .settingsApp
        /// Whether to read the sources of the app that owns each bundle (`--no-sources` turns it off).
        var readsSources = true
        /// `--sources DIR`: folders whose Swift and Objective-C files are read too.
        var sourceFolders: [String] = []
        /// `--scheme`, `--test-plan`, `--test-configuration`: the target and configuration whose domain each bundle gets.
        var launch: BundleOptions?
    }

    /// The reports after configuration and baseline, in the order the paths named the bundles.
    private(set) var reports: [LintReport] = []
    /// How many findings the baselines dropped.
    private(set) var baselined = 0
    /// How many findings the baseline written holds (with `--write-baseline`).
    private(set) var written: Int?

    /// The configurations read so far, by file path.
    private var configurations: [String: LintConfiguration] = [:]
    /// How each configuration read is named in messages, by its folder.
    private var displayNames: [String: String] = [:]
    /// The configuration of each report, by index in ``reports``.
    private var reportConfigurations: [LintConfiguration?] = []
    /// The projects of the run, each found and parsed once, shared by the locator and lint across the source.
    let projects = ProjectCatalog()

    init(paths: [String], options: Options) throws {
        var explicit: LintConfiguration?
        if let path = options.configuration, !options.ignoresConfiguration {
            explicit = try read(URL(fileURLWithPath: path), displayName: path)
        }
        let resolver = ProjectDomainResolver(catalog: projects)
        // Bundles of one app share its sources: each set of files is read once a run.
        let scans = SourceScanCache()
        let sourceFolders = options.sourceFolders.map { URL(fileURLWithPath: $0).standardizedFileURL }
        // The source walks' notes of links not followed, each said once however many bundles share a folder.
        var sourceNotes: Set<String> = []
        for path in paths {
            let locations: [BundleLocation]
            var arguments: [LaunchArgumentValue]
            do {
                let all: (found: [BundleLocation], unreadable: [BundleError])
                arguments = []
                if let launch = options.launch {
                    arguments = try Self.argumentValues(launch, path: path)
                    let configuration = try launch.effectiveConfiguration(for: [path])
                    all = try launch.locateAll(path, configuration: configuration, paths: [path], projects: projects)
                    BundleOptions.noteTargetMismatch(try launch.schemeLaunch(for: [path]), bundles: all.found)
                } else {
                    all = try BundleLocator.locateAll(path, projects: projects)
                }
                locations = all.found
                // A bundle that cannot be opened is not left out unsaid: it fails the run, in every format.
                for unreadable in all.unreadable {
                    if case .linksNotFollowed(let note) = unreadable { StandardStream.say("settings", "note", note) }
                    guard case .pathNotUTF8(let shown) = unreadable else { continue }
                    let diagnostic = Diagnostic(
                        bundlePath: shown, relativeFile: "Root.plist", severity: .error, rule: .unreadablePlist,
                        message: "the bundle cannot be opened: its path is not UTF-8 text "
                            + "(each \\xNN is a byte that is not); rename the folder to lint it")
                    reports.append(LintReport(bundle: shown, diagnostics: [diagnostic]))
                    reportConfigurations.append(nil)
                }
            } catch {
                throw CommandFailure(SettingsToolError.bundle(error))
            }
            // Why each bundle of this path was left out: when all were, the path was named for nothing.
            var exclusions: [String] = []
            var linted = false
            for location in locations {
                let configuration =
                    options.ignoresConfiguration
                    ? nil : try explicit ?? nearestConfiguration(for: location.settingsBundle)
                if let configuration, let pattern = configuration.exclusion(of: location.settingsBundle.path) {
                    let reason = "\"\(pattern)\" in \(displayName(of: configuration))"
                    if !exclusions.contains(reason) { exclusions.append(reason) }
                    continue
                }
                var report: LintReport
                do {
                    report = try Linter.lint(location, view: options.view, arguments: arguments)
                    if options.readsSources {
                        // Lint across the source: the app's reads, writes and registrations against the bundle.
                        let sourceLint = try AppSourceLint(
                            location: location, view: options.view, resolver: resolver,
                            searchRoot: URL(fileURLWithPath: path).standardizedFileURL, folders: sourceFolders,
                            scans: scans)
                        report.diagnostics += sourceLint.diagnostics
                        for note in sourceLint.files.linksNotFollowed where sourceNotes.insert(note).inserted {
                            StandardStream.say("settings", "note", note)
                        }
                    }
                } catch {
                    throw CommandFailure(SettingsToolError.bundle(error))
                }
                reports.append(configuration?.apply(to: report) ?? report)
                reportConfigurations.append(configuration)
                linted = true
            }
            if !linted, !exclusions.isEmpty {
                let what = locations.count == 1 ? "is excluded" : "holds \(locations.count) bundles, all excluded"
                Self.printToStandardError(
                    "\(path) \(what) by \(exclusions.joined(separator: " and ")); not linted (pass --no-config to lint it)"
                )
            }
        }
        if let file = options.writeBaseline {
            let url = URL(fileURLWithPath: file).standardizedFileURL
            let baseline = LintBaseline(reports: reports, folder: url.deletingLastPathComponent())
            do {
                try baseline.write(to: url)
            } catch {
                throw CommandFailure(error)
            }
            written = baseline.findings.count
        }
        try applyBaselines(options)
    }

    /// Drops the findings each report's baseline holds (one multiset per baseline file, shared by its reports).
    private mutating func applyBaselines(_ options: Options) throws(CommandFailure) {
        var groups: [URL: [Int]] = [:]
        var order: [URL] = []
        for index in reports.indices {
            let url =
                options.baseline.map { URL(fileURLWithPath: $0).standardizedFileURL }
                ?? reportConfigurations[index]?.baselineURL
            guard let url else { continue }
            if groups[url] == nil { order.append(url) }
            groups[url, default: []].append(index)
        }
        for url in order {
            let baseline: LintBaseline
            do {
                baseline = try LintBaseline.read(from: url)
            } catch .missing where options.writeBaseline != nil {
                continue  // being written for the first time
            } catch {
                throw CommandFailure(error)
            }
            let indices = groups[url] ?? []
            let filtered = baseline.filter(indices.map { reports[$0] }, folder: url.deletingLastPathComponent())
            for (index, report) in zip(indices, filtered.reports) { reports[index] = report }
            baselined += filtered.baselined
        }
    }

    /// The configuration nearest `bundle` (each file read once), its warnings printed once.
    private mutating func nearestConfiguration(for bundle: URL) throws(CommandFailure) -> LintConfiguration? {
        guard let found = LintConfigurationFile.nearest(from: bundle) else { return nil }
        if let configuration = configurations[found.file.path] { return configuration }
        if !found.ignored.isEmpty {
            Self.printToStandardError(
                "warning: \(found.file.deletingLastPathComponent().path) holds "
                    + ([found.file] + found.ignored).map(\.lastPathComponent).joined(separator: " and ")
                    + "; using \(found.file.lastPathComponent) (.yml, then .yaml, then .json) and ignoring the rest"
            )
        }
        return try read(found.file, displayName: found.file.path)
    }

    /// Reads a configuration file once, printing its warnings.
    private mutating func read(_ url: URL, displayName: String) throws(CommandFailure) -> LintConfiguration {
        do {
            let (configuration, warnings) = try LintConfigurationFile.read(url, displayName: displayName)
            for warning in warnings { Self.printToStandardError(warning.description) }
            configurations[url.standardizedFileURL.path] = configuration
            displayNames[configuration.folder.path] = displayName
            return configuration
        } catch {
            throw CommandFailure(error)
        }
    }

    private func displayName(of configuration: LintConfiguration) -> String {
        displayNames[configuration.folder.path] ?? configuration.folder.path
    }

    /// The values the scheme or test plan puts in the argument domain (the last of a key passed
    /// twice), each with what passed it.
    static func argumentValues(_ launch: BundleOptions, path: String) throws(BundleError) -> [LaunchArgumentValue] {
        let passed = try launch.launchArguments(for: [path], typed: [])
        let parsed = ParsedArguments(passed.words)
        return parsed.entries.filter { parsed.winningEntry(forKey: $0.key) == $0 }.map {
            LaunchArgumentValue(key: $0.key, value: $0.value, origin: passed.origins[$0.index])
        }
    }

    static func printToStandardError(_ message: String) {
        StandardStream.say("settings", "", message)
    }
}
