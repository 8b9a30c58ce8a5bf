import Foundation
import TestSupport
import Testing

/// The bash completion `settings --generate-completion-script bash` writes (what `Scripts/install.sh`
/// installs), loaded into a real bash and asked for `settings lint`'s configuration and baseline options.
@Suite struct LintCompletionTests {
    let sandbox = Sandbox()

    @Test func bashCompletesTheConfigurationAndBaselineOptionsAndTheirFiles() throws {
        let script = try sandbox.run("settings", ["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        let scriptFile = sandbox.home + "/settings.bash"
        try script.outputData.write(to: URL(fileURLWithPath: scriptFile))
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
        let calls = lines.map { "show " + $0.map { "'\($0)'" }.joined(separator: " ") }.joined(separator: "\n")
        let program = """
            source "$1" || exit 3
            cd "$2" || exit 4
            show() {
                COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
                COMPREPLY=()
                _settings settings "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s=>%s\\n' "$*" "$(printf '%s\\n' "${COMPREPLY[@]}" | sort | tr '\\n' ' ')"
            }
            \(calls)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", program, "bash", scriptFile, folder]
        process.environment = ["HOME": sandbox.home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(
            String(decoding: data, as: UTF8.self).split(separator: "\n") == [
                "settings lint --con=>--config ",
                "settings lint --no-c=>--no-config ",
                "settings lint --write-b=>--write-baseline ",
                "settings lint --base=>--baseline ",
                "settings lint --config =>base.json sub team.yaml team.yml ",
                "settings lint --baseline =>base.json sub ",
            ])
    }
}
