import SystemCalls

/// Paths inside one folder, the boundary of a store root: every path the root reads or writes is
/// resolved (`realpath`: every symbolic link on the way followed) and must stay inside it, so a link
/// in a copied device folder can never lead a read or a write elsewhere.
public struct ContainedPath: Sendable, Hashable {
    /// The boundary, resolved.
    public let root: String

    /// The boundary at `path` (resolved); nil when it does not exist.
    public init?(_ path: String) {
        guard let resolved = Self.realPath(path) else { return nil }
        root = resolved
    }

    /// Whether a resolved path is the boundary or inside it.
    public func contains(_ resolved: String) -> Bool {
        resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `path` resolved, when it exists and stays inside the boundary; nil when it does not exist.
    /// - Throws: ``DefaultsError/outsideStoreRoot(file:target:root:)`` when it leads outside.
    public func existing(_ path: String) throws(DefaultsError) -> String? {
        guard let resolved = Self.realPath(path) else { return nil }
        guard contains(resolved) else { throw .outsideStoreRoot(file: path, target: resolved, root: root) }
        return resolved
    }

    /// `path` checked for a write or a read that may create it: its nearest existing ancestor (and the
    /// path itself when it exists) resolved inside the boundary.
    /// - Throws: ``DefaultsError/outsideStoreRoot(file:target:root:)`` when it leads outside.
    public func check(_ path: String) throws(DefaultsError) {
        var candidate = path
        var depth = 0
        while depth < 256 {
            if let resolved = Self.realPath(candidate) {
                guard contains(resolved) else { throw .outsideStoreRoot(file: path, target: resolved, root: root) }
                return
            }
            // A dangling link names a target that does not exist yet: it must not lead out either.
            if FileSystem.isSymbolicLink(candidate) {
                throw .outsideStoreRoot(file: path, target: candidate + " (a link to a missing file)", root: root)
            }
            let parent = StoreIO.parentDirectory(of: candidate)
            if parent == candidate { break }
            candidate = parent
            depth += 1
        }
        throw .outsideStoreRoot(file: path, target: candidate, root: root)
    }

    /// `realpath(3)`: the absolute path with every link followed; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        FileSystem.canonicalPath(path)
    }
}
