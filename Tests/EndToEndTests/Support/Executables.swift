import Foundation

/// Finds the package's executables, which SwiftPM builds next to the test bundle.
enum Executables {
    /// The folder holding the test bundle (`.build/<configuration>`).
    static let directory: URL = {
        let me =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: me).deletingLastPathComponent()
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "Contents"
            || folder.lastPathComponent == "MacOS"
        {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// The path of executable `name`, or nil when it was not built.
    static func path(_ name: String) -> String? {
        let path = directory.appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
