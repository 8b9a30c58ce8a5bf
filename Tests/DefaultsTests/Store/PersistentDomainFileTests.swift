import Foundation
import PropertyList
import SystemCalls
import Testing

@_spi(Testing) @testable import Defaults

@Suite struct PersistentDomainFileTests {
    func domain(_ home: TemporaryDirectory, _ name: String = "com.example.app", byHost: Bool = false) throws
        -> PersistentDomainFile
    {
        PersistentDomainFile(url: try home.environment.fileURL(forDomain: name, byHost: byHost))
    }

    // MARK: - Basics

    @Test func missingFileIsAnEmptyDomainAndNothingIsCreatedByReading() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        #expect(try file.contents() == [:])
        #expect(home.entries("").isEmpty)
    }

    @Test func commitWritesFoundationCompatibleXMLAndReadsBack() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        let values: [PlistKey: PlistValue] = [
            "s": "text", "i": .integer(-7), "u": PlistValue(UInt64.max), "r": 0.5, "b": true,
            "d": .date(Date(timeIntervalSince1970: 1_700_000_000)), "data": .data(Data([0, 1, 2])),
            "a": ["x", 1], "dict": ["k": false],
        ]
        let after = try file.commit(values.mapValues { $0 })
        #expect(after == values)
        let bytes = try #require(home.read(".config/com.example.app.plist"))
        #expect(bytes == (try PropertyListCoder.encodeXML(.dictionary(values))))
        // Foundation itself reads the file.
        let object = try PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any]
        #expect(object?["s"] as? String == "text")
        #expect(try PersistentDomainFile(url: file.url).contents() == values)
    }

    @Test func commitMergesPerKeyAndNilRemoves() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let first = try domain(home)
        let second = try domain(home)  // another writer, e.g. another process
        try first.commit(["a": 1, "b": 2])
        try second.commit(["c": 3])  // does not know about a and b
        try first.commit(["b": nil, "d": 4])  // removes b, keeps c written by the other writer
        #expect(try second.contents() == ["a": 1, "c": 3, "d": 4])
    }

    @Test func fractionalDatesAreTruncatedSoFoundationCanReadTheFile() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        let after = try file.commit(["when": .date(Date(timeIntervalSince1970: 1.75))])
        #expect(after["when"] == .date(Date(timeIntervalSince1970: 1)))
        let text = String(decoding: try #require(home.read(".config/com.example.app.plist")), as: UTF8.self)
        #expect(text.contains("<date>1970-01-01T00:00:01Z</date>"))
    }

    // MARK: - Modes, deletion, formats, symlinks

    @Test func folderIs0700AndFileIs0600() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try domain(home).commit(["k": "v"])
        try domain(home, byHost: true).commit(["k": "v"])
        #expect(home.mode(".config") == 0o700)
        #expect(home.mode(".config/com.example.app.plist") == 0o600)
        #expect(home.mode(".config/ByHost") == 0o700)
        #expect(home.mode(".config/ByHost/com.example.app..plist") == 0o600)
    }

    @Test func removingTheLastKeyDeletesTheFile() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        try file.commit(["a": 1, "b": 2])
        try file.commit(["a": nil])
        #expect(home.read(".config/com.example.app.plist") != nil)
        #expect(try file.commit(["b": nil]) == [:])
        #expect(home.read(".config/com.example.app.plist") == nil)
        #expect(home.entries(".config") == [])  // no temporary file, no lock file: nothing of the domain
        try file.commit(["c": 3])
        try file.replace(with: nil)
        #expect(home.read(".config/com.example.app.plist") == nil)
    }

    @Test func replaceSwapsTheWholeDomain() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        try file.commit(["a": 1, "b": 2])
        try file.replace(with: ["z": "only"])
        #expect(try domain(home).contents() == ["z": "only"])
        try file.replace(with: [:])
        #expect(home.read(".config/com.example.app.plist") == nil)
    }

    @Test func symlinkStaysALinkAndItsTargetIsReplaced() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try home.write("dotfiles/prefs/app.plist", try PropertyListCoder.encodeXML(["old": 1]))
        try FileManager.default.createDirectory(atPath: home.file(".config"), withIntermediateDirectories: true)
        #expect(throws: Never.self) {
            try FileSystem.createSymbolicLink(
                at: home.file(".config/com.example.app.plist"), to: "../dotfiles/prefs/app.plist")
        }
        let file = try domain(home)
        #expect(try file.contents() == ["old": 1])
        try file.commit(["new": 2])
        #expect(isLink(home.file(".config/com.example.app.plist")))
        let target = try #require(home.read("dotfiles/prefs/app.plist"))
        #expect(try PropertyListCoder.decode(target).value == ["old": 1, "new": 2])
        #expect(home.mode("dotfiles/prefs/app.plist") == 0o600)
        // Temporary files went to the target's folder and are gone.
        #expect(home.entries("dotfiles/prefs") == ["app.plist"])
        // Emptying the domain keeps the link valid: the target becomes an empty dictionary.
        try file.commit(["old": nil, "new": nil])
        #expect(isLink(home.file(".config/com.example.app.plist")))
        #expect(try PropertyListCoder.decode(try #require(home.read("dotfiles/prefs/app.plist"))).value == [:])
        #expect(try domain(home).contents() == [:])
    }

    @Test func danglingSymlinkCreatesItsTarget() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try FileManager.default.createDirectory(atPath: home.file(".config"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.file("repo"), withIntermediateDirectories: true)
        #expect(throws: Never.self) {
            try FileSystem.createSymbolicLink(
                at: home.file(".config/com.example.app.plist"), to: home.file("repo/app.plist"))
        }
        try domain(home).commit(["k": "v"])
        #expect(isLink(home.file(".config/com.example.app.plist")))
        #expect(try PropertyListCoder.decode(try #require(home.read("repo/app.plist"))).value == ["k": "v"])
    }

    @Test(arguments: [PropertyListFormat.binary, .openStep])
    func binaryAndOpenStepFilesAreReadAndRewrittenAsXML(format: PropertyListFormat) throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let bytes: Data =
            switch format {
            case .binary: try PropertyListCoder.encodeBinary(["name": "Ann", "count": 3])
            default: Data("{ name = Ann; list = (a, \"b c\"); }".utf8)
            }
        try home.write(".config/com.example.app.plist", bytes)
        let file = try domain(home)
        let expected: [PlistKey: PlistValue] =
            format == .binary ? ["name": "Ann", "count": 3] : ["name": "Ann", "list": ["a", "b c"]]
        #expect(try file.contents() == expected)
        try file.commit(["added": true])
        let rewritten = try #require(home.read(".config/com.example.app.plist"))
        let decoded = try PropertyListCoder.decode(rewritten)
        #expect(decoded.format == .xml)
        #expect(decoded.value == .dictionary(expected.merging(["added": true]) { a, _ in a }))
    }

    // MARK: - Cache revalidation

    @Test func readsSeeOtherWritersWithoutSynchronize() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let reader = try domain(home)
        #expect(try reader.contents() == [:])
        try domain(home).commit(["k": 1])
        #expect(try reader.contents() == ["k": 1])
        // An in-place rewrite (as Foundation does it) is seen too.
        try home.write(".config/com.example.app.plist", try PropertyListCoder.encodeXML(["k": 2, "other": "x"]))
        #expect(try reader.contents() == ["k": 2, "other": "x"])
        try FileManager.default.removeItem(atPath: home.file(".config/com.example.app.plist"))
        #expect(try reader.contents() == [:])
    }

    @Test func unchangedStampServesTheCacheWithoutRereading() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = try domain(home)
        try file.commit(["k": "aaaa"])
        // A cache that disagrees with the file is what contents() answers while the stamp is unchanged
        // (proof that it does not re-read every time).
        file.replaceCachedContentsForTesting(["k": "cached"])
        #expect(try file.contents() == ["k": "cached"])
        let path = home.file(".config/com.example.app.plist")
        let before = try #require(FileSystem.statusIfPresent(of: path))
        // Rewrite the bytes in place, same size, then restore the mtime: inode, size and mtime are
        // unchanged, but the change time moved, so the stamp differs and the file is read again.
        let original = try #require(home.read(".config/com.example.app.plist"))
        let edited = Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "aaaa", with: "bbbb").utf8)
        #expect(edited.count == original.count)
        let fd = try FileDescriptor.open(path, .writeOnly)
        _ = try fd.write(Array(edited), atOffset: 0)
        #expect(throws: Never.self) {
            try fd.setModificationTime(seconds: before.modificationSeconds, nanoseconds: before.modificationNanoseconds)
        }
        fd.close()
        #expect(try file.contents() == ["k": "bbbb"])
        #expect(try file.commit(["other": 1]) == ["k": "bbbb", "other": 1])
    }

    func isLink(_ path: String) -> Bool {
        FileSystem.isSymbolicLink(path)
    }
}

extension DefaultsError {
    /// The file named by a write error, for assertions.
    var failedFile: String? {
        switch self {
        case .diskFull(let file), .readOnlyFileSystem(let file): file
        case .permissionDenied(let file, _), .fileSystem(let file, _, _): file
        default: nil
        }
    }
}

/// Naming rules of files kept beside a store file.
enum StoreIOName {
    static func isCorruptCopy(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard let range = name.range(of: ".plist.corrupt-") else { return false }
        let stamp = name[range.upperBound...]
        return stamp.count >= 16 && stamp.hasSuffix("Z") || stamp.contains("Z-")
    }
}
