import Foundation
import TestSupport
import Testing

/// The bash completion `settings --generate-completion-script bash` writes (what `Scripts/install.sh`
/// installs), loaded into a real bash and asked for `settings lint`'s configuration and baseline options.
@Suite struct LintCompletionTests {
    let sandbox = Sandbox()

    @Test func bashCompletesTheConfigurationAndBaselineOptionsAndTheirFiles() throws {
        let folder = sandbox.home + "/work"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        for name in ["team.yml", "team.yaml", "notes.txt", "base.json"] {
            try Data().write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let lines: [[String]] = [
            ["settings", "lint", "--con"], ["settings", "lint", "--no-c"], ["settings", "lint", "--write-b"],
            ["settings", "lint", "--base"], ["settings", "lint", "--config", ""],
            ["settings", "lint", "--baseline", ""],
        ]
        #expect(
            try BashCompletion(sandbox: sandbox).complete(lines, in: folder) == [
                "settings lint --con=>--config ",
                "settings lint --no-c=>--no-config ",
                "settings lint --write-b=>--write-baseline ",
                "settings lint --base=>--baseline ",
                "settings lint --config =>base.json sub team.yaml team.yml ",
                "settings lint --baseline =>base.json sub ",
            ])
    }
}
