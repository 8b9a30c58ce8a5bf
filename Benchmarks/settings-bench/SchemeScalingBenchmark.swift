import BenchmarkSupport
import Foundation
import XcodeProject

/// Row 12, schemes and test plans: `XcodeScheme(file:)` (XML) and `XcodeTestPlan(file:)` (JSON)
/// read an input and the same input 8 times larger, which must cost at most 10 times as much
/// (`ScalingRow`, measured by ``ScalingSampler``). The large inputs stay under the 4 MB the readers accept and, for nesting, the
/// depth and element limits of the XML reader (64 levels, 200,000 elements) and Foundation's
/// JSON parser (512 levels).
enum SchemeScalingBenchmark {
    /// One input in two sizes, written as files.
    struct Input {
        var reader: String
        var label: String
        var small: (label: String, text: String)
        var large: (label: String, text: String)
        var fileExtension: String
    }

    static let xmlHeader = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// One element with `count` attributes (issue 28: 85,000 of them took 18 s).
    static func attributes(_ count: Int) -> String {
        var text = xmlHeader + "<Scheme LastUpgradeVersion = \"1500\""
        for index in 0..<count { text += " a\(index)=\"v\"" }
        return text + "/>\n"
    }

    /// A Run action with `count` launch arguments (an element and two attributes each).
    static func arguments(_ count: Int) -> String {
        var text = xmlHeader + "<Scheme>\n<LaunchAction buildConfiguration = \"Debug\">\n<CommandLineArguments>\n"
        for index in 0..<count {
            text += "<CommandLineArgument argument=\"-k\(index) 1\" isEnabled=\"YES\"/>\n"
        }
        return text + "</CommandLineArguments>\n</LaunchAction>\n</Scheme>\n"
    }

    /// `chains` chains of elements nested `depth` levels under the root.
    static func nested(chains: Int, depth: Int) -> String {
        let chain = String(repeating: "<A>", count: depth) + String(repeating: "</A>", count: depth) + "\n"
        return xmlHeader + "<Scheme>\n" + String(repeating: chain, count: chains) + "</Scheme>\n"
    }

    /// A test plan of `count` configurations, each with its own arguments and language.
    static func configurations(_ count: Int) -> String {
        let entries = (0..<count).map { index in
            "{\"id\":\"\(index)\",\"name\":\"Configuration \(index)\",\"options\":{\"commandLineArgumentEntries\":"
                + "[{\"argument\":\"-key\(index) YES\"},{\"argument\":\"-other 1\",\"enabled\":false}],\"language\":\"fr\"}}"
        }
        return "{\"configurations\":[" + entries.joined(separator: ",\n")
            + "],\"defaultOptions\":{},\"testTargets\":[{\"target\":{\"name\":\"AppTests\"}}],\"version\":1}\n"
    }

    /// A test plan whose default options pass `count` arguments.
    static func planArguments(_ count: Int) -> String {
        let entries = (0..<count).map { "{\"argument\":\"-key\($0) YES\"}" }
        return "{\"configurations\":[],\"defaultOptions\":{\"commandLineArgumentEntries\":["
            + entries.joined(separator: ",\n") + "]},\"testTargets\":[],\"version\":1}\n"
    }

    /// A test plan holding `chains` arrays nested `depth` deep (a value the reader skips).
    static func planNested(chains: Int, depth: Int) -> String {
        let chain = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        return "{\"configurations\":[],\"defaultOptions\":{},\"x\":["
            + Array(repeating: chain, count: chains).joined(separator: ",\n") + "],\"version\":1}\n"
    }

    static func documents(quick: Bool) -> [Input] {
        let scale = quick ? 4 : 1
        func sizes(_ small: Int, _ make: (Int) -> String) -> (small: (String, String), large: (String, String)) {
            let base = small / scale
            return ((grouped(base), make(base)), (grouped(base * 8), make(base * 8)))
        }
        let attributeSizes = sizes(40_000, attributes)
        let argumentSizes = sizes(8_000, arguments)
        let configurationSizes = sizes(2_000, configurations)
        let planArgumentSizes = sizes(8_000, planArguments)
        let chains = 3_500 / scale
        let jsonChains = 3_500 / scale
        return [
            Input(
                reader: "scheme reader", label: "attributes of one element", small: attributeSizes.small,
                large: attributeSizes.large, fileExtension: "xcscheme"),
            Input(
                reader: "scheme reader", label: "launch arguments (elements)", small: argumentSizes.small,
                large: argumentSizes.large, fileExtension: "xcscheme"),
            Input(
                reader: "scheme reader", label: "\(grouped(chains)) chains of nested elements",
                small: ("7 deep", nested(chains: chains, depth: 7)),
                large: ("56 deep", nested(chains: chains, depth: 56)),
                fileExtension: "xcscheme"),
            Input(
                reader: "test plan reader", label: "configurations", small: configurationSizes.small,
                large: configurationSizes.large, fileExtension: "xctestplan"),
            Input(
                reader: "test plan reader", label: "arguments", small: planArgumentSizes.small,
                large: planArgumentSizes.large, fileExtension: "xctestplan"),
            Input(
                reader: "test plan reader", label: "\(grouped(jsonChains)) nested arrays",
                // Within the budget's 64 levels (the plan's own object and array are two of them).
                small: ("7 deep", planNested(chains: jsonChains, depth: 7)),
                large: ("56 deep", planNested(chains: jsonChains, depth: 56)), fileExtension: "xctestplan"),
        ]
    }

    /// `40,000`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        let head = digits.count % 3
        var text = String(digits.prefix(head))
        for (offset, digit) in digits.dropFirst(head).enumerated() {
            if offset % 3 == 0, !text.isEmpty { text += "," }
            text.append(digit)
        }
        return text
    }

    /// Reads `file` as its extension says; the count of what was read, so nothing is optimised away.
    static func read(_ file: URL) throws -> Int {
        if file.pathExtension == "xctestplan" {
            let plan = try XcodeTestPlan(file: file)
            return plan.configurations.count + (plan.defaultOptions.arguments?.count ?? 0)
        }
        let scheme = try XcodeScheme(file: file, location: .shared, container: file.deletingLastPathComponent())
        return scheme.launch?.arguments.count ?? 1
    }

    /// The rows' inputs: each document written to a file, then read from it.
    static func inputs(quick: Bool) -> [ScalingInput] {
        documents(quick: quick).map { document in
            ScalingInput(
                reader: document.reader, input: document.label, small: document.small.label,
                large: document.large.label
            ) { isLarge, folder in
                let file = folder.appendingPathComponent((isLarge ? "large." : "small.") + document.fileExtension)
                try Data((isLarge ? document.large.text : document.small.text).utf8).write(to: file)
                return { _ = try read(file) }
            }
        }
    }

    static func run(directory: URL, quick: Bool) throws -> [BenchmarkRow] {
        try ScalingSampler.rows(.scheme, directory: directory, quick: quick)
    }
}
