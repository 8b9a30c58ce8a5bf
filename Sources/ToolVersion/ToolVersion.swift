/// The version of the package's command-line tools: the one place it is written.
///
/// `settings --version`, `defaults --version`, the generated man pages and the top entry of
/// `CHANGELOG.md` all show this string (a test checks the changelog against it).
public enum ToolVersion {
    /// The release, as `MAJOR.MINOR.PATCH`.
    public static let current = "0.1.0"
}
