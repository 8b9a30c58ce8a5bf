import Foundation

/// A folder's entries by their bytes: a file name on Linux is any bytes but `/` and NUL, and one
/// that is not UTF-8 has no `String` that opens it, so Foundation's listing cannot show it.
enum FolderEntries {
    /// The names in the folder at `path` (bytes, no terminating NUL), without `.` and `..`; nil
    /// when the folder cannot be read.
    static func names(in path: [UInt8]) -> [[UInt8]]? {
        guard let directory = cString(path).withUnsafeBufferPointer({ opendir($0.baseAddress!) }) else { return nil }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names
    }

    /// The bundles at or under the folder at `path`, `levels` more levels deep, as a folder search
    /// reports them (an `.app`, a `Settings.bundle` or an `InAppSettings.bundle`), hidden folders not
    /// entered; each folder entered once.
    static func bundles(at path: [UInt8], levels: Int) -> [[UInt8]] {
        var found: [[UInt8]] = []
        var visited: Set<[UInt64]> = []
        var queue: [([UInt8], Int)] = [(path, levels)]
        var head = 0
        while head < queue.count {
            let (folder, left) = queue[head]
            head += 1
            var info = stat()
            guard cString(folder).withUnsafeBufferPointer({ stat($0.baseAddress!, &info) }) == 0,
                (info.st_mode & S_IFMT) == S_IFDIR, visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted
            else { continue }
            let name = folder.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? []
            if name.ends(with: Array(".app".utf8)) {
                // Its Settings.bundle, as a search names an app's bundle, when it has one.
                let bundle = folder + Array("/Settings.bundle".utf8)
                var bundleInfo = stat()
                let hasBundle = cString(bundle).withUnsafeBufferPointer { stat($0.baseAddress!, &bundleInfo) } == 0
                found.append(hasBundle ? bundle : folder)
                continue
            }
            if name == Array("Settings.bundle".utf8) || name == Array(BundleLocator.inAppBundleName.utf8) {
                found.append(folder)
                continue
            }
            guard left > 0, let entries = names(in: folder) else { continue }
            for entry in entries.sorted(by: { $0.lexicographicallyPrecedes($1) }) where entry.first != UInt8(ascii: ".")
            {
                queue.append((folder + [UInt8(ascii: "/")] + entry, left - 1))
            }
        }
        return found
    }

    private static func cString(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
