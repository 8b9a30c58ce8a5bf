import Foundation
import TestSupport

/// Runs Python scripts that check our CI formats with the parsers CI systems themselves use
/// (`jsonschema`, `xml.etree.ElementTree`).
enum PythonChecker {
    /// The result of one script.
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Whether `python3` runs here.
    static let hasPython: Bool = (try? run("import sys").status) == 0

    /// Whether `python3` can import `jsonschema`.
    static let hasJSONSchema: Bool = (try? run("import jsonschema").status) == 0

    /// Whether `jsonschema` can check the `uri` and `uri-reference` formats (rfc3986-validator).
    static let hasURIFormatChecker: Bool = (try? run("import jsonschema, rfc3986_validator").status) == 0

    /// Whether the checks that need Python run: it is there, or CI is set (they then fail, as
    /// `.ci/run` installs what they need).
    static var runsPythonChecks: Bool { hasPython || ProcessInfo.processInfo.environment["CI"] != nil }

    /// Whether the schema checks run: `jsonschema` is there, or CI is set.
    static var runsSchemaChecks: Bool { hasJSONSchema || ProcessInfo.processInfo.environment["CI"] != nil }

    /// Runs `script` with `python3 -c`, `arguments` after it and `input` on standard input.
    static func run(_ script: String, arguments: [String] = [], input: String = "") throws -> Output {
        let ran = try TestProcess.run("python3", ["-c", script] + arguments, input: Data(input.utf8))
        return Output(status: ran.status, standardOutput: ran.text, standardError: ran.error)
    }
}
