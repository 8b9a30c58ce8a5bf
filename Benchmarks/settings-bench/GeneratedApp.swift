import Foundation

/// A generated app for benchmark 13: `Settings.bundle` (50 toggles) and `files` Swift files of
/// ordinary app code (about 5 KB each, as in a real app: types, properties, control flow, closures,
/// string constants and a few defaults reads), under `Sources/`.
struct GeneratedApp {
    var files: Int

    /// One file's text: a view model with its keys, reads, writes and some logic around them.
    static func source(_ index: Int) -> String {
        let key = "key_\(index % 50)"
        var text = """
            import Foundation

            enum Keys\(index) {
                static let setting = "\(key)"
                static let other = "other_\(index)"
            }

            final class Model\(index) {
                private let defaults = UserDefaults.standard
                var items: [String] = []
                var counts: [String: Int] = [:]

                var isEnabled: Bool {
                    get { defaults.bool(forKey: Keys\(index).setting) }
                    set { defaults.set(newValue, forKey: Keys\(index).setting) }
                }

            """
        for method in 0..<12 {
            text += """
                    func update\(method)(with values: [Int], label: String?) -> String {
                        var total = 0
                        for (offset, value) in values.enumerated() where value % 2 == \(method % 2) {
                            total += value * offset + \(method)
                        }
                        let name = label ?? "item \\(total)"
                        items.append(name)
                        counts[name, default: 0] += 1
                        guard total > \(method * 3) else { return name.uppercased() }
                        return items.filter { $0.hasPrefix("i") }.map { $0 + "!" }.joined(separator: ", ")
                    }

                """
        }
        return text + "}\n"
    }

    /// Writes the app under `directory`; its folder and its sources folder.
    func write(into directory: URL) throws -> (folder: URL, sources: URL) {
        let folder = directory.appendingPathComponent("generated-app-\(files)")
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        _ = try SourceReadingBenchmark.writeApp(in: folder)
        for index in 0..<files {
            try Data(Self.source(index).utf8).write(to: sources.appendingPathComponent("Model\(index).swift"))
        }
        return (folder, sources)
    }
}
