import Dispatch
import FoundationEssentials
import PropertyList
import SystemCalls
import TextOutput

/// Reads an app target's Swift and Objective-C files (`.swift`, `.m`, `.mm`, `.h`) and says which
/// defaults keys they read, write and register.
///
/// Swift is parsed with swift-syntax; Objective-C is cut by a small tokenizer of our own. Constants
/// are resolved across all the files given (a key declared in `Keys.swift` and read in
/// `ViewController.swift`), never by running anything.
/// The result of work run on another thread, handed back once that thread is done (the
/// semaphore orders the write before the read).
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}

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

    /// The most characters that can deepen a Swift syntax tree without bound (`.`, `!`, `?`, `(`, `[`,
    /// operator characters, `try` and `await`; the parser itself bounds the nesting of braces and generics) one Swift file may hold: a chain of 28,000 `.A` nests 28,000
    /// levels, and every walk of the tree recurses once per level. A file with more is skipped and
    /// listed (lint then says it could not read every key). Measured: 100,000 levels of each kind fit
    /// the stack the scan runs on.
    public static let maximumSwiftDepthCharacters = 100_000
    /// The stack the scan runs on (reserved, touched only as deep as the trees go).
    static let stackSize = 1 << 30

    /// How many characters of `bytes` can each add a level to a Swift syntax tree: an upper bound on
    /// its depth.
    static func depthCharacters(in bytes: Data) -> Int {
        // Read through a buffer: `Data`'s own iterator costs a call a byte.
        bytes.withUnsafeBytes { depthCharacters(in: $0) }
    }

    /// ``depthCharacters(in:)-(Data)`` of the bytes in `buffer`.
    static func depthCharacters(in buffer: UnsafeRawBufferPointer) -> Int {
        var count = 0
        // The three bytes before `byte`, the latest lowest (an array here cost an allocation a byte).
        var previous: UInt32 = 0
        func before(_ distance: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: previous >> (8 * (distance - 1))) }
        for byte in buffer {
            switch byte {
            case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "("), UInt8(ascii: "["),
                UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
                UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
                UInt8(ascii: "~"):
                count += 1
            case UInt8(ascii: "y") where before(2) == UInt8(ascii: "t") && before(1) == UInt8(ascii: "r"):
                count += 1
            case UInt8(ascii: "t") where before(3) == UInt8(ascii: "w") && before(1) == UInt8(ascii: "i"):
                count += 1
            default:
                break
            }
            previous = previous << 8 | UInt32(byte)
        }
        return count
    }

    /// Runs `body` on a thread with ``stackSize`` of stack, and waits for it.
    static func onLargeStack<Value>(_ body: @escaping @Sendable () -> Value) -> Value {
        let box = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        do {
            try DetachedThread.start(stackSize: stackSize) {
                box.value = body()
                done.signal()
            }
        } catch {
            // No thread could be made: the scan runs here, on this thread's stack.
            return body()
        }
        done.wait()
        return box.value!
    }

    /// Scans `files` (paths of source files); `resources` are property lists the code may
    /// register (`Defaults.plist`), found by name; `lockFiles` (`Package.resolved`, `Cartfile.resolved`)
    /// say which version of a defaults library the app pins. A file larger than `budget` allows is skipped.
    /// Runs on a thread of its own with a large stack (syntax trees are walked recursively).
    public static func scan(
        files: [String], resources: [String] = [], lockFiles: [String] = [], budget: InputBudget = .source
    ) -> SourceScan {
        onLargeStack {
            scanOnThisThread(files: files, resources: resources, pins: LibraryPins.read(lockFiles), budget: budget)
        }
    }

    static func scanOnThisThread(
        files: [String], resources: [String], pins: LibraryPins = LibraryPins(), budget: InputBudget
    ) -> SourceScan {
        var scan = SourceScan()
        // Swift files are kept as text; each tree is read and let go (``readSwift``): a large app's trees
        // are never all in memory at once.
        var swift: [SwiftSourceText] = []
        var objectiveC: [(path: String, text: String)] = []
        var seen = Set<String>()
        for path in files where seen.insert(path).inserted {
            guard scan.files.count < maximumFiles else {
                scan.skipped.append("\(path): more than \(maximumFiles) files")
                continue
            }
            let ext = PathText.pathExtension(path).lowercased()
            guard extensions.contains(ext) else { continue }
            // One `lstat` (a link is not read, as before); not `attributesOfItem`, which also looks up
            // the owner's and group's names and extended attributes for every file.
            guard let status = FileSystem.statusIfPresent(of: path, followingLinks: false), status.isRegular else {
                scan.skipped.append("\(path): not a readable file")
                continue
            }
            guard status.size <= budget.maximumBytes else {
                scan.skipped.append("\(path): larger than \(budget.maximumBytes) bytes")
                continue
            }
            // Each byte adds at most one to the depth bound: a file no longer than the bound is not counted.
            let countsDepth = ext == "swift" && status.size > maximumSwiftDepthCharacters
            guard let (text, depth) = readSource(path, size: Int(status.size), countsDepth: countsDepth) else {
                scan.skipped.append("\(path): not a readable file")
                continue
            }
            if depth > maximumSwiftDepthCharacters {
                scan.skipped.append(
                    "\(path): more than \(maximumSwiftDepthCharacters) operator, bracket and dot characters (a syntax tree that deep is not read)"
                )
                continue
            }
            scan.files.append(path)
            if ext == "swift" {
                swift.append(SwiftSourceText(path: path, text: text))
            } else {
                objectiveC.append((path, text))
            }
        }
        var resourceMap: [String: String] = [:]
        for path in resources where path.hasSuffix(".plist") {
            let name = PathText.deletingExtension(PathText.lastComponent(path))
            if resourceMap[name] == nil { resourceMap[name] = path }
        }
        let objectiveCReader = ObjectiveCSourceReader(files: objectiveC)
        var constants = ConstantTable()
        objectiveCReader.collectConstants(into: &constants)
        let declarations = SwiftDeclarationCollector(constants: constants)
        let uses = SwiftUseCollector(declarations: DeclarationLookups(declarations), scan: scan, resources: resourceMap)
        uses.pins = pins
        readSwift(swift, declarations: declarations, uses: uses)
        constants = declarations.constants
        // Calls of functions that pass a key to an accessor, and of the functions that pass their own
        // parameter on to those, each pass collecting only the helpers found by the one before.
        followHelpers(uses, through: swift)
        uses.noteUnmatchedInitializers()
        scan = uses.scan
        // Library keys: a read where the key is used, read as the pinned version of the library reads.
        let mentions = SwiftMentions(swift)
        for key in declarations.defaultsKeys where declarations.reads(key, mentions: mentions) {
            scan.uses.append(LibraryReading.use(of: key, pins: pins))
        }
        // Objective-C calls Swift helpers by their selector (`[self integerForSetting:@"k"]`).
        var selectors: [String: SwiftUseCollector.Helper] = [:]
        for helper in uses.helpers.sorted(by: { $0.name < $1.name }) {
            if let selector = helper.objectiveCSelector, selectors[selector] == nil { selectors[selector] = helper }
        }
        let methodHelpers = objectiveCReader.collectUses(
            constants: constants, resources: resourceMap, swiftHelpers: selectors, into: &scan)
        if !methodHelpers.isEmpty {
            // Objective-C methods that pass their parameter to an accessor: their calls from Objective-C,
            // and from Swift through the bridging header (`boolForSetting:` is `bool(forSetting:)`).
            objectiveCReader.collectUses(
                constants: constants, resources: resourceMap, swiftHelpers: methodHelpers, onlyHelperCalls: true,
                into: &scan)
            uses.scan = scan
            let spellings = Set(methodHelpers.values.flatMap(ObjectiveCSourceReader.swiftSpellings))
            uses.helpers.formUnion(spellings)
            uses.pendingHelpers = spellings
            uses.helperRound = 0
            followHelpers(uses, through: swift)
            scan = uses.scan
        }
        scan.sort()
        return scan
    }

    /// The text of the file at `path`, which its `lstat` says is regular and `size` bytes long,
    /// invalid UTF-8 repaired, and (with `countsDepth`) its ``depthCharacters(in:)-(Data)``, counted on
    /// its bytes as read; nil when it cannot be read. The bytes are read straight into the string's
    /// storage: no `Data` and no copy of it.
    static func readSource(_ path: String, size: Int, countsDepth: Bool) -> (text: String, depth: Int)? {
        guard size > 0 else {
            // Empty, or a file whose status does not give its size: read to its end.
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return (String(decoding: data, as: UTF8.self), countsDepth ? depthCharacters(in: data) : 0)
        }
        guard let file = try? FileDescriptor.open(path, .readOnly, options: .nonBlocking) else { return nil }
        defer { file.close() }
        var depth = 0
        var failed = false
        let text = String(unsafeUninitializedCapacity: size) { buffer in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            var count = 0
            while count < size {
                guard let read = try? file.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[count...])) else {
                    failed = true
                    return 0
                }
                if read == 0 { break }
                count += read
            }
            if countsDepth { depth = depthCharacters(in: UnsafeRawBufferPointer(rebasing: raw[..<count])) }
            return count
        }
        return failed ? nil : (text, depth)
    }

    /// Collects the calls of `uses`'s pending helpers, then of the functions found to pass their own
    /// parameter on to those, each pass only the helpers the one before found, at most
    /// ``SwiftUseCollector/maximumHelperDepth`` passes.
    /// A file that does not hold a pending helper's name cannot call it, and is not parsed again.
    static func followHelpers(_ uses: SwiftUseCollector, through swift: [SwiftSourceText]) {
        while !uses.pendingHelpers.isEmpty, uses.helperRound < SwiftUseCollector.maximumHelperDepth {
            uses.collectsHelperCalls = true
            let names = Set(uses.pendingHelpers.map(\.name))
            // A bare `.init(key:)` may call any type's initialiser.
            let initializers = uses.pendingHelpers.contains(where: \.isInitializer)
            for file in swift
            where names.contains(where: file.holdsBytes) || (initializers && file.holdsBytes(".init(")) {
                uses.collect(file.parsed())
            }
            let found = uses.discoveredHelpers.subtracting(uses.helpers)
            uses.helpers.formUnion(found)
            uses.pendingHelpers = found
            uses.discoveredHelpers = []
            uses.helperRound += 1
        }
    }

    /// The source files (and property lists, for registered resources) under `folder`, sorted, and
    /// the note that names the links out of `folder` that were not followed (nil when none).
    ///
    /// The walk is `FolderWalk`'s, as every folder search's: hidden, dependency and bundle folders
    /// are not entered, a link to a folder inside `folder` is followed (each folder read once), a
    /// link that leads outside it is not, and a file that is a link is not read.
    public static func files(under folder: URL) -> (sources: [String], plists: [String], linksNotFollowed: String?) {
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        var sources: [String] = []
        var plists: [String] = []
        func list(_ current: URL) {
            let folder = current.path
            guard sources.count < maximumFiles, let entries = FolderEntries.entries(in: Array(folder.utf8)) else {
                return
            }
            for entry in entries where entry.name.first != UInt8(ascii: ".") {
                // Joined as text (`appendingPathComponent` stats the entry to learn if it is a folder);
                // only a file the listing does not name as regular or not is asked with an lstat.
                // A name that is not UTF-8 is repaired, and its path then names no file (lstat says so).
                let valid = String(validating: entry.name, as: UTF8.self)
                let name = valid ?? String(decoding: entry.name, as: UTF8.self)
                let path = (folder == "/" ? "" : folder) + "/" + name
                switch valid == nil ? .unknown : entry.kind {
                case .regular: break
                case .unknown:
                    guard FileSystem.statusIfPresent(of: path, followingLinks: false)?.isRegular == true else {
                        continue
                    }
                case .folder, .symbolicLink, .other: continue
                }
                let ext = PathText.pathExtension(name).lowercased()
                if extensions.contains(ext) {
                    sources.append(path)
                } else if ext == "plist" {
                    plists.append(path)
                }
            }
        }
        list(root)
        var listed: Set<FolderWalk.Identity> = []
        let outside = FolderWalk.walk(root, depth: 13, alsoSkipped: skippedFolders) { folder in
            guard sources.count < maximumFiles,
                !["xcodeproj", "xcworkspace", "xcassets", "lproj", "bundle", "framework", "xcframework", "app"]
                    .contains(folder.url.pathExtension),
                listed.insert(folder.identity).inserted
            else { return .skip }
            list(folder.url)
            return .enter
        }
        return (sources.sorted(), plists.sorted(), FolderWalk.note(skipping: outside, under: root.path))
    }
}
