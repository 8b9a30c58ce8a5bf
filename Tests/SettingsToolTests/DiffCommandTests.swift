import Foundation
import PropertyList
import TestSupport
import Testing

/// `settings diff`: the changed settings as `defaults write` commands that, run by a shell with
/// the `defaults` tool, store the same values with the same types in another HOME.
@Suite(.serialized) struct DiffCommandTests {
    let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase").path
    let domain = "com.terminalsettings.showcase"
    let suite = "group.com.terminalsettings.showcase"

    @Test func commandsReproduceTheChangedValuesInAnotherHome() throws {
        let original = Sandbox()
        let stored: [PlistKey: PlistValue] = [
            "refresh_minutes": 60, "appearance_theme": "it's dark", "display_brightness": .real(0.25),
            "advanced_debug": true, "notifications_enabled": true,  // the registered default: not listed
            "profile_password": "hunter2",
        ]
        try original.write(stored, to: original.file(domain))
        try original.write(["widgets_style": "detailed"], to: original.file(suite))

        let result = try original.run("settings", ["diff", showcase])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "# Showcase (\(domain)): 6 changed")
        #expect(lines.contains("defaults write \(domain) appearance_theme -string 'it'\\''s dark'"))
        #expect(lines.contains("defaults write \(domain) refresh_minutes -int 60"))
        #expect(lines.contains("defaults write \(suite) widgets_style -string detailed"))
        #expect(!lines.contains { $0.contains("notifications_enabled") })
        #expect(!result.output.contains("hunter2"))

        // Run the commands in a shell with an empty HOME: the same values, with the same types.
        let copy = Sandbox()
        let ran = try TestProcess.run(
            "/bin/sh", ["-c", result.output],
            environment: ["HOME": copy.home, "PATH": Sandbox.productsDirectory.path + ":/usr/bin:/bin"])
        #expect(ran.status == 0, "\(ran.error)")
        var expected = stored
        expected["notifications_enabled"] = nil
        expected["profile_password"] = nil
        #expect(try copy.read(copy.file(domain)) == expected)
        #expect(try copy.read(copy.file(suite)) == ["widgets_style": "detailed"])
    }

    @Test func nothingChangedSaysSo() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("settings", ["diff", showcase])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("# Showcase (\(domain)): every stored value matches its registered default\n"))
        #expect(result.output.hasSuffix("# domain from Info.plist (CFBundleIdentifier in Showcase/Info.plist)\n"))
        let missing = try sandbox.run("settings", ["diff", "/nonexistent/Thing.app"])
        #expect(missing.status == 1)
        #expect(missing.error.hasPrefix("settings: "))
    }
}
