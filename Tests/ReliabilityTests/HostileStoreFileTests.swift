import Foundation
import PropertyList
import SystemCalls
import TestSupport
import Testing

@testable import Defaults

/// Issue 7 §4: hostile store files give a clear error, are kept byte for byte (with a copy), and
/// nothing else is lost; no crash in the library or in the `defaults` command.
@Suite(.serialized) struct HostileStoreFileTests {
    let sandbox = Sandbox()
    let domain = "com.example.hostile"
    var file: String { sandbox.file(domain) }

    /// Writes the hostile file and a healthy neighbour domain.
    func prepare(_ bytes: Data) throws {
        try sandbox.write(["safe": "kept"], to: sandbox.file("com.example.neighbour"))
        try bytes.write(to: URL(fileURLWithPath: file))
    }

    func keptCopies() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.userDirectory)) ?? [])
            .filter { $0.hasPrefix(domain + ".plist.corrupt-") }
    }

    @Test(arguments: HostileStoreFile.allCases)
    func libraryReportsKeepsAndRefusesToOverwrite(_ hostile: HostileStoreFile) throws {
        let bytes = hostile.bytes
        try prepare(bytes)
        let store = PersistentDomainFile(url: URL(fileURLWithPath: file))
        // A read reports the file and writes nothing (issue 28: read-only never writes).
        #expect {
            try store.contents()
        } throws: { error in
            guard case .corruptStore(let path, let reason, nil, nil) = error as? DefaultsError else {
                return false
            }
            // The reason says what is wrong once ("… cannot be read as a property list: reason"), and for a
            // binary file it talks about a binary file or its objects, not about a character of XML.
            let binary = hostile == .nestedBinary || hostile == .damagedBinaryOffsets
            return path.hasSuffix("/.config/\(domain).plist") && !reason.isEmpty
                && !reason.contains("not a valid property list")
                && (!binary || reason.contains("binary") || reason.contains("object"))
        }
        #expect(keptCopies().isEmpty)
        // A write keeps a copy of the damaged file and refuses to replace it.
        #expect {
            try store.commit(["new": "value"])
        } throws: { error in
            guard case .corruptStore(_, _, let kept?, nil) = error as? DefaultsError else { return false }
            return FileManager.default.contents(atPath: kept) == bytes
        }
        #expect(FileManager.default.contents(atPath: file) == bytes)
        #expect(keptCopies().count == 1)
        // The neighbour domain and the rest of the search list still work.
        let defaults = sandbox.makeDefaults("com.example.neighbour")
        #expect(defaults.value(forKey: "safe") == "kept")
        try defaults.write("more", forKey: "added", inDomain: "com.example.neighbour")
        #expect(try sandbox.read(sandbox.file("com.example.neighbour")) == ["safe": "kept", "added": "more"])
    }

    @Test(arguments: HostileStoreFile.allCases)
    func defaultsCommandFailsCleanly(_ hostile: HostileStoreFile) throws {
        let bytes = hostile.bytes
        try prepare(bytes)
        for arguments in [["read", domain], ["write", domain, "k", "v"], ["read-type", domain, "k"]] {
            let result = try sandbox.run("defaults", arguments)
            #expect(result.status == 1, "\(arguments): \(result.error)")
            #expect(result.error.hasPrefix("defaults: /"), "\(result.error)")
            #expect(
                result.error.contains("/.config/\(domain).plist cannot be read as a property list: "), "\(result.error)"
            )
            #expect(result.error.contains("fix or remove the file"))
            #expect(!result.error.contains("Fatal error") && !result.error.contains("Backtrace"))
            #expect(result.error.split(separator: "\n").count == 1, "one line, no backtrace")
        }
        #expect(FileManager.default.contents(atPath: file) == bytes)
        #expect(keptCopies().count == 1)
        #expect(try sandbox.run("defaults", ["read", "com.example.neighbour", "safe"]).output == "kept\n")
    }

    /// 100 MB of random bytes: refused, kept, and the copy is identical. (A valid 100 MB store file is
    /// read and rewritten like any other; that takes tens of seconds in a debug build, so it is
    /// measured from the command line, see the reliability report, rather than here.)
    @Test func hugeGarbageFile() throws {
        var generator = SystemRandomNumberGenerator()
        let block = Data((0..<(1 << 20)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        var bytes = Data(capacity: 100 << 20)
        for _ in 0..<100 { bytes.append(block) }
        try prepare(bytes)
        let store = PersistentDomainFile(url: URL(fileURLWithPath: file))
        #expect(throws: DefaultsError.self) { try store.contents() }
        #expect(throws: DefaultsError.self) { try store.commit(["k": "v"]) }
        #expect(FileManager.default.contents(atPath: file) == bytes)
        let copies = keptCopies()
        #expect(copies.count == 1)
        #expect(
            copies.first.flatMap { FileManager.default.contents(atPath: sandbox.userDirectory + "/" + $0) } == bytes)
    }

    /// Tests run as root, where permission bits do not stop a read: the reader runs as `nobody`
    /// (setpriv) to get a real EACCES.
    @Test(.enabled(if: Privileges.canDropToNobody, "needs root and setpriv to read as another user"))
    func unreadableFileIsAClearErrorAndKept() throws {
        try sandbox.write(["secret": "s"], to: file)
        try? FileSystem.setPermissions(file, 0o600)
        for folder in [sandbox.home, sandbox.userDirectory] { try? FileSystem.setPermissions(folder, 0o755) }
        let before = FileManager.default.contents(atPath: file)
        let result = try Privileges.runAsNobody(sandbox, "defaults", ["read", domain])
        #expect(result.status == 1)
        #expect(result.error.contains("permission denied"), "\(result.error)")
        #expect(!result.error.contains("Fatal error"))
        let write = try Privileges.runAsNobody(sandbox, "defaults", ["write", domain, "k", "v"])
        #expect(write.status == 1)
        #expect(write.error.contains("permission denied"), "\(write.error)")
        #expect(FileManager.default.contents(atPath: file) == before)
        #expect(keptCopies().isEmpty)
    }

    /// A symlinked store file stays a link; the target is replaced in its own folder, 0600.
    @Test func symlinkedStoreFileStaysALink() throws {
        let dotfiles = sandbox.home + "/dotfiles"
        try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
        try sandbox.write(["k": "old"], to: dotfiles + "/" + domain + ".plist")
        try FileManager.default.createDirectory(atPath: sandbox.userDirectory, withIntermediateDirectories: true)
        try? FileSystem.createSymbolicLink(at: file, to: "../dotfiles/" + domain + ".plist")
        let result = try sandbox.run("defaults", ["write", domain, "k", "new"])
        #expect(result.status == 0, "\(result.error)")
        #expect(FileSystem.isSymbolicLink(file))
        #expect(try sandbox.read(dotfiles + "/" + domain + ".plist") == ["k": "new"])
        #expect(
            FileSystem.statusIfPresent(of: dotfiles + "/" + domain + ".plist").map { $0.permissions & 0o777 } == 0o600)
        let temporaries = try FileManager.default.contentsOfDirectory(atPath: dotfiles).filter { $0.contains(".tmp.") }
        #expect(temporaries.isEmpty)
    }
}
