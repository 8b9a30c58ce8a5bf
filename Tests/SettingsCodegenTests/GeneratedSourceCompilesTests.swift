import BundleTestSupport
import Foundation
import PropertyList
import SettingsBundle
import SettingsCodegen
import Testing

/// Whatever the keys, the generated file compiles (issue 28, finding 7), proven by the compiler
/// itself: bundles of hostile and random keys, of every kind of row, in both views and both
/// access levels, each generated file type-checked by `swiftc` as its own module, warnings
/// counted as failures.
@Suite(.serialized) struct GeneratedSourceCompilesTests {
    /// How many random bundles the property test generates, and rows in each.
    static let seeds: ClosedRange<UInt64> = 1...4
    static let rowsPerBundle = 150

    /// Writes each source to a file of `scratch` and type-checks them, alternating Swift 5 and 6.
    func expectCompiles(_ sources: [(name: String, text: String)], scratch: URL) throws {
        var files: [URL] = []
        var arguments: [[String]] = []
        for (index, source) in sources.enumerated() {
            let file = scratch.appendingPathComponent(source.name + ".swift")
            try Data(source.text.utf8).write(to: file)
            files.append(file)
            arguments.append(["-swift-version", index % 2 == 0 ? "6" : "5"])
        }
        let complaints = try SwiftCompiler.typecheck(files, arguments: arguments, scratch: scratch)
        for (file, said) in complaints.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(file) does not compile cleanly:\n\(said.prefix(4_000))")
        }
    }

    /// The keys issue 28 found, each in the row kind that broke, then every keyword swift-syntax
    /// knows and every name of the generator's and the compiler's lists as a key of each kind.
    @Test(.enabled(if: SwiftCompiler.path != nil, "swiftc is not on PATH"))
    func reservedNamesAsKeysOfEveryKindCompile() throws {
        let scratch = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(scratch) }
        let found: [PlistValue] =
            ["string", "sendable", "case_iterable", "int", "any", "2fa", "self", "type"].map {
                GeneratedBundle.multiValue($0)
            } + [
                GeneratedBundle.toggle("user_defaults"), GeneratedBundle.textField("class_for_keyed_archiver"),
                GeneratedBundle.textField("description"),
            ]
        var sources = [(name: "Found", text: try GeneratedBundle.source(found))]
        var keys = HostileKeys(seed: 0)
        let makers: [(String, [PlistValue]) -> PlistValue] = [
            GeneratedBundle.multiValue(_:_:), { key, _ in GeneratedBundle.toggle(key) },
            { key, _ in GeneratedBundle.textField(key) },
        ]
        for (index, maker) in makers.enumerated() {
            // Every name once as it is and once in another spelling, as this kind of row.
            let names = HostileKeys.names.flatMap { [$0, keys.spelling(of: $0)] }
            let rows = names.map { maker($0, [.string($0), "b"]) }
            let generator = SwiftAccessorGenerator(access: index == 1 ? .public : .internal)
            sources.append(("Kind\(index)", try GeneratedBundle.source(rows, generator: generator)))
        }
        try expectCompiles(sources, scratch: scratch)
    }

    /// Random bundles from seeded sequences: hostile keys in random spellings, random choices,
    /// titles and values full of quotes, backslashes, combining marks, line and paragraph
    /// separators, bidi controls, NUL and non-BMP scalars, defaults of every type (infinite and
    /// NaN reals and dates, the largest integers, data, nesting), child panes with hostile app groups.
    @Test(.enabled(if: SwiftCompiler.path != nil, "swiftc is not on PATH"))
    func randomHostileBundlesCompile() throws {
        let scratch = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(scratch) }
        var sources: [(name: String, text: String)] = []
        for seed in Self.seeds {
            var keys = HostileKeys(seed: seed)
            var rows: [PlistValue] = []
            for _ in 0..<Self.rowsPerBundle {
                rows.append(keys.row(keys.key()))
            }
            let children = (0..<2).map { number in
                GeneratedBundle.Child(
                    name: "Child\(number)", rows: (0..<20).map { _ in keys.row(keys.key()) },
                    appGroup: "group." + keys.text())
            }
            let generator = SwiftAccessorGenerator(
                access: seed % 2 == 0 ? .public : .internal, typeName: seed % 3 == 0 ? "Keys" : "AppSettings")
            let view: BundleView = seed % 2 == 0 ? .inApp : .settingsApp
            // Binary pages hold what XML cannot: dates that are not finite.
            let source = try GeneratedBundle.source(
                rows, children: children, view: view, binary: seed % 2 == 1, generator: generator)
            sources.append(("Seed\(seed)", source))
        }
        // A default nested as deep as the property-list reader goes: bound one level per
        // statement, as a nested literal it would take the type checker longer than a build.
        var deep: PlistValue = 1
        for level in 0..<(PlistLimits.maximumDepth - 12) {
            deep = level % 2 == 0 ? [deep, "x"] : ["k\(level)": deep]
        }
        let row: PlistValue = ["Type": "PSTitleValueSpecifier", "Key": "deep", "DefaultValue": deep]
        let deepSource = try GeneratedBundle.source([row])
        #expect(deepSource.components(separatedBy: "\n        let nested").count == PlistLimits.maximumDepth - 12)
        sources.append(("Deep", deepSource))
        try expectCompiles(sources, scratch: scratch)
    }
}
