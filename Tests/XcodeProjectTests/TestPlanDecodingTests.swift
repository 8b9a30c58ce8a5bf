import Foundation
import Testing

@testable import XcodeProject

/// `XcodeTestPlan` reads through `JSONDecoder` (issue 28): what is wrong in a plan is still named
/// in the words it used with `JSONSerialization`, and what was read leniently still is.
@Suite struct TestPlanDecodingTests {
    /// Writes `json` as `Plan.xctestplan` in a fresh folder and reads it.
    static func read(_ json: String) throws -> XcodeTestPlan {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Plan.xctestplan")
        try Data(json.utf8).write(to: file)
        return try XcodeTestPlan(file: file)
    }

    /// The reason of the error reading `json` gives, or nil when it reads.
    static func reason(_ json: String) -> String? {
        do {
            _ = try read(json)
            return nil
        } catch let error as SchemeError {
            guard case .malformed(let path, let reason) = error, path.hasSuffix("Plan.xctestplan") else {
                return "\(error)"
            }
            return reason
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        ("[1]", "its top level is not a JSON object"),
        ("null", "its top level is not a JSON object"),
        ("\"plan\"", "its top level is not a JSON object"),
        ("{\"configurations\": [3]}", "configuration 1 is not an object"),
        ("{\"configurations\": [{\"name\": \"A\"}, []]}", "configuration 2 is not an object"),
        ("{\"defaultOptions\": []}", "defaultOptions is not an object"),
        ("{\"defaultOptions\": null}", "defaultOptions is not an object"),
        ("{\"configurations\": [{\"name\": \"Fr\", \"options\": 1}]}", "configuration Fr is not an object"),
        (
            "{\"configurations\": [{\"options\": {\"commandLineArgumentEntries\": {}}}]}",
            "commandLineArgumentEntries of configuration Configuration 1 is not a list"
        ),
        (
            "{\"defaultOptions\": {\"commandLineArgumentEntries\": null}}",
            "commandLineArgumentEntries of defaultOptions is not a list"
        ),
        (
            "{\"defaultOptions\": {\"commandLineArgumentEntries\": [{\"argument\": \"-a 1\"}, {\"argument\": 2}]}}",
            "argument 2 of defaultOptions has no \"argument\" text"
        ),
        (
            "{\"configurations\": [{\"name\": \"B\", \"options\": {\"commandLineArgumentEntries\": [\"-a\"]}}]}",
            "argument 1 of configuration B has no \"argument\" text"
        ),
    ])
    func wrongShapesAreNamedWhereTheyAre(json: String, expected: String) {
        #expect(Self.reason(json) == expected)
    }

    /// Bytes that are not JSON say so, with the parser's words on where.
    @Test func syntaxErrorsSayNotJSON() {
        for json in ["{", "{\"a\": }", "", "{\"configurations\": [1,]"] {
            let reason = Self.reason(json)
            #expect(reason?.hasPrefix("not JSON: ") == true, "\(json): \(reason ?? "read")")
        }
    }

    /// What the plan does not require is read leniently, as before: a `configurations` or
    /// `testTargets` that is not a list is empty, values of another type are left out, `enabled`
    /// counts numbers as `NSNumber.boolValue` does, and a configuration without a name is numbered.
    @Test func lenientReadsStayLenient() throws {
        let plan = try Self.read(
            """
            {"configurations": {"x": 1}, "testTargets": 7,
             "defaultOptions": {"language": 3, "region": "", "targetForVariableExpansion": {"name": "App", "identifier": 9},
              "commandLineArgumentEntries": [{"argument": "-a", "enabled": 0}, {"argument": "-b", "enabled": 2},
               {"argument": "-c", "enabled": "NO"}, {"argument": "-d", "enabled": null}, {"argument": "-e", "enabled": false},
               {"argument": "-f", "enabled": 0.5}, {"argument": "-g", "enabled": -1.5}]}}
            """)
        #expect(plan.configurations.isEmpty && plan.testTargets.isEmpty)
        #expect(plan.defaultOptions.language == nil && plan.defaultOptions.region == nil)
        #expect(plan.defaultOptions.targetForVariableExpansion?.blueprintName == "App")
        #expect(plan.defaultOptions.targetForVariableExpansion?.blueprintIdentifier == "")
        let arguments = try #require(plan.defaultOptions.arguments)
        #expect(arguments.map(\.text) == ["-a", "-b", "-c", "-d", "-e", "-f", "-g"])
        #expect(arguments.map(\.isEnabled) == [false, true, true, true, false, false, true])

        let named = try Self.read(
            """
            {"configurations": [{"options": {"language": "de"}}, {"name": 5}, {"name": "Own", "id": "x"}],
             "testTargets": [{"target": {"name": "AppTests"}}, 3, {"target": "x"}, {"target": {"name": "UITests"}}]}
            """)
        #expect(named.configurations.map(\.name) == ["Configuration 1", "Configuration 2", "Own"])
        #expect(named.configurations[0].options.language == "de")
        #expect(named.testTargets == ["AppTests", "UITests"])
        #expect(named.defaultOptions == XcodeTestPlan.Options())
    }
}
