import SettingsBundle

/// A path pattern of a lint configuration's `excluded` list, relative to the configuration's folder.
///
/// `*` matches any run of characters but `/`, `?` one character but `/`, and `**` as a whole
/// path component any number of components (none too: `**/Pods/**` matches `Pods/x`), at least
/// one at the end (`Legacy/**` is what is inside `Legacy`). Every other character matches itself.
/// A path matches when it or one of its parent folders does, so `Legacy` and `Legacy/**` both
/// exclude everything under `Legacy`, as `.gitignore` lines do.
public struct GlobPattern: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let components: [Component]

    private enum Component: Sendable, Hashable {
        /// `**`: zero or more whole components.
        case anyComponents
        /// One component's pattern, as Unicode scalars (`*`, `?`, or literal characters).
        case name([Unicode.Scalar])
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        // `.` components (`./Legacy`, `a/./b`) are dropped, as they are from the paths matched.
        components = pattern.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map { part in
            part == "**" ? .anyComponents : .name(Array(part.unicodeScalars))
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(pattern)
    }

    public var description: String { pattern }

    public static func == (lhs: GlobPattern, rhs: GlobPattern) -> Bool { lhs.pattern == rhs.pattern }
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
    public func matches(_ path: String) -> Bool {
        guard !components.isEmpty else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
            .map { Array($0.unicodeScalars) }
        guard !parts.isEmpty else { return false }
        // The path itself, then each parent folder: `Legacy/**` excludes `Legacy/App/Settings.bundle`.
        for count in stride(from: parts.count, through: 1, by: -1)
        where Self.match(components, parts[..<count]) {
            return true
        }
        return false
    }

    /// Whether the pattern matches the whole of `path`. A table says which ends of the pattern
    /// match which ends of the path, filled from the back, so each `**` costs one pass over the
    /// path rather than a search that grows exponentially with the number of `**`.
    private static func match(_ pattern: [Component], _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        let path = Array(path)
        // rest[j]: whether the components after the current one match path[j...].
        var rest = [Bool](repeating: false, count: path.count + 1)
        rest[path.count] = true
        for index in pattern.indices.reversed() {
            var current = [Bool](repeating: false, count: path.count + 1)
            for j in stride(from: path.count, through: 0, by: -1) {
                switch pattern[index] {
                case .anyComponents where index == pattern.count - 1:
                    // A final `**` takes one component at least, and then everything.
                    current[j] = j < path.count
                case .anyComponents:
                    // No component, or one more and `**` again.
                    current[j] = rest[j] || (j < path.count && current[j + 1])
                case .name(let name):
                    current[j] = j < path.count && rest[j + 1] && matchName(name[...], path[j][...])
                }
            }
            rest = current
        }
        return rest[0]
    }

    /// `*` and `?` within one component (a pattern component's `*` never crosses a `/`).
    private static func matchName(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex
        var n = name.startIndex
        // Where the last `*` was, and the name position it now covers up to, for backtracking.
        var star: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let last = star {
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
