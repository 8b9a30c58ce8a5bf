import Foundation
import Synchronization

/// The names in each folder of a bundle, listed once per load.
///
/// Resolving a page or a strings table checks every path component against its folder's listing
/// (exact letter case, as on iOS); listing the folder again for every page made loading quadratic
/// in the number of pages (a bundle of 1,000 child panes listed `Pages/` a thousand times). One
/// loader sees one snapshot of each folder, which is also the consistent view a load should have.
final class DirectoryListingCache: Sendable {
    private let listings = Mutex<[String: Set<String>?]>([:])

    /// The names in the folder at `realPath`, nil when it cannot be listed.
    func names(inFolder realPath: String) -> Set<String>? {
        if let cached = listings.withLock({ $0[realPath] }) { return cached }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: realPath)).map(Set.init)
        listings.withLock { $0[realPath] = .some(names) }
        return names
    }
}
