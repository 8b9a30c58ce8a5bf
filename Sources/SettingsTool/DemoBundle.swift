import FoundationEssentials

/// The Showcase demo shipped as a SwiftPM resource, found next to the executable (a build) or in
/// `../share/terminalsettings` beside its folder (an installed copy). It never uses `Bundle.module`,
/// whose accessor stops the program when the build folder is gone.
enum DemoBundle {
    /// The resource bundle's folder name SwiftPM uses for this target.
    static let resourceFolder = "TerminalSettings_SettingsTool.resources"
    /// The installed copy's folder, relative to the prefix (`Scripts/install.sh`).
    static let installedFolder = "share/terminalsettings"

    /// The demo's app folder.
    static func path() throws(EditorRunError) -> String {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let candidates = [
            folder.appendingPathComponent(resourceFolder).appendingPathComponent("Showcase"),
            // Where Scripts/install.sh puts it: PREFIX/bin/settings and PREFIX/share/terminalsettings/Showcase.
            folder.deletingLastPathComponent().appendingPathComponent(installedFolder)
                .appendingPathComponent("Showcase"),
        ]
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Settings.bundle").path) {
            return candidate.path
        }
        throw .demoMissing(searched: candidates.map(\.path))
    }
}
