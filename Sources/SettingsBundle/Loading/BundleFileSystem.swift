import Foundation

/// Read-only access to the files of one Settings.bundle that never leaves the bundle.
///
/// Every path is relative to the bundle root, checked component by component with exact letter
/// case (iOS file systems are case-sensitive), and resolved with `realpath` before anything is
/// read: a path whose real location is outside the bundle's real location is refused, whether it
/// gets there by `..`, an absolute name or a symlink.
struct BundleFileSystem: Sendable {
    /// The bundle folder as the user named it (for messages).
    let root: URL
    /// The bundle folder's real path (symlinks resolved).
    let realRoot: String
    /// The largest file read (page plists and strings files are tiny; this bounds hostile input).
    static let maximumFileSize = 16 << 20

    init(root: URL) throws(BundleError) {
        self.root = root.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: self.root.path, isDirectory: &isDirectory) else {
            throw .notFound(path: root.path)
        }
        guard isDirectory.boolValue else { throw .notADirectory(path: root.path) }
        guard let real = Self.realPath(self.root.path) else {
            throw .unreadable(path: root.path, reason: "its real path cannot be resolved")
        }
        realRoot = real
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
        for component in components {
            // Never list a folder whose real location is outside the bundle.
            guard let realDirectory = Self.realPath(absolute(directory)) else { return .missing }
            guard isInside(realDirectory) else { return .escapes(realDirectory) }
            var info = stat()
            if lstat(realDirectory + "/" + component, &info) == 0 {
                // On a case-sensitive file system an exact hit is the name itself; no listing needed
                // (listing every folder per lookup would make huge bundles quadratic).
                actual.append(component)
            } else if reportingCaseMismatch,
                let entries = try? FileManager.default.contentsOfDirectory(atPath: realDirectory),
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
        guard let real = Self.realPath(absolute(found)) else { return .missing }
        guard isInside(real) else { return .escapes(real) }
        return mismatched ? .caseMismatch(found) : .found(found)
    }

    /// Reads a file found by ``lookup(_:)``, refusing anything outside the bundle, anything that is
    /// not a regular file, and anything larger than ``maximumFileSize``.
    func read(_ relativePath: String) throws(BundleError) -> Data {
        let path = absolute(relativePath)
        guard let real = Self.realPath(path) else { throw .unreadable(path: path, reason: "it does not exist") }
        guard isInside(real) else {
            throw .unreadable(path: path, reason: "it resolves to \(real), outside the bundle")
        }
        var info = stat()
        guard stat(real, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        guard Int(info.st_size) <= Self.maximumFileSize else {
            throw .unreadable(path: path, reason: "it is \(info.st_size) bytes, more than a page plist can sensibly be")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: real))
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// The names in a folder of the bundle (empty when it is missing or outside the bundle).
    func entries(_ relativeDirectory: String) -> [String] {
        guard let real = Self.realPath(absolute(relativeDirectory)), isInside(real),
            let names = try? FileManager.default.contentsOfDirectory(atPath: real)
        else { return [] }
        return names.sorted()
    }

    /// Whether a relative path is a folder inside the bundle.
    func isDirectory(_ relativePath: String) -> Bool {
        guard let real = Self.realPath(absolute(relativePath)), isInside(real) else { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Every `*.plist` file in the bundle, relative, searched `maximumDepth` folders deep without
    /// following symlinked folders; at most `limit` names.
    func plistFiles(maximumDepth: Int = 4, limit: Int = 10_000) -> [String] {
        var result: [String] = []
        var queue: [(String, Int)] = [("", 0)]
        var head = 0
        while head < queue.count, result.count < limit {
            let (directory, depth) = queue[head]
            head += 1
            for name in entries(directory) {
                let relative = directory.isEmpty ? name : directory + "/" + name
                var info = stat()
                guard lstat(absolute(relative), &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
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
        relativePath.isEmpty ? root.path : root.path + "/" + relativePath
    }

    private func isInside(_ realPath: String) -> Bool {
        realPath == realRoot || realPath.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
