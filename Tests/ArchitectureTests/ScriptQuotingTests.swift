import Foundation
import Testing

/// Issue 28, finding 12: no script puts a variable inside the program text of `bash -c "…"` or
/// `sh -c "…"`, where a path holding a quote would end the quoting and run the rest. Paths go to
/// the program as arguments: `bash -c '… "$1" …' _ "$path"`.
@Suite struct ScriptQuotingTests {
    static let package: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    @Test func noShellProgramTextHoldsAVariable() throws {
        let scripts =
            try FileManager.default.contentsOfDirectory(atPath: Self.package.appendingPathComponent("Scripts").path)
            .filter { $0.hasSuffix(".sh") }.map { "Scripts/" + $0 } + [".ci/run"]
        #expect(scripts.count > 3)
        let pattern = try Regex(#"\b(ba)?sh\s+(-[a-z]+\s+)*-c\s+"[^"]*\$[A-Za-z_{]"#)
        for script in scripts {
            let text = try String(contentsOf: Self.package.appendingPathComponent(script), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(pattern) {
                Issue.record("\(script):\(number + 1): a variable inside `sh -c \"…\"`: pass it as an argument")
            }
        }
    }
}
