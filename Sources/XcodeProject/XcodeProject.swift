import FoundationEssentials
import PropertyList
import SystemCalls

/// The parts of an Xcode project (`*.xcodeproj/project.pbxproj`, an OpenStep property list) that
/// decide an app's bundle identifier: its targets, their build configurations and `.xcconfig`
/// files, and the files each target copies as resources.
public struct XcodeProject: Sendable {
    /// One build configuration of the project or of a target.
    public struct Configuration: Sendable, Hashable {
        /// `Debug`, `Release`...
        public var name: String
        /// Its `buildSettings`, values as written (arrays joined with spaces).
        public var settings: [String: String]
        /// The `.xcconfig` it is based on (`baseConfigurationReference`), if any.
        public var baseConfiguration: URL?
    }

    /// One native target.
    public struct Target: Sendable, Hashable {
        /// The target's name (`TARGET_NAME`).
        public var name: String
        /// Its `productName`, if set.
        public var productName: String?
        /// `com.apple.product-type.application`, `com.apple.product-type.app-extension`...
        public var productType: String
        /// Its build configurations, by name.
        public var configurations: [String: Configuration]
        /// The files and folders its resources build phase copies, resolved to paths.
        public var resources: [URL]
        /// The folders of its resources that are folder references (everything under them is copied).
        public var folderResources: [URL]
        /// Xcode 16 synchronized folders (`PBXFileSystemSynchronizedRootGroup`): everything under
        /// them belongs to the target except `exceptions` (paths relative to the folder).
        public var synchronizedFolders: [(folder: URL, exceptions: [String])]
        /// The files its Sources build phase compiles, resolved to paths (those inside the checkout).
        public var sources: [URL] = []
        /// The names of the targets of this project it depends on (`PBXTargetDependency`): the static
        /// libraries and frameworks whose code it links.
        public var dependencies: [String] = []
        /// Its object identifier in the project (a scheme's `BlueprintIdentifier`).
        public var id: String = ""
        /// The folders of the local Swift packages whose products it links
        /// (`packageProductDependencies` of an `XCLocalSwiftPackageReference`, or with no package when the
        /// project holds the package as a folder reference); remote packages are not listed.
        public var localPackages: [URL] = []

        /// Whether it builds an app (not an extension, framework, watch app or test bundle).
        public var isApplication: Bool {
            productType.hasPrefix("com.apple.product-type.application") && !productType.contains("watchapp")
        }

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.resources == rhs.resources }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// The `project.pbxproj` file.
    public var file: URL
    /// The `.xcodeproj` folder.
    public var bundle: URL
    /// `SRCROOT`: the folder holding the `.xcodeproj` (with `projectDirPath` applied).
    public var sourceRoot: URL
    /// The project name (`PROJECT_NAME`): the `.xcodeproj` folder's name without extension.
    public var name: String
    /// The project-level build configurations, by name.
    public var configurations: [String: Configuration]
    /// The project's configuration names in order.
    public var configurationNames: [String]
    /// `defaultConfigurationName` of the project's configuration list, if set.
    public var defaultConfigurationName: String?
    /// The native targets in project order.
    public var targets: [Target]

