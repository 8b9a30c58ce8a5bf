import FoundationEssentials
import SystemCalls
import TextOutput

/// A path's contents at a git revision, written into a temporary folder so the ordinary loader can
/// read it: the files listed with `git ls-tree`, all their blobs read by one `git cat-file --batch`.
struct GitSnapshot {
    /// The temporary folder holding the snapshot (remove it with ``remove()``).
    let folder: URL
    /// The path inside ``folder`` that corresponds to the requested path.
    let path: String

    /// Why a snapshot could not be made.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A file of the tree at the revision: its path from the top of the work tree, and its blob.
    struct Entry: Equatable {
        var file: String
        var object: String
        /// A symbolic link, whose blob is the link's target.
        var isSymbolicLink: Bool
    }

    init(revision: String, path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        guard let status = FileSystem.statusIfPresent(of: url.path) else {
            throw Failure(description: "\(path): no such file or folder")
        }
        let directory = status.isDirectory ? url : url.deletingLastPathComponent()
        let top = try Self.git(["rev-parse", "--show-toplevel"], in: directory)
        let topURL = URL(fileURLWithPath: String(decoding: top, as: UTF8.self).trimmingNewlines())
            .resolvingSymlinksInPath()
        let topPath = topURL.path.hasSuffix("/") ? topURL.path : topURL.path + "/"
        var relative = url.path == topURL.path ? "" : url.path
        if !relative.isEmpty {
            guard relative.hasPrefix(topPath) else {
                throw Failure(description: "\(path) is not inside the git work tree \(topURL.path)")
            }
            relative.removeFirst(topPath.count)
        }
        let listing = try Self.git(
            ["ls-tree", "-r", "-z", revision, "--", relative.isEmpty ? "." : relative], in: topURL)
        let entries = Self.entries(listing)
        guard !entries.isEmpty else { throw Failure(description: "\(path) did not exist at \(revision)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "settings-compare-\(UUID().uuidString)")
        // The snapshot sits in a folder named like the work tree, so a bundle named after the
        // folder that holds it has the same name in both versions.
        let root = folder.appendingPathComponent(topURL.lastPathComponent)
        do {
            // Every name is checked before anything is read or written; the writes then go through
            // ConfinedFolder, which never leaves `root` nor writes through a link (a crafted tree
            // can put a link `lnk` before a tree `lnk/`).
            for entry in entries {
                if let problem = entry.file.split(separator: "/", omittingEmptySubsequences: false)
                    .lazy.compactMap({ ConfinedFolder.problem(with: String($0)) }).first
                {
                    throw Failure(
                        description: "\(revision): the tree entry '\(entry.file)' is not a safe path: \(problem); "
                            + "nothing was written")
                }
            }
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let snapshot = ConfinedFolder(root: root)
            let contents = try Self.blobs(entries.map(\.object), in: topURL)
            for (entry, data) in zip(entries, contents) {
                if entry.isSymbolicLink {
                    try snapshot.link(entry.file, to: String(decoding: data, as: UTF8.self))
                } else {
                    try snapshot.write(data, to: entry.file)
                }
            }
        } catch let failure as Failure {
            try? FileManager.default.removeItem(at: folder)
            throw failure
        } catch let refusal as ConfinedFolder.Refusal {
            try? FileManager.default.removeItem(at: folder)
            throw Failure(description: "\(revision): the tree entry \(refusal)")
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw Failure(description: "cannot write the snapshot of \(path): \(FileErrorText.description(of: error))")
        }
        self.folder = folder
        self.path = relative.isEmpty ? root.path : root.appendingPathComponent(relative).path
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// The files of a `git ls-tree -r -z` listing (`MODE TYPE OBJECT<tab>PATH`, NUL-terminated);
    /// submodules (commits) are left out: their files are not in this repository.
    static func entries(_ listing: Data) -> [Entry] {
        listing.split(separator: 0).compactMap { line in
            guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
            let fields = line[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 3, fields[1] == "blob" else { return nil }
            return Entry(
                file: String(decoding: line[(tab + 1)...], as: UTF8.self), object: fields[2],
                isSymbolicLink: fields[0] == "120000")
        }
    }

    /// The contents of `objects`, in order, read by one `git cat-file --batch` (its output goes to a
    /// temporary file that is mapped, not held in memory).
    static func blobs(_ objects: [String], in directory: URL) throws(Failure) -> [Data] {
        let temporary = FileManager.default.temporaryDirectory
        let request = temporary.appendingPathComponent("settings-git-\(UUID().uuidString)")
        let answer = temporary.appendingPathComponent("settings-git-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: request)
            try? FileManager.default.removeItem(at: answer)
        }
        let output: Data
        do {
            try Data(objects.map { $0 + "\n" }.joined().utf8).write(to: request)
            _ = try git(["cat-file", "--batch"], in: directory, input: .read(path: request.path), output: answer.path)
            output = try Data(contentsOf: answer, options: .alwaysMapped)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "cannot read the blobs from git: \(FileErrorText.description(of: error))")
        }
        return try batchContents(output, count: objects.count)
    }

    /// The contents in a `git cat-file --batch` answer: for each object a line `OBJECT TYPE SIZE`,
    /// SIZE bytes and a newline (or a line `OBJECT missing`).
    static func batchContents(_ output: Data, count: Int) throws(Failure) -> [Data] {
        var result: [Data] = []
        var offset = output.startIndex
        while result.count < count {
            guard let newline = output[offset...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw Failure(description: "git cat-file: the answer ended early")
            }
            let header = String(decoding: output[offset..<newline], as: UTF8.self)
            guard let size = header.split(separator: " ").last.flatMap({ Int($0) }), size >= 0,
                newline + 1 + size < output.endIndex
            else {
                throw Failure(description: "git cat-file: \(header)")
            }
            result.append(output[(newline + 1)..<(newline + 1 + size)])
            offset = newline + 1 + size + 1
        }
        return result
    }

    /// Runs `git ARGS` in `directory` (pathspecs taken literally, so a path holding `:` or `*` is
    /// only itself) through the package's one spawner, returning its standard output unless
    /// `output` names a file for it; its error message on failure.
    @discardableResult
    static func git(
        _ arguments: [String], in directory: URL, input: ProcessSpawner.Stream = .null, output: String? = nil
    ) throws(Failure) -> Data {
        guard let git = ProcessSpawner.find("git") else {
            throw Failure(description: "cannot run git: it is not installed (no git in PATH)")
        }
        let finished: ProcessSpawner.Finished
        do throws(Errno) {
            finished = try ProcessSpawner.run(
                git, arguments: ["--literal-pathspecs", "-C", directory.path] + arguments, standardInput: input,
                standardOutput: output.map { .write(path: $0) })
        } catch {
            throw Failure(description: "cannot run git: \(error.message)")
        }
        guard finished.status == .exited(0) else {
            let message = String(decoding: finished.error, as: UTF8.self)
            let firstLine =
                message.split(separator: "\n").first.map(String.init) ?? "exit status \(finished.status.code)"
            throw Failure(description: "git \(arguments.first ?? ""): \(firstLine)")
        }
        return Data(finished.output)
    }
}
