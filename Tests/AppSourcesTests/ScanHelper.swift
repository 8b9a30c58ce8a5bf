import AppSources
import Foundation

/// Writes source files to a new temporary folder and scans them; the folder goes with the helper.
final class ScanHelper: Sendable {
    let folder: URL

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("appsources-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ name: String, _ text: String) -> String {
        let url = folder.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
        return url.path
    }

    func scan(_ files: [String: String], resources: [String: String] = [:]) -> SourceScan {
        let paths = files.keys.sorted().map { write($0, files[$0]!) }
        let plists = resources.keys.sorted().map { write($0, resources[$0]!) }
        return SourceScanner.scan(files: paths, resources: plists)
    }

    /// `key@line:col type accessor` for each keyed read, in order.
    static func reads(_ scan: SourceScan) -> [String] {
        scan.uses.filter { $0.action == .read && $0.key != nil }.map {
            "\($0.key!)@\($0.position.line):\($0.position.column) \($0.type?.rawValue ?? "-") \($0.accessor)"
        }
    }
}