    /// Reads and parses `project.pbxproj` inside an `.xcodeproj` folder, within `budget`.
    public init(bundle: URL, budget: InputBudget = .buildSettings) throws(ProjectError) {
        let file = bundle.appendingPathComponent("project.pbxproj")
        ProjectCatalog.recordParse(of: file)
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadable(path: file.path, reason: FileErrorText.description(of: error))
        }
        guard data.count <= budget.maximumBytes else {
            throw .malformed(
                path: file.path, reason: InputBudgetError(.bytes, maximum: budget.maximumBytes).description)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .malformed(path: file.path, reason: "it is not UTF-8 text")
        }
        let root: PlistValue
        do {
            root = try OpenStepParser.parse(text, budget: budget)
        } catch {
            throw .malformed(path: file.path, reason: error.excess?.description ?? error.description)
        }
        try self.init(root: root, file: file, bundle: bundle)
    }

    private init(root: PlistValue, file: URL, bundle: URL) throws(ProjectError) {
        self.file = file
        self.bundle = bundle
        name = bundle.deletingPathExtension().lastPathComponent
        guard let objects = root.dictionaryValue?["objects"]?.dictionaryValue else {
            throw .malformed(path: file.path, reason: "it has no objects dictionary")
        }
        guard let rootID = root.dictionaryValue?["rootObject"]?.stringValue,
            let project = objects[rootID]?.dictionaryValue, project["isa"]?.stringValue == "PBXProject"
        else {
            throw .malformed(path: file.path, reason: "its rootObject is not a PBXProject")
        }
        let projectFolder = bundle.deletingLastPathComponent()
        let projectDirPath = project["projectDirPath"]?.stringValue ?? ""
        sourceRoot =
            (projectDirPath.isEmpty
            ? projectFolder
            : projectDirPath.hasPrefix("/")
                ? URL(fileURLWithPath: projectDirPath) : projectFolder.appendingPathComponent(projectDirPath))
            .standardizedFileURL
        let paths = ObjectPaths(objects: objects, sourceRoot: sourceRoot, mainGroup: project["mainGroup"]?.stringValue)

        let projectList = Self.configurationList(project["buildConfigurationList"], objects: objects, paths: paths)
        configurations = projectList.configurations
        configurationNames = projectList.names
        defaultConfigurationName = projectList.defaultName

        var targets: [Target] = []
        var folderPackages: [(folder: URL, manifest: String)]?
        for id in project["targets"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
            guard let target = objects[id]?.dictionaryValue, target["isa"]?.stringValue == "PBXNativeTarget",
                let name = target["name"]?.stringValue
            else { continue }
            var resources: [URL] = []
            var folders: [URL] = []
            var sources: [URL] = []
            for phaseID in target["buildPhases"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                guard let phase = objects[phaseID]?.dictionaryValue else { continue }
                if phase["isa"]?.stringValue == "PBXSourcesBuildPhase" {
                    for buildFileID in phase["files"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                        if let reference = objects[buildFileID]?.dictionaryValue?["fileRef"]?.stringValue,
                            let url = paths.path(of: reference)
                        {
                            sources.append(url)
                        }
                    }
                    continue
                }
                guard phase["isa"]?.stringValue == "PBXResourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                    guard let reference = objects[buildFileID]?.dictionaryValue?["fileRef"]?.stringValue,
                        let url = paths.path(of: reference)
                    else { continue }
                    // Where the reference is listed twice, every place it may be copied from.
                    resources.append(url)
                    resources += paths.otherPaths(of: reference)
                    let object = objects[reference]?.dictionaryValue
                    let type = object?["lastKnownFileType"]?.stringValue ?? object?["explicitFileType"]?.stringValue
                    if type == "folder" { folders.append(url) }
                }
            }
            var synchronized: [(folder: URL, exceptions: [String])] = []
            for groupID in target["fileSystemSynchronizedGroups"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                guard let folder = paths.path(of: groupID) else { continue }
                var exceptions: [String] = []
                for exceptionID in objects[groupID]?.dictionaryValue?["exceptions"]?.arrayValue?.compactMap(
                    \.stringValue)
                    ?? []
                {
                    guard let set = objects[exceptionID]?.dictionaryValue, set["target"]?.stringValue == id else {
                        continue
                    }
                    exceptions += set["membershipExceptions"]?.arrayValue?.compactMap(\.stringValue) ?? []
                }
                synchronized.append((folder, exceptions))
            }
            let dependencies = (target["dependencies"]?.arrayValue?.compactMap(\.stringValue) ?? []).compactMap {
                dependencyID -> String? in
                guard let dependency = objects[dependencyID]?.dictionaryValue,
                    let targetID = dependency["target"]?.stringValue
                else { return nil }
                return objects[targetID]?.dictionaryValue?["name"]?.stringValue
            }
            var localPackages: [URL] = []
            for productID in target["packageProductDependencies"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                // A product with no package comes from a local package the project holds as a folder
                // reference (how Xcode added one by dragging its folder in): the one whose Package.swift names it.
                if let product = objects[productID]?.dictionaryValue, product["package"] == nil,
                    let productName = product["productName"]?.stringValue
                {
                    if folderPackages == nil {
                        folderPackages = Self.folderPackages(objects: objects, paths: paths, within: projectFolder)
                    }
                    for (folder, manifest) in folderPackages ?? []
                    where manifest.contains("\"\(productName)\"") && !localPackages.contains(folder) {
                        localPackages.append(folder)
                    }
                    continue
                }
                guard let packageID = objects[productID]?.dictionaryValue?["package"]?.stringValue,
                    let package = objects[packageID]?.dictionaryValue,
                    package["isa"]?.stringValue == "XCLocalSwiftPackageReference",
                    let relative = package["relativePath"]?.stringValue, !relative.hasPrefix("/")
                else { continue }
                let folder = projectFolder.appendingPathComponent(relative).standardizedFileURL
                if !localPackages.contains(folder) { localPackages.append(folder) }
            }
            let list = Self.configurationList(target["buildConfigurationList"], objects: objects, paths: paths)
            targets.append(
                Target(
                    name: name, productName: target["productName"]?.stringValue,
                    productType: target["productType"]?.stringValue ?? "", configurations: list.configurations,
                    resources: resources, folderResources: folders, synchronizedFolders: synchronized, sources: sources,
                    dependencies: dependencies, id: id, localPackages: localPackages)
            )
        }
        self.targets = targets
    }

    /// The folder references of the project (`lastKnownFileType` `wrapper` or `folder`) that hold a
    /// `Package.swift`, with its text: only folders under `root` (the project's folder, so that a project
    /// cannot make lint read elsewhere), at most 64 looked at, manifests of at most 256 KB.
    private static func folderPackages(objects: [PlistKey: PlistValue], paths: ObjectPaths, within root: URL)
        -> [(folder: URL, manifest: String)]
    {
        let rootPath = root.resolvingSymlinksInPath().standardizedFileURL.path
        var result: [(folder: URL, manifest: String)] = []
        var looked = 0
        for (id, value) in objects.sorted(by: { $0.key.string < $1.key.string }) {
            guard looked < 64, let object = value.dictionaryValue, object["isa"]?.stringValue == "PBXFileReference",
                ["wrapper", "folder"].contains(object["lastKnownFileType"]?.stringValue ?? ""),
                let folder = paths.path(of: id.string),
                folder.resolvingSymlinksInPath().standardizedFileURL.path.hasPrefix(rootPath + "/")
            else { continue }
            looked += 1
            // A manifest that is a link is not read: it may lead out of the checkout.
            let manifest = folder.appendingPathComponent("Package.swift")
            guard let status = FileSystem.statusIfPresent(of: manifest.path, followingLinks: false),
                status.isRegular, status.size <= 256 * 1024,
                let data = FileManager.default.contents(atPath: manifest.path)
            else { continue }
            result.append((folder.standardizedFileURL, String(decoding: data, as: UTF8.self)))
        }
        return result
    }

    private static func configurationList(_ id: PlistValue?, objects: [PlistKey: PlistValue], paths: ObjectPaths)
        -> (configurations: [String: Configuration], names: [String], defaultName: String?)
    {
        guard let id = id?.stringValue, let list = objects[id]?.dictionaryValue else { return ([:], [], nil) }
        var configurations: [String: Configuration] = [:]
        var names: [String] = []
        for configurationID in list["buildConfigurations"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
            guard let object = objects[configurationID]?.dictionaryValue, let name = object["name"]?.stringValue else {
                continue
            }
            var settings: [String: String] = [:]
            for (key, value) in object["buildSettings"]?.dictionaryValue ?? [:] {
                if let string = value.stringValue {
                    settings[key.string] = string
                } else if let array = value.arrayValue {
                    settings[key.string] = array.compactMap(\.stringValue).joined(separator: " ")
                }
            }
            var base = object["baseConfigurationReference"]?.stringValue.flatMap { paths.path(of: $0) }
            // Xcode 16: an .xcconfig inside a synchronized folder is named by the folder and a relative path.
            if base == nil, let anchor = object["baseConfigurationReferenceAnchor"]?.stringValue,
                let relative = object["baseConfigurationReferenceRelativePath"]?.stringValue,
                let folder = paths.path(of: anchor)
            {
                base = folder.appendingPathComponent(relative).standardizedFileURL
            }
            configurations[name] = Configuration(name: name, settings: settings, baseConfiguration: base)
            if !names.contains(name) { names.append(name) }
        }
        return (configurations, names, list["defaultConfigurationName"]?.stringValue)
    }

    /// Resolves file references and groups to paths through their parent groups (`path`, `sourceTree`).
    /// Each object's path is built once: a file's path reuses its group's (building a file URL asks
    /// the file system whether it is a folder, so rebuilding every parent for every file cost one
    /// `stat` per level per file).
    ///
    /// A reference listed in two groups (Artificial-Pancreas/iAPS lists its Settings.bundle in the
    /// main group and in `Localizations`, and both folders hold one) has two places: its path is the
    /// one met first walking down from the main group, in order, and ``otherPaths(of:)`` gives the
    /// rest. The order never depends on the dictionary's (per-process) hash order.
    private final class ObjectPaths {
        let objects: [PlistKey: PlistValue]
        let sourceRoot: URL
        let mainGroup: String?
        /// Each object's groups, in the order above.
        var parents: [String: [String]] = [:]
        /// The paths built so far, by object identifier (nil: outside the checkout or no such object).
        private var built: [String: URL?] = [:]
        /// Whether the path being built met the depth limit somewhere below.
        private var hitDepthLimit = false

        init(objects: [PlistKey: PlistValue], sourceRoot: URL, mainGroup: String?) {
            self.objects = objects
            self.sourceRoot = sourceRoot
            self.mainGroup = mainGroup
            // Each group's members, read once (in any order: only a lookup table).
            var members: [String: [String]] = [:]
            for (id, object) in objects {
                let list = object.dictionaryValue?["children"]?.arrayValue?.compactMap(\.stringValue) ?? []
                if !list.isEmpty { members[id.string] = list }
            }
            // The groups in order: walked down from the main group (each once, so a cycle ends), then
            // any group outside that tree by identifier.
            var order: [String] = []
            var seen = Set<String>()
            var stack = mainGroup.map { [$0] } ?? []
            while let id = stack.popLast() {
                guard seen.insert(id).inserted, let list = members[id] else { continue }
                order.append(id)
                stack.append(contentsOf: list.reversed())
            }
            order += members.keys.filter { !seen.contains($0) }.sorted()
            // Each group comes once in `order`; a member it lists twice counts once. (Checking the
            // member's list of groups instead would be quadratic in a reference listed by many groups.)
            for group in order {
                var listed = Set<String>()
                for child in members[group] ?? [] where listed.insert(child).inserted {
                    parents[child, default: []].append(group)
                }
            }
        }

        /// The paths of a reference listed in more than one group, past its first (see the type's note).
        func otherPaths(of id: String) -> [URL] {
            guard let groups = parents[id], groups.count > 1 else { return [] }
            // Each place once: many groups of one folder give the same path.
            var places: Set<URL> = path(of: id).map { [$0] } ?? []
            return groups.dropFirst().compactMap { build(id, depth: 0, parent: $0) }
                .filter { places.insert($0).inserted }
        }

        /// The path of a file reference or group; nil for references outside the checkout
        /// (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`).
        func path(of id: String, depth: Int = 0) -> URL? {
            if let known = built[id] { return known }
            guard depth < 64 else {
                hitDepthLimit = true
                return nil
            }
            // A path cut short by the depth limit is not kept: asked again from nearer the top, it may resolve.
            let outer = hitDepthLimit
            hitDepthLimit = false
            let url = build(id, depth: depth, parent: parents[id]?.first)
            if !hitDepthLimit { built[id] = url }
            hitDepthLimit = hitDepthLimit || outer
            return url
        }

        private func build(_ id: String, depth: Int, parent: String?) -> URL? {
            guard let object = objects[id]?.dictionaryValue else { return nil }
            let path = object["path"]?.stringValue
            let base: URL
            switch object["sourceTree"]?.stringValue ?? "<group>" {
            case "<absolute>": return path.map { URL(fileURLWithPath: $0).standardizedFileURL }
            case "SOURCE_ROOT": base = sourceRoot
            case "<group>":
                if let parent {
                    guard let parentPath = self.path(of: parent, depth: depth + 1) else { return nil }
                    base = parentPath
                } else {
                    base = sourceRoot
                }
            default: return nil
            }
            guard let path, !path.isEmpty else { return base }
            // Joined as text (`.inferFromPath`): `appendingPathComponent` and `URL(fileURLWithPath:)`
            // stat every file to learn whether it is a folder, one call per file of a 1,400-file app.
            return
                (path.hasPrefix("/")
                ? URL(filePath: path, directoryHint: .inferFromPath)
                : base.appending(path: path, directoryHint: .inferFromPath))
                .standardizedFileURL
        }
    }
}
