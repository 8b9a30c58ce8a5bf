import Foundation
import TestSupport
import Testing

/// The README's first screen (what to install, the first three commands, a picture from
/// `render`) and its GitHub Actions workflow, checked against GitHub's workflow schema.
@Suite struct ReadmeFirstScreenTests {
    static let readme = Sandbox.packageDirectory.appendingPathComponent("README.md")
    static let checker = TimedProcess.find("check-jsonschema")

    @Test func firstScreenSaysWhatToInstallAndDoFirst() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        // The first 40 lines: a terminal's first screen, or a repository page above the fold.
        let screen = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).joined(separator: "\n")
        for needle in [
            "terminalsettings_0.1.0_amd64.deb", "terminalsettings-0.1.0-linux-x86_64.tar.gz", "SHA256SUMS",
            "settings ~/src/MyApp", "settings lint App/Settings.bundle --format github",
            "settings compare --git origin/main App/Settings.bundle --format html",
            "src=\"Documentation/images/showcase-root.svg\"",
        ] {
            #expect(screen.contains(needle), "the first screen shows \(needle)")
        }
        // The version it names is the tools' version.
        let version = try String(
            contentsOf: Sandbox.packageDirectory.appendingPathComponent("Sources/ToolVersion/ToolVersion.swift"),
            encoding: .utf8)
        #expect(
            version.contains("static let current = \"0.1.0\""), "update the README's install lines with the version")
        // The picture is a pane as `settings render` draws it.
        let picture = try String(
            contentsOf: Sandbox.packageDirectory.appendingPathComponent("Documentation/images/showcase-root.svg"),
            encoding: .utf8)
        #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"pane\" data-page=\"Root\""))
        #expect(picture.contains("class=\"nav-title\""))
        #expect(picture.contains(">Showcase</text>"))
    }

    /// The YAML between `<!-- workflow: begin -->` and `<!-- workflow: end -->`.
    static func workflow() throws -> String {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- workflow: begin -->\n```yaml\n"))
        let end = try #require(text.range(of: "```\n<!-- workflow: end -->", range: begin.upperBound..<text.endIndex))
        return String(text[begin.upperBound..<end.lowerBound])
    }

    @Test(
        .enabled(
            if: checker != nil || ProcessInfo.processInfo.environment["CI"] != nil,
            "check-jsonschema is absent (pip install check-jsonschema; set CI to make that a failure)"),
        .timeLimit(.minutes(1)))
    func workflowMatchesGitHubsSchema() throws {
        let checker = try #require(Self.checker, "check-jsonschema is not installed (.ci/run installs it)")
        let sandbox = Sandbox()
        let workflow = try Self.workflow()
        #expect(workflow.contains("settings lint App/Settings.bundle --format github"))
        #expect(workflow.contains("gh release download"))
        let scratch = URL(fileURLWithPath: sandbox.home)
        func check(_ yaml: String) throws -> TimedProcess.Outcome {
            let file = scratch.appendingPathComponent("settings-\(UUID().uuidString).yml")
            try Data(yaml.utf8).write(to: file)
            // The test's own environment: pip's scripts may be shims that need it (pyenv).
            return try TimedProcess.run(
                checker, ["--builtin-schema", "vendor.github-workflows", file.path],
                environment: ProcessInfo.processInfo.environment, limit: .seconds(50), scratch: scratch)
        }
        let result = try check(workflow)
        #expect(result.status == 0, "\(String(decoding: result.output, as: UTF8.self))\(result.error)")
        // The check can fail: a misspelt key is caught.
        let broken = try check(workflow.replacingOccurrences(of: "runs-on:", with: "run-on:"))
        #expect(broken.status != 0)
    }
}
