import Foundation
import Glibc
import PropertyList

/// The logic of the `defaults-stress` executable: a child process that hammers one store file, for
/// the cross-process tests and the reliability harness (many processes, `kill -9` loops).
///
/// ```
/// defaults-stress --domain-file PATH --prefix P --count N [--start N] [--overlap] [--ack] [--verify]
///                 [--file-size-limit BYTES]
/// defaults-stress --read PATH --duration-ms N
/// ```
/// - Writer: commits one key at a time, `<P><i>` = i for i in start..<start+count. With `--overlap`
///   every writer uses the same keys `key<i>` (value `"<P>:<i>"`), so writers contend on keys, not
///   only on the file. `--ack` prints `ack <key>` (unbuffered) after each commit returned, i.e. once
///   the key is durable: a harness that kills the writer can check that every acknowledged key
///   survived. `--verify` re-reads the file at the end and fails if one of this writer's keys is
///   missing (or, with `--overlap`, absent). `--file-size-limit` sets `RLIMIT_FSIZE` so that writing
///   the temporary file fails with `EFBIG`: a real write failure, even for root. Prints
///   `wrote N keys in T ms` at the end.
/// - Reader: reads the raw file as fast as it can for the given time, without retries, and prints
///   `reads=R missing=M empty=E unparseable=U decreases=D keys=K`; exits 1 if any read was empty or
///   unparseable, or held fewer keys than the read before it.
///
/// Exit status: 0 success, 1 failure (message on stderr), 2 bad usage.
public enum StressWriter {
    /// What one run does.
    public enum Mode: Equatable, Sendable {
        case write(WriteOptions)
        case read(path: String, durationMilliseconds: Int)
    }

    /// Options of the writer mode.
    public struct WriteOptions: Equatable, Sendable {
        /// `--domain-file`: the store file written.
        public var domainFile: String
        /// `--prefix`: key prefix (or, with `overlap`, the value prefix).
        public var prefix: String
        /// `--count`: how many keys, one commit each.
        public var count: Int
        /// `--start`: the first key index.
        public var start: Int = 0
        /// `--overlap`: all writers use the same keys.
        public var overlap = false
        /// `--ack`: print `ack <key>` after each commit.
        public var acknowledge = false
        /// `--verify`: check every key at the end.
        public var verify = false
        /// When set, `RLIMIT_FSIZE` in bytes (SIGXFSZ ignored), so writes of bigger files fail with
        /// `EFBIG`: a real write failure that works even for root.
        public var fileSizeLimit: Int?

        /// Writer options with the given required values and no flags.
        public init(domainFile: String, prefix: String, count: Int) {
            self.domainFile = domainFile
            self.prefix = prefix
            self.count = count
        }

        /// The key written at step `index`.
        public func key(_ index: Int) -> String { overlap ? "key\(index)" : "\(prefix)\(index)" }

        /// The value written at step `index`.
        public func value(_ index: Int) -> PlistValue {
            overlap ? .string("\(prefix):\(index)") : .integer(Int64(index))
        }
    }

    /// Counters of the reader mode.
    public struct ReadReport: Equatable, Sendable {
        /// Reads done.
        public var reads = 0
        /// Reads that found no file.
        public var missing = 0
        /// Reads that found a zero-length file.
        public var empty = 0
        /// Reads that could not be parsed as a dictionary.
        public var unparseable = 0
        /// Key count of the last parsed read.
        public var lastKeyCount = 0
        /// Parsed reads that held fewer keys than the one before (keys lost, if writers only add).
        public var decreases = 0

        /// An empty report.
        public init() {}

        /// One line: `reads=… missing=… empty=… unparseable=… decreases=… keys=…`.
        public var summary: String {
            "reads=\(reads) missing=\(missing) empty=\(empty) unparseable=\(unparseable) "
                + "decreases=\(decreases) keys=\(lastKeyCount)"
        }
    }

    /// The usage text printed on a usage error.
    public static let usage = """
        usage: defaults-stress --domain-file PATH --prefix P --count N [--start N] [--overlap] [--ack] [--verify]
                               [--file-size-limit BYTES]
               defaults-stress --read PATH --duration-ms N
        """

