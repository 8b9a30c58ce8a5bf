import ArgumentParser
import Defaults
import FoundationEssentials
import SystemCalls

/// The `defaults-stress` command: a child process that hammers one store file (writer), or reads it
/// strictly while others write (reader).
///
/// ```
/// defaults-stress --domain-file PATH --prefix P --count N [--start N] [--overlap] [--ack] [--verify]
///                 [--file-size-limit BYTES]
/// defaults-stress --read PATH --duration-ms N
/// ```
/// - Writer (``StressWriter``): commits `<P><i>` = i for i in start..<start+count, one commit each.
///   `--ack` prints `ack <key>` (unbuffered) after each commit returned, i.e. once the key is
///   durable: a harness that kills the writer can check that every acknowledged key survived.
///   `--file-size-limit` sets `RLIMIT_FSIZE` so that writing the temporary file fails with `EFBIG`:
///   a real write failure, even for root. Prints `wrote N keys in T ms` at the end.
/// - Reader: reads the raw file as fast as it can for the given time, without retries, and prints
///   its ``StrictReadReport`` as one line of JSON; exits 1 if any read was empty or unparseable, or
///   held fewer keys than the read before it.
///
/// Exit status: 0 success, 1 failure (message on stderr), 2 bad usage.
public struct StressCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "defaults-stress", abstract: "Writes or strictly reads one store file, for stress tests.")

    @Option(help: "The store file to write.") var domainFile: String?
    @Option(help: "Key prefix (with --overlap: value prefix).") var prefix: String?
    @Option(help: "How many keys to write, one commit each.") var count: Int?
    @Option(help: "The first key index.") var start = 0
    @Flag(help: "Every writer uses the same keys key<i>.") var overlap = false
    @Flag(name: .customLong("ack"), help: "Print `ack <key>` after each commit.") var acknowledge = false
    @Flag(help: "Check every key at the end.") var verify = false
    @Flag(help: "Write as CFPreferences does: binary kept binary, a new file binary, the mode kept.")
    var apple = false
    @Option(help: "RLIMIT_FSIZE in bytes: bigger writes fail with EFBIG.") var fileSizeLimit: Int?
    @Option(name: .customLong("read"), help: "Read this store file strictly instead of writing.") var readPath: String?
    @Option(name: .customLong("duration-ms"), help: "How long the reader reads.") var durationMilliseconds: Int?

    public init() {}

    public func validate() throws {
        for (flag, value) in [
            ("--count", count), ("--start", start), ("--file-size-limit", fileSizeLimit),
            ("--duration-ms", durationMilliseconds),
        ] {
            if let value, value < 0 { throw ValidationError("\(flag) needs a non-negative whole number, not \(value)") }
        }
        if readPath != nil {
            guard domainFile == nil, prefix == nil, count == nil else {
                throw ValidationError("--read cannot be combined with writer flags")
            }
            guard durationMilliseconds != nil else { throw ValidationError("--read needs --duration-ms") }
            return
        }
        guard domainFile != nil else { throw ValidationError("--domain-file is required") }
        guard prefix != nil else { throw ValidationError("--prefix is required") }
        guard count != nil else { throw ValidationError("--count is required") }
    }

    /// The writer's options (after `validate()`, in writer mode).
    var writerOptions: StressWriter.Options {
        var options = StressWriter.Options(domainFile: domainFile ?? "", prefix: prefix ?? "", count: count ?? 0)
        options.start = start
        options.overlap = overlap
        options.verify = verify
        options.style = apple ? .apple : .linux
        return options
    }

    public func run() throws {
        let status = execute()
        if status != 0 { throw ExitCode(status) }
    }

    /// Runs the parsed command and returns its exit status.
    func execute() -> Int32 {
        if let readPath {
            let report = StrictReadReport.run(path: readPath, durationMilliseconds: durationMilliseconds ?? 0)
            Self.printOutput(report.json())
            return report.isClean ? 0 : 1
        }
        if let limit = fileSizeLimit {
            SignalActions.ignore(.fileSizeLimitExceeded)
            do throws(Errno) {
                try ResourceLimits.setFileSizeLimit(UInt64(limit))
            } catch {
                Self.printError("cannot set the file size limit: \(error.message)")
                return 1
            }
        }
        let options = writerOptions
        do throws(DefaultsError) {
            let start = StressClock.nanoseconds()
            try StressWriter.write(options) { key in
                if acknowledge { Self.printOutput("ack \(key)") }
            }
            let elapsed = (StressClock.nanoseconds() - start) / 1_000_000
            Self.printOutput("wrote \(options.count) keys in \(elapsed) ms")
            return 0
        } catch {
            Self.printError(error.description)
            return 1
        }
    }

    /// The program: parses `arguments` (without the program name), runs, and returns the exit status
    /// (2 for bad usage, with the message and the usage on standard error).
    public static func main(arguments: [String]) -> Int32 {
        let command: StressCommand
        do {
            command = try parse(arguments)
        } catch {
            if exitCode(for: error) == .success {
                printOutput(fullMessage(for: error))
                return 0
            }
            printError("\(message(for: error))\n\(usageString())")
            return 2
        }
        return command.execute()
    }

    static func printOutput(_ line: String) {
        try? FileDescriptor.standardOutput.writeAll(line + "\n")
    }

    static func printError(_ line: String) {
        try? FileDescriptor.standardError.writeAll("defaults-stress: " + line + "\n")
    }
}
