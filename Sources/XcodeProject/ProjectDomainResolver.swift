import FoundationEssentials
import PropertyList
import TextOutput

/// Works out a source-tree Settings.bundle's app domain from the Xcode project that builds it, as
/// the built app's `CFBundleIdentifier` would be.
///
/// 1. Projects: every `*.xcodeproj` under the checkout that holds the bundle (the nearest folder
///    above it with `.git`, else the search root given, else the highest folder above it holding
///    an `.xcodeproj`), at most ``searchDepth`` levels deep.
/// 2. Target: the application target whose resources build phase copies the bundle (directly, or
///    through a folder reference or an Xcode 16 synchronized folder); when no target lists it, the
///    application target whose folder (that of its `Info.plist`, or a synchronized folder) holds it.
///    When several copy it, the one asked for (`--target`), else the first; the others are named in
///    ``ProjectDomain/otherTargets``.
/// 3. Configuration: the one asked for, else the project's `defaultConfigurationName`, else
///    `Debug`; when it leaves the identifier empty or unresolved, the first other that resolves.
/// 4. Identifier: the target's `Info.plist` `CFBundleIdentifier` expanded with `BuildSettings`
///    (or `PRODUCT_BUNDLE_IDENTIFIER` when the Info.plist has none, as with
///    `GENERATE_INFOPLIST_FILE = YES`).
///
/// Projects are found and parsed through a ``ProjectCatalog``: resolvers given one catalog (the
/// locator's and lint's in one run) read each project once.
public final class ProjectDomainResolver {
    /// The outcome for one bundle.
    public enum Outcome: Sendable, Hashable {
        /// The project gives the domain.
        case resolved(ProjectDomain)
        /// No project gives one; why, in a sentence.
        case unresolved(reason: String)
        /// The target asked for does not copy the bundle; `candidates` are the ones that do (empty
        /// when no target copies it, and `known` lists the projects' application targets).
        case unknownTarget(name: String, candidates: [String], known: [String])
    }

    /// The configuration asked for (`--configuration`), if any.
    public let configuration: String?
    /// The application target asked for (`--target`), if any.
    public let target: String?
    /// How deep below the checkout root projects are looked for.
    public let searchDepth: Int
    /// What each pbxproj and xcconfig file may hold, how deep includes and build-setting references
    /// may nest, and how far one setting may expand.
    public let budget: InputBudget
    /// Projects that could not be read, met so far (by any resolver sharing ``catalog``).
    public var problems: [ProjectError] { catalog.problems }
    /// Where projects are found and parsed, once each.
    public let catalog: ProjectCatalog

    /// The checkout each project was found in (symbolic links resolved): what it may read.
    private var checkouts: [String: URL] = [:]

    /// Creates a resolver for `configuration` (nil: each project's default) and `target` (nil: the
    /// first application target that copies each bundle), reading projects through `catalog` (nil: a
    /// catalog of its own, parsing under `budget`).
    public init(
        configuration: String? = nil, target: String? = nil, searchDepth: Int = 6,
        budget: InputBudget = .buildSettings, catalog: ProjectCatalog? = nil
    ) {
        self.budget = budget
        self.catalog = catalog ?? ProjectCatalog(budget: budget)
        self.configuration = configuration
        self.target = target
        self.searchDepth = searchDepth
    }

