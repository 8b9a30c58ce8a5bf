/// Why a child pane's `File` is not followed.
public enum ChildPaneProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// No page file of that name exists (the path tried, relative to the bundle).
    case missing(expected: String)
    /// A file exists whose name differs only in letter case; iOS file systems are case-sensitive,
    /// so Settings would not find it either.
    case caseMismatch(expected: String, found: String)
    /// The name is absolute, climbs out with `..`, or resolves (through a symlink) outside the bundle.
    case escapesBundle(reason: String)
    /// Following it would re-open a page already open above it (the chain, root first).
    case cycle(chain: [PageID])
    /// The name is empty or not usable as a file name.
    case invalidName(reason: String)
    /// Following it would exceed a loader limit (page depth or page count), which guards
    /// against runaway bundles.
    case limitReached(String)

    public var description: String {
        switch self {
        case .missing(let expected): "the page file \(expected) does not exist in the bundle"
        case .caseMismatch(let expected, let found):
            "the page file \(expected) does not exist; \(found) differs only in letter case, and iOS file names are case-sensitive"
        case .escapesBundle(let reason): "the page file is outside the bundle (\(reason)); it is never read"
        case .cycle(let chain):
            "it leads back to a page already open above it (\(Self.describe(chain)))"
        case .invalidName(let reason): "the File name is unusable (\(reason))"
        case .limitReached(let reason): "it is not opened: \(reason)"
        }
    }

    private static func describe(_ chain: [PageID]) -> String {
        let names = chain.map(\.rawValue)
        if names.count <= 8 { return names.joined(separator: " → ") }
        return (names.prefix(3) + ["…"] + names.suffix(3)).joined(separator: " → ")
    }
}
