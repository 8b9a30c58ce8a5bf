import Foundation
import SystemCalls
import Testing

@testable import AppSources

/// Source files are read straight into their text (issue 29: no `Data` between), with the depth
/// bound counted on the bytes as read, and folder listings pass over files by their listed kind.
@Suite struct SourceFileReadingTests {
    private func scratch() throws -> String {
        try FileSystem.createTemporaryDirectory(prefix: NSTemporaryDirectory() + "/source-reading-test-")
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func textIsRepairedAsDecodingIsAndDepthIsCountedOnTheBytesRead() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // `w?it` counts (the byte between may be anything); repaired first, it would not.
        let bytes: [UInt8] = Array("let a = b.c?.d\nw".utf8) + [0xFF] + Array("it x\n".utf8)
        try write(bytes, to: folder + "/A.swift")
        let read = try #require(SourceScanner.readSource(folder + "/A.swift", size: bytes.count, countsDepth: true))
        #expect(read.text == String(decoding: bytes, as: UTF8.self))
        #expect(read.depth == SourceScanner.depthCharacters(in: Data(bytes)))
        #expect(read.depth == 4)
        #expect(SourceScanner.readSource(folder + "/A.swift", size: bytes.count, countsDepth: false)?.depth == 0)
        // A status that gives no size (empty, or a file that does not say): read to its end.
        try write([], to: folder + "/Empty.swift")
        let empty = try #require(SourceScanner.readSource(folder + "/Empty.swift", size: 0, countsDepth: true))
        #expect(empty.text.isEmpty && empty.depth == 0)
        #expect(SourceScanner.readSource(folder + "/A.swift", size: 0, countsDepth: true)?.text == read.text)
        #expect(SourceScanner.readSource(folder + "/Gone.swift", size: 10, countsDepth: true) == nil)
        // The scan reads it so.
        let scan = SourceScanner.scan(files: [folder + "/A.swift"])
        #expect(scan.files == [folder + "/A.swift"] && scan.skipped.isEmpty)
    }

    /// A Swift file with more characters that deepen a tree than the bound is skipped; one with
    /// exactly as many is read (the count is skipped only for a file no longer than the bound).
    @Test func aSwiftFileDeeperThanTheBoundIsSkipped() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bound = SourceScanner.maximumSwiftDepthCharacters
        try write(
            Array(("let s = \"" + String(repeating: "x", count: bound) + "\"\n").utf8), to: folder + "/Long.swift")
        try write(
            Array(("let s = \"" + String(repeating: ".", count: bound) + "\"\n").utf8), to: folder + "/AtBound.swift")
        try write(
            Array(("let s = \"" + String(repeating: ".", count: bound + 1) + "\"\n").utf8), to: folder + "/Deep.swift")
        let scan = SourceScanner.scan(files: [
            folder + "/Long.swift", folder + "/AtBound.swift", folder + "/Deep.swift",
        ])
        #expect(scan.files == [folder + "/Long.swift", folder + "/AtBound.swift"])
        #expect(
            scan.skipped == [
                "\(folder)/Deep.swift: more than \(bound) operator, bracket and dot characters (a syntax tree that deep is not read)"
            ])
    }

    @Test func aFolderListingReadsRegularFilesOnly() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(Array("let x = 1\n".utf8), to: folder + "/Main.swift")
        try write(Array("<plist/>".utf8), to: folder + "/Defaults.plist")
        #expect(mkfifo(folder + "/Pipe.swift", 0o600) == 0)
        try FileSystem.createSymbolicLink(at: folder + "/Link.swift", to: "Main.swift")
        // A name that is not UTF-8 has no path a String can name: it is not listed, repaired or not.
        let file = try FileDescriptor.open(
            bytes: Array((folder + "/").utf8) + [0xFF] + Array(".swift".utf8), .writeOnly, options: [.create])
        file.close()
        let found = SourceScanner.files(under: URL(fileURLWithPath: folder))
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        #expect(found.sources == [base + "/Main.swift"])
        #expect(found.plists == [base + "/Defaults.plist"])
    }
}
