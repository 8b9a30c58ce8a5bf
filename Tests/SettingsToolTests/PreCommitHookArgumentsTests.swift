import Foundation
import TestSupport
import Testing

/// Issue 28, finding 9: the pre-commit hooks pass the staged files after `--`, so a staged
/// folder named `--write-baseline=evil.bundle` is linted as a path, never read as an option
/// that overwrites a file. Runs each hook's command line as pre-commit builds it (entry, args,
/// then the staged files) from `.pre-commit-hooks.yaml`.
@Suite struct PreCommitHookArgumentsTests {
    /// Each hook that is given file names: its id, entry and args (the file's flow lists).
    static func hooks() throws -> [(id: String, command: [String])] {
        let text = try String(
            contentsOf: Sandbox.packageDirectory.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        var hooks: [(id: String, command: [String], passesFiles: Bool)] = []
        for line in text.split(separator: "\n").map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- id: ") {
                hooks.append((String(trimmed.dropFirst(6)), [], true))
            } else if trimmed.hasPrefix("entry: "), !hooks.isEmpty {
                hooks[hooks.count - 1].command = trimmed.dropFirst(7).split(separator: " ").map(String.init)
            } else if trimmed.hasPrefix("args: ["), trimmed.hasSuffix("]"), !hooks.isEmpty {
                hooks[hooks.count - 1].command += trimmed.dropFirst(7).dropLast().split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            } else if trimmed == "pass_filenames: false", !hooks.isEmpty {
                hooks[hooks.count - 1].passesFiles = false
            }
        }
        return hooks.filter(\.passesFiles).map { ($0.id, $0.command) }
    }

    @Test func aStagedFileNamedLikeAnOptionIsAPath() throws {
        let hooks = try Self.hooks()
        #expect(hooks.map(\.id) == ["settings-lint", "settings-lint-system"])
        for hook in hooks {
            let sandbox = Sandbox()
            let repository = sandbox.home + "/repo"
            let page = #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array><dict>
                <key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>S</string>
                <key>Key</key><string>s</string><key>DefaultValue</key><true/></dict></array></dict></plist>
                """#
            let victim = "App/Settings.bundle/Root.plist"
            for folder in ["--write-baseline=App", "App/Settings.bundle"] {
                try FileManager.default.createDirectory(
                    atPath: repository + "/" + folder + (folder.hasPrefix("--") ? "/Settings.bundle" : ""),
                    withIntermediateDirectories: true)
            }
            let staged = ["--write-baseline=App/Settings.bundle/Root.plist", victim]
            for file in staged { try Data(page.utf8).write(to: URL(fileURLWithPath: repository + "/" + file)) }
            #expect(hook.command.first == "settings")
            let result = try Consumer.run(
                Sandbox.productsDirectory.path + "/settings", Array(hook.command.dropFirst()) + staged,
                directory: repository, environment: ["HOME": sandbox.home])
            #expect(try String(contentsOfFile: repository + "/" + victim, encoding: .utf8) == page, "\(hook.id)")
            #expect(result.status == 0, "\(hook.id): \(result.error)")
            #expect(
                String(decoding: result.output, as: UTF8.self).contains("2 bundles"),
                "\(hook.id): \(String(decoding: result.output, as: UTF8.self))")
        }
    }
}
