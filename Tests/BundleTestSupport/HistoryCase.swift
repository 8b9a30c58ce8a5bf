import Foundation
import Testing

/// One commit of a real-history corpus (`<root>/<app>/<n>-<sha>/`, holding the bundle before and
/// after it and `expected.json`), as the real-history tests take them as arguments.
public struct HistoryCase: CustomTestStringConvertible, Sendable {
    /// `<app>/<n>-<sha>`, as the known failures name it.
    public var name: String
    /// The case folder.
    public var folder: URL
    public var testDescription: String { name }

    /// Every case folder under `root` (one holding `expected.json`), sorted by name.
    public static func all(under root: URL) -> [HistoryCase] {
        let files = FileManager.default
        var result: [HistoryCase] = []
        for app in (try? files.contentsOfDirectory(atPath: root.path)) ?? [] {
            let appFolder = root.appendingPathComponent(app)
            for name in (try? files.contentsOfDirectory(atPath: appFolder.path)) ?? []
            where files.fileExists(atPath: appFolder.appendingPathComponent("\(name)/expected.json").path) {
                result.append(HistoryCase(name: "\(app)/\(name)", folder: appFolder.appendingPathComponent(name)))
            }
        }
        return result.sorted { $0.name < $1.name }
    }
}
