import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A folder that files are written beneath and nowhere else, whatever the names they are given.
///
/// Paths come from outside (a git tree's entries: git does not verify objects on clone or fetch, so a
/// crafted tree can hold an entry named `..`, or a symbolic link `lnk` beside a tree `lnk/`). Every
/// path is checked component by component (no empty name, `.`, `..` or NUL), and every folder on the
/// way is entered with `openat(O_NOFOLLOW)` relative to the one before, so neither a `..` nor a link
/// created by an earlier entry can lead a write outside. Files are created with `O_CREAT | O_EXCL |
/// O_NOFOLLOW`, so nothing that exists (a link, an earlier entry of the same name) is ever written
/// through or over. Foundation's `Data.write(to:)` and `createDirectory` follow links, hence the
/// system calls here.
struct ConfinedFolder {
    /// Why a path was refused or could not be written.
    struct Refusal: Error, CustomStringConvertible {
        /// The path as it was given.
        var path: String
        var reason: String
        var description: String { "'\(path)' \(reason)" }
    }

    /// The folder, which must exist.
    let root: URL

    /// Writes `contents` to a new file at `path` (relative to ``root``), creating the folders on
    /// the way; fails if anything already exists there.
    func write(_ contents: Data, to path: String) throws(Refusal) {
        let (folder, name) = try enter(path)
        defer { close(folder) }
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw refusal(path, errno, creating: true) }
        defer { close(descriptor) }
        var failure: Int32 = 0
        contents.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure != 0 { throw refusal(path, failure, creating: true) }
    }

    /// Creates a symbolic link at `path` that points to `destination` (which is stored, not followed).
    func link(_ path: String, to destination: String) throws(Refusal) {
        guard !destination.utf8.contains(0) else {
            throw Refusal(path: path, reason: "is a symbolic link whose target holds a NUL byte")
        }
        let (folder, name) = try enter(path)
        defer { close(folder) }
        guard symlinkat(destination, folder, name) == 0 else { throw refusal(path, errno, creating: true) }
    }

    /// Opens (creating as needed) the folders of `path` but its last component, refusing unsafe
    /// names and links on the way; returns the last folder's descriptor and the file's name.
    private func enter(_ path: String) throws(Refusal) -> (folder: Int32, name: String) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for component in components {
            if let problem = Self.problem(with: component) {
                throw Refusal(path: path, reason: "is not a safe path: \(problem)")
            }
        }
        var folder = open(root.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { throw refusal(root.path, errno, creating: false) }
        for component in components.dropLast() {
            if mkdirat(folder, component, 0o755) != 0 && errno != EEXIST {
                let failure = errno
                close(folder)
                throw refusal(path, failure, creating: true)
            }
            let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let failure = errno
            close(folder)
            guard next >= 0 else {
                throw Refusal(
                    path: path,
                    reason: failure == ELOOP || failure == ENOTDIR
                        ? "goes through '\(component)', which is a symbolic link or a file, not a folder"
                        : "cannot be created: \(String(cString: strerror(failure)))")
            }
            folder = next
        }
        return (folder, components[components.count - 1])
    }

    /// What makes `component` unsafe as one name in a path, or nil.
    static func problem(with component: String) -> String? {
        switch component {
        case "": "it has an empty name (a leading, trailing or doubled '/')"
        case ".": "it has a component '.'"
        case "..": "it has a component '..'"
        default: component.utf8.contains(0) ? "it has a NUL byte" : nil
        }
    }

    private func refusal(_ path: String, _ code: Int32, creating: Bool) -> Refusal {
        if creating && code == EEXIST {
            return Refusal(path: path, reason: "already exists (an entry of the same name came before it)")
        }
        if code == ELOOP { return Refusal(path: path, reason: "is a symbolic link; it is not written through") }
        return Refusal(path: path, reason: "cannot be created: \(String(cString: strerror(code)))")
    }
}
