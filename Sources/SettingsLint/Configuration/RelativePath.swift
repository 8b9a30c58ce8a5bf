import FoundationEssentials
import SettingsBundle

/// Paths written relative to a folder (a configuration's or a baseline's), `/`-separated.
public enum RelativePath {
    /// `path` relative to `folder`, with `..` where `path` is not inside it (`"App/Settings.bundle/Root.plist"`,
    /// `"../Other/Settings.bundle"`). Both are made absolute against the current folder and
    /// standardized (`.` and `..` removed); symbolic links are not resolved, so a path keeps the
    /// spelling it was reached by.
    public static func of(_ path: String, from folder: String) -> String {
        let target = components(path)
        let base = components(folder)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private static func components(_ path: String) -> [String] {
        URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/").map(String.init)
    }
}