    /// The domain of the Settings.bundle at `bundle`; `searchRoot` is the folder the user named,
    /// used as the checkout root when no `.git` folder is found above the bundle.
    public func resolve(bundle: URL, searchRoot: URL? = nil) -> Outcome {
        let bundle = bundle.resolvingSymlinksInPath().standardizedFileURL
        guard let root = checkoutRoot(for: bundle, searchRoot: searchRoot) else {
            return .unresolved(reason: "no Xcode project was found in the folders above it")
        }
        let projectURLs = projects(under: root)
        let checkout = root.resolvingSymlinksInPath().standardizedFileURL
        for url in projectURLs where checkouts[url.path] == nil { checkouts[url.path] = checkout }
        guard !projectURLs.isEmpty else {
            return .unresolved(reason: "no Xcode project was found in \(root.path)")
        }
        var projects: [XcodeProject] = []
        var unreadable: [ProjectError] = []
        for url in projectURLs {
            switch project(at: url) {
            case .success(let project): projects.append(project)
            case .failure(let error): unreadable.append(error)
            }
        }
        let unreadableNote = unreadable.map(\.description).joined(separator: "; ")
        // A target that copies the bundle, else one whose folder holds it.
        var candidates: [(project: XcodeProject, target: XcodeProject.Target, note: String?)] = []
        for project in projects {
            for target in project.targets where target.isApplication && Self.copies(target, bundle) {
                candidates.append((project, target, nil))
            }
        }
        if candidates.isEmpty, let (project, target) = owningFolderTarget(of: bundle, in: projects) {
            candidates.append(
                (project, target, "no target lists it in its resources; target \(target.name)'s folder holds it"))
        }
        let candidateNames = Self.unique(candidates.map(\.target.name))
        var chosenIndex = 0
        if let target {
            guard let index = candidates.firstIndex(where: { $0.target.name == target }) else {
                let known = Self.unique(projects.flatMap { $0.targets.filter(\.isApplication).map(\.name) })
                return .unknownTarget(name: target, candidates: candidateNames, known: known)
            }
            chosenIndex = index
        }
        guard candidates.indices.contains(chosenIndex) else {
            let names = projects.map(\.bundle.lastPathComponent).joined(separator: ", ")
            var reason =
                projects.isEmpty
                ? "no readable Xcode project" : "no application target of \(names) copies it or holds it in its folder"
            if !unreadableNote.isEmpty { reason += "; " + unreadableNote }
            return .unresolved(reason: reason)
        }
        let chosen = candidates[chosenIndex]
        var outcome = identifier(of: chosen.target, in: chosen.project)
        if case .resolved(var domain) = outcome {
            if let note = chosen.note { domain.notes.insert(note, at: 0) }
            domain.otherTargets = candidateNames.filter { $0 != chosen.target.name }
            outcome = .resolved(domain)
        }
        return outcome
    }

    /// The names in order, each once.
    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// The identifier of `target` in the preferred configuration, else the first other that resolves.
    public func identifier(of target: XcodeProject.Target, in project: XcodeProject) -> Outcome {
        var names = project.configurationNames
        for name in target.configurations.keys.sorted() where !names.contains(name) { names.append(name) }
        guard !names.isEmpty else {
            return .unresolved(reason: "\(project.bundle.lastPathComponent) has no build configurations")
        }
        var notes: [String] = []
        var preferred = configuration ?? project.defaultConfigurationName ?? "Debug"
        if !names.contains(preferred) {
            let fallback = names.contains("Debug") ? "Debug" : names[0]
            if configuration != nil {
                notes.append("\(project.bundle.lastPathComponent) has no configuration \(preferred); used \(fallback)")
            }
            preferred = fallback
        }
        var failures: [String] = []
        for name in [preferred] + names.filter({ $0 != preferred }) {
            switch evaluate(target, in: project, configuration: name) {
            case .success(var domain):
                if !failures.isEmpty {
                    domain.notes.append(failures.joined(separator: "; "))
                }
                domain.notes.insert(contentsOf: notes, at: 0)
                return .resolved(domain)
            case .failure(let failure):
                failures.append("configuration \(name) \(failure.reason)")
            }
        }
        return .unresolved(
            reason: "target \(target.name) of \(project.bundle.lastPathComponent): " + failures.joined(separator: "; "))
    }

    private struct Failure: Error {
        var reason: String
    }

