import AppSources

/// The scans of one lint run, by the files they read: an app whose target copies two bundles (or one
/// listed in two places, as Artificial-Pancreas/iAPS does) has the same sources read for each, and
/// a scan is a function of its files alone. Not shared across threads: one run, one cache.
public final class SourceScanCache {
    private struct Key: Hashable {
        var sources: [String]
        var plists: [String]
        var lockFiles: [String]
    }

    private var scans: [Key: SourceScan] = [:]
    /// How many scans were run (not found here): for tests.
    public private(set) var scansRun = 0

    public init() {}

    /// The scan of `files`: the one already made for the same files, or a new one.
    public func scan(_ files: AppSourceFiles) -> SourceScan {
        let key = Key(sources: files.sources, plists: files.plists, lockFiles: files.lockFiles)
        if let scan = scans[key] { return scan }
        let scan = SourceScanner.scan(files: files.sources, resources: files.plists, lockFiles: files.lockFiles)
        scans[key] = scan
        scansRun += 1
        return scan
    }
}
