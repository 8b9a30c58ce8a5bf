import ArgumentParser
import Defaults
import FoundationEssentials
import SettingsBinding
import SettingsBundle
import TerminalUI
import XcodeProject

/// `settings edit` (the default subcommand): opens the editor on the demo or on the given bundles.
struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Open the editor (the default). With no path, opens the embedded Showcase demo.",
        discussion: """
            Keys: arrows or j/k move, Enter/Right/l open, Left/h/Esc back, Space toggles or picks, \
            -/+ step a slider (= types a value), r resets a key to its registered default, q quits.
            Simulated launch arguments after -- form the argument domain, which masks stored values: \
            settings Examples/Showcase -- -notifications_enabled NO
            """)

    @Argument(help: "An .app folder, a Settings.bundle folder, or a folder to search. Several open a list of apps.")
    var paths: [String] = []

    @OptionGroup var bundleOptions: BundleOptions

    @Flag(help: "Draw without colours (also when NO_COLOR is set).")
    var noColor = false

    @Flag(help: "Draw with ASCII symbols only.")
    var ascii = false

    @Flag(help: "Click a row to select it, click it again to open, toggle or pick it; the wheel moves.")
    var mouse = false

    /// Simulated launch arguments: everything after `--` on the command line.
    var launchArguments: [String] { LaunchArguments.current }

    func run() throws {
        do {
            let runner = try makeRunner()
            try runner.run(
                options: TerminalOptions(color: noColor ? .never : .automatic, asciiOnly: ascii, mouse: mouse))
        } catch {
            throw CommandFailure(error)
        }
    }

    func makeRunner() throws(EditorRunError) -> EditorRunner {
        let environment = DefaultsEnvironment.current
        let paths: [String]
        do throws(SettingsToolError) {
            paths = try bundleOptions.pathsOrInstalledApps(self.paths)
            if paths.isEmpty, let data = bundleOptions.data { throw .noBundles(data: data) }
        } catch {
            throw .stores(error)
        }
        let (bundles, skipped): ([(bundle: LoadedBundle, domain: String)], [BundleError])
        do {
            (bundles, skipped) = try bundleOptions.loadBundlesWithDomains(
                paths.isEmpty ? [try DemoBundle.path()] : paths, environment: environment)
        } catch let error as BundleError {
            throw .bundle(error)
        } catch let error as EditorRunError {
            throw error
        } catch {
            throw .noBundles
        }
        if bundles.isEmpty, let first = skipped.first {
            throw EditorRunError.allSkipped(count: skipped.count, first: first)
        }
        guard !bundles.isEmpty else { throw EditorRunError.noBundles }
        let arguments: (words: [String], origins: [String])
        do {
            arguments = try bundleOptions.launchArguments(for: paths, typed: launchArguments)
        } catch {
            throw .bundle(error)
        }
        var apps: [BoundApp] = []
        do throws(SettingsToolError) {
            for (bundle, domain) in bundles {
                apps.append(
                    try bundleOptions.bind(
                        bundle, domain: domain, launchArguments: arguments.words, argumentOrigins: arguments.origins))
            }
        } catch {
            throw .stores(error)
        }
        let runner = EditorRunner(apps: apps)
        for entry in bundles {
            guard case .project(let project) = entry.bundle.location.domain, let others = project.otherTargetsSentence
            else { continue }
            runner.note("\(entry.bundle.name) uses target \(project.target); \(others) (d on a row shows it)")
        }
        let previews = bundles.filter(\.bundle.location.domain.isPreview).count
        if previews > 0 {
            runner.note(
                previews == bundles.count && previews == 1
                    ? "No app domain found: a preview domain (d on a row says why; --domain sets one)"
                    : "\(previews) of \(bundles.count) apps use a preview domain (d on a row says why)")
        }
        let unopenable = skipped.filter { if case .pathNotUTF8 = $0 { true } else { false } }.count
        if skipped.count > unopenable {
            let count = skipped.count - unopenable
            runner.note(
                "Skipped \(count) bundle\(count == 1 ? "" : "s") without a usable defaults domain "
                    + "(give it one with --domain)")
        }
        if unopenable > 0 {
            runner.note(
                "Skipped \(unopenable) bundle\(unopenable == 1 ? "" : "s") whose path is not UTF-8 (rename the folder)")
        }
        return runner
    }
}
