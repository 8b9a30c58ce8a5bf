import Foundation
import TestSupport
import Testing

/// `Documentation/man/defaults.1`, the hand-written manual: it renders without a warning and
/// documents every command `defaults help` lists.
@Suite struct ManualPageTests {
    let sandbox = Sandbox()
    let page = Sandbox.packageDirectory.appendingPathComponent("Documentation/man/defaults.1").path

    /// The page as `groff -man` renders it, and what groff warned about; nil without groff.
    func render() throws -> (text: String, warnings: String)? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else { return nil }
        let ran = try TestProcess.run(
            "/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-rLL=80n", page],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(ran.status == 0)
        let text = ran.output
        let warnings = Data(ran.error.utf8)
        // Strip groff's overstriking (bold is c\bc, underline _\bc) to compare plain text.
        let plain = String(decoding: text, as: UTF8.self).replacingOccurrences(
            of: ".\u{8}", with: "", options: .regularExpression)
        return (plain, String(decoding: warnings, as: UTF8.self))
    }

    @Test func documentsEveryCommandAndRendersCleanly() throws {
        let usage = try sandbox.run("defaults", ["help"]).output
        let commands = usage.split(separator: "\n").compactMap { line -> String? in
            // Command lines: `  read <domain>`, `  --version` (not the `  -string <value>` value forms).
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let word = line.split(separator: " ").first,
                word.first?.isLetter == true || word.hasPrefix("--")
            else { return nil }
            return String(word)
        }
        #expect(Set(commands).isSuperset(of: ["read", "write", "delete", "domains", "which", "--version"]))
        let source = try String(contentsOfFile: page, encoding: .utf8)
        for command in Set(commands) {
            let roff = command.replacingOccurrences(of: "-", with: "\\-")
            #expect(source.contains(".B \(roff)") || source.contains(".BI \(roff) "), "defaults.1 lacks \(command)")
        }
        guard let rendered = try render() else { return }
        #expect(rendered.warnings.isEmpty, "groff: \(rendered.warnings)")
        #expect(rendered.text.contains("defaults [-currentHost] read-type domain key"))
        #expect(rendered.text.contains("EXIT STATUS"))
    }
}