    /// Parses the arguments (without the program name).
    public static func parse(_ arguments: [String]) -> Result<Mode, UsageError> {
        var file: String?
        var prefix: String?
        var count: Int?
        var start = 0
        var overlap = false
        var acknowledge = false
        var verify = false
        var fileSizeLimit: Int?
        var readPath: String?
        var duration: Int?
        var index = 0
        func value(_ flag: String) -> Result<String, UsageError> {
            index += 1
            guard index < arguments.count else { return .failure(UsageError("\(flag) needs a value")) }
            return .success(arguments[index])
        }
        func number(_ flag: String) -> Result<Int, UsageError> {
            value(flag).flatMap { text in
                Int(text).flatMap { $0 >= 0 ? $0 : nil }.map { .success($0) }
                    ?? .failure(UsageError("\(flag) needs a non-negative whole number, not \"\(text)\""))
            }
        }
        while index < arguments.count {
            let flag = arguments[index]
            do throws(UsageError) {
                switch flag {
                case "--domain-file": file = try value(flag).get()
                case "--prefix": prefix = try value(flag).get()
                case "--count": count = try number(flag).get()
                case "--start": start = try number(flag).get()
                case "--overlap": overlap = true
                case "--ack": acknowledge = true
                case "--verify": verify = true
                case "--file-size-limit": fileSizeLimit = try number(flag).get()
                case "--read": readPath = try value(flag).get()
                case "--duration-ms": duration = try number(flag).get()
                default: return .failure(UsageError("unknown argument \"\(flag)\""))
                }
            } catch {
                return .failure(error)
            }
            index += 1
        }
        if let readPath {
            guard file == nil, prefix == nil, count == nil else {
                return .failure(UsageError("--read cannot be combined with writer flags"))
            }
            guard let duration else { return .failure(UsageError("--read needs --duration-ms")) }
            return .success(.read(path: readPath, durationMilliseconds: duration))
        }
        guard let file else { return .failure(UsageError("--domain-file is required")) }
        guard let prefix else { return .failure(UsageError("--prefix is required")) }
        guard let count else { return .failure(UsageError("--count is required")) }
        var options = WriteOptions(domainFile: file, prefix: prefix, count: count)
        options.start = start
        options.overlap = overlap
        options.acknowledge = acknowledge
        options.verify = verify
        options.fileSizeLimit = fileSizeLimit
        return .success(.write(options))
    }

    /// A usage mistake.
    public struct UsageError: Error, CustomStringConvertible, Equatable {
        /// What was wrong.
        public var description: String
        /// A usage error with its message.
        public init(_ description: String) { self.description = description }
    }

    /// Runs the program and returns its exit status.
    public static func main(arguments: [String]) -> Int32 {
        switch parse(arguments) {
        case .failure(let error):
            printError("\(error.description)\n\(usage)")
            return 2
        case .success(.read(let path, let duration)):
            let report = read(path: path, durationMilliseconds: duration)
            printOutput(report.summary)
            return report.empty == 0 && report.unparseable == 0 && report.decreases == 0 ? 0 : 1
        case .success(.write(let options)):
            if let limit = options.fileSizeLimit {
                signal(SIGXFSZ, SIG_IGN)
                var bound = rlimit(rlim_cur: rlim_t(limit), rlim_max: rlim_t(limit))
                guard setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &bound) == 0 else {
                    printError("cannot set the file size limit: \(DefaultsError.message(forErrno: errno))")
                    return 1
                }
            }
            do throws(DefaultsError) {
                let start = StoreIO.monotonicNanoseconds()
                try write(options) { key in
                    if options.acknowledge { printOutput("ack \(key)") }
                }
                let elapsed = (StoreIO.monotonicNanoseconds() - start) / 1_000_000
                printOutput("wrote \(options.count) keys in \(elapsed) ms")
                return 0
            } catch {
                printError(error.description)
                return 1
            }
        }
    }

    /// Commits the keys one at a time; `acknowledged` is called after each commit returned.
    public static func write(_ options: WriteOptions, acknowledged: (String) -> Void = { _ in }) throws(DefaultsError) {
        let file = PersistentDomainFile(url: URL(fileURLWithPath: options.domainFile))
        for index in options.start..<(options.start + options.count) {
            let key = options.key(index)
            try file.commit([PlistKey(key): options.value(index)])
            acknowledged(key)
        }
        if options.verify {
            let contents = try file.contents()
            for index in options.start..<(options.start + options.count) {
                let key = options.key(index)
                let present = options.overlap ? contents[key] != nil : contents[key] == options.value(index)
                if !present {
                    throw .fileSystem(
                        file: options.domainFile, operation: "verify (key \(key) is missing after the run)", code: EIO)
                }
            }
        }
    }

    /// Reads the raw file repeatedly for `durationMilliseconds`, without retries, counting bad reads.
    public static func read(path: String, durationMilliseconds: Int, pauseMicroseconds: Int = 0) -> ReadReport {
        var report = ReadReport()
        let deadline = StoreIO.monotonicNanoseconds() + UInt64(durationMilliseconds) * 1_000_000
        while StoreIO.monotonicNanoseconds() < deadline {
            record(readingOnce(path), into: &report)
            if pauseMicroseconds > 0 { StoreIO.sleep(microseconds: pauseMicroseconds) }
        }
        return report
    }

    /// The outcome of one raw read.
    public enum ReadOutcome: Equatable, Sendable {
        case missing, empty, unparseable
        case keys(Int)
    }

    /// Reads the file once, exactly as a strict reader would: no retries.
    public static func readingOnce(_ path: String) -> ReadOutcome {
        guard let data = FileManager.default.contents(atPath: path) else { return .missing }
        if data.isEmpty { return .empty }
        guard case .dictionary(let contents)? = try? PropertyListCoder.decode(data).value else { return .unparseable }
        return .keys(contents.count)
    }

    /// Adds one outcome to a report.
    public static func record(_ outcome: ReadOutcome, into report: inout ReadReport) {
        report.reads += 1
        switch outcome {
        case .missing: report.missing += 1
        case .empty: report.empty += 1
        case .unparseable: report.unparseable += 1
        case .keys(let count):
            if count < report.lastKeyCount { report.decreases += 1 }
            report.lastKeyCount = count
        }
    }

    private static func printOutput(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data(("defaults-stress: " + line + "\n").utf8))
    }
}