    /// The identifier in one configuration.
    private func evaluate(_ target: XcodeProject.Target, in project: XcodeProject, configuration: String)
        -> Result<ProjectDomain, Failure>
    {
        let (settings, skipped) = buildSettingsAndProblems(of: target, in: project, configuration: configuration)
        var written = "$(PRODUCT_BUNDLE_IDENTIFIER)"
        var infoPlistPath: String?
        var displayName: String?
        var outside: [String] = skipped
        let infoPlistSetting = settings.value(of: "INFOPLIST_FILE").value.trimmingWhitespace()
        if !infoPlistSetting.isEmpty {
            let url =
                infoPlistSetting.hasPrefix("/")
                ? URL(fileURLWithPath: infoPlistSetting)
                : project.sourceRoot.appendingPathComponent(infoPlistSetting)
            let inside = isInCheckout(url, of: project)
            if !inside { outside.append("\(url.path) is not read: it is outside the checkout") }
            if inside, let data = FileManager.default.contents(atPath: url.path),
                let decoded = try? PropertyListCoder.decode(data),
                let identifier = decoded.value.dictionaryValue?["CFBundleIdentifier"]?.stringValue
            {
                written = identifier.trimmingWhitespace()
                infoPlistPath = url.standardizedFileURL.path
                displayName = decoded.value.dictionaryValue?["CFBundleDisplayName"]?.stringValue.flatMap {
                    $0.isEmpty || $0.contains("$") ? nil : $0
                }
            }
        }
        let expansion = settings.expand(written)
        if expansion.tooDeeplyNested {
            return .failure(
                Failure(
                    reason: "nests build-setting references too deeply in its bundle identifier "
                        + "(more than \(budget.maximumDepth) inside one another)"))
        }
        var domain = expansion.value.trimmingWhitespace()
        // An xcconfig value written in quotes (`PRODUCT_BUNDLE_IDENTIFIER = "com.example.app"`).
        if domain.count >= 2, domain.hasPrefix("\""), domain.hasSuffix("\"") {
            domain = String(domain.dropFirst().dropLast()).trimmingWhitespace()
        }
        // A setting nothing defines expands to nothing, as in Xcode (a `$(BUNDLE_ID_SUFFIX)` left
        // to a developer's own untracked xcconfig, say); only an identifier that comes out empty
        // or with an empty label is unresolved.
        let undefined = expansion.undefined.map { "$(\($0))" }.joined(separator: ", ")
        let unset = undefined.isEmpty ? "" : " (\(undefined) undefined)"
        if domain.isEmpty { return .failure(Failure(reason: "leaves \(written) empty\(unset)")) }
        if domain.hasPrefix(".") || domain.hasSuffix(".") || domain.contains("..") || domain.contains("/") {
            return .failure(Failure(reason: "gives \"\(domain)\" for \(written), not a usable identifier\(unset)"))
        }
        let notes = (undefined.isEmpty ? [] : ["\(undefined) undefined, expanded to nothing as Xcode does"]) + outside
        let source: ProjectDomain.Source
        if let infoPlistPath, !written.contains("$") {
            source = .infoPlist(path: infoPlistPath)
        } else {
            // The assignment that gives the value: past those that only pass `$(inherited)` on.
            let origin = BuildSettings.references(in: written).lazy.compactMap { name in
                settings.candidates(for: name).last { !["$(inherited)", "${inherited}"].contains($0.value) }?.origin
            }.first
            if case .xcconfig(let path) = origin { source = .xcconfig(path: path) } else { source = .project }
        }
        return .success(
            ProjectDomain(
                domain: domain, source: source, project: project.bundle, target: target.name,
                configuration: configuration, notes: notes,
                productName: displayName ?? settings.value(of: "PRODUCT_NAME").value.nonEmpty))
    }

    /// The build settings of a target in a configuration, levels as Xcode stacks them.
    package func buildSettings(of target: XcodeProject.Target, in project: XcodeProject, configuration: String)
        -> BuildSettings
    {
        buildSettingsAndProblems(of: target, in: project, configuration: configuration).settings
    }

