import Foundation

/// A program that reads what an escaper wrote (a shell, a compiler, Python's parsers), run once
/// over a whole batch of escaped strings by the property tests.
public enum Consumer {
    /// What the program did.
    public struct Result: Sendable {
        public var status: Int32
        public var output: Data
        public var error: String
    }

    /// Whether `program` is on `PATH`.
    public static func exists(_ program: String) -> Bool {
        (try? run("sh", ["-c", "command -v \"$1\"", "sh", program]).status) == 0
    }

    /// Runs `program` (found on `PATH`) through ``TestProcess`` with `arguments`, `input` on its standard input, in
    /// `directory`, with a small environment (`LANG=C.UTF-8`), reading both outputs to the end.
    public static func run(
        _ program: String, _ arguments: [String], input: Data = Data(), directory: String? = nil,
        environment: [String: String] = [:]
    ) throws -> Result {
        let ran = try TestProcess.run(
            program, arguments, input: input,
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
                "HOME": directory ?? NSTemporaryDirectory(),
            ].merging(environment) { _, new in new }, directory: directory)
        return Result(status: ran.status, output: ran.output, error: ran.error)
    }

    /// `data` cut at each NUL byte (the separator the property tests print between values), the
    /// last piece (after the final NUL) left out.
    public static func fields(_ data: Data) -> [String] {
        var pieces = data.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        pieces.removeLast()
        return pieces
    }
}
