import XcodeProject

/// A bundle's defaults domain and where it comes from.
public enum DomainResolution: Sendable, Hashable {
    /// Given explicitly (a `--domain` option).
    case explicit(String)
    /// Read from `CFBundleIdentifier` in this `Info.plist` (a built app's, or one beside the bundle).
    case infoPlist(String, path: String)
    /// Worked out from the Xcode project whose app target copies the bundle.
    case project(ProjectDomain)
    /// Nothing gave a domain: a stand-in derived from the bundle's path (`preview.<folder>.<bundle>`),
    /// and why nothing else did.
    case preview(String, reason: String)

    /// The domain.
    public var domain: String {
        switch self {
        case .explicit(let domain), .infoPlist(let domain, _), .preview(let domain, _): domain
        case .project(let project): project.domain
        }
    }

    /// Where it came from, in a word: `--domain`, `Info.plist`, `project`, `xcconfig` or `preview`.
    public var source: String {
        switch self {
        case .explicit: "--domain"
        case .infoPlist: "Info.plist"
        case .project(let project): project.sourceName
        case .preview: "preview"
        }
    }

    /// Where it came from, in a sentence: the `Info.plist` (its folder and name), the project's
    /// file, target and configuration, or why it is a preview.
    public var detail: String {
        switch self {
        case .explicit: "given on the command line"
        case .infoPlist(_, let path):
            "CFBundleIdentifier in \(path.split(separator: "/").suffix(2).joined(separator: "/"))"
        case .project(let project): project.detail
        case .preview(_, let reason): reason
        }
    }

    /// ``source`` with ``detail`` in parentheses: `project (target App, configuration Debug of App.xcodeproj)`.
    public var summary: String { "\(source) (\(detail))" }

    /// Whether the domain is a stand-in, not the app's.
    public var isPreview: Bool {
        if case .preview = self { return true }
        return false
    }
}
