import FoundationEssentials
import PropertyList
import Synchronization
import SystemCalls

/// The Xcode projects of a run: each checkout's `.xcodeproj` folders found once and each
/// `project.pbxproj` parsed once, shared by every ``ProjectDomainResolver`` given the same catalog
/// (the bundle locator's and lint's, whatever configuration or target each resolves for).
public final class ProjectCatalog {
    /// Projects that could not be read, met so far (each once).
    public private(set) var problems: [ProjectError] = []

    private var projectsByRoot: [String: [URL]] = [:]
    private var holdsProjectByFolder: [String: Bool] = [:]
    private var parsed: [String: Result<XcodeProject, ProjectError>] = [:]

    /// What each pbxproj may hold and how deep it may nest.
    public let budget: InputBudget

    /// An empty catalog (nothing found or parsed yet) that parses projects under `budget`.
    public init(budget: InputBudget = .buildSettings) { self.budget = budget }

    /// The parsed project at `url` (parsed on first use), or why it cannot be read (added to
    /// ``problems`` once).
    public func project(at url: URL) -> Result<XcodeProject, ProjectError> {
        if let cached = parsed[url.path] { return cached }
        let result: Result<XcodeProject, ProjectError>
        do {
            result = .success(try XcodeProject(bundle: url, budget: budget))
        } catch {
            result = .failure(error)
            problems.append(error)
        }
        parsed[url.path] = result
        return result
    }

    /// The `.xcodeproj` folders under `root` holding a `project.pbxproj`, at most `depth` levels
    /// down, sorted by path (each root walked once per depth).
    public func projects(under root: URL, depth: Int) -> [URL] {
        let cacheKey = "\(depth):\(root.path)"
        if let cached = projectsByRoot[cacheKey] { return cached }
        var found: [URL] = []
        FolderWalk.walk(root, depth: depth, alsoSkipped: ["build", "Build"]) { folder in
            let url = folder.url
            if folder.name.hasSuffix(".xcodeproj") {
                if FileSystem.exists(url.path + "/project.pbxproj") {
                    found.append(url)
                }
                return .skip
            }
            let ext = url.pathExtension
            return ext.isEmpty || !["app", "bundle", "xcassets", "lproj", "xcworkspace", "framework"].contains(ext)
                ? .enter : .skip
        }
        projectsByRoot[cacheKey] = found
        return found
    }

    /// Whether `folder` itself holds an `.xcodeproj` (listed once per catalog: a bundle outside any
    /// git checkout has its ancestors up to `/` listed, and `/tmp` may hold thousands of entries).
    public func holdsProject(_ folder: URL) -> Bool {
        let path = folder.path
        if let known = holdsProjectByFolder[path] { return known }
        // Names are read as bytes, one at a time: only one that ends in `.xcodeproj` becomes text.
        let suffix = Array(".xcodeproj".utf8)
        let holds = FolderEntries.containsName(in: Array(path.utf8)) { name in
            name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
                && String(decoding: name, as: UTF8.self).hasSuffix(".xcodeproj")
        }
        holdsProjectByFolder[path] = holds
        return holds
    }

    /// How many times the `project.pbxproj` at `file` has been parsed in this process, by any
    /// catalog (a run should parse each project once; tests count).
    package static func timesParsed(_ file: URL) -> Int {
        parseCounts.withLock { $0[file.standardizedFileURL.path, default: 0] }
    }

    /// Records one parse of `file` (called by ``XcodeProject/init(bundle:budget:)``).
    static func recordParse(of file: URL) {
        parseCounts.withLock { $0[file.standardizedFileURL.path, default: 0] += 1 }
    }

    private static let parseCounts = Mutex<[String: Int]>([:])
}
