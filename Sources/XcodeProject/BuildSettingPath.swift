/// A path as Xcode's path operators (`:dir`, `:file`, `:base`, `:suffix`, `:standardizepath` and their
/// `=` forms) see it: POSIX text with repeated and trailing slashes dropped, no file system access.
///
/// It follows swift-build's `Path` (`SWBUtil/Path.swift`), which wraps swift-system's `FilePath`: the
/// extension of the last component is the text after its last `.` unless that dot is the first
/// character (`.profile` has none) or the component is `.` or `..`.
struct BuildSettingPath: Equatable {
    /// Whether the path starts at `/`.
    var isAbsolute: Bool
    /// The components, none of them empty.
    var components: [Substring]

    init(_ text: String) {
        isAbsolute = text.hasPrefix("/")
        components = text.split(separator: "/", omittingEmptySubsequences: true)
    }

    private init(isAbsolute: Bool, components: [Substring]) {
        self.isAbsolute = isAbsolute
        self.components = components
    }

    /// The text: `/` for the root, `` for an empty path.
    var string: String { (isAbsolute ? "/" : "") + components.joined(separator: "/") }

    /// Without its last component (`/tmp/a.c` gives `/tmp`, `a.c` gives ``).
    var directory: BuildSettingPath { BuildSettingPath(isAbsolute: isAbsolute, components: components.dropLast()) }

    /// The last component, or the whole text when there is none (`/`).
    var fileName: String { components.last.map(String.init) ?? string }

    /// The extension of the last component without its dot (nil when it has none).
    var fileExtension: String? {
        guard let last = components.last else { return nil }
        return Self.extensionStart(of: last).map { String(last[$0...]) }
    }

    /// The last component without `.extension` (the whole text when there is no component).
    var baseName: String {
        guard let last = components.last else { return string }
        guard let start = Self.extensionStart(of: last) else { return String(last) }
        return String(last[..<last.index(before: start)])
    }

    /// The path with the last component's `.extension` removed.
    var removingExtension: BuildSettingPath {
        guard let last = components.last, Self.extensionStart(of: last) != nil else { return self }
        var copy = self
        copy.components[copy.components.count - 1] = Substring(baseName)
        return copy
    }

    /// `other` appended to this path (`other` itself when it is absolute or this path is empty).
    func appending(_ other: BuildSettingPath) -> BuildSettingPath {
        if string.isEmpty || other.isAbsolute { return other }
        if other.string.isEmpty { return self }
        return BuildSettingPath(isAbsolute: isAbsolute, components: components + other.components)
    }

    /// `:standardizepath`: `.` removed; `..` resolved in an absolute path and kept in a relative one,
    /// as `-[NSString stringByStandardizingPath]` does.
    var standardized: BuildSettingPath {
        let kept = components.filter { $0 != "." }
        guard isAbsolute else { return BuildSettingPath(isAbsolute: false, components: kept) }
        return BuildSettingPath(isAbsolute: true, components: Self.resolvingParents(kept))
    }

    /// `:relativeto=`: the path of `self` seen from `base`, both absolute (nil otherwise).
    func relative(to base: BuildSettingPath) -> String? {
        guard isAbsolute, base.isAbsolute else { return nil }
        let target = Self.resolvingParents(components.filter { $0 != "." })
        let origin = Self.resolvingParents(base.components.filter { $0 != "." })
        var common = 0
        while common < target.count, common < origin.count, target[common] == origin[common] { common += 1 }
        let parts = Array(repeating: "..", count: origin.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `:isancestor=`: whether `self` strictly contains `other`, both absolute.
    func isAncestor(of other: BuildSettingPath) -> Bool {
        guard isAbsolute, other.isAbsolute else { return false }
        let mine = Self.resolvingParents(components.filter { $0 != "." })
        let theirs = Self.resolvingParents(other.components.filter { $0 != "." })
        return theirs.count > mine.count && theirs.starts(with: mine)
    }

    private static func resolvingParents(_ components: [Substring]) -> [Substring] {
        var resolved: [Substring] = []
        for component in components {
            if component == ".." {
                _ = resolved.popLast()
            } else {
                resolved.append(component)
            }
        }
        return resolved
    }

    /// Where the extension starts in `component` (after its last dot), if it has one.
    private static func extensionStart(of component: Substring) -> Substring.Index? {
        guard component != ".", component != "..", let dot = component.lastIndex(of: "."),
            dot != component.startIndex
        else { return nil }
        return component.index(after: dot)
    }
}
