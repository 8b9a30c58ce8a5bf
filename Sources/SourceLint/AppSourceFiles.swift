import AppSources
import FoundationEssentials
import SettingsBundle
import SystemCalls
import TextOutput
import XcodeProject

/// The Swift and Objective-C files of the app that owns a Settings.bundle, and where they came from.
public struct AppSourceFiles: Sendable, Hashable {
    /// Source files (`.swift`, `.m`, `.mm`, `.h`), absolute and sorted.
    public var sources: [String]
    /// Property lists among the target's files (a registered `Defaults.plist`).
    public var plists: [String]
    /// The lock files that pin the app's libraries (`Package.resolved`, `Cartfile.resolved`) beside its
    /// projects and folders: which version of a defaults library it reads with.
    public var lockFiles: [String] = []
    /// Where they came from, in words (`target App of App.xcodeproj`, `--sources Sources`).
    public var origins: [String]
    /// The notes of the folder walks that did not follow links out of the folder walked, one per
    /// folder that had any.
    public var linksNotFollowed: [String] = []

    public init(sources: [String] = [], plists: [String] = [], origins: [String] = []) {
        self.sources = sources
        self.plists = plists
        self.origins = origins
    }

    /// The files of the targets that own `bundle` (their Sources build phase, the headers beside
    /// those files, folder references, synchronized folders and local Swift packages), plus every file
    /// under `folders`.
    public static func find(
        for bundle: URL, resolver: ProjectDomainResolver, searchRoot: URL? = nil, folders: [URL] = []
    ) -> AppSourceFiles {
        var result = AppSourceFiles()
        var sources = Set<String>()
        var plists = Set<String>()
        // The files a folder walk found: regular files, not links (the walk checked each).
        var walked = Set<String>()
        func addFolder(_ folder: URL) {
            let found = SourceScanner.files(under: folder)
            sources.formUnion(found.sources)
            plists.formUnion(found.plists)
            walked.formUnion(found.sources + found.plists)
            if let note = found.linksNotFollowed, !result.linksNotFollowed.contains(note) {
                result.linksNotFollowed.append(note)
            }
        }
        func add(_ target: XcodeProject.Target) {
            var folders = Set<String>()
            for url in target.sources {
                let path = url.standardizedFileURL.path
                guard SourceScanner.extensions.contains(url.pathExtension.lowercased()) else { continue }
                sources.insert(path)
                folders.insert(url.deletingLastPathComponent().path)
            }
            // Headers are not compiled by the Sources phase: those beside the target's files hold its
            // `#define`s and `extern NSString * const`s.
            for folder in folders.sorted().prefix(500) {
                for name in FileSystem.entries(of: folder) ?? [] where name.hasSuffix(".h") {
                    let path = folder + "/" + name
                    if FileSystem.statusIfPresent(of: path, followingLinks: false)?.isRegular == true {
                        sources.insert(path)
                    }
                }
            }
            for url in target.resources where url.pathExtension == "plist" { plists.insert(url.path) }
            // A local Swift package's code is the app's: its targets live under `Sources/` (Package.swift's
            // default layout); a package without one is read whole (its Tests folders are skipped).
            for package in target.localPackages {
                let sourcesFolder = package.appendingPathComponent("Sources")
                let hasSources = FileSystem.isDirectory(sourcesFolder.path)
                addFolder(hasSources ? sourcesFolder : package)
            }
            for folder in target.folderResources { addFolder(folder) }
            for (folder, exceptions) in target.synchronizedFolders {
                let base = folder.resolvingSymlinksInPath().standardizedFileURL.path
                let found = SourceScanner.files(under: folder)
                if let note = found.linksNotFollowed, !result.linksNotFollowed.contains(note) {
                    result.linksNotFollowed.append(note)
                }
                func kept(_ path: String) -> Bool {
                    guard path.hasPrefix(base + "/") else { return true }
                    let relative = String(path.dropFirst(base.count + 1))
                    return !exceptions.contains { relative == $0 || relative.hasPrefix($0 + "/") }
                }
                sources.formUnion(found.sources.filter(kept))
                walked.formUnion(found.sources + found.plists)
                plists.formUnion(found.plists.filter(kept))
            }
        }
        var lockFiles = Set<String>()
        for (project, owner) in resolver.owningTargets(of: bundle, searchRoot: searchRoot) {
            lockFiles.formUnion(Self.lockFiles(of: project.bundle))
            result.origins.append("target \(owner.name) of \(project.bundle.lastPathComponent)")
            for target in linkedTargets(of: owner, in: project) { add(target) }
        }
        for folder in folders {
            result.origins.append("--sources \(folder.path)")
            addFolder(folder)
            lockFiles.formUnion(Self.lockFiles(besides: folder))
        }
        // Never a file outside the checkout (a project may name any path, or a link lead anywhere),
        // except under the folders given with --sources; never the bundle's own pages.
        let bundlePath = bundle.resolvingSymlinksInPath().standardizedFileURL.path
        let allowed = ([resolver.checkoutFolder(of: bundle, searchRoot: searchRoot)].compactMap { $0 } + folders).map {
            $0.resolvingSymlinksInPath().standardizedFileURL.path
        }
        // Each folder's links are resolved once, not once per file in it (a `stat` per level per file).
        var realFolders: [String: String] = [:]
        func inside(_ path: String) -> Bool {
            let real: String
            let folder = PathText.deletingLastComponent(path)
            if folder.isEmpty || (!walked.contains(path) && FileSystem.isSymbolicLink(path)) {
                real = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
            } else {
                let resolved =
                    realFolders[folder]
                    ?? URL(fileURLWithPath: folder, isDirectory: true).resolvingSymlinksInPath().standardizedFileURL
                    .path
                realFolders[folder] = resolved
                real = (resolved == "/" ? "" : resolved) + "/" + PathText.lastComponent(path)
            }
            return allowed.contains { real.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        }
        result.sources = sources.filter(inside).sorted()
        result.lockFiles = lockFiles.filter(inside).sorted()
        result.plists = plists.filter { !$0.hasPrefix(bundlePath + "/") && inside($0) }.sorted()
        return result
    }

    /// The lock files of the project at `project` (`App.xcodeproj`): its own workspace's
    /// `Package.resolved`, and those of the workspaces and the folder beside it.
    static func lockFiles(of project: URL) -> [String] {
        let swiftpm = "xcshareddata/swiftpm/Package.resolved"
        var result = [project.appendingPathComponent("project.xcworkspace/" + swiftpm).path]
        let folder = project.deletingLastPathComponent()
        for name in (FileSystem.entries(of: folder.path) ?? []).sorted().prefix(1_000)
        where name.hasSuffix(".xcworkspace") {
            result.append(folder.appendingPathComponent(name + "/" + swiftpm).path)
        }
        return (result + lockFiles(besides: folder)).filter {
            FileSystem.statusIfPresent(of: $0, followingLinks: false)?.isRegular == true
        }
    }

    /// `Package.resolved` and `Cartfile.resolved` directly in `folder`, when present.
    static func lockFiles(besides folder: URL) -> [String] {
        ["Package.resolved", "Cartfile.resolved"].map { folder.appendingPathComponent($0).path }.filter {
            FileSystem.statusIfPresent(of: $0, followingLinks: false)?.isRegular == true
        }
    }

    /// `target` and the library and framework targets of the same project it depends on, transitively
    /// (their code is linked into the app: iSH keeps most of its app code in a static library).
    static func linkedTargets(of target: XcodeProject.Target, in project: XcodeProject) -> [XcodeProject.Target] {
        var result = [target]
        var names: Set<String> = [target.name]
        var queue = target.dependencies
        while !queue.isEmpty, result.count < 64 {
            let name = queue.removeFirst()
            guard names.insert(name).inserted,
                let dependency = project.targets.first(where: { $0.name == name }),
                dependency.productType.contains("library") || dependency.productType.contains("framework")
            else { continue }
            result.append(dependency)
            queue += dependency.dependencies
        }
        return result
    }
}
