import Foundation
import PropertyList
import SystemCalls
import TestSupport
import Testing

/// Issue 7 §5 on a real file system: a tiny tmpfs mounted as the store folder, filled up, then
/// remounted read-only. A failed write says why, leaves the old file byte for byte, and leaves no
/// temporary file; once the cause is gone the same write goes through.
@Suite(.serialized, .enabled(if: SmallFileSystem.isAvailable, "needs permission to mount a tmpfs"))
struct DiskFailureTests {
    let sandbox = Sandbox()
    let domain = "com.example.disk"

    func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func diskFullFailsClearlyAndKeepsTheOldFile() throws {
        let disk = try #require(SmallFileSystem(at: sandbox.userDirectory, kilobytes: 64))
        #expect(try sandbox.run("defaults", ["write", domain, "keep", "me"]).status == 0)
        let file = sandbox.file(domain)
        let before = try #require(FileManager.default.contents(atPath: file))
        let filler = disk.fill()

        let result = try sandbox.run("defaults", ["write", domain, "big", String(repeating: "x", count: 8192)])
        #expect(result.status == 1)
        #expect(result.error.contains("no space left on device"), "\(result.error)")
        #expect(!result.error.contains("Fatal error"))
        #expect(FileManager.default.contents(atPath: file) == before)
        #expect(entries(disk.path) == ["com.example.disk.plist", "filler"])
        #expect(try sandbox.run("defaults", ["read", domain, "keep"]).output == "me\n")

        try? FileSystem.removeFile(filler)
        #expect(try sandbox.run("defaults", ["write", domain, "big", "fits now"]).status == 0)
        #expect(try sandbox.read(file) == ["keep": "me", "big": "fits now"])
    }

    @Test func readOnlyFolderFailsClearlyAndKeepsTheOldFile() throws {
        let disk = try #require(SmallFileSystem(at: sandbox.userDirectory, kilobytes: 256))
        #expect(try sandbox.run("defaults", ["write", domain, "keep", "me"]).status == 0)
        let file = sandbox.file(domain)
        let before = try #require(FileManager.default.contents(atPath: file))
        try #require(disk.setReadOnly(true))

        let result = try sandbox.run("defaults", ["write", domain, "other", "value"])
        #expect(result.status == 1)
        #expect(result.error.contains("read-only"), "\(result.error)")
        // Reads still work on a read-only file system.
        #expect(try sandbox.run("defaults", ["read", domain, "keep"]).output == "me\n")
        // The library API reports the same error and keeps its in-memory value consistent.
        let defaults = sandbox.makeDefaults(domain)
        #expect(throws: (any Error).self) { try defaults.write("value", forKey: "other", inDomain: domain) }
        #expect(defaults.value(forKey: "keep") == "me")

        #expect(disk.setReadOnly(false))
        #expect(FileManager.default.contents(atPath: file) == before)
        #expect(entries(disk.path) == ["com.example.disk.plist"])
        #expect(try sandbox.run("defaults", ["write", domain, "other", "value"]).status == 0)
    }

    /// `settings set` on a full disk: the same clear error through the settings command.
    @Test func settingsSetOnAFullDisk() throws {
        let disk = try #require(SmallFileSystem(at: sandbox.userDirectory, kilobytes: 64))
        let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase").path
        #expect(try sandbox.run("settings", ["set", showcase, "profile_name", "Ada"]).status == 0)
        let file = sandbox.file("com.terminalsettings.showcase")
        let before = try #require(FileManager.default.contents(atPath: file))
        _ = disk.fill()
        let result = try sandbox.run(
            "settings", ["set", showcase, "profile_name", String(repeating: "B", count: 8192)])
        #expect(result.status != 0)
        #expect(result.error.contains("no space left on device"), "\(result.error)")
        #expect(FileManager.default.contents(atPath: file) == before)
    }
}
