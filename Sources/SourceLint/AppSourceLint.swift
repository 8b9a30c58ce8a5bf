import AppSources
import FoundationEssentials
import SettingsBundle
import XcodeProject

/// Lint across the source for one bundle: find the owning target's files, read them, compare.
public struct AppSourceLint: Sendable {
    /// The files read (empty when no project owns the bundle and no folder was given).
    public var files: AppSourceFiles
    /// What the files say about defaults keys.
    public var scan: SourceScan
    /// The findings, bundle rows first, then code in file and line order.
    public var diagnostics: [Diagnostic]

    /// Reads the sources of the app that owns the bundle at `location` (found by `resolver`, plus
    /// every file under `folders`) and checks them against the bundle as `view` shows it. With
    /// `scans`, files another bundle of the run already had read are not read again.
    public init(
        location: BundleLocation, view: BundleView = .settingsApp, resolver: ProjectDomainResolver,
        searchRoot: URL? = nil, folders: [URL] = [], scans: SourceScanCache? = nil
    ) throws(BundleError) {
        files = AppSourceFiles.find(
            for: location.settingsBundle, resolver: resolver, searchRoot: searchRoot, folders: folders)
        guard !files.sources.isEmpty else {
            scan = SourceScan()
            diagnostics = []
            return
        }
        scan =
            scans?.scan(files)
            ?? SourceScanner.scan(files: files.sources, resources: files.plists, lockFiles: files.lockFiles)
        let view = location.isInAppOnly ? .inApp : view
        var bundles: [LoadedBundle] = []
        for idiom in [Idiom.phone, .pad] {
            bundles.append(
                try BundleLoader.load(
                    location, options: LoadOptions(idiom: idiom, loadsEveryLocalization: false, view: view)))
        }
        diagnostics = SourceLinter.diagnostics(bundles: bundles, folder: bundles[0].folder, scan: scan)
    }
}
