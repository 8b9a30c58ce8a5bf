import Defaults
import Foundation
import PropertyList
import TestSupport
import Testing
import XcodeProject

/// Issue 28, findings 1 and 11: what the tools print for pasting into a shell (`settings diff`,
/// `settings args --format shell|simctl`, `set --apply simctl`) pasted into dash (`/bin/sh`) and
/// bash gives back exactly the words meant and runs nothing else, whatever the stored keys,
/// values, array elements and container folder names hold; and reports print each hostile name
/// on its own line.
@Suite(.serialized) struct PastedOutputTests {
    typealias Fixture = SimulatorFixture
    static let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase").path
    static let domain = "com.terminalsettings.showcase"
    /// The attack of finding 1, and control characters for dash's sake (it does not read `$'…'`).
    static let attack = "x'\u{301}; touch PWNED #"
    static let controls = "a\u{1B}[2J\u{9B}b\r\n::error::x\n"

    static var shells: [String] { ["dash", "bash"].filter(Consumer.exists) }

    /// Runs `script` in each shell in a fresh folder with our tools first on `PATH` and `xcrun` a
    /// shell function that prints its arguments; returns each shell's output and checks nothing was
    /// created. (A function, not a script file: a file written while another test's child forks can
    /// fail to start with "Text file busy".)
    static func paste(_ script: String, home: String) throws -> [Data] {
        #expect(ProcessInfo.processInfo.environment["CI"] == nil || shells.count == 2, "dash and bash are needed")
        var outputs: [Data] = []
        for shell in shells {
            let work = home + "/paste-\(shell)"
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            let fakeXcrun = "xcrun() { printf '%s\\0' xcrun \"$@\"; }\n"
            let result = try Consumer.run(
                shell, ["-s"], input: Data((fakeXcrun + script).utf8), directory: work,
                environment: ["HOME": home, "PATH": "\(Sandbox.productsDirectory.path):/usr/bin:/bin"])
            #expect(result.status == 0, "\(shell): \(result.error)")
            #expect(result.error.isEmpty, "\(shell): \(result.error)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: work).isEmpty, "\(shell) ran a command")
            try FileManager.default.removeItem(atPath: work)
            outputs.append(result.output)
        }
        return outputs
    }

    @Test func diffLinesStoreTheHostileValuesInDashAndBash() throws {
        let original = Sandbox()
        let stored: [PlistKey: PlistValue] = [
            "profile_name": .string(Self.attack), "profile_motto": .string(Self.controls),
            "appearance_theme": "it's", "advanced_server": "$(touch PWNED)`touch PWNED`",
        ]
        try original.write(stored, to: original.file(Self.domain))
        let diff = try original.run("settings", ["diff", Self.showcase])
        #expect(diff.status == 0, "\(diff.error)")
        #expect(!diff.output.contains("$'"), "dash does not read $'…'")
        // Both shells run the lines on one HOME (the second writes the same values again).
        let copy = Sandbox()
        _ = try Self.paste(diff.output, home: copy.home)
        #expect(try copy.read(copy.file(Self.domain)) == stored)
    }

    @Test func argsWordsComeBackWordForWord() throws {
        let sandbox = Sandbox()
        let pairs: [(key: String, value: PlistValue)] = [
            (Self.attack, .string(Self.attack)), ("list", .array([.string(Self.attack), .string(Self.controls)])),
            ("k'\u{301}", .string("'\u{301}\"\u{301}\\\u{301}")),
        ]
        try sandbox.write(
            Dictionary(uniqueKeysWithValues: pairs.map { (PlistKey($0.key), $0.value) }), to: sandbox.file(Self.domain))
        var expected: [String] = []
        for pair in pairs.sorted(by: { $0.key < $1.key }) {
            expected += LaunchArgumentEncoder.arguments(key: pair.key, value: pair.value).arguments
        }
        let shell = try sandbox.run("settings", ["args", Self.showcase, "--format", "shell"])
        #expect(shell.status == 0, "\(shell.error)")
        for output in try Self.paste("printf '%s\\0' " + shell.output, home: sandbox.home) {
            #expect(Set(Consumer.fields(output)) == Set(expected), "\(shell.output)")
        }
        let simctl = try sandbox.run("settings", ["args", Self.showcase, "--format", "simctl"])
        for output in try Self.paste(simctl.output, home: sandbox.home) {
            let words = Consumer.fields(output)
            #expect(words.prefix(5) == ["xcrun", "simctl", "launch", "booted", Self.domain])
            #expect(Set(words.dropFirst(5)) == Set(expected), "\(simctl.output)")
        }
    }

