import Foundation
import TestSupport
import Testing

/// `Scripts/completions/defaults.bash` loaded into a real bash, completing as a user's Tab would.
@Suite struct CompletionScriptTests {
    let sandbox = Sandbox()
    let script = Sandbox.packageDirectory.appendingPathComponent("Scripts/completions/defaults.bash").path

    /// Loads the script in `bash`, then prints `words => completions` for each command line (the
    /// last word is the one being completed).
    func complete(_ lines: [[String]], path: String) throws -> [String: [String]] {
        let calls = lines.map { words in
            "show " + words.map { "'\($0)'" }.joined(separator: " ")
        }
        let program = """
            source "$1" || exit 3
            complete -p defaults || exit 4
            show() {
                COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=()
                _defaults
                printf '%s=>%s\\n' "$*" "${COMPREPLY[*]}"
            }
            \(calls.joined(separator: "\n"))
            """
        let ran = try TestProcess.run(
            "/bin/bash", ["--norc", "--noprofile", "-c", program, "bash", script],
            environment: ["HOME": sandbox.home, "PATH": path, "LANG": "C.UTF-8"])
        #expect(ran.status == 0)
        let data = ran.output
        var results: [String: [String]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.components(separatedBy: "=>")
            guard parts.count == 2 else { continue }
            results[parts[0]] = parts[1].split(separator: " ").map(String.init)
        }
        return results
    }

    @Test func completesVerbsDomainsKeysAndTypeFlags() throws {
        try sandbox.defaults("write", "com.example.alpha", "volume", "-float", "0.5")
        try sandbox.defaults("write", "com.example.beta", "name", "Grace")
        let withTool = Sandbox.productsDirectory.path + ":/usr/bin:/bin"
        let results = try complete(
            [
                ["defaults", "re"], ["defaults", "-currentHost", "wr"], ["defaults", "read", "com.example."],
                ["defaults", "read", "com.example.alpha", ""],
                ["defaults", "write", "com.example.beta", "name", "-fl"],
                ["defaults", "write", "com.example.beta", "on", "-bool", "y"], ["defaults", "delete", "-g"],
            ], path: withTool)
        #expect(results["defaults re"] == ["read", "read-type", "rename"])
        #expect(results["defaults -currentHost wr"] == ["write"])
        #expect(results["defaults read com.example."] == ["com.example.alpha", "com.example.beta"])
        #expect(results["defaults read com.example.alpha "] == ["volume"])
        #expect(results["defaults write com.example.beta name -fl"] == ["-float"])
        #expect(results["defaults write com.example.beta on -bool y"] == ["yes"])
        #expect(results["defaults delete -g"] == ["-g", "-globalDomain"])
    }

    @Test func listsDomainsFromTheStoreFolderWithoutTheCommand() throws {
        try sandbox.write(["k": "v"], to: sandbox.file("org.example.files"))
        try sandbox.write(["k": "v"], to: sandbox.userDirectory + "/.GlobalPreferences.plist")
        let results = try complete([["defaults", "export", "o"]], path: "/usr/bin:/bin")
        #expect(results["defaults export o"] == ["org.example.files"])
    }
}
