import Foundation
import PropertyList
import PropertyListFoundation
import SystemCalls
import Testing

@testable import Defaults

/// Issue 24 §2: stores written as CFPreferences writes them (``StoreFileStyle/apple``): a binary
/// file stays binary, a new file is binary, the mode is kept, with the same lock, rename and
/// corrupt-file keeping as `~/.config` stores.
@Suite struct BinaryStoreTests {
    /// A store file under `Library/Preferences` of a temporary container.
    private func store(_ home: TemporaryDirectory, _ name: String = "com.example.app") -> PersistentDomainFile {
        PersistentDomainFile(
            url: URL(fileURLWithPath: home.file("Library/Preferences/\(name).plist")), style: .apple)
    }

    /// The file as `PropertyListSerialization` reads it, and the format it says it is.
    private func foundationRead(_ bytes: Data) throws -> (
        value: PlistValue?, format: PropertyListSerialization.PropertyListFormat
    ) {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object = try PropertyListSerialization.propertyList(from: bytes, options: [], format: &format)
        return (PlistValue(foundationObject: object), format)
    }

    private static let values: [PlistKey: PlistValue] = [
        "s": "text with ünïcode and a\ttab", "i": .integer(-7), "big": .integer(Int64.max), "r": 0.25, "b": true,
        "d": .date(Date(timeIntervalSinceReferenceDate: 700_000_000)), "data": .data(Data([0, 1, 2, 255])),
        "a": ["x", 1, false], "dict": ["k": ["nested": 2.5]], "AppleLanguages": ["de", "en"],
    ]

    @Test func aBinaryFileIsWrittenBackBinaryAndFoundationReadsItBackIdentically() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        // Built with Foundation's own writer, as CFPreferences writes it.
        let original = try PropertyListSerialization.data(
            fromPropertyList: PlistValue.dictionary(Self.values).foundationObject, format: .binary, options: 0)
        try home.write("Library/Preferences/com.example.app.plist", original)
        let file = store(home)
        #expect(try file.contents() == Self.values)
        try file.commit(["added": "yes", "i": .integer(8)])
        let bytes = try #require(home.read("Library/Preferences/com.example.app.plist"))
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        var expected = Self.values
        expected["added"] = "yes"
        expected["i"] = .integer(8)
        let read = try foundationRead(bytes)
        #expect(read.format == .binary)
        #expect(read.value == .dictionary(expected))
        // Our reader, a fresh instance, agrees.
        #expect(try store(home).contents() == expected)
    }

    @Test func anXMLFileStaysXMLAndANewFileIsBinary() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try home.write("Library/Preferences/com.example.xml.plist", try PropertyListCoder.encodeXML(["k": 1]))
        try store(home, "com.example.xml").commit(["k": 2])
        let xml = try #require(home.read("Library/Preferences/com.example.xml.plist"))
        #expect(try foundationRead(xml).format == .xml)
        #expect(try foundationRead(xml).value == ["k": 2])

        try store(home, "com.example.new").commit(["k": "v"])
        let new = try #require(home.read("Library/Preferences/com.example.new.plist"))
        #expect(try foundationRead(new).format == .binary)
        #expect(try foundationRead(new).value == ["k": "v"])
        // An old-style text file is rewritten as CFPreferences would: binary.
        try home.write("Library/Preferences/com.example.old.plist", Data("{ k = v; }".utf8))
        try store(home, "com.example.old").commit(["n": 1])
        let old = try #require(home.read("Library/Preferences/com.example.old.plist"))
        #expect(try foundationRead(old).format == .binary)
        #expect(try foundationRead(old).value == ["k": "v", "n": 1])
    }

    @Test func theModeIsKeptAndTheLinuxStyleStillMakesIt0600() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let path = home.file("Library/Preferences/com.example.app.plist")
        try store(home).commit(["k": 1])
        #expect(mode(path) == 0o600)
        try? FileSystem.setPermissions(path, 0o644)
        try store(home).commit(["k": 2])
        #expect(mode(path) == 0o644)
        try? FileSystem.setPermissions(path, 0o640)
        try store(home).commit(["k": 3])
        #expect(mode(path) == 0o640)
        let info = FileSystem.statusIfPresent(of: path)
        #expect(info?.user == ProcessID.currentUser && info?.group == ProcessID.currentGroup)
        // The `~/.config` style keeps today's rule: private, whatever the file was.
        try PersistentDomainFile(url: URL(fileURLWithPath: path)).commit(["k": 4])
        #expect(mode(path) == 0o600)
    }

    /// Root (as the tests often run) may keep another user's file theirs, as CFPreferences does.
    @Test(.enabled(if: ProcessID.currentUser == 0)) func aFileOfAnotherOwnerStaysTheirs() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let path = home.file("Library/Preferences/com.example.app.plist")
        try store(home).commit(["k": 1])
        #expect(throws: Never.self) { try FileSystem.setOwner(path, user: 65534, group: 65534) }
        try store(home).commit(["k": 2])
        let info = FileSystem.statusIfPresent(of: path)
        #expect(info?.user == 65534 && info?.group == 65534)
        #expect(try store(home).contents() == ["k": 2])
    }

    @Test func anUnreadableBinaryFileIsKeptAndNeverOverwrittenByACommit() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        var damaged = try PropertyListCoder.encodeBinary(["k": "v"])
        damaged.removeLast(20)  // the trailer is gone
        try home.write("Library/Preferences/com.example.app.plist", damaged)
        let file = store(home)
        #expect(throws: DefaultsError.self) { try file.commit(["k": "w"]) }
        #expect(home.read("Library/Preferences/com.example.app.plist") == damaged)
        let kept = home.entries("Library/Preferences").filter { $0.contains(".corrupt-") }
        #expect(kept.count == 1)
        #expect(home.read("Library/Preferences/" + (kept.first ?? "")) == damaged)
    }

    @Test func keysFoundationWouldMergeAreKeptApart() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let file = store(home)
        try file.commit(["caf\u{E9}": 1])
        // Our binary writer keeps them apart, as CoreFoundation does (issue 28): both are stored.
        try file.commit(["cafe\u{301}": 2])
        #expect(try store(home).contents() == ["caf\u{E9}": 1, "cafe\u{301}": 2])
    }

    private func mode(_ path: String) -> UInt32 {
        FileSystem.statusIfPresent(of: path)?.permissions ?? 0
    }
}
