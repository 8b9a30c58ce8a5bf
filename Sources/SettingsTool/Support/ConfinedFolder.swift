import FoundationEssentials
import SystemCalls

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
        defer { folder.close() }
        let descriptor: FileDescriptor
        do throws(Errno) {
            descriptor = try folder.open(
                at: name, .writeOnly, options: [.create, .exclusive, .noFollow], permissions: 0o644)
        } catch {
            throw refusal(path, error, creating: true)
        }
        defer { descriptor.close() }
        do throws(Errno) { try descriptor.writeAll(contents) } catch { throw refusal(path, error, creating: true) }
    }

    /// Creates a symbolic link at `path` that points to `destination` (which is stored, not followed).
    func link(_ path: String, to destination: String) throws(Refusal) {
        guard !destination.utf8.contains(0) else {
            throw Refusal(path: path, reason: "is a symbolic link whose target holds a NUL byte")
        }
        let (folder, name) = try enter(path)
        defer { folder.close() }
        do throws(Errno) {
            try folder.createSymbolicLink(at: name, to: destination)
        } catch {
            throw refusal(path, error, creating: true)
        }
    }

    /// Opens (creating as needed) the folders of `path` but its last component, refusing unsafe
    /// names and links on the way; returns the last folder's descriptor and the file's name.
    private func enter(_ path: String) throws(Refusal) -> (folder: FileDescriptor, name: String) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for component in components {
            if let problem = Self.problem(with: component) {
                throw Refusal(path: path, reason: "is not a safe path: \(problem)")
            }
        }
        var folder: FileDescriptor
        do throws(Errno) {
            folder = try FileDescriptor.open(root.path, .readOnly, options: [.directory, .noFollow])
        } catch {
            throw refusal(root.path, error, creating: false)
        }
        for component in components.dropLast() {
            do throws(Errno) {
                try folder.createDirectory(at: component, permissions: 0o755)
            } catch  where error != .fileExists {
                folder.close()
                throw refusal(path, error, creating: true)
            } catch {}
            let next: FileDescriptor
            do throws(Errno) {
                next = try folder.open(at: component, .readOnly, options: [.directory, .noFollow])
                folder.close()
            } catch {
                folder.close()
                throw Refusal(
                    path: path,
                    reason: error == .tooManySymbolicLinks || error == .notDirectory
                        ? "goes through '\(component)', which is a symbolic link or a file, not a folder"
                        : "cannot be created: \(error.message)")
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

    private func refusal(_ path: String, _ error: Errno, creating: Bool) -> Refusal {
        if creating && error == .fileExists {
            return Refusal(path: path, reason: "already exists (an entry of the same name came before it)")
        }
        if error == .tooManySymbolicLinks {
            return Refusal(path: path, reason: "is a symbolic link; it is not written through")
        }
        return Refusal(path: path, reason: "cannot be created: \(error.message)")
    }
}
