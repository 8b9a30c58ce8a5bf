import Foundation
import Testing

@testable import SettingsTool

/// `render --output`'s writer: all files or none, never a partial folder, never a leftover
/// temporary folder.
@Suite struct OutputFolderTests {
    let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-folder-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    func listing(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    @Test func aFailurePartWayLeavesNoFolderAndNoTemporaryOne() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        // The third file cannot be created (its folder does not exist): the first two were written.
        let files = [
            (name: "a.svg", data: Data("a".utf8)), (name: "b.svg", data: Data("b".utf8)),
            (name: "missing/c.svg", data: Data("c".utf8)),
        ]
        #expect(throws: CommandFailure.self) { try OutputFolder.write(files, to: output) }
        #expect(listing(root).isEmpty, "\(listing(root))")

        // Into an existing folder: what was there stays as it was.
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: output.appendingPathComponent("a.svg"))
        #expect(throws: CommandFailure.self) { try OutputFolder.write(files, to: output) }
        #expect(listing(root) == ["out"])
        #expect(listing(output) == ["a.svg"])
        #expect(try String(contentsOf: output.appendingPathComponent("a.svg"), encoding: .utf8) == "old")

        // Complete: every file, the old one replaced.
        try OutputFolder.write(Array(files.prefix(2)), to: output)
        #expect(listing(output) == ["a.svg", "b.svg"])
        #expect(try String(contentsOf: output.appendingPathComponent("a.svg"), encoding: .utf8) == "a")
        #expect(listing(root) == ["out"])
    }

    @Test func aLinkedOutputIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let link = root.appendingPathComponent("out")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(throws: CommandFailure.self) { try OutputFolder.write([(name: "a.svg", data: Data())], to: link) }
        #expect(listing(target).isEmpty)
    }
}
