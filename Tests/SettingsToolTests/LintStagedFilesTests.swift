import Foundation
import PropertyList
import TestSupport
import Testing

/// `settings lint` given the files a commit stages (what pre-commit passes): each file inside a
/// bundle is read as its bundle, and each bundle is linted once.
@Suite(.serialized) struct LintStagedFilesTests {
    let sandbox = Sandbox()

    /// Writes `name/Settings.bundle` with a Root.plist holding `rows` and a strings table.
    func bundle(_ name: String, _ rows: [PlistValue]) throws -> URL {
        let folder = URL(fileURLWithPath: sandbox.home).standardizedFileURL.appendingPathComponent(
            "\(name)/Settings.bundle")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(["PreferenceSpecifiers": .array(rows)]).write(
            to: folder.appendingPathComponent("Root.plist"))
        try Data("\"Sounds\" = \"Sounds\";\n".utf8).write(to: folder.appendingPathComponent("en.lproj/Root.strings"))
        return folder
    }

    static let toggle: PlistValue = ["Type": "PSToggleSwitchSpecifier", "Title": "Sounds", "Key": "sounds"]
    static let missingChild: PlistValue = ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "Gone"]

    @Test func filesInsideBundlesAreLintedAsTheirBundlesOnce() throws {
        let good = try bundle("Good", [Self.toggle])
        let broken = try bundle("Broken", [Self.toggle, Self.missingChild])
        let result = try sandbox.run(
            "settings",
            [
                "lint", good.appendingPathComponent("Root.plist").path,
                good.appendingPathComponent("en.lproj/Root.strings").path,
                broken.appendingPathComponent("Root.plist").path,
            ])
        #expect(result.status == 1, "the broken bundle's error fails the run: \(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.last?.hasPrefix("2 bundles: 1 error") == true, "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix(broken.appendingPathComponent("Root.plist").path + ":") && $0.contains("error")
            })

        // The good bundle alone, named by two of its files: one bundle, no error.
        let alone = try sandbox.run(
            "settings",
            ["lint", good.appendingPathComponent("Root.plist").path, good.appendingPathComponent("Root.plist").path])
        #expect(alone.status == 0, "\(alone.output)")
        #expect(alone.output.split(separator: "\n").last?.hasPrefix("1 bundle: 0 errors") == true)
    }

    @Test func aFileOutsideAnyBundleIsStillAnError() throws {
        let file = URL(fileURLWithPath: sandbox.home).appendingPathComponent("Info.plist")
        try PropertyListCoder.encodeXML(["CFBundleIdentifier": "com.example"]).write(to: file)
        let result = try sandbox.run("settings", ["lint", file.path])
        #expect(result.status != 0)
        #expect(result.error.contains("Info.plist is a file"), "\(result.error)")
    }
}
