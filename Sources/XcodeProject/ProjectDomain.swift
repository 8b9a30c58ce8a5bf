import FoundationEssentials
import TextOutput

/// An app domain worked out from an Xcode project: the `CFBundleIdentifier` the built app would
/// have, with the target and configuration used and where the identifier was written.
public struct ProjectDomain: Sendable, Hashable {
    /// Where the identifier was written.
    public enum Source: Sendable, Hashable {
        /// Literally, as `CFBundleIdentifier` in this `Info.plist`.
        case infoPlist(path: String)
        /// In the project's build settings (`PRODUCT_BUNDLE_IDENTIFIER` in `project.pbxproj`).
        case project
        /// In this `.xcconfig` file.
        case xcconfig(path: String)
    }

    /// The bundle identifier: the app's defaults domain.
    public var domain: String
    /// Where it was written.
    public var source: Source
    /// The `.xcodeproj` folder.
    public var project: URL
    /// The app target that copies the Settings.bundle.
    public var target: String
    /// The build configuration evaluated.
    public var configuration: String
    /// How the target and configuration were chosen, when it was not plain (one sentence each).
    public var notes: [String]
    /// The app's name as built: the Info.plist's literal `CFBundleDisplayName`, else `PRODUCT_NAME`.
    public var productName: String?
    /// The other application targets that copy the bundle, each picked by `--target NAME`.
    public var otherTargets: [String] = []

    /// Creates a project domain.
    public init(
        domain: String, source: Source, project: URL, target: String, configuration: String, notes: [String] = [],
        productName: String? = nil
    ) {
        self.productName = productName
        self.domain = domain
        self.source = source
        self.project = project
        self.target = target
        self.configuration = configuration
        self.notes = notes
    }

    /// `Info.plist`, `project` or `xcconfig`.
    public var sourceName: String {
        switch source {
        case .infoPlist: "Info.plist"
        case .project: "project"
        case .xcconfig: "xcconfig"
        }
    }

    /// Where it came from, in one line: the file that names it (for `Info.plist` and `xcconfig`),
    /// then the target, configuration and project (`target App, configuration Debug of App.xcodeproj`),
    /// then how they were chosen when that was not plain.
    public var detail: String {
        var text = "target \(target), configuration \(configuration) of \(project.lastPathComponent)"
        switch source {
        case .infoPlist(let path), .xcconfig(let path): text = relative(path) + ", " + text
        case .project: break
        }
        for note in notes { text += "; " + note }
        if let others = otherTargetsSentence { text += "; " + others }
        return text
    }

    /// `also copied by targets Beta (--target Beta), Live (--target Live)`, when others copy it.
    public var otherTargetsSentence: String? {
        guard !otherTargets.isEmpty else { return nil }
        let listed = otherTargets.map { "\($0) (\(ShellText.option("--target", $0)))" }.joined(separator: ", ")
        return "also copied by target\(otherTargets.count == 1 ? "" : "s") \(listed)"
    }

    /// A path relative to the folder holding the `.xcodeproj`, when it is inside it.
    private func relative(_ path: String) -> String {
        let base = project.deletingLastPathComponent().standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
