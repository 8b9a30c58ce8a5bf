import FoundationEssentials
import SystemCalls
import TextOutput

/// Writes a command's files into a folder all or nothing: every file is first written into a
/// fresh temporary folder beside the output (`.NAME.partial-XXXXXX`, on the same file system), and
/// only once all are complete does that folder become the output (renamed into place when the
/// output does not exist yet, else each file renamed over its old version). A failure on the way
/// removes the temporary folder and leaves the output as it was.
enum OutputFolder {
    /// Writes `files` (name and contents; names are single path components) into `folder`.
    static func write(_ files: [(name: String, data: Data)], to folder: URL) throws(CommandFailure) {
        let shown = TerminalText.sanitized(folder.path)
        let parent = folder.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot write to \(shown): \(FileErrorText.description(of: error))")
        }
        let existing = FileSystem.statusIfPresent(of: folder.path, followingLinks: false)
        let exists = existing != nil
        if let existing {
            if existing.isSymbolicLink {
                throw CommandFailure("cannot write to \(shown): it is a symbolic link; name the folder it leads to")
            }
            guard existing.isDirectory else {
                throw CommandFailure("cannot write to \(shown): it exists and is not a folder")
            }
            // Every file must be able to replace what is there before any does.
            for file in files {
                let path = folder.appendingPathComponent(file.name).path
                if FileSystem.statusIfPresent(of: path, followingLinks: false)?.isDirectory == true {
                    throw CommandFailure(
                        "cannot write to \(shown): \(TerminalText.sanitized(file.name)) there is a folder; nothing was written"
                    )
                }
            }
        }
        let temporary = try makeTemporaryFolder(beside: folder, shown: shown)
        do {
            for file in files {
                try write(file.data, to: temporary.appendingPathComponent(file.name).path)
            }
            if exists {
                for file in files {
                    try rename(
                        temporary.appendingPathComponent(file.name).path, folder.appendingPathComponent(file.name).path)
                }
                try? FileSystem.removeDirectory(temporary.path)
            } else {
                try rename(temporary.path, folder.path)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CommandFailure("cannot write to \(shown): \(error); nothing was written")
        }
    }

    /// A new private folder beside `folder`, named after it (shortened when its name is long).
    private static func makeTemporaryFolder(beside folder: URL, shown: String) throws(CommandFailure) -> URL {
        var name = folder.lastPathComponent
        while name.utf8.count > 100 { name.removeLast() }
        let template = folder.deletingLastPathComponent().appendingPathComponent(".\(name).partial-XXXXXX").path
        do throws(Errno) {
            let path = try FileSystem.createTemporaryDirectory(prefix: String(template.dropLast(6)))
            return URL(fileURLWithPath: path, isDirectory: true)
        } catch {
            throw CommandFailure("cannot write to \(shown): \(error.message)")
        }
    }

    /// A failed system call, named with its file.
    struct SystemCallError: Error, CustomStringConvertible {
        var call: String
        var file: String
        var error: Errno
        var description: String {
            "\(call) \(TerminalText.sanitized(String(file.split(separator: "/").last ?? Substring(file)))): \(error.message)"
        }
    }

    /// Creates `path` (never through a symlink, never over an existing file) with `data`.
    private static func write(_ data: Data, to path: String) throws(SystemCallError) {
        let descriptor: FileDescriptor
        do throws(Errno) {
            descriptor = try FileDescriptor.open(
                path, .writeOnly, options: [.create, .exclusive, .noFollow], permissions: 0o644)
        } catch {
            throw SystemCallError(call: "create", file: path, error: error)
        }
        defer { descriptor.close() }
        do throws(Errno) { try descriptor.writeAll(data) } catch {
            throw SystemCallError(call: "write", file: path, error: error)
        }
    }

    private static func rename(_ from: String, _ to: String) throws(SystemCallError) {
        do throws(Errno) { try FileSystem.rename(from, to: to) } catch {
            throw SystemCallError(call: "rename", file: to, error: error)
        }
    }
}
