import Foundation
import SystemCalls

/// The one way a test starts a process: `SystemCalls.ProcessSpawner`, the product's own spawner
/// (signals reset, exactly the environment given), its standard output and error written to files
/// (a full pipe can never block the child, whatever the test does meanwhile) and read back when it
/// ends. `Sandbox.run` and `Consumer.run` are built on it.
public enum TestProcess {
    /// What a process did.
    public struct Result: Sendable {
        /// Its exit status (128 + the signal's number when a signal ended it).
        public var status: Int32
        /// Its standard output (and its standard error too, when they were joined).
        public var output: Data
        /// Its standard error, as text (empty when joined to the output).
        public var error: String
        /// Its standard output, as text.
        public var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Why a process could not be started.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// A process started and not yet waited for.
    public final class Running: @unchecked Sendable {
        /// The child.
        let process: ProcessID
        private let files: [String]
        private let joined: Bool
        private var ended: ProcessID.ExitStatus?

        init(process: ProcessID, files: [String], joined: Bool) {
            self.process = process
            self.files = files
            self.joined = joined
        }

        deinit { for file in files { try? FileManager.default.removeItem(atPath: file) } }

        /// Whether it is still running (an ended child is reaped).
        public var isRunning: Bool {
            if ended == nil, let status = try? process.exitStatusIfEnded() { ended = status }
            return ended == nil
        }

        /// Ends it with SIGTERM.
        public func terminate() { try? process.send(.terminate) }

        /// Ends it with SIGKILL.
        public func kill() { try? process.send(.kill) }

        /// What it has written to its standard output so far.
        public func outputSoFar() -> Data { (try? Data(contentsOf: URL(fileURLWithPath: files[0]))) ?? Data() }

        /// Waits for it to end and returns what it did.
        public func wait() throws -> Result {
            if ended == nil {
                do throws(Errno) { ended = try process.waitForExit() } catch {
                    throw Failure(description: "cannot wait for process \(process): \(error.message)")
                }
            }
            let output = (try? Data(contentsOf: URL(fileURLWithPath: files[0]))) ?? Data()
            let error = joined ? Data() : (try? Data(contentsOf: URL(fileURLWithPath: files[1]))) ?? Data()
            return Result(status: ended?.code ?? -1, output: output, error: String(decoding: error, as: UTF8.self))
        }
    }

    /// Starts `executable` (a path, or a name looked up in `environment`'s `PATH`) with `arguments`
    /// and exactly `environment` (nil: this process's), `input` on its standard input (nil:
    /// `/dev/null`), in `directory`; with `joiningError`, standard error goes where standard
    /// output goes (as `2>&1`).
    public static func start(
        _ executable: String, _ arguments: [String], input: Data? = nil, environment: [String: String]? = nil,
        directory: String? = nil, joiningError: Bool = false
    ) throws -> Running {
        let searchPath = environment.map { $0["PATH"] ?? "/usr/bin:/bin" } ?? ProcessEnvironment.value("PATH")
        let path = executable.contains("/") ? executable : ProcessSpawner.find(executable, path: searchPath)
        guard let path else { throw Failure(description: "\(executable) is not installed (not in PATH)") }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("test-process-\(UUID().uuidString)")
            .path
        let files = [base + ".out", base + ".err", base + ".in"]
        var standardInput = ProcessSpawner.Stream.null
        if let input {
            try input.write(to: URL(fileURLWithPath: files[2]))
            standardInput = .read(path: files[2])
        }
        defer { try? FileManager.default.removeItem(atPath: files[2]) }
        guard FileManager.default.createFile(atPath: files[0], contents: nil) else {
            throw Failure(description: "cannot create \(files[0])")
        }
        do throws(Errno) {
            let process = try ProcessSpawner.spawn(
                path, arguments: arguments, environment: environment, standardInput: standardInput,
                standardOutput: .append(path: files[0]),
                standardError: joiningError ? .append(path: files[0]) : .write(path: files[1]), directory: directory)
            return Running(process: process, files: Array(files.prefix(2)), joined: joiningError)
        } catch {
            for file in files { try? FileManager.default.removeItem(atPath: file) }
            throw Failure(description: "cannot start \(path): \(error.message)")
        }
    }

    /// Runs a process to its end (see ``start(_:_:input:environment:directory:joiningError:)``).
    public static func run(
        _ executable: String, _ arguments: [String], input: Data? = nil, environment: [String: String]? = nil,
        directory: String? = nil, joiningError: Bool = false
    ) throws -> Result {
        try start(
            executable, arguments, input: input, environment: environment, directory: directory,
            joiningError: joiningError
        ).wait()
    }
}
