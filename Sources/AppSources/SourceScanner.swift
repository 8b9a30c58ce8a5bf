import Foundation
import PropertyList

/// Reads an app target's Swift and Objective-C files (`.swift`, `.m`, `.mm`, `.h`) and says which
/// defaults keys they read, write and register.
///
/// Swift is parsed with swift-syntax; Objective-C is cut by a small tokenizer of our own. Constants
/// are resolved across all the files given (a key declared in `Keys.swift` and read in
/// `ViewController.swift`), never by running anything.
public enum SourceScanner {
    /// The most files read in one scan.
    public static let maximumFiles = 10_000
    /// The largest file read (bigger ones are skipped and listed in ``SourceScan/skipped``).
    public static let maximumFileSize = InputBudget.source.maximumBytes
    /// The file extensions read.
    public static let extensions: Set<String> = ["swift", "m", "mm", "h"]
    /// Folders never entered when walking a folder: dependencies, build products, hidden folders.
    public static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "node_modules", "build", "Build", "DerivedData", "Tests", "UITests", "Frameworks",
        "Vendor", "vendor", "ThirdParty", "Third-Party", "third_party",
    ]

    /// Scans `files` (paths of source files); `resources` are property lists the code may
    /// register (`Defaults.plist`), found by name. A file larger than `budget` allows is skipped.
    public static func scan(files: [String], resources: [String] = [], budget: InputBudget = .source) -> SourceScan {
        var scan = SourceScan()
        var swift: [SwiftSourceFile] = []
        var objectiveC: [(path: String, text: String)] = []
        var seen = Set<String>()
        for path in files where seen.insert(path).inserted {
            guard scan.files.count < maximumFiles else {
                scan.skipped.append("\(path): more than \(maximumFiles) files")
                continue
            }
            let ext = (path as NSString).pathExtension.lowercased()
            guard extensions.contains(ext) else { continue }
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else {
                scan.skipped.append("\(path): not a readable file")
                continue
            }
            guard (attributes[.size] as? Int ?? .max) <= budget.maximumBytes else {
                scan.skipped.append("\(path): larger than \(budget.maximumBytes) bytes")
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                scan.skipped.append("\(path): not a readable file")
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            scan.files.append(path)
            if ext == "swift" {
                swift.append(SwiftSourceFile(path: path, text: text))
            } else {
                objectiveC.append((path, text))
            }
        }
        var resourceMap: [String: String] = [:]
        for path in resources where path.hasSuffix(".plist") {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if resourceMap[name] == nil { resourceMap[name] = path }
        }
        let objectiveCReader = ObjectiveCSourceReader(files: objectiveC)
        var constants = ConstantTable()
        objectiveCReader.collectConstants(into: &constants)
        let declarations = SwiftDeclarationCollector(constants: constants)
        for file in swift { declarations.collect(file) }
        constants = declarations.constants

        let uses = SwiftUseCollector(declarations: declarations, scan: scan, resources: resourceMap)
        for file in swift { uses.collect(file) }
        if !uses.helpers.isEmpty {
            uses.collectsHelperCalls = true
            for file in swift { uses.collect(file) }
        }
        scan = uses.scan
        // sindresorhus/Defaults keys: a read where the key is used, and registered by the library.
        for key in declarations.defaultsKeys where declarations.mentions[key.property, default: 0] > 1 {
            scan.uses.append(
                KeyUse(
                    key: key.key, action: .read, type: key.type, accessor: "Defaults.Key", fallback: key.fallback,
                    registersFallback: key.fallback != nil, position: key.position))
        }
        objectiveCReader.collectUses(constants: constants, resources: resourceMap, into: &scan)
        scan.sort()
        return scan
    }

    /// The source files (and property lists, for registered resources) under `folder`, sorted,
    /// without entering hidden or dependency folders or following links out of `folder`.
    public static func files(under folder: URL) -> (sources: [String], plists: [String]) {
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        var sources: [String] = []
        var plists: [String] = []
        var queue: [(URL, Int)] = [(root, 0)]
        var head = 0
        let manager = FileManager.default
        while head < queue.count, sources.count < maximumFiles {
            let (current, depth) = queue[head]
            head += 1
            guard let names = try? manager.contentsOfDirectory(atPath: current.path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = current.appendingPathComponent(name)
                guard let attributes = try? manager.attributesOfItem(atPath: url.path) else { continue }
                let type = attributes[.type] as? FileAttributeType
                if type == .typeDirectory {
                    let ext = url.pathExtension
                    if depth < 12, !skippedFolders.contains(name),
                        !["xcodeproj", "xcworkspace", "xcassets", "lproj", "bundle", "framework", "xcframework", "app"]
                            .contains(ext)
                    {
                        queue.append((url, depth + 1))
                    }
                } else if type == .typeRegular {
                    let ext = url.pathExtension.lowercased()
                    if extensions.contains(ext) {
                        sources.append(url.path)
                    } else if ext == "plist" {
                        plists.append(url.path)
                    }
                }
            }
        }
        return (sources.sorted(), plists.sorted())
    }
}
