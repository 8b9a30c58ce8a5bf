import Foundation

/// The Showcase demo shipped as a SwiftPM resource, found next to the executable.
enum DemoBundle {
    /// The resource bundle's folder name SwiftPM uses for this target.
    static let resourceFolder = "TerminalSettings_SettingsTool.resources"

    /// The demo's app folder.
    static func path() throws(EditorRunError) -> String {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let candidates = [
            folder.appendingPathComponent(resourceFolder).appendingPathComponent("Showcase"),
            Bundle.main.bundleURL.appendingPathComponent(resourceFolder).appendingPathComponent("Showcase"),
        ]
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Settings.bundle").path) {
            return candidate.path
        }
        throw .demoMissing(searched: candidates.map(\.path))
    }
}
