import Foundation
import SystemCalls
import Testing

/// A folder's listing says what each entry is (`d_type`), so the folder walks pass over files
/// without an `lstat` each (issue 29): the kinds must be what `lstat` says.
@Suite struct FolderEntriesTests {
    private func scratch() throws -> String {
        try FileSystem.createTemporaryDirectory(prefix: NSTemporaryDirectory() + "/folder-entries-test-")
    }

    @Test func eachEntryHasTheKindLstatGives() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/File.swift"))
        try FileSystem.createDirectory(folder + "/Folder")
        try FileSystem.createSymbolicLink(at: folder + "/LinkToFile", to: "File.swift")
        try FileSystem.createSymbolicLink(at: folder + "/LinkToFolder", to: "Folder")
        #expect(mkfifo(folder + "/Pipe.swift", 0o600) == 0)
        let entries = try #require(FolderEntries.entries(in: Array(folder.utf8)))
        var kinds: [String: FolderEntries.Kind] = [:]
        for entry in entries { kinds[String(decoding: entry.name, as: UTF8.self)] = entry.kind }
        #expect(
            kinds == [
                "File.swift": .regular, "Folder": .folder, "LinkToFile": .symbolicLink, "LinkToFolder": .symbolicLink,
                "Pipe.swift": .other,
            ])
        #expect(FolderEntries.names(in: Array(folder.utf8))?.count == 5)
        #expect(FolderEntries.entries(in: Array((folder + "/missing").utf8)) == nil)
    }

    @Test func containsNameStopsAtAMatchAndNeverOffersDotOrDotDot() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileSystem.createDirectory(folder + "/App.xcodeproj")
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/Main.swift"))
        let path = Array(folder.utf8)
        #expect(FolderEntries.containsName(in: path) { Array($0).starts(with: Array("App.".utf8)) })
        #expect(!FolderEntries.containsName(in: path) { Array($0) == Array("Other".utf8) })
        var offered: [String] = []
        _ = FolderEntries.containsName(in: path) { name in
            offered.append(String(decoding: name, as: UTF8.self))
            return false
        }
        #expect(offered.sorted() == ["App.xcodeproj", "Main.swift"])
        #expect(!FolderEntries.containsName(in: Array((folder + "/missing").utf8)) { _ in true })
    }
}
