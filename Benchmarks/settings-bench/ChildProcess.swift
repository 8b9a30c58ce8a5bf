import Foundation
import SystemCalls

/// Runs this benchmark binary again in a hidden mode (`--child MODE …`) and returns what it printed,
/// through the package's one spawner (`SystemCalls.ProcessSpawner`).
enum ChildProcess {
    /// A child started and not yet waited for: its pid, its standard output's read end, and its arguments.
    struct Started {
        var process: ProcessID
        var output: FileDescriptor
        var arguments: [String]
    }

    /// The running executable.
    static var executable: String { FileSystem.canonicalPath("/proc/self/exe") ?? CommandLine.arguments[0] }

    /// Starts `settings-bench --child <arguments>` with `environment` added to this process's own,
    /// its standard output on a pipe and its standard error this process's.
    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Started {
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let pipe = try ProcessSpawner.closeOnExecPipe()
        do {
            let process = try ProcessSpawner.spawn(
                executable, arguments: ["--child"] + arguments, environment: merged,
                standardOutput: .descriptor(pipe.write))
            pipe.write.close()
            return Started(process: process, output: pipe.read, arguments: arguments)
        } catch {
            pipe.read.close()
            pipe.write.close()
            throw BenchError("cannot start child \(arguments): \(error)")
        }
    }

    /// Waits for a started child and returns its standard output's lines; throws when it failed.
    static func finish(_ started: Started) throws -> [String] {
        var data: [UInt8] = []
        defer { started.output.close() }
        try started.output.readToEnd(appendingTo: &data)
        let status = try started.process.waitForExit()
        let text = String(decoding: data, as: UTF8.self)
        guard status == .exited(0) else {
            throw BenchError("child \(started.arguments) exited with \(status.code): \(text)")
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
