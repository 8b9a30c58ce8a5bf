import FoundationEssentials
import SystemCalls

/// The paths `settings lint` is given, with a file inside a bundle read as its bundle: pre-commit
/// passes the staged files (`App/Settings.bundle/Root.plist`, `…/en.lproj/Root.strings`), and
/// each bundle is linted once, in the order first named.
enum LintPaths {
    /// `paths` with every regular file that lies inside a `*.bundle` folder replaced by the
    /// innermost such folder (as given: a relative path stays relative), duplicates dropped.
    /// Folders and paths that do not exist are kept as they are, for the loader to report.
    static func bundles(for paths: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for path in paths {
            let resolved = bundle(containing: path) ?? path
            if seen.insert(resolved).inserted { result.append(resolved) }
        }
        return result
    }

    /// The innermost `*.bundle` folder above the file at `path`, nil for a folder or a missing path.
    static func bundle(containing path: String) -> String? {
        guard let status = FileSystem.statusIfPresent(of: path), !status.isDirectory else { return nil }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        while let last = components.last {
            if last.lowercased().hasSuffix(".bundle") && last.count > ".bundle".count {
                let folder = components.joined(separator: "/")
                return folder.isEmpty ? "/" : folder
            }
            components.removeLast()
        }
        return nil
    }
}
