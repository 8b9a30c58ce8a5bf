import FoundationEssentials
import PropertyList
import Synchronization
import SystemCalls

/// Read-only access to the files of one Settings.bundle that never leaves the bundle.
///
/// Every path is relative to the bundle root, checked component by component with exact letter
/// case (iOS file systems are case-sensitive), and resolved to its real location before anything
/// is read: a path whose real location is outside the bundle's real location is refused, whether
/// it gets there by `..`, an absolute name or a symlink.
///
/// Folders' real paths are resolved once per instance (one load) and cached: `realpath` walks and
/// `readlink`s every component of the absolute path, and resolving each folder for every page and
/// strings file was the largest fixed cost of a small bundle. The cache cannot let a read escape:
/// ``read(_:)`` checks the real path of the file it actually opened (`/proc/self/fd`), so a folder
/// swapped for a symlink after it was cached is still refused.
package struct BundleFileSystem: Sendable {
    /// The bundle folder as the user named it (for messages).
    let root: URL
    /// The bundle folder's real path (symlinks resolved).
    let realRoot: String
    /// `root.path`, computed once.
    let rootPath: String
    /// Real paths of the bundle's folders, by relative path (nil: missing or unresolvable).
    private let folders = FolderCache()
    /// The largest file read (page plists and strings files are tiny; this bounds hostile input):
    /// the bytes of ``InputBudget/propertyList``.
    static let maximumFileSize = InputBudget.propertyList.maximumBytes

    package init(root: URL) throws(BundleError) {
        self.root = root.standardizedFileURL
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: self.root.path, isDirectory: &isDirectory) else {
            throw .notFound(path: root.path)
        }
        guard isDirectory else { throw .notADirectory(path: root.path) }
        guard let real = Self.realPath(self.root.path) else {
            throw .unreadable(path: root.path, reason: "its real path cannot be resolved")
        }
        realRoot = real
        rootPath = self.root.path
    }

    /// The outcome of looking a relative path up.
    enum Lookup: Sendable, Hashable {
        /// Found, with exactly this letter case, inside the bundle.
        case found(String)
        /// Nothing of that name.
        case missing
        /// Only a name differing in letter case exists (the relative path of what exists).
        case caseMismatch(String)
        /// It exists but its real location is outside the bundle.
        case escapes(String)
    }

    /// Looks `relativePath` up component by component (exact case; a case-insensitive match is
    /// reported as such), then checks that its real path stays inside the bundle.
    /// With `reportingCaseMismatch: false` (for optional names such as device variants) a miss is simply
    /// `.missing`, without listing the folder for names differing in case.
    func lookup(_ relativePath: String, reportingCaseMismatch: Bool = true) -> Lookup {
        let components = relativePath.split(separator: "/").map(String.init)
        guard !components.isEmpty else { return .missing }
        var directory = ""
        var actual: [String] = []
        var mismatched = false
        var realDirectory = realRoot
        for component in components {
            // Never list a folder whose real location is outside the bundle.
            guard let real = realFolder(directory) else { return .missing }
            guard isInside(real) else { return .escapes(real) }
            realDirectory = real
            if FileSystem.statusIfPresent(of: real + "/" + component, followingLinks: false) != nil {
                // On a case-sensitive file system an exact hit is the name itself; no listing needed
                // (listing every folder per lookup would make huge bundles quadratic).
                actual.append(component)
            } else if reportingCaseMismatch,
                let entries = try? FileManager.default.contentsOfDirectory(atPath: real),
                let other = entries.sorted().first(where: { $0.lowercased() == component.lowercased() })
            {
                actual.append(other)
                mismatched = true
            } else {
                return .missing
            }
            directory = actual.joined(separator: "/")
        }
        let found = actual.joined(separator: "/")
        guard let real = realFile(name: actual[actual.count - 1], in: realDirectory, relative: found) else {
            return .missing
        }
        guard isInside(real) else { return .escapes(real) }
        return mismatched ? .caseMismatch(found) : .found(found)
    }

    /// The real path of a folder of the bundle (cached for the life of this instance).
    func realFolder(_ relativeDirectory: String) -> String? {
        if relativeDirectory.isEmpty { return realRoot }
        return folders.value(for: relativeDirectory) { Self.realPath(absolute(relativeDirectory)) }
    }

    /// The real path of `name` in the folder whose real path is `realDirectory`: that folder's path
    /// plus the name when the name is an ordinary entry, else `realpath` of the whole path.
    private func realFile(name: String, in realDirectory: String, relative: String) -> String? {
        if name != ".", name != "..",
            let info = FileSystem.statusIfPresent(of: realDirectory + "/" + name, followingLinks: false),
            !info.isSymbolicLink
        {
            return realDirectory + "/" + name
        }
        return Self.realPath(absolute(relative))
    }

    /// Reads a file found by ``lookup(_:)``, refusing anything outside the bundle, anything that is
    /// not a regular file, and anything larger than ``maximumFileSize``.
    package func read(_ relativePath: String) throws(BundleError) -> Data {
        let path = absolute(relativePath)
        let parent = relativePath.split(separator: "/").dropLast().joined(separator: "/")
        let name = relativePath.split(separator: "/").last.map(String.init) ?? ""
        guard let realDirectory = realFolder(parent), isInside(realDirectory),
            let real = realFile(name: name, in: realDirectory, relative: relativePath)
        else {
            guard let real = Self.realPath(path) else { throw .unreadable(path: path, reason: "it does not exist") }
            throw .unreadable(path: path, reason: "it resolves to \(real), outside the bundle")
        }
        guard isInside(real) else {
            throw .unreadable(path: path, reason: "it resolves to \(real), outside the bundle")
        }
        let descriptor: FileDescriptor
        do throws(Errno) {
            descriptor = try FileDescriptor.open(real, .readOnly, options: [.noFollow, .nonBlocking])
        } catch {
            throw .unreadable(path: path, reason: error.message)
        }
        defer { descriptor.close() }
        // What was opened, not what was looked up: a folder swapped for a symlink in between shows here.
        if let opened = Self.openedPath(descriptor) ?? Self.realPath(real), !isInside(opened) {
            throw .unreadable(path: path, reason: "it resolves to \(opened), outside the bundle")
        }
        let info: FileStatus
        do throws(Errno) { info = try descriptor.status() } catch {
            throw .unreadable(path: path, reason: error.message)
        }
        guard info.isRegular else {
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        guard Int(info.size) <= Self.maximumFileSize else {
            throw .unreadable(path: path, reason: "it is \(info.size) bytes, more than a page plist can sensibly be")
        }
        // Read to the end (the size may change while reading), never more than the limit.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.size) + 1)
        var chunk = [UInt8](repeating: 0, count: max(4096, Int(info.size) + 1))
        while true {
            let result: Int
            do throws(Errno) { result = try descriptor.read(into: &chunk) } catch {
                throw .unreadable(path: path, reason: error.message)
            }
            if result == 0 { break }
            guard bytes.count + result <= Self.maximumFileSize else {
                throw .unreadable(path: path, reason: "it grew past \(Self.maximumFileSize) bytes while being read")
            }
            bytes += chunk[0..<result]
        }
        return Data(bytes)
    }

    /// The path of an open file as the kernel knows it (`/proc/self/fd/N`), nil when unavailable.
    private static func openedPath(_ descriptor: FileDescriptor) -> String? {
        guard let text = try? FileSystem.destinationOfSymbolicLink("/proc/self/fd/\(descriptor.rawValue)") else {
            return nil
        }
        return text.hasPrefix("/") && !text.hasSuffix(" (deleted)") ? text : nil
    }

    /// The names in a folder of the bundle (empty when it is missing or outside the bundle).
    func entries(_ relativeDirectory: String) -> [String] {
        guard let real = realFolder(relativeDirectory), isInside(real),
            let names = try? FileManager.default.contentsOfDirectory(atPath: real)
        else { return [] }
        return names.sorted()
    }

    /// Whether a relative path is a folder inside the bundle.
    func isDirectory(_ relativePath: String) -> Bool {
        guard let real = realFolder(relativePath), isInside(real) else { return false }
        return FileSystem.isDirectory(real)
    }

    /// Every `*.plist` file in the bundle, relative, searched `maximumDepth` folders deep without
    /// following symlinked folders; at most `limit` names.
    package func plistFiles(maximumDepth: Int = 4, limit: Int = 10_000) -> [String] {
        var result: [String] = []
        var queue: [(String, Int)] = [("", 0)]
        var head = 0
        while head < queue.count, result.count < limit {
            let (directory, depth) = queue[head]
            head += 1
            for name in entries(directory) {
                let relative = directory.isEmpty ? name : directory + "/" + name
                guard let info = FileSystem.statusIfPresent(of: absolute(relative), followingLinks: false) else {
                    continue
                }
                if info.isDirectory {
                    if depth + 1 < maximumDepth, !name.hasPrefix(".") { queue.append((relative, depth + 1)) }
                } else if name.hasSuffix(".plist") {
                    result.append(relative)
                    if result.count >= limit { break }
                }
            }
        }
        return result
    }

    /// The path of a relative path, for messages (under the bundle folder as the user named it).
    func absolute(_ relativePath: String) -> String {
        relativePath.isEmpty ? rootPath : rootPath + "/" + relativePath
    }

    private func isInside(_ realPath: String) -> Bool {
        realPath == realRoot || realPath.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    static func realPath(_ path: String) -> String? {
        FileSystem.canonicalPath(path)
    }
}

/// The cache behind ``BundleFileSystem/realFolder(_:)``: one per loader run, shared by the copies
/// of the file system value.
final class FolderCache: Sendable {
    private let paths = Mutex<[String: String?]>([:])

    func value(for key: String, compute: () -> String?) -> String? {
        if let cached = paths.withLock({ $0[key] }) { return cached }
        let value = compute()
        paths.withLock { $0[key] = value }
        return value
    }
}
