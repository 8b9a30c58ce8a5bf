import Foundation
import TestSupport
import Testing
import ToolVersion

/// `settings lint --format ...`, `--strict`, `--json` and `--list-rules`, run as CI runs them.
@Suite(.serialized) struct LintFormatCommandTests {
    let sandbox = Sandbox()
    static let fixtures = Sandbox.packageDirectory.appendingPathComponent("Tests/SettingsBundleTests/Fixtures")
    /// Errors, warnings and notes.
    let rules = fixtures.appendingPathComponent("LintRules/Settings.bundle").path
    /// One warning.
    let warningOnly = fixtures.appendingPathComponent("Formats/Settings.bundle").path
    /// Nothing to say.
    let clean = Sandbox.packageDirectory.appendingPathComponent("Examples/GameApp").path

    @discardableResult
    func lint(_ arguments: String...) throws -> Sandbox.Result {
        try sandbox.run("settings", ["lint"] + arguments)
    }

    @Test func jsonIsFormatJSONAndTheTwoMustAgree() throws {
        let alias = try lint(rules, clean, "--json")
        let format = try lint(rules, clean, "--format", "json")
        #expect(alias.status == 1 && format.status == 1)
        #expect(alias.output == format.output)
        #expect((try JSONSerialization.jsonObject(with: alias.outputData) as? [[String: Any]])?.count == 2)
        #expect(try lint(rules, clean, "--json", "--format", "json").output == format.output)

        let both = try lint(rules, "--json", "--format", "sarif")
        #expect(both.status == 64)
        #expect(both.error.contains("--json") && both.error.contains("not both"), "\(both.error)")
        #expect(both.output.isEmpty)
        let unknown = try lint(rules, "--format", "yaml")
        #expect(unknown.status == 64 && unknown.error.contains("yaml"))
    }

    @Test func strictMakesWarningsFailAndNothingElse() throws {
        #expect(try lint(warningOnly).status == 0)
        let strict = try lint(warningOnly, "--strict")
        #expect(strict.status == 1)
        #expect(strict.output.hasSuffix("1 bundle: 0 errors, 1 warning, 0 notes\n"))
        // Hidden warnings still fail, as hidden errors do.
        let hidden = try lint(warningOnly, "--strict", "--severity", "error")
        #expect(hidden.status == 1 && hidden.output == "1 bundle: 0 errors, 1 warning (hidden), 0 notes\n")
        #expect(try lint(clean, "--strict").status == 0)
        #expect(try lint(clean, "--strict", "--format", "junit").status == 0)

        let junit = try lint(warningOnly, clean, "--strict", "--format", "junit")
        #expect(junit.status == 1)
        #expect(junit.output.contains("<testsuites name=\"settings lint\" tests=\"2\" failures=\"1\" errors=\"0\">"))
        #expect(junit.output.contains("<failure message=\"1 warning\" type=\"warning\">"))
        let lenient = try lint(warningOnly, clean, "--format", "junit")
        #expect(lenient.status == 0 && !lenient.output.contains("<failure"))
        #expect(lenient.output.contains("<system-out>"))
    }

    @Test func everyFormatReportsAMultiBundleRunWithTheSameExitStatus() throws {
        for format in ["text", "json", "github", "sarif", "junit", "checkstyle"] {
            let result = try lint(rules, clean, "--format", format)
            #expect(result.status == 1, "\(format): \(result.error)")
            #expect(result.error.isEmpty, "\(format): \(result.error)")
            #expect(result.output.hasSuffix("\n"), "\(format)")
            switch format {
            case "github":
                let lines = result.output.split(separator: "\n")
                #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::") })
                #expect(lines.last == "2 bundles: 14 errors, 21 warnings, 4 notes")
            case "sarif":
                let log = try JSONSerialization.jsonObject(with: result.outputData) as? [String: Any]
                #expect(log?["version"] as? String == "2.1.0")
                let driver = ((log?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"]
                #expect((driver as? [String: Any])?["version"] as? String == ToolVersion.current)
            case "junit", "checkstyle":
                #expect(result.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
            default:
                break
            }
        }
        #expect(try lint(clean, "--format", "sarif").status == 0)
    }

    @Test func relativePathsStayRelativeInTheOutput() throws {
        let here = FileManager.default.currentDirectoryPath
        let relative = Self.relativePath(warningOnly, from: here)
        let github = try lint(relative, "--format", "github")
        #expect(github.output.hasPrefix("::warning file=\(relative)/Deeper.plist,line="), "\(github.output)")
        let text = try lint(relative)
        #expect(text.output.hasPrefix("\(relative)/Deeper.plist:"), "\(text.output)")
        let absolute = try lint(warningOnly)
        #expect(absolute.output.hasPrefix("\(warningOnly)/Deeper.plist:"))
        // A folder to search, given relative, and a bundle given absolute, in one run.
        let folder = Self.relativePath(Self.fixtures.appendingPathComponent("Formats").path, from: here)
        let both = try lint(folder, clean, "--format", "checkstyle")
        #expect(both.output.contains("<file name=\"\(folder)/Settings.bundle/Deeper.plist\">"), "\(both.output)")
        let sarif = try lint(folder, rules, "--format", "sarif")
        #expect(sarif.output.contains("\"uri\" : \"\(folder)/Settings.bundle/Deeper.plist\""))
        #expect(sarif.output.contains("\"uri\" : \"file:///") && sarif.output.contains("Settings.bundle/Root.plist\""))
    }

    @Test func listRulesNamesEveryRuleAndTakesNoPath() throws {
        let list = try lint("--list-rules")
        #expect(list.status == 0)
        let lines = list.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("RULE") == true)
        #expect(lines.contains { $0.hasPrefix("child-missing ") && $0.contains(" error ") })
        #expect(lines.contains { $0.hasPrefix("missing-localization ") && $0.contains(" note ") })
        let json = try lint("--list-rules", "--format", "json")
        let listed = try JSONSerialization.jsonObject(with: json.outputData) as? [[String: String]]
        #expect(listed?.count == lines.count - 1)
        #expect(listed?.allSatisfy { $0["explanation"]?.isEmpty == false } == true)
        #expect(try lint("--list-rules", rules).status == 64)
        #expect(try lint("--list-rules", "--format", "sarif").status == 64)
        let none = try lint()
        #expect(none.status == 64 && none.error.contains("Settings.bundle"))
    }

    @Test func completionScriptsOfferTheNewOptionsAndFormats() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try sandbox.run("settings", ["--generate-completion-script", shell])
            #expect(script.status == 0)
            for word in ["strict", "list-rules", "format", "github", "sarif", "junit", "checkstyle"] {
                #expect(script.output.contains(word), "\(shell): \(word)")
            }
        }
    }

    /// `path` relative to `directory`, both absolute.
    static func relativePath(_ path: String, from directory: String) -> String {
        let target = path.split(separator: "/")
        let base = directory.split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...].map(String.init))
            .joined(separator: "/")
    }
}
