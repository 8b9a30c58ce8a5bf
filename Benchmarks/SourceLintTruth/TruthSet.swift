import Foundation
import SettingsBundle
import SourceLint
import XcodeProject

/// The source-lint truth set: real apps trimmed to what their settings depend on, each with the
/// mismatches a person found by reading its code, and lint with sources run on each.
public enum TruthSet {
    /// Why the truth set could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The fixtures in the package (`Tests/SourceLintTests/Fixtures/RealApps`), from the package root.
    public static func folder(packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent("Tests/SourceLintTests/Fixtures/RealApps")
    }

    /// Every app under `folder` (each subfolder with a `truth.json`), in name order.
    public static func apps(in folder: URL) throws -> [(folder: URL, truth: TruthApp)] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw Failure(description: "cannot list the truth set at \(folder.path): \(error.localizedDescription)")
        }
        var apps: [(URL, TruthApp)] = []
        for name in names.prefix(1000) {
            let app = folder.appendingPathComponent(name, isDirectory: true)
            let file = app.appendingPathComponent("truth.json")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            do {
                let truth = try JSONDecoder().decode(TruthApp.self, from: Data(contentsOf: file))
                apps.append((app, truth))
            } catch {
                throw Failure(description: "\(name)/truth.json: \(error); fix the file (see the folder's README)")
            }
        }
        return apps
    }

    /// The findings of lint with sources on the app in `folder` (its bundle at `truth.bundle`), as
    /// `settings lint` finds its sources: through the Xcode project that copies the bundle.
    public static func findings(app folder: URL, truth: TruthApp) throws -> [TruthFinding] {
        let bundle = folder.appendingPathComponent(truth.bundle).standardizedFileURL.path
        let locations: [BundleLocation]
        // One catalog for the locator and lint, as `settings lint` has: each project parsed once.
        let projects = ProjectCatalog()
        do {
            locations = try BundleLocator.locateAll(folder.path, projects: projects).found
        } catch {
            throw Failure(description: "\(truth.app): \(error)")
        }
        guard let location = locations.first(where: { $0.settingsBundle.standardizedFileURL.path == bundle }) else {
            throw Failure(description: "\(truth.app): no Settings.bundle at \(truth.bundle)")
        }
        let lint: AppSourceLint
        do {
            lint = try AppSourceLint(
                location: location, resolver: ProjectDomainResolver(catalog: projects), searchRoot: folder)
        } catch {
            throw Failure(description: "\(truth.app): \(error)")
        }
        let root = folder.standardizedFileURL.path + "/"
        return lint.diagnostics.map { diagnostic in
            var place = diagnostic.relativeFile
            if let line = diagnostic.line {
                let file =
                    diagnostic.file.hasPrefix(root) ? String(diagnostic.file.dropFirst(root.count)) : diagnostic.file
                place = "\(file):\(line)"
            }
            return TruthFinding(
                claim: TruthClaim(rule: diagnostic.rule.rawValue, key: diagnostic.key ?? ""),
                severity: diagnostic.severity, place: place, message: diagnostic.message)
        }
    }

    /// Lint run on every app under `folder`, judged against its truth.
    public static func score(folder: URL) throws -> TruthScore {
        var results: [TruthScore.AppResult] = []
        for (app, truth) in try apps(in: folder) {
            results.append(TruthScore.AppResult(truth: truth, findings: try findings(app: app, truth: truth)))
        }
        return TruthScore(apps: results)
    }
}

/// One finding of lint with sources, as the truth set judges it.
public struct TruthFinding: Sendable, Hashable {
    public var claim: TruthClaim
    public var severity: Severity
    /// `file:line` in the fixture, or the bundle page for a finding about a row.
    public var place: String
    public var message: String

    public init(claim: TruthClaim, severity: Severity, place: String, message: String) {
        self.claim = claim
        self.severity = severity
        self.place = place
        self.message = message
    }

    /// Whether it is a warning or an error (what `settings lint` fails a build on).
    public var isWarningOrError: Bool { severity != .note }
    /// Whether it claims the setting does nothing (`unread-key`, at any severity).
    public var claimsDoesNothing: Bool { claim.rule == "unread-key" }
}
