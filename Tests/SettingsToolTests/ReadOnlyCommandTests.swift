import Foundation
import PropertyList
import SystemCalls
import TestSupport
import Testing

/// Issue 28, findings 8 and 10: a read-only command writes nothing, anywhere (not even a copy of a
/// damaged store, which only a write keeps); a folder search does not follow a link out of the
/// folder given, and says once what it skipped.
@Suite(.serialized) struct ReadOnlyCommandTests {
    typealias Fixture = SimulatorFixture

    /// Every file, folder and link under `root` with its bytes (or target), by path.
    static func tree(_ root: String) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return result }
        for case let relative as String in enumerator {
            let path = root + "/" + relative
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                result[relative] = Data(("link:" + target).utf8)
            } else if let data = FileManager.default.contents(atPath: path) {
                result[relative] = data
            } else {
                result[relative] = Data("folder".utf8)
            }
        }
        return result
    }

    @Test func everyReadOnlyCommandLeavesADeviceWithADamagedStoreByteForByteUnchanged() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, booted: true, app: ["profile_name": "Grace"])
        try Data("bplist00 damaged beyond reading".utf8).write(to: URL(fileURLWithPath: fixture.appStore))
        let home = Fixture.home(sandbox)
        let before = Self.tree(home)
        let showcase = Fixture.showcase.path
        let commands: [[String]] = [
            ["dump", "--data", fixture.device], ["dump", showcase, "--data", fixture.device],
            ["dump", showcase, "--data", fixture.device, "--json"],
            ["get", showcase, "profile_name", "--data", fixture.device],
            ["diff", showcase, "--data", fixture.device], ["args", showcase, "--data", fixture.device],
            ["render", showcase, "--format", "svg", "--data", fixture.device],
            ["compare-data", fixture.container, fixture.container, "--bundle", showcase],
        ]
        for arguments in commands {
            let result = try sandbox.run("settings", arguments)
            #expect(!result.error.contains("copy was kept"), "\(arguments): \(result.error)")
            #expect(Self.tree(home) == before, "settings \(arguments.joined(separator: " ")) wrote into the home")
        }
        let corrupt = FileSystem.entries(of: fixture.container + "/Library/Preferences", limit: 100) ?? []
        #expect(!corrupt.contains { $0.contains(".corrupt-") })
    }

    @Test func aWriteToAShutDownDeviceStillKeepsTheDamagedStoresCopy() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, app: ["profile_name": "Grace"])
        try Data("bplist00 damaged beyond reading".utf8).write(to: URL(fileURLWithPath: fixture.appStore))
        let set = try sandbox.run(
            "settings", ["set", Fixture.showcase.path, "refresh_minutes", "60", "--data", fixture.device])
        #expect(set.status != 0)
        #expect(set.error.contains("a copy was kept"), "\(set.error)")
        let names = FileSystem.entries(of: fixture.container + "/Library/Preferences", limit: 100) ?? []
        #expect(names.contains { $0.hasPrefix(Fixture.domain + ".plist.corrupt-") })
    }

    @Test func aFolderSearchDoesNotFollowALinkOutOfTheFolderGivenAndSaysSoOnce() throws {
        let sandbox = Sandbox()
        let root = sandbox.home + "/checkout"
        let outside = sandbox.home + "/elsewhere/Outside"
        try FileManager.default.createDirectory(atPath: root + "/Inside", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let bundle = Fixture.showcase.resolvingSymlinksInPath().appendingPathComponent("Settings.bundle").path
        try FileManager.default.copyItem(atPath: bundle, toPath: root + "/Inside/Settings.bundle")
        try FileManager.default.copyItem(atPath: bundle, toPath: outside + "/Settings.bundle")
        try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: root + "/up", withDestinationPath: "..")
        // A link that stays inside is followed.
        try FileManager.default.createSymbolicLink(atPath: root + "/again", withDestinationPath: "Inside")

        let dump = try sandbox.run("settings", ["dump", root, "--domain", "com.example.walk"])
        #expect(dump.status == 0, "\(dump.error)")
        #expect(!dump.output.contains("elsewhere") && !dump.error.contains("elsewhere/Outside/Settings.bundle:"))
        let notes = dump.error.split(separator: "\n").filter { $0.contains("symbolic links leading outside it") }
        #expect(notes.count == 1, "\(dump.error)")
        #expect(notes.first?.contains("out -> ") == true && notes.first?.contains("up -> ") == true)

        // Lint says the same, once, on standard error.
        let lint = try sandbox.run("settings", ["lint", root])
        #expect(lint.error.components(separatedBy: "symbolic links leading outside it").count == 2, "\(lint.error)")
        #expect(!lint.output.contains("elsewhere"))

        // The path the user names is still opened, wherever it leads.
        let named = try sandbox.run("settings", ["dump", root + "/out", "--domain", "com.example.walk"])
        #expect(named.status == 0, "\(named.error)")
    }
}
