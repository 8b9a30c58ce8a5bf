import Foundation
import TestSupport
import Testing

/// The `SettingsAccessors` build-tool plugin, as a package that uses it builds: a fixture package
/// made here depends on this one by path, has the Showcase's Settings.bundle as a resource, and its
/// code uses the generated accessors.
@Suite(.serialized) struct SettingsAccessorsPluginTests {
    static let swift = TimedProcess.find("swift")

    @Test(.enabled(if: swift != nil, "swift is not on PATH"))
    func aPackageBuildsWithTheGeneratedAccessors() throws {
        let sandbox = Sandbox()
        let package = URL(fileURLWithPath: sandbox.home).appendingPathComponent("PluginApp")
        let sources = package.appendingPathComponent("Sources/PluginApp")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase/Settings.bundle"),
            to: sources.appendingPathComponent("Settings.bundle"))
        // A path dependency's identity is its folder's name, whatever the clone is called.
        let root = Sandbox.packageDirectory.standardizedFileURL
        let identity = root.lastPathComponent.lowercased()
        try Data(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "PluginApp",
                dependencies: [.package(path: \(String(reflecting: root.path)))],
                targets: [
                    .executableTarget(
                        name: "PluginApp", resources: [.copy("Settings.bundle")],
                        plugins: [.plugin(name: "SettingsAccessors", package: \(String(reflecting: identity)))])
                ]
            )

            """.utf8
        ).write(to: package.appendingPathComponent("Package.swift"))
        try Data(
            """
            import Foundation

            let defaults = UserDefaults(suiteName: "com.example.pluginapp")!
            AppSettings.registerDefaults(in: defaults)
            print("theme=\\(defaults.appearanceTheme?.rawValue ?? "nil") sound=\\(defaults.notificationsSound)")
            defaults.appearanceTheme = .dark
            print("theme=\\(defaults.appearanceTheme?.rawValue ?? "nil")")

            """.utf8
        ).write(to: sources.appendingPathComponent("main.swift"))

        let environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": sandbox.home,
        ]
        let build = try TimedProcess.run(
            try #require(Self.swift),
            ["build", "--package-path", package.path, "--scratch-path", package.appendingPathComponent(".build").path],
            environment: environment, limit: .seconds(1_500), scratch: URL(fileURLWithPath: sandbox.home))
        #expect(build.status == 0, "\(String(decoding: build.output, as: UTF8.self))\(build.error)")
        guard build.status == 0 else { return }
        let generated = package.appendingPathComponent(
            ".build/plugins/outputs/pluginapp/PluginApp/destination/SettingsAccessors/SettingsAccessors.swift")
        #expect(FileManager.default.fileExists(atPath: generated.path), "the plugin's output is where SwiftPM puts it")
        let run = try TimedProcess.run(
            package.appendingPathComponent(".build/debug/PluginApp").path, [], environment: ["HOME": sandbox.home],
            limit: .seconds(60), scratch: URL(fileURLWithPath: sandbox.home))
        #expect(String(decoding: run.output, as: UTF8.self) == "theme=system sound=false\ntheme=dark\n")
    }
}
