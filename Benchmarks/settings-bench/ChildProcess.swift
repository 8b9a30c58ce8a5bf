import Foundation

/// Runs this benchmark binary again in a hidden mode (`--child MODE …`) and returns what it printed.
enum ChildProcess {
    /// The running executable.
    static var executable: URL { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath() }

    /// Starts `settings-bench --child <arguments>` with `environment` added to this process's own.
    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--child"] + arguments
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        return (process, output)
    }

    /// Waits for a started child and returns its standard output's lines; throws when it failed.
    static func finish(_ started: (Process, Pipe)) throws -> [String] {
        let data = started.1.fileHandleForReading.readDataToEndOfFile()
        started.0.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard started.0.terminationStatus == 0 else {
            throw BenchError("child \(started.0.arguments ?? []) exited with \(started.0.terminationStatus): \(text)")
        }
        return text.split(separator: "\n").map(String.init)
    }

    /// Runs a child to the end.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> [String] {
        try finish(try start(arguments, environment: environment))
    }
}

/// A benchmark that could not run, with the reason.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
