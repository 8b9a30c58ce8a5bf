import AppSources
import Foundation
import Testing

/// `SourceScanner.files(under:)` walks as every folder search does (issue 28): a link to a folder
/// inside the folder given is followed, one leading outside it is not but named in one note.
@Suite struct SourceFolderWalkTests {
    @Test func linksInsideAreFollowedAndLinksOutsideAreNamedOnce() throws {
        let manager = FileManager.default
        let sandbox = manager.temporaryDirectory.appendingPathComponent("source-walk-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: sandbox) }
        let root = sandbox.appendingPathComponent("App")
        let outside = sandbox.appendingPathComponent("Elsewhere")
        for folder in ["App/Code/Shared", "Elsewhere/Lib", "App-copy"] {
            try manager.createDirectory(
                at: sandbox.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "App/Code/Main.swift", "App/Code/Shared/Keys.swift", "Elsewhere/Lib/Secret.swift", "App-copy/Secret2.swift",
        ] {
            try Data("let x = 1\n".utf8).write(to: sandbox.appendingPathComponent(file))
        }
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("Linked").path, withDestinationPath: "Code/Shared")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("Out").path, withDestinationPath: outside.path)
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("Up").path, withDestinationPath: "..")
        // A folder whose path starts with the root's but is not inside it (`App-copy` beside `App`).
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("Copy").path, withDestinationPath: "../App-copy")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("Code/File.swift").path,
            withDestinationPath: outside.appendingPathComponent("Lib/Secret.swift").path)

        let found = SourceScanner.files(under: root)
        let base = root.resolvingSymlinksInPath().path
        let relative = found.sources.map { String($0.dropFirst(base.count + 1)) }
        // The shared folder is read once (by whichever path the walk met first), nothing outside.
        #expect(relative.filter { $0.hasSuffix("Keys.swift") }.count == 1, "\(relative)")
        #expect(relative.contains("Code/Main.swift"))
        #expect(!found.sources.contains { $0.contains("Secret") || $0.hasSuffix("File.swift") }, "\(found.sources)")
        let note = try #require(found.linksNotFollowed)
        #expect(
            note.contains("3 symbolic links leading outside it") && note.contains("/Out -> ")
                && note.contains("/Up -> ") && note.contains("/Copy -> "), "\(note)")

        // Named itself, the outside folder is read.
        #expect(SourceScanner.files(under: root.appendingPathComponent("Out")).sources.count == 1)
    }
}
