import FoundationEssentials
import SettingsBundle

extension Linter {
    /// `diagnostics` about the bundle at `folder` with their places filled in, as lint places its
    /// own: the specifier's line and column (and the offending key's) in XML pages.
    public static func placed(_ diagnostics: [Diagnostic], inBundle folder: URL) -> [Diagnostic] {
        guard let fileSystem = try? BundleFileSystem(root: folder) else { return diagnostics }
        var placer = LintPlacer(fileSystem: fileSystem)
        return diagnostics.map { placer.place($0) }
    }
}