    /// Whether `url` (symbolic links resolved) is inside the checkout `project` was found in.
    private func isInCheckout(_ url: URL, of project: XcodeProject) -> Bool {
        let checkout = checkouts[project.bundle.path] ?? project.sourceRoot.resolvingSymlinksInPath()
        let root = checkout.standardizedFileURL.path
        return url.resolvingSymlinksInPath().standardizedFileURL.path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The build settings, and the xcconfig files that could not be read or were outside the checkout.
    private func buildSettingsAndProblems(
        of target: XcodeProject.Target, in project: XcodeProject, configuration: String
    ) -> (settings: BuildSettings, problems: [String]) {
        let sourceRoot = project.sourceRoot.path
        let builtIn: [(String, String)] = [
            ("TARGET_NAME", target.name), ("TARGETNAME", target.name), ("PROJECT_NAME", project.name),
            ("CONFIGURATION", configuration), ("SRCROOT", sourceRoot), ("SOURCE_ROOT", sourceRoot),
            ("PROJECT_DIR", sourceRoot), ("PROJECT_FILE_PATH", project.bundle.path),
            ("PRODUCT_NAME", "$(TARGET_NAME)"), ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"),
            ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"), ("WRAPPER_EXTENSION", "app"),
            ("FULL_PRODUCT_NAME", "$(PRODUCT_NAME).$(WRAPPER_EXTENSION)"), ("SDKROOT", "iphoneos"),
            ("PLATFORM_NAME", "$(SDKROOT)"), ("EFFECTIVE_PLATFORM_NAME", "-$(PLATFORM_NAME)"),
            ("DEVELOPMENT_LANGUAGE", "en"), ("CURRENT_ARCH", "arm64"), ("ARCHS", "arm64"),
        ]
        let variables = ["SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot]
        var problems: [String] = []
        let checkout = checkouts[project.bundle.path] ?? project.sourceRoot
        func xcconfig(_ url: URL?) -> [BuildSettingAssignment] {
            guard let url else { return [] }
            // Xcode looks for an include in the project's source root after the including files' folders.
            let file = XCConfigFile(
                url: url, variables: variables, checkout: checkout, searchPaths: [project.sourceRoot], budget: budget)
            problems += file.problems.filter { !problems.contains($0) }
            return file.assignments
        }
        func assignments(_ settings: [String: String]?) -> [BuildSettingAssignment] {
            (settings ?? [:]).sorted { $0.key < $1.key }.compactMap {
                BuildSettingAssignment(key: $0.key, value: $0.value, origin: .project(path: project.file.path))
            }
        }
        let projectConfiguration = project.configurations[configuration]
        let targetConfiguration = target.configurations[configuration]
        let levels = [
            builtIn.map { BuildSettingAssignment(name: $0.0, value: $0.1, origin: .builtIn) },
            xcconfig(projectConfiguration?.baseConfiguration), assignments(projectConfiguration?.settings),
            xcconfig(targetConfiguration?.baseConfiguration), assignments(targetConfiguration?.settings),
        ]
        var settings = BuildSettings(
            levels: levels, context: ["config": configuration, "sdk": "iphoneos", "arch": "arm64"], budget: budget)
        let sdk = settings.value(of: "SDKROOT").value
        if !sdk.isEmpty, sdk != "iphoneos", !sdk.contains("/") { settings.context["sdk"] = sdk }
        return (settings, problems)
    }

    /// Whether the target's resources copy the bundle.
    static func copies(_ target: XcodeProject.Target, _ bundle: URL) -> Bool {
        let path = bundle.path
        if target.resources.contains(where: { resolved($0) == path }) { return true }
        if target.folderResources.contains(where: { path.hasPrefix(resolved($0) + "/") }) { return true }
        for (folder, exceptions) in target.synchronizedFolders {
            let base = resolved(folder)
            guard path.hasPrefix(base + "/") else { continue }
            let relative = String(path.dropFirst(base.count + 1))
            if !exceptions.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { return true }
        }
        return false
    }

    /// The application target whose folder holds the bundle most closely: the folder of its
    /// `Info.plist`, a synchronized folder, or a folder named after it beside the project.
    func owningFolderTarget(of bundle: URL, in projects: [XcodeProject])
        -> (XcodeProject, XcodeProject.Target)?
    {
        var best: (project: XcodeProject, target: XcodeProject.Target, depth: Int)?
        for project in projects {
            for target in project.targets where target.isApplication {
                var folders = target.synchronizedFolders.map(\.folder)
                folders.append(project.sourceRoot.appendingPathComponent(target.name))
                let configuration =
                    project.defaultConfigurationName ?? project.configurationNames.first ?? "Debug"
                let infoPlist = buildSettings(of: target, in: project, configuration: configuration)
                    .value(of: "INFOPLIST_FILE").value
                if !infoPlist.isEmpty {
                    let url =
                        infoPlist.hasPrefix("/")
                        ? URL(fileURLWithPath: infoPlist) : project.sourceRoot.appendingPathComponent(infoPlist)
                    folders.append(url.deletingLastPathComponent())
                }
                for folder in folders {
                    let base = Self.resolved(folder)
                    guard bundle.path.hasPrefix(base + "/") else { continue }
                    let depth = base.split(separator: "/").count
                    if depth > (best?.depth ?? -1) { best = (project, target, depth) }
                }
            }
        }
        return best.map { ($0.project, $0.target) }
    }

    private static func resolved(_ url: URL) -> String { url.resolvingSymlinksInPath().standardizedFileURL.path }

    /// The parsed project (parsed once per catalog), or why it cannot be read (reported once in ``problems``).
    func project(at url: URL) -> Result<XcodeProject, ProjectError> { catalog.project(at: url) }

    /// The checkout's root: the nearest folder above the bundle holding `.git`, else `searchRoot`
    /// when it holds the bundle and a project, else the highest folder above holding an `.xcodeproj`.
    func checkoutRoot(for bundle: URL, searchRoot: URL?) -> URL? {
        var ancestors: [URL] = []
        var folder = bundle.deletingLastPathComponent()
        for _ in 0..<12 {
            ancestors.append(folder)
            if folder.path == "/" { break }
            folder = folder.deletingLastPathComponent()
        }
        let manager = FileManager.default
        if let git = ancestors.first(where: { manager.fileExists(atPath: $0.appendingPathComponent(".git").path) }) {
            return git
        }
        if let searchRoot = searchRoot?.resolvingSymlinksInPath().standardizedFileURL,
            bundle.path.hasPrefix(searchRoot.path + "/"), !projects(under: searchRoot).isEmpty
        {
            return searchRoot
        }
        return ancestors.last(where: catalog.holdsProject)
    }

    /// The `.xcodeproj` folders under `root` holding a `project.pbxproj`, sorted by path (found
    /// once per catalog).
    func projects(under root: URL) -> [URL] { catalog.projects(under: root, depth: searchDepth) }
}

extension String {
    /// Nil for the empty string.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
