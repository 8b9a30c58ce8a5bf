import FoundationEssentials
import SystemCalls

/// The search for bundles by the bytes of their paths: a folder whose name is not UTF-8 has no
/// `URL` that opens it, so a search that must still report the bundles under it walks bytes.
enum BundleSearch {
    /// The bundles at or under the folder at `path`, `levels` more levels deep, as a folder search
    /// reports them (an `.app`, a `Settings.bundle` or an `InAppSettings.bundle`), hidden folders not
    /// entered; each folder entered once. A link that leads out of `base` (the walk's root, links
    /// resolved) is not followed but added to `outside` with its target, as `FolderWalk` does.
    static func bundles(at path: [UInt8], levels: Int, base: [UInt8], outside: inout [([UInt8], [UInt8])]) -> [[UInt8]]
    {
        var found: [[UInt8]] = []
        var visited: Set<FolderWalk.Identity> = []
        var queue: [([UInt8], Int)] = [(path, levels)]
        var head = 0
        while head < queue.count {
            let (folder, left) = queue[head]
            head += 1
            guard let status = FolderEntries.status(of: folder), status.isFolder else { continue }
            if let target = FolderEntries.linkTarget(of: folder), !FolderWalk.leadsInside(target, base: base) {
                outside.append((folder, target))
                continue
            }
            guard visited.insert(status.identity).inserted else { continue }
            let name = folder.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? []
            if name.ends(with: Array(".app".utf8)) {
                // Its Settings.bundle, as a search names an app's bundle, when it has one.
                let bundle = folder + Array("/Settings.bundle".utf8)
                let hasBundle = FolderEntries.status(of: bundle) != nil
                found.append(hasBundle ? bundle : folder)
                continue
            }
            if name == Array("Settings.bundle".utf8) || name == Array(BundleLocator.inAppBundleName.utf8) {
                found.append(folder)
                continue
            }
            guard left > 0, let entries = FolderEntries.names(in: folder) else { continue }
            for entry in entries.sorted(by: { $0.lexicographicallyPrecedes($1) }) where entry.first != UInt8(ascii: ".")
            {
                queue.append((folder + [UInt8(ascii: "/")] + entry, left - 1))
            }
        }
        return found
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
