import Foundation

/// A path's contents at a git revision, written into a temporary folder with `git ls-tree` and
/// `git show REV:path`, so the ordinary loader can read it.
struct GitSnapshot {
    /// The temporary folder holding the snapshot (remove it with ``remove()``).
    let folder: URL
    /// The path inside ``folder`` that corresponds to the requested path.
    let path: String

    /// Why a snapshot could not be made.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(revision: String, path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw Failure(description: "\(path): no such file or folder")
        }
        let directory = isDirectory.boolValue ? url : url.deletingLastPathComponent()
        let top = try Self.git(["rev-parse", "--show-toplevel"], in: directory)
        let topURL = URL(fileURLWithPath: String(decoding: top, as: UTF8.self).trimmingCharacters(in: .newlines))
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
            ["ls-tree", "-r", "-z", "--name-only", revision, "--", relative.isEmpty ? "." : relative], in: topURL)
        let files = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        guard !files.isEmpty else { throw Failure(description: "\(path) did not exist at \(revision)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "settings-compare-\(UUID().uuidString)")
        // The snapshot sits in a folder named like the work tree, so a bundle named after the
        // folder that holds it has the same name in both versions.
        let root = folder.appendingPathComponent(topURL.lastPathComponent)
        do {
            for file in files {
                let data = try Self.git(["show", "\(revision):\(file)"], in: topURL)
                let target = root.appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: target)
            }
        } catch let failure as Failure {
            try? FileManager.default.removeItem(at: folder)
            throw failure
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw Failure(description: "cannot write the snapshot of \(path): \(error.localizedDescription)")
        }
        self.folder = folder
        self.path = relative.isEmpty ? root.path : root.appendingPathComponent(relative).path
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Runs `git ARGS` in `directory`, returning its standard output; its error message on failure.
    static func git(_ arguments: [String], in directory: URL) throws(Failure) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory.path] + arguments
        let output = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "settings-git-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
            throw Failure(
                description: "cannot create a temporary file in \(errorFile.deletingLastPathComponent().path)")
        }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        do {
            let errorHandle = try FileHandle(forWritingTo: errorFile)
            defer { try? errorHandle.close() }
            process.standardOutput = output
            process.standardError = errorHandle
            process.standardInput = FileHandle.nullDevice
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            let firstLine =
                message.split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
            throw Failure(description: "git \(arguments.first ?? ""): \(firstLine)")
        }
        return data
    }
}
