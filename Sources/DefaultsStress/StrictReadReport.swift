import FoundationEssentials
import PropertyList
import SystemCalls

/// What the strict reader (`defaults-stress --read`) saw: every raw read of the store file, without
/// retries, while writers ran. Printed as one line of JSON, which `Reliability` decodes.
public struct StrictReadReport: Codable, Equatable, Sendable {
    /// Reads done.
    public var reads = 0
    /// Reads that found no file.
    public var missing = 0
    /// Reads that found a zero-length file.
    public var empty = 0
    /// Reads that could not be parsed as a dictionary.
    public var unparseable = 0
    /// Parsed reads that held fewer keys than the one before (keys lost, if writers only add).
    public var decreases = 0
    /// Key count of the last parsed read.
    public var lastKeyCount = 0

    /// An empty report.
    public init() {}

    /// Whether no read was empty or unparseable, and no read held fewer keys than the one before.
    public var isClean: Bool { empty == 0 && unparseable == 0 && decreases == 0 }

    /// The outcome of one raw read.
    public enum Outcome: Equatable, Sendable {
        case missing, empty, unparseable
        case keys(Int)
    }

    /// Reads the file once, exactly as a strict reader would: no retries.
    public static func readOnce(_ path: String) -> Outcome {
        switch read(path) {
        case .success(let contents): .keys(contents.count)
        case .failure(.missing): .missing
        case .failure(.empty): .empty
        case .failure(.unparseable): .unparseable
        }
    }

    /// The file's contents, read strictly (no retries), or why they could not be read.
    public static func read(_ path: String) -> Result<[PlistKey: PlistValue], StoreProblem> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.missing) }
        if data.isEmpty { return .failure(.empty) }
        do {
            guard case .dictionary(let contents) = try PropertyListCoder.decode(data).value else {
                return .failure(.unparseable("the top level is not a dictionary"))
            }
            return .success(contents)
        } catch {
            return .failure(.unparseable(String(describing: error)))
        }
    }

    /// Adds one outcome.
    public mutating func record(_ outcome: Outcome) {
        reads += 1
        switch outcome {
        case .missing: missing += 1
        case .empty: empty += 1
        case .unparseable: unparseable += 1
        case .keys(let count):
            if count < lastKeyCount { decreases += 1 }
            lastKeyCount = count
        }
    }

    /// Reads the file repeatedly for `durationMilliseconds`, counting bad reads.
    public static func run(path: String, durationMilliseconds: Int, pauseMicroseconds: Int = 0) -> StrictReadReport {
        var report = StrictReadReport()
        let deadline = StressClock.nanoseconds() + UInt64(durationMilliseconds) * 1_000_000
        while StressClock.nanoseconds() < deadline {
            report.record(readOnce(path))
            if pauseMicroseconds > 0 { MonotonicClock.sleep(microseconds: pauseMicroseconds) }
        }
        return report
    }

    /// The report as one line of JSON.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Six integers always encode.
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// Decodes the line `json()` printed; nil when it is not one.
    public static func decode(_ line: String) -> StrictReadReport? {
        try? JSONDecoder().decode(StrictReadReport.self, from: Data(line.utf8))
    }
}
