import Foundation
import PackagePlugin

/// Generates `SettingsAccessors.swift` at build time for a target that has a `Settings.bundle`
/// among its files: the keys, typed `UserDefaults` accessors and `registerDefaults(in:)` that
/// `settings generate swift` writes (internal, type `AppSettings`).
///
/// The bundle is the `Settings.bundle` (else `InAppSettings.bundle`) the target's files are in,
/// the one nearest the target's folder; a target without one gets no command. Every file of the
/// bundle is an input, so editing a page or a strings table regenerates the file.
@main struct SettingsAccessors: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        guard let bundle = Self.settingsBundle(holding: files) else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("SettingsAccessors.swift")
        return [
            .buildCommand(
                displayName: "Generating Settings accessors for \(target.name) from \(bundle.lastPathComponent)",
                executable: try context.tool(named: "settings-generate").url,
                arguments: [bundle.path, output.path],
                inputFiles: files.filter { $0.path.hasPrefix(bundle.path + "/") },
                outputFiles: [output])
        ]
    }

    /// The bundle folder the files are in: the shallowest `Settings.bundle`, else `InAppSettings.bundle`.
    static func settingsBundle(holding files: [URL]) -> URL? {
        for name in ["Settings.bundle", "InAppSettings.bundle"] {
            let folders = files.compactMap { file -> String? in
                let components = file.pathComponents
                guard let index = components.firstIndex(of: name) else { return nil }
                return NSString.path(withComponents: Array(components[...index]))
            }
            if let shallowest = folders.min(by: { ($0.count, $0) < ($1.count, $1) }) {
                return URL(fileURLWithPath: shallowest)
            }
        }
        return nil
    }
}
