import Foundation
import TestSupport
import Testing
import ToolVersion

/// Issue 32: the release ships one executable. `defaults` is a symbolic link to `settings`, and the
/// name the program was started by (the last component of argv[0]) picks the tool: `defaults` is the
/// defaults command, every other name is `settings`. Run through links to the built `settings`, as
/// the tarball and the `.deb` install it.
@Suite struct OneExecutableTests {
    let sandbox = Sandbox()

    /// A symbolic link at `bin/NAME` (under the sandbox) to the built `settings`.
    func link(_ name: String) throws -> String {
        let path = sandbox.home + "/bin/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: path, withDestinationPath: Sandbox.productsDirectory.appendingPathComponent("settings").path)
        return path
    }

    func run(_ program: String, _ arguments: [String]) throws -> TestProcess.Result {
        try TestProcess.run(
            program, arguments,
            environment: [
                "HOME": sandbox.home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                "TERMINALSETTINGS_ANY_USER_DIR": sandbox.home + "/anyuser",
            ])
    }

    @Test func startedAsDefaultsItIsTheDefaultsCommand() throws {
        let defaults = try link("defaults")
        let write = try run(defaults, ["write", "com.example.link", "greeting", "-string", "Grüß Gott"])
        #expect(write.status == 0, "\(write.error)")
        let read = try run(defaults, ["read", "com.example.link", "greeting"])
        #expect(read.status == 0, "\(read.error)")
        #expect(read.text == "Grüß Gott\n")
        #expect(try sandbox.read(sandbox.file("com.example.link"))?["greeting"] == "Grüß Gott")
        // Its errors are the defaults command's, with its exit status.
        let unknown = try run(defaults, ["frobnicate"])
        #expect(unknown.status != 0)
        #expect(unknown.error.hasPrefix("defaults: "), "\(unknown.error)")
        #expect(try run(defaults, ["--version"]).text == ToolVersion.current + "\n")
    }

    @Test(arguments: ["settings", "settings-6.3", "my-defaults", "defaults.old"])
    func startedByAnyOtherNameItIsSettings(name: String) throws {
        let program = try link(name)
        #expect(try run(program, ["--version"]).text == ToolVersion.current + "\n")
        // `read` is a defaults verb, not a settings subcommand or a path: settings refuses it.
        let read = try run(program, ["read", "com.example.link", "greeting"])
        #expect(read.status != 0)
        #expect(read.error.hasPrefix("settings: ") || read.error.hasPrefix("Error: "), "\(read.error)")
        #expect(!read.error.hasPrefix("defaults: "), "\(read.error)")
    }

    /// Only the file's own name counts: a folder named `defaults` on the way does not.
    @Test func aFolderNamedDefaultsDoesNotMakeItDefaults() throws {
        let program = try link("defaults/settings")
        let read = try run(program, ["read", "com.example.link", "greeting"])
        #expect(!read.error.hasPrefix("defaults: "), "\(read.error)")
        #expect(read.status != 0)
    }
}
