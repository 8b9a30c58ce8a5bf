import Foundation
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
            throw CommandFailure("cannot write to \(shown): \(error.localizedDescription)")
        }
        var existing = stat()
        let exists = lstat(folder.path, &existing) == 0
        if exists {
            if (existing.st_mode & S_IFMT) == S_IFLNK {
                throw CommandFailure("cannot write to \(shown): it is a symbolic link; name the folder it leads to")
            }
            guard (existing.st_mode & S_IFMT) == S_IFDIR else {
                throw CommandFailure("cannot write to \(shown): it exists and is not a folder")
            }
            // Every file must be able to replace what is there before any does.
            for file in files {
                var info = stat()
                if lstat(folder.appendingPathComponent(file.name).path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR
                {
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
                rmdir(temporary.path)
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
        var bytes = Array(template.utf8CString)
        guard bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw CommandFailure("cannot write to \(shown): \(String(cString: strerror(errno)))")
        }
        return URL(
            fileURLWithPath: String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self),
            isDirectory: true)
    }

    /// A failed system call, named with its file.
    struct SystemCallError: Error, CustomStringConvertible {
        var call: String
        var file: String
        var code: Int32
        var description: String {
            "\(call) \(TerminalText.sanitized((file as NSString).lastPathComponent)): \(String(cString: strerror(code)))"
        }
    }

    /// Creates `path` (never through a symlink, never over an existing file) with `data`.
    private static func write(_ data: Data, to path: String) throws(SystemCallError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SystemCallError(call: "create", file: path, code: errno) }
        defer { close(descriptor) }
        var offset = 0
        while offset < data.count {
            let written = data[data.startIndex + offset..<data.endIndex].withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw SystemCallError(call: "write", file: path, code: errno)
            }
            offset += written
        }
    }

    private static func rename(_ from: String, _ to: String) throws(SystemCallError) {
        guard Foundation.rename(from, to) == 0 else { throw SystemCallError(call: "rename", file: to, code: errno) }
    }
}
