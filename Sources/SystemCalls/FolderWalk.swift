import FoundationEssentials
import Glibc

/// The one breadth-first walk of a folder tree that every search of a folder uses (bundles, Xcode
/// projects), so each has the same bounds.
///
/// - Hidden folders and ``skippedFolderNames`` are never entered.
/// - Symbolic links to folders are followed when they lead to a folder inside the root
///   (`Examples/Showcase` may link to a folder elsewhere in the project), and every folder is entered
///   once, by device and inode, so a link back up the tree, a link to itself or forty links to `.`
///   cost one visit each. A link that leads outside the root (`root -> /`) is not followed: the walk
///   returns each such link, for its caller to say once what it skipped. The root itself may be a
///   link (a path the user names is opened wherever it leads). A dangling link is skipped.
/// - `depth` bounds how many levels below the root are entered, and ``maximumFolders`` how many
///   folders are entered in all.
package struct FolderWalk {
    /// Folder names a search never enters (besides hidden folders).
    package static let skippedFolderNames: Set<String> = [
        ".build", ".git", "DerivedData", "node_modules", "Pods", "Carthage",
    ]

    /// The most folders one walk enters: a real checkout has a few thousand.
    package static let maximumFolders = 100_000

    /// A folder met in the walk.
    package struct Folder {
        /// Its path, as reached (through links, if any).
        package var url: URL
        /// Its last path component.
        package var name: String
        /// The folder that holds it.
        package var parent: URL
        /// How many levels below the root it is (1 for the root's own folders).
        package var level: Int
        /// What it is on disk, the same for every path that leads to it.
        package var identity: Identity
    }

    /// What the visitor says of a folder.
    package enum Decision {
        /// Enter it (if within the depth, and not entered before).
        case enter
        /// Do not look inside it.
        case skip
    }

    /// A symbolic link under the root that leads to a folder outside it, not followed.
    package struct OutsideLink: Hashable, Sendable {
        /// The link, as reached from the root.
        package var path: String
        /// The folder it leads to.
        package var target: String

        /// The link at `path`, leading to `target`.
        package init(path: String, target: String) {
            self.path = path
            self.target = target
        }
    }

    /// The path links are held against: `root` with every link in it resolved.
    package static func base(of root: URL) -> String {
        FileSystem.canonicalPath(root.path) ?? root.standardizedFileURL.path
    }

    /// The one rule for links in every folder search: a link is followed only when the folder it
    /// leads to (`target`, links resolved) is `base` or inside it.
    package static func leadsInside(_ target: [UInt8], base: [UInt8]) -> Bool {
        base == [UInt8(ascii: "/")] || target == base
            || (target.count > base.count && target.starts(with: base) && target[base.count] == UInt8(ascii: "/"))
    }

    /// One line that says which links a walk of `root` did not follow (nil when none): at most
    /// three named, then how many more.
    package static func note(skipping links: [OutsideLink], under root: String) -> String? {
        guard !links.isEmpty else { return nil }
        let named = links.prefix(3).map { "\($0.path) -> \($0.target)" }.joined(separator: ", ")
        let more = links.count > 3 ? " and \(links.count - 3) more" : ""
        let noun = links.count == 1 ? "link" : "links"
        return "\(root): not searched through \(links.count) symbolic \(noun) leading outside it (\(named)\(more)); "
            + "a search stays inside the folder it is given: name the target folder itself to search it"
    }

    /// A folder's device and inode: the same for every path (or symbolic link) that leads to it.
    package struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64

        /// The identity of what `url` leads to, nil when it cannot be read.
        package init?(of url: URL) {
            var info = stat()
            guard stat(url.path, &info) == 0 else { return nil }
            self.init(info)
        }

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Visits every folder under `root` (not the root itself), breadth-first and by name within a
    /// folder, at most `depth` levels down; `visit` says whether to look inside each. Names in
    /// `alsoSkipped` are passed over like ``skippedFolderNames``. An entry whose name is not UTF-8
    /// (no `URL` or `String` opens it) is not visited but passed to `notUTF8` with its path's bytes
    /// and how many levels below it a walk would still go, so a caller can say what it leaves out.
    /// - Returns: the links to folders outside `root` that were not followed (see ``note(skipping:under:)``).
    @discardableResult
    package static func walk(
        _ root: URL, depth: Int, alsoSkipped: Set<String> = [], notUTF8: ([UInt8], Int) -> Void = { _, _ in },
        visit: (Folder) -> Decision
    ) -> [OutsideLink] {
        let base = Array(Self.base(of: root).utf8)
        var outside: [OutsideLink] = []
        var queue: [(URL, Int)] = [(root, 0)]
        var head = 0
        var entered: Set<Identity> = []
        if let identity = Identity(of: root) { entered.insert(identity) }
        while head < queue.count {
            let (folder, level) = queue[head]
            head += 1
            // The folder's path, decoded from its URL once (not once per entry).
            let folderPath = folder.path
            guard let entries = FolderEntries.entries(in: Array(folderPath.utf8)) else { continue }
            var names: [String] = []
            for entry in entries where entry.name.first != UInt8(ascii: ".") {
                if let name = String(validating: entry.name, as: UTF8.self) {
                    // A file the listing names as one (`d_type`) is no folder: no lstat for it.
                    if entry.kind != .regular && entry.kind != .other { names.append(name) }
                } else {
                    notUTF8(Array(folderPath.utf8) + [UInt8(ascii: "/")] + entry.name, depth - level - 1)
                }
            }
            for name in names.sorted()
            where !name.hasPrefix(".") && !skippedFolderNames.contains(name) && !alsoSkipped.contains(name) {
                // One lstat per folder, link or entry of unknown kind, and a stat only for a link: a
                // linked folder counts as a folder, a dangling link fails. The path is joined as text:
                // `appendingPathComponent` would stat each entry once more to learn if it is a folder.
                let path = (folderPath == "/" ? "" : folderPath) + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let isLink = (info.st_mode & S_IFMT) == S_IFLNK
                if isLink { guard stat(path, &info) == 0 else { continue } }
                guard (info.st_mode & S_IFMT) == S_IFDIR else { continue }
                let url = URL(filePath: path, directoryHint: .isDirectory)
                if isLink {
                    let target = FileSystem.canonicalPath(url.path) ?? url.path
                    guard leadsInside(Array(target.utf8), base: base) else {
                        outside.append(OutsideLink(path: url.path, target: target))
                        continue
                    }
                }
                let identity = Identity(info)
                let decision = visit(
                    Folder(url: url, name: name, parent: folder, level: level + 1, identity: identity))
                guard case .enter = decision, level + 1 < depth, entered.count < maximumFolders,
                    entered.insert(identity).inserted
                else { continue }
                queue.append((url, level + 1))
            }
        }
        return outside
    }
}
