import Foundation
import PropertyList
import SystemCalls
import TestSupport
import Testing

/// Issue 7 §9: store files and folders are created 0600/0700 (whatever the umask), and a secure
/// text field's value never appears in `settings dump`, `settings get`, `settings set` or lint output.
@Suite(.serialized) struct PrivacyTests {
    let sandbox = Sandbox()
    let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase").path

    func mode(_ path: String) -> mode_t {
        FileSystem.statusIfPresent(of: path)?.permissions ?? 0
    }

    /// Runs `defaults` under umask 000 (through sh), so modes cannot come from the umask.
    func defaultsWithOpenUmask(_ arguments: [String]) throws -> Int32 {
        try TestProcess.run(
            "/bin/sh",
            ["-c", "umask 000; exec \"$0\" \"$@\"", Sandbox.productsDirectory.appendingPathComponent("defaults").path]
                + arguments, environment: ["HOME": sandbox.home, "PATH": "/usr/bin:/bin"]
        ).status
    }

    @Test func filesAre0600AndFoldersAre0700EvenWithAnOpenUmask() throws {
        #expect(try defaultsWithOpenUmask(["write", "com.example.private", "k", "v"]) == 0)
        #expect(mode(sandbox.home + "/.config") == 0o700)
        #expect(mode(sandbox.file("com.example.private")) == 0o600)
        // The lock is the folder itself: nothing else is created beside the store file.
        #expect(!FileManager.default.fileExists(atPath: sandbox.file("com.example.private") + ".lock"))
        #expect(try defaultsWithOpenUmask(["-currentHost", "write", "com.example.private", "k", "v"]) == 0)
        #expect(mode(sandbox.userDirectory + "/ByHost") == 0o700)
        #expect(mode(sandbox.file("com.example.private", byHost: true)) == 0o600)
        // Rewrites keep the mode (the file is replaced by a new temporary file each time).
        try? FileSystem.setPermissions(sandbox.file("com.example.private"), 0o644)
        #expect(try defaultsWithOpenUmask(["write", "com.example.private", "k", "w"]) == 0)
        #expect(mode(sandbox.file("com.example.private")) == 0o600)
        // A kept corrupt copy (a write keeps it; a read writes nothing) is private too.
        try Data("garbage{".utf8).write(to: URL(fileURLWithPath: sandbox.file("com.example.broken")))
        #expect(try defaultsWithOpenUmask(["write", "com.example.broken", "k", "v"]) == 1)
        let copies = try FileManager.default.contentsOfDirectory(atPath: sandbox.userDirectory)
            .filter { $0.contains(".corrupt-") }
        #expect(copies.count == 1)
        for copy in copies { #expect(mode(sandbox.userDirectory + "/" + copy) == 0o600) }
    }

    @Test func secureValuesNeverAppearInOutput() throws {
        let secret = "hunter2-\(UUID().uuidString)"
        let set = try sandbox.run("settings", ["set", showcase, "profile_password", secret])
        #expect(set.status == 0, "\(set.error)")
        var outputs: [Sandbox.Result] = [set]
        for arguments in [
            ["dump", showcase], ["dump", showcase, "--json"], ["get", showcase, "profile_password"],
            ["get", showcase, "profile_password", "--json"], ["lint", showcase], ["lint", showcase, "--json"],
            ["reset", showcase, "profile_password"],
        ] {
            outputs.append(try sandbox.run("settings", arguments))
        }
        for result in outputs {
            #expect(!result.output.contains(secret) && !result.error.contains(secret))
        }
        // The value itself was stored (in the clear, as on iOS), so the check above is not vacuous.
        let again = try sandbox.run("settings", ["set", showcase, "profile_password", secret])
        #expect(again.status == 0 && !again.output.contains(secret))
        #expect(try sandbox.read(sandbox.file("com.terminalsettings.showcase"))?["profile_password"] == .string(secret))
    }
}
