import Defaults
import FoundationEssentials
import SystemCalls

/// Memory of the argument-domain parser (the code path of the `argdomain` fuzz target, without the
/// fuzzer): each kind of launch argument is parsed many times with `ArgumentDomain.parse`, and the
/// growth of the resident set is divided by the number of parses. Parsing that frees what it
/// allocates stays near 0 bytes per parse once warmed up; a leak shows as a steady figure.
///
/// The figure that made the question: `Scripts/fuzz.sh argdomain 600` ended at 506 MB. Foundation's
/// `PropertyListSerialization.propertyList(from:)` loses the error object of every XML text it
/// cannot parse (about 0.5 KB each, `valgrind --leak-check=full`: allocated in `CFErrorCreate`
/// under `_CFPropertyListCreateFromUTF8Data`), and the fuzzer feeds it malformed XML most of the
/// time; this experiment separates that from our own parsers.
struct ParseMemoryExperiment: Experiment {
    /// One kind of input: launch arguments after the program name.
    public struct Input: Sendable {
        public var name: String
        public var arguments: [[String]]
        /// Whether Foundation's parser sees it (its leaks are not ours to fix).
        public var reachesFoundation: Bool

        public init(name: String, arguments: [[String]], reachesFoundation: Bool) {
            self.name = name
            self.arguments = arguments
            self.reachesFoundation = reachesFoundation
        }
    }

    /// The figures for one input.
    public struct Measurement: Sendable, Equatable {
        public var name: String
        public var parses: Int
        public var growthKilobytes: Int
        public var reachesFoundation: Bool
        public var bytesPerParse: Double { Double(growthKilobytes) * 1024 / Double(max(1, parses)) }
    }

    /// The built-in inputs: every path of `ArgumentDomain.value(for:)`.
    public static let builtInInputs: [Input] = [
        Input(
            name: "plain strings", arguments: [["-k", "value"], ["-Key", "  spaced  ", "-n", "42"]],
            reachesFoundation: false),
        Input(
            name: "OpenStep",
            arguments: [["-k", #"{a = (1, "2"); b = <0a0b>; c = { d = "\U00e9"; }; }"#], ["-a", "(x, y)"]],
            reachesFoundation: false),
        Input(
            name: "OpenStep, malformed",
            arguments: [["-k", #"{a = (1, "2"; b"#], ["-a", "(x,, y"], ["-q", "\"open"]],
            reachesFoundation: false),
        Input(
            name: "XML", arguments: [["-k", "<plist><array><integer>1</integer><string>a</string></array></plist>"]],
            reachesFoundation: true),
        Input(
            name: "XML, malformed", arguments: [["-k", "<q>abc"], ["-k", "<plist><array><integer>1</integer></arr"]],
            reachesFoundation: true),
    ]

    /// The inputs of files as the fuzz target reads them: the bytes split on NUL into arguments.
    public static func inputs(fromFiles paths: [String]) -> [[String]] {
        paths.compactMap { FileManager.default.contents(atPath: $0) }.map { data in
            data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    public var parses: Int

    public init(parses: Int = 20_000, files: [String] = [], limit: Double = 64) {
        self.parses = parses
        self.files = files
        self.limit = limit
    }

    /// Warms every input up (first-use caches of Foundation and the allocator), then measures each.
    public func measure(_ inputs: [Input]) -> [Measurement] {
        for input in inputs { _ = run(input, times: max(200, parses / 10)) }
        return inputs.map { input in
            let before = Self.residentKilobytes()
            let count = run(input, times: parses)
            let after = Self.residentKilobytes()
            return Measurement(
                name: input.name, parses: count, growthKilobytes: max(0, after - before),
                reachesFoundation: input.reachesFoundation)
        }
    }

    /// Parses the input's argument vectors in turn, `times` parses in all; returns how many it did.
    private func run(_ input: Input, times: Int) -> Int {
        let vectors = input.arguments.map { ["program"] + $0 }
        guard !vectors.isEmpty else { return 0 }
        var checksum = 0
        for index in 0..<times { checksum &+= ArgumentDomain.parse(vectors[index % vectors.count]).count }
        withExtendedLifetime(checksum) {}
        return times
    }

    /// The built-in inputs, then one input of `files` when there are any.
    public var files: [String] = []
    /// Bytes per parse above which an input that only our parsers see counts as leaking.
    public var limit = 64.0

    func run(progress: (String) -> Void) throws(HarnessError) -> [Measurement] {
        var inputs = Self.builtInInputs
        if !files.isEmpty {
            inputs.append(
                Input(
                    name: "\(files.count) files (both parsers)", arguments: Self.inputs(fromFiles: files),
                    reachesFoundation: true))
        }
        return measure(inputs)
    }

    func problems(in measurements: [Measurement]) -> [String] {
        measurements.filter { !isClean([$0]) }.map {
            "\($0.name): \(CLibrary.format($0.bytesPerParse, "%.0f")) bytes kept per parse (limit \(limit))"
        }
    }

    func isClean(_ measurements: [Measurement]) -> Bool {
        measurements.allSatisfy { $0.reachesFoundation || $0.bytesPerParse <= limit }
    }

    /// The resident set of this process (VmRSS), in kilobytes.
    static func residentKilobytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        }
        return 0
    }

    /// The figures as a table.
    public func table(_ measurements: [Measurement]) -> ResultTable {
        var table = ResultTable(
            title: "parse-memory: ArgumentDomain.parse, resident set growth after a warm-up",
            header: ["input", "parses", "growth KB", "bytes/parse", "parser"])
        table.rows = measurements.map {
            [
                $0.name, "\($0.parses)", "\($0.growthKilobytes)", CLibrary.format($0.bytesPerParse, "%.0f"),
                $0.reachesFoundation ? "Foundation's PropertyListSerialization" : "ours",
            ]
        }
        return table
    }
}