    /// The XML reader's half of finding 1: a scheme the tool wrote (`args --format xcscheme`, a
    /// key holding `"` + U+0301, written `&quot;` + U+0301) reads back, and Xcode's splitting of
    /// its arguments gives the words `--format shell` gives.
    @Test func aSchemeTheToolWroteReadsBack() throws {
        let sandbox = Sandbox()
        try sandbox.write(
            ["k\"\u{301}'\u{301}&\u{301}<\u{301}": .string(Self.attack), "list": [.string("\"\u{301}")]],
            to: sandbox.file(Self.domain))
        let xml = try sandbox.run("settings", ["args", Self.showcase, "--format", "xcscheme"])
        #expect(xml.status == 0, "\(xml.error)")
        let folder = URL(fileURLWithPath: sandbox.home).appendingPathComponent("Scheme")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Pasted.xcscheme")
        try Data("<Scheme><LaunchAction>\(xml.output)</LaunchAction></Scheme>".utf8).write(to: file)
        let scheme = try XcodeScheme(file: file, location: .shared, container: folder)
        let words = try (scheme.launch?.arguments ?? []).flatMap { try ShellWords.split($0.text) }
        let shell = try sandbox.run("settings", ["args", Self.showcase, "--format", "shell"])
        #expect(words == (try ShellWords.split(shell.output)))
        // Outside `#expect`: its macro cannot re-quote a literal holding `"` + U+0301.
        let hostileKey = "-k\"\u{301}'\u{301}&\u{301}<\u{301}"
        #expect(words.contains(hostileKey), "\(words)")
    }

    @Test func applySimctlThroughAHostileContainerFolder() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, booted: true)
        let hostile = (fixture.container as NSString).deletingLastPathComponent + "/" + Self.attack + " $(touch PWNED)"
        try FileManager.default.moveItem(atPath: fixture.container, toPath: hostile)
        let set = try sandbox.run(
            "settings",
            ["set", Fixture.showcase.path, "refresh_minutes", "60", "--data", fixture.device, "--apply", "simctl"])
        #expect(set.status == 0, "\(set.error)")
        for output in try Self.paste(set.output, home: sandbox.home) {
            #expect(
                Consumer.fields(output) == [
                    "xcrun", "simctl", "spawn", Fixture.udid, "defaults", "write",
                    hostile + "/Library/Preferences/\(Fixture.domain).plist", "refresh_minutes", "-int", "60",
                ])
        }
    }

    /// Finding 11: a key holding a line break cannot forge a line of `compare-data`'s report.
    @Test func compareDataPrintsEachKeyOnItsLine() throws {
        let sandbox = Sandbox()
        func package(_ name: String, _ values: [PlistKey: PlistValue]) throws -> String {
            let package = Fixture.home(sandbox) + "/\(name).xcappdata"
            try Fixture.writeBinary(values, to: package + "/AppData/Library/Preferences/\(Fixture.domain).plist")
            try PropertyListSerialization.data(
                fromPropertyList: ["CFBundleIdentifier": Fixture.domain, "XCExecutableVersion": "1"], format: .xml,
                options: 0
            ).write(to: URL(fileURLWithPath: package + "/AppDataInfo.plist"))
            return package
        }
        let forged = "evil\n# Showcase (com.terminalsettings.showcase): the same stored values in A and B"
        let a = try package("a", [PlistKey(forged): "1\n# forged"])
        let b = try package("b", [:])
        let result = try sandbox.run("settings", ["compare-data", a, b, "--bundle", Fixture.showcase.path])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3, "\(result.output)")
        #expect(lines.filter { $0.hasPrefix("#") }.count == 1, "\(result.output)")
        #expect(result.output.contains("[evil^J# Showcase"), "\(result.output)")
    }

    /// Finding 11: a test plan whose file name holds a line break is listed on one line.
    @Test func schemesPrintsATestPlanNameOnItsLine() throws {
        let sandbox = Sandbox()
        let checkout = sandbox.home + "/Checkout"
        try FileManager.default.copyItem(
            atPath: Sandbox.packageDirectory.appendingPathComponent(
                "Tests/SettingsBundleTests/Fixtures/Schemes/Checkout"
            )
            .path, toPath: checkout)
        try FileManager.default.copyItem(
            atPath: checkout + "/Config/Languages.xctestplan",
            toPath: checkout + "/Config/Evil\nUnreadable:\n  everything.xctestplan")
        let result = try sandbox.run("settings", ["schemes", checkout])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("  Evil^JUnreadable:^J  everything  ("), "\(result.output)")
        #expect(!result.output.contains("\n  everything"), "\(result.output)")
    }
}
