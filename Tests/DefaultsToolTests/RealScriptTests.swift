import Foundation
import PropertyList
import TestSupport
import Testing

/// Real configurations that drive `defaults`, run against the built `defaults` in a throw-away
/// HOME: every line succeeds, reads back what macOS stores, and a second run changes nothing.
@Suite(.serialized) struct RealScriptTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts")

    /// Runs a program with the sandbox's HOME and any-user folder, and our `defaults` first on PATH.
    struct Outcome {
        var status: Int32
        var output: String
        var error: String
    }

    static func run(_ executable: String, _ arguments: [String], in sandbox: Sandbox) throws -> Outcome {
        let bin = try binDirectory(sandbox)
        let ran = try TestProcess.run(
            executable, arguments,
            environment: [
                "HOME": sandbox.home, "PATH": bin + ":/usr/bin:/bin", "LANG": "C.UTF-8",
                "TERMINALSETTINGS_ANY_USER_DIR": sandbox.home + "/anyuser",
            ])
        return Outcome(status: ran.status, output: ran.text, error: ran.error)
    }

    /// `~/bin` holding a link to the built `defaults`.
    static func binDirectory(_ sandbox: Sandbox) throws -> String {
        let bin = sandbox.home + "/bin"
        if !FileManager.default.fileExists(atPath: bin + "/defaults") {
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: bin + "/defaults",
                withDestinationPath: Sandbox.productsDirectory.appendingPathComponent("defaults").path)
        }
        return bin
    }

    /// Every store file under the sandbox, with its bytes.
    static func snapshot(_ sandbox: Sandbox) -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in [sandbox.home + "/.config", sandbox.home + "/anyuser"] {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".plist") {
                files[folder + "/" + path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
        }
        return files
    }

    /// mathiasbynens/dotfiles `.macos`: 217 `defaults` lines (sudo, path domains, -currentHost,
    /// -dict with typed values, -dict-add, -array of old-style dictionaries, -data, -float).
    @Test func mathiasbynensMacOSScript() throws {
        let sandbox = Sandbox()
        let script = Self.fixtures.appendingPathComponent("mathiasbynens-macos.sh").path
        let driver = "sudo() { \"$@\"; }; set -e; source \"$1\""
        let first = try Self.run("bash", ["-c", driver, "macos", script], in: sandbox)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.error.isEmpty, "\(first.error)")
        let afterFirst = Self.snapshot(sandbox)
        #expect(afterFirst.count == 48)  // 44 user domains, 1 ByHost, 3 any-user
        let second = try Self.run("bash", ["-c", driver, "macos", script], in: sandbox)
        #expect(second.status == 0, "\(second.error)")
        #expect(Self.snapshot(sandbox) == afterFirst, "a second run changed a store file")

        func read(_ arguments: String...) throws -> String { try sandbox.run("defaults", arguments).output }
        #expect(try read("read", "NSGlobalDomain", "NSWindowResizeTime") == "0.001\n")
        #expect(try read("read-type", "-g", "NSWindowResizeTime") == "Type is float\n")
        #expect(
            try sandbox.read(sandbox.file(".GlobalPreferences"))?["NSWindowResizeTime"] == .real(Double(Float(0.001))))
        #expect(try read("read", "-g", "AppleLanguages") == "(\n    en,\n    nl\n)\n")
        #expect(
            try read("read", "com.apple.finder", "FXInfoPanesExpanded")
                == "{\n    General = 1;\n    OpenWith = 1;\n    Privileges = 1;\n}\n")
        #expect(try read("read-type", "com.apple.finder", "FXInfoPanesExpanded") == "Type is dictionary\n")
        #expect(try read("read", "com.apple.Safari", "ProxiesInBookmarksBar") == "(\n)\n")
        #expect(
            try read("read", "com.apple.spotlight", "orderedItems").hasPrefix(
                "(\n        {\n        enabled = 1;\n        name = APPLICATIONS;\n    },\n"))
        #expect(
            try read("read", "com.apple.mail", "DraftsViewerAttributes")
                == "{\n    DisplayInThreadedMode = yes;\n    SortOrder = \"received-date\";\n    SortedDescending = yes;\n}\n"
        )
        #expect(try read("-currentHost", "read", "-g", "com.apple.mouse.tapBehavior") == "1\n")
        #expect(try read("read", "com.apple.screencapture", "location") == sandbox.home + "/Desktop\n")
        // `~/Library/Preferences/D` is the user's domain D; `/Library/Preferences/D` the any-user one.
        #expect(try sandbox.read(sandbox.file("org.gpgtools.gpgmail")) == ["SignNewEmailsByDefault": false])
        #expect(try read("read", "org.gpgtools.gpgmail", "SignNewEmailsByDefault") == "0\n")
        #expect(
            try sandbox.read(sandbox.file("com.apple.loginwindow", anyUser: true))
                == ["AdminHostInfo": "HostName", "showInputMenu": true])
        #expect(try read("read", "/Library/Preferences/com.apple.alf", "stealthenabled") == "1\n")
        #expect(
            try read("read", "com.divisiblebyzero.Spectacle", "MakeLarger")
                == "{length = 265, bytes = 0x62706c69 73743030 d4010203 04050618 ... 00000000 000000cd }\n")
    }

    /// The logic of Ansible's `community.general.osx_defaults` (read-type, read and parse, compare,
    /// write with typed flags), in `Scripts/osx_defaults_check.py`: the first run changes every
    /// task, the second none, and `state: list` reads back the values Ansible compares.
    @Test func ansibleOSXDefaultsIsIdempotent() throws {
        let sandbox = Sandbox()
        guard (try? Self.run("python3", ["-c", "pass"], in: sandbox))?.status == 0 else { return }
        let tasks: [[String: Any]] = [
            ["domain": "com.ansible.fake_values", "key": "sample_int", "type": "int", "value": 1],
            ["domain": "com.ansible.fake_values", "key": "negative_int", "type": "integer", "value": -1],
            ["domain": "com.ansible.fake_values", "key": "sample_bool", "type": "bool", "value": true],
            ["domain": "com.ansible.fake_values", "key": "sample_bool_2", "type": "boolean", "value": false],
            [
                "domain": "com.ansible.fake_values", "key": "sample_date", "type": "date",
                "value": "2019-02-19 10:10:10",
            ],
            ["domain": "com.ansible.fake_values", "key": "sample_float", "type": "float", "value": 1.2],
            ["domain": "com.ansible.fake_values", "key": "resize", "type": "float", "value": 0.001],
            ["domain": "com.ansible.fake_values", "key": "sample_float_2", "type": "float", "value": 32.3],
            [
                "domain": "com.ansible.fake_values", "key": "sample_string", "type": "string",
                "value": "with \"quotes\" and spaces",
            ],
            [
                "domain": "com.ansible.fake_values", "key": "sample_array", "type": "array",
                "value": ["1", "2", "a b", "zh-Hans"],
            ],
            ["domain": "NSGlobalDomain", "key": "KeyRepeat", "type": "int", "value": 2],
            [
                "domain": "NSGlobalDomain", "key": "com.apple.mouse.tapBehavior", "type": "int", "value": 1,
                "host": "currentHost",
            ],
            [
                "domain": "/Library/Preferences/com.apple.SoftwareUpdate", "key": "AutomaticCheckEnabled",
                "type": "int", "value": 1,
            ],
            [
                "domain": "com.ansible.fake_array_value", "key": "ExampleArrayKey", "type": "array", "array_add": true,
                "value": ["Value with spaces"],
            ],
        ]
        let file = sandbox.home + "/tasks.json"
        try JSONSerialization.data(withJSONObject: tasks).write(to: URL(fileURLWithPath: file))
        let script = Self.scripts.appendingPathComponent("osx_defaults_check.py").path
        let defaults = try Self.binDirectory(sandbox) + "/defaults"
        for (round, expectChanged) in [(1, true), (2, false)] {
            let result = try Self.run("python3", [script, defaults, file], in: sandbox)
            #expect(result.status == 0, "\(result.error)")
            let lines = result.output.split(separator: "\n")
            #expect(lines.count == tasks.count)
            for (task, line) in zip(tasks, lines) {
                #expect(line.contains("\"changed\": \(expectChanged)"), "round \(round) \(task): \(line)")
            }
        }
        // What `state: list` reports is what Ansible compares against.
        let listing: [[String: Any]] = [
            ["domain": "com.ansible.fake_values", "key": "sample_float_2", "state": "list"],
            ["domain": "com.ansible.fake_values", "key": "sample_array", "state": "list"],
            ["domain": "com.ansible.fake_values", "key": "sample_date", "state": "list"],
            ["domain": "com.ansible.fake_values", "key": "absent", "state": "absent"],
        ]
        try JSONSerialization.data(withJSONObject: listing).write(to: URL(fileURLWithPath: file))
        let listed = try Self.run("python3", [script, defaults, file], in: sandbox).output.split(separator: "\n")
        #expect(
            listed == [
                "{\"changed\": false, \"value\": 32.3}",
                "{\"changed\": false, \"value\": [\"1\", \"2\", \"a b\", \"zh-Hans\"]}",
                "{\"changed\": false, \"value\": \"2019-02-19 10:10:10\"}",
                "{\"changed\": false, \"value\": null}",
            ])
    }
}
