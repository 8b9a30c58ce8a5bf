import FoundationEssentials
import Glibc

/// A folder's entries by their bytes: a file name on Linux is any bytes but `/` and NUL, and one
/// that is not UTF-8 has no `String` that opens it, so Foundation's listing cannot show it.
package enum FolderEntries {
    /// The names in the folder at `path` (bytes, no terminating NUL), without `.` and `..`, at most
    /// `limit` of them (a hostile folder may hold millions); nil when the folder cannot be read.
    package static func names(in path: [UInt8], limit: Int = .max) -> [[UInt8]]? {
        entries(in: path, limit: limit).map { $0.map(\.name) }
    }

    /// What an entry is, as the folder's listing says (`d_type`): enough to pass over files
    /// without a `stat` each. Some file systems do not say (``unknown``): ask `lstat` then.
    package enum Kind: Sendable {
        case folder, symbolicLink, regular, other, unknown
    }

    /// An entry of a folder: its name's bytes and its kind.
    package struct Entry: Sendable {
        package var name: [UInt8]
        package var kind: Kind
    }

    /// The entries of the folder at `path`, as ``names(in:limit:)``, each with its kind.
    package static func entries(in path: [UInt8], limit: Int = .max) -> [Entry]? {
        var entries: [Entry] = []
        let read = eachEntry(in: path) { name, type in
            guard entries.count < limit else { return false }
            entries.append(Entry(name: Array(name), kind: kind(type)))
            return true
        }
        return read ? entries : nil
    }

    /// Whether the folder at `path` holds an entry whose name's bytes satisfy `matches`, read
    /// entry by entry without keeping them (a folder such as `/tmp` may hold tens of thousands),
    /// `.` and `..` left out; false when it cannot be read.
    package static func containsName(in path: [UInt8], where matches: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        var found = false
        _ = eachEntry(in: path) { name, _ in
            found = matches(name)
            return !found
        }
        return found
    }

    /// Gives `body` each entry of the folder at `path` (its name's bytes and its `d_type`), `.` and `..`
    /// left out, while it returns true; false when the folder cannot be read.
    private static func eachEntry(in path: [UInt8], _ body: (UnsafeRawBufferPointer, UInt8) -> Bool) -> Bool {
        guard let directory = cString(path).withUnsafeBufferPointer({ opendir($0.baseAddress!) }) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            let goesOn = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let name = UnsafeRawBufferPointer(rebasing: raw.prefix(while: { $0 != 0 }))
                return name.elementsEqual([0x2E]) || name.elementsEqual([0x2E, 0x2E]) || body(name, type)
            }
            if !goesOn { break }
        }
        return true
    }

    private static func kind(_ type: UInt8) -> Kind {
        switch Int32(type) {
        case Int32(DT_DIR): .folder
        case Int32(DT_LNK): .symbolicLink
        case Int32(DT_REG): .regular
        case Int32(DT_UNKNOWN): .unknown
        default: .other
        }
    }

    /// What the path `path` (bytes) leads to, following links: its identity and whether it is a
    /// folder; nil when nothing is there (or a link dangles).
    package static func status(of path: [UInt8]) -> (identity: FolderWalk.Identity, isFolder: Bool)? {
        var info = stat()
        guard cString(path).withUnsafeBufferPointer({ stat($0.baseAddress!, &info) }) == 0 else { return nil }
        return (FolderWalk.Identity(info), (info.st_mode & S_IFMT) == S_IFDIR)
    }

    /// Where the symbolic link at `path` (bytes) leads, every link resolved (`realpath`); nil when
    /// `path` is not a link, or it dangles.
    package static func linkTarget(of path: [UInt8]) -> [UInt8]? {
        let bytes = cString(path)
        var info = stat()
        guard bytes.withUnsafeBufferPointer({ lstat($0.baseAddress!, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
            let resolved = bytes.withUnsafeBufferPointer({ realpath($0.baseAddress!, nil) })
        else { return nil }
        defer { free(resolved) }
        return Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved))).map { UInt8(bitPattern: $0) }
    }

    private static func cString(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }
}
