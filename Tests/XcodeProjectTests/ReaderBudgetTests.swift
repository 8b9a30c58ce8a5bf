import Foundation
import PropertyList
import Testing

@testable import XcodeProject

/// Every Xcode-project reader takes the one `InputBudget` (issue 28): a tighter budget than its
/// preset refuses what the preset reads, with the limit, the file and where.
@Suite struct ReaderBudgetTests {
    /// A budget of `depth` levels, `values` values, `bytes` bytes and `expansion`.
    static func budget(bytes: Int = 1 << 20, values: Int = 1 << 20, depth: Int = 512, expansion: Int = 1 << 20)
        -> InputBudget
    {
        InputBudget(maximumBytes: bytes, maximumValues: values, maximumDepth: depth, maximumExpansion: expansion)
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reader-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func buildSettingsNestAndExpandWithinTheirBudget() {
        let levels = [[BuildSettingAssignment(key: "A", value: "ab", origin: .builtIn)!]]
        let context = ["config": "Debug"]
        let three = "$(A" + "$(B" + "$(C)" + ")" + ")"
        #expect(!BuildSettings(levels: levels, context: context).expand(three).tooDeeplyNested)
        #expect(
            BuildSettings(levels: levels, context: context, budget: Self.budget(depth: 2)).expand(three).tooDeeplyNested
        )
        #expect(
            !BuildSettings(levels: levels, context: context, budget: Self.budget(depth: 3)).expand(three)
                .tooDeeplyNested)
        let long = String(repeating: "$(A)", count: 100)
        #expect(BuildSettings(levels: levels, context: context).expand(long).value.utf8.count == 200)
        #expect(
            BuildSettings(levels: levels, context: context, budget: Self.budget(expansion: 10)).expand(long).value
                == "ababababab")
    }

    @Test func xcconfigIncludesAndBytesAreBudgeted() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write("#include \"b.xcconfig\"\nA = 1\n", root.appendingPathComponent("a.xcconfig"))
        try Self.write("#include \"c.xcconfig\"\nB = 2\n", root.appendingPathComponent("b.xcconfig"))
        try Self.write("C = " + String(repeating: "x", count: 200) + "\n", root.appendingPathComponent("c.xcconfig"))
        let a = root.appendingPathComponent("a.xcconfig")
        let whole = XCConfigFile(url: a, checkout: root)
        #expect(whole.problems.isEmpty, "\(whole.problems)")
        #expect(whole.assignments.map(\.name) == ["C", "B", "A"])
        // Two levels: c.xcconfig is the third and is not read; the problem names it and the limit.
        let shallow = XCConfigFile(url: a, checkout: root, budget: Self.budget(depth: 2))
        #expect(shallow.assignments.map(\.name) == ["B", "A"])
        #expect(shallow.problems.count == 1)
        #expect(
            shallow.problems.first?.contains("c.xcconfig: it nests more than 2 levels deep (at included from ") == true,
            "\(shallow.problems)")
        // 100 bytes: c.xcconfig is larger.
        let small = XCConfigFile(url: a, checkout: root, budget: Self.budget(bytes: 100))
        #expect(small.assignments.map(\.name) == ["B", "A"])
        #expect(small.problems.first?.contains("c.xcconfig: it is larger than 100 bytes") == true, "\(small.problems)")
    }

    @Test func schemesAndTestPlansAreReadWithinTheirBudget() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let scheme = root.appendingPathComponent("App.xcscheme")
        try Self.write(
            "<?xml version=\"1.0\"?>\n<Scheme>\n<LaunchAction>\n<CommandLineArguments>\n</CommandLineArguments>\n"
                + "</LaunchAction>\n</Scheme>\n", scheme)
        #expect(throws: Never.self) { try XcodeScheme(file: scheme, location: .shared, container: root) }
        #expect {
            try XcodeScheme(file: scheme, location: .shared, container: root, budget: Self.budget(depth: 2))
        } throws: { error in
            "\(error)".contains("App.xcscheme") && "\(error)".contains("nests more than 2 levels deep (at line 4)")
        }
        #expect {
            try XcodeScheme(file: scheme, location: .shared, container: root, budget: Self.budget(values: 2))
        } throws: { error in
            "\(error)".contains("App.xcscheme") && "\(error)".contains("more than 2 values")
        }
        #expect {
            try XcodeScheme(file: scheme, location: .shared, container: root, budget: Self.budget(bytes: 50))
        } throws: { error in
            "\(error)".contains("App.xcscheme") && "\(error)".contains("larger than 50 bytes")
        }
        let plan = root.appendingPathComponent("Plan.xctestplan")
        try Self.write(
            "{\n \"configurations\": [\n  {\"name\": \"A\", \"options\": {\"language\": \"de\"}}\n ],\n"
                + " \"defaultOptions\": {\"commandLineArgumentEntries\": [{\"argument\": \"[[[[\"}]},\n"
                + " \"version\": 1\n}\n", plan)
        #expect(throws: Never.self) { try XcodeTestPlan(file: plan, budget: Self.budget(depth: 4)) }
        #expect {
            try XcodeTestPlan(file: plan, budget: Self.budget(depth: 2))
        } throws: { error in
            "\(error)".contains("Plan.xctestplan") && "\(error)".contains("nests more than 2 levels deep (at line 3)")
        }
        // The catalog passes its budget to both.
        let catalog = SchemeCatalog(root: root, budget: Self.budget(depth: 2))
        #expect(catalog.testPlans.isEmpty && catalog.problems.count == 1, "\(catalog.problems)")
    }

    @Test func pbxprojIsReadWithinTheResolversBudget() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("App.xcodeproj")
        try Self.write(
            "// !$*UTF8*$!\n{\n archiveVersion = 1;\n objects = {\n  A = {\n   isa = PBXProject;\n   x = ( ( ( y ) ) );\n  };\n };\n"
                + " rootObject = A;\n}\n", project.appendingPathComponent("project.pbxproj"))
        #expect {
            try XcodeProject(bundle: project, budget: Self.budget(depth: 4))
        } throws: { error in
            "\(error)".contains("project.pbxproj") && "\(error)".contains("nests more than 4 levels deep (at line 7)")
        }
    }
}
