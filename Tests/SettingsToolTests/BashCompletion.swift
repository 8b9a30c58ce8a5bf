import Foundation
import TestSupport
import Testing

/// The bash completion `settings --generate-completion-script bash` writes (what `Scripts/install.sh`
/// installs), loaded into a real bash and asked to complete command lines.
struct BashCompletion {
    let sandbox: Sandbox

    /// One line per command line: `words=>completions`, the completions sorted and each followed by a
    /// space, as bash offers them; `folder` is the working folder (for file completions).
    func complete(_ lines: [[String]], in folder: String? = nil) throws -> [String] {
        let script = try sandbox.run("settings", ["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        let scriptFile = sandbox.home + "/settings.bash"
        try script.outputData.write(to: URL(fileURLWithPath: scriptFile))
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
        let ran = try TestProcess.run(
            "/bin/bash", ["--norc", "--noprofile", "-c", program, "bash", scriptFile, folder ?? sandbox.home],
            environment: ["HOME": sandbox.home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(ran.status == 0)
        return ran.text.split(separator: "\n").map(String.init)
    }
}
