import Foundation
import PropertyList
import SettingsCodegen
import Testing

/// The names keys become: never a keyword without backquotes, never a type the file names, never a
/// member `UserDefaults` or `NSObject` has, never one another key took (issue 28, finding 7).
@Suite struct GeneratedNameTests {
    /// The declarations of `source` that start with `prefix` (`static let `, `enum `), trimmed.
    func declarations(_ source: String, _ prefix: String) -> [String] {
        source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix(prefix) }
    }

    @Test func multiValueKeysNamedAfterTypesGetEnumsThatShadowNothing() throws {
        let keys = ["string", "sendable", "case_iterable", "int", "any", "2fa", "self", "type", "user_defaults"]
        let source = try GeneratedBundle.source(keys.map { GeneratedBundle.multiValue($0) })
        #expect(
            declarations(source, "enum ").dropFirst().map { $0.split(separator: ":")[0] } == [
                "enum String2", "enum Sendable2", "enum CaseIterable2", "enum Int2", "enum Any2", "enum _2fa2",
                "enum Self2", "enum Type2", "enum UserDefaults2",
            ])
        #expect(
            declarations(source, "static let ").map { $0.split(separator: " ")[2] } == [
                "string2", "sendable", "caseIterable", "int", "`any`", "_2fa", "self2", "type", "userDefaults",
            ])
        #expect(source.contains("var _2fa: AppSettings._2fa2? {"))
        #expect(source.contains("var `any`: AppSettings.Any2? {"))
    }

    @Test func accessorsNeverOverrideAnNSObjectProperty() throws {
        let keys = [
            "class_for_keyed_archiver", "description", "superclass", "observation_info", "class_for_coder",
            "accessibility_label", "is_accessibility_element", "value",
        ]
        let source = try GeneratedBundle.source(keys.map { GeneratedBundle.textField($0) })
        #expect(
            declarations(source, "var ").map { $0.split(separator: ":")[0] } == [
                "var classForKeyedArchiver2", "var description2", "var superclass2", "var observationInfo2",
                "var classForCoder2", "var settingAccessibilityLabel", "var settingIsAccessibilityElement",
                "var value2",
            ])
    }

    @Test func everyContextualKeywordIsBackquoted() throws {
        let keys = ["will_set", "get", "actor", "nonisolated", "consume", "then", "unsafe", "sending"]
        let source = try GeneratedBundle.source(keys.map { GeneratedBundle.toggle($0) })
        #expect(
            declarations(source, "static let ").map { $0.split(separator: " ")[2] } == [
                "`willSet`", "`get`", "`actor`", "`nonisolated`", "`consume`", "`then`", "`unsafe`", "`sending`",
            ])
    }

    @Test func choicesNamedAfterTheEnumsOwnMembersAreNumbered() throws {
        let source = try GeneratedBundle.source([
            GeneratedBundle.multiValue("mode", ["allCases", "rawValue", "init", "self", "default"])
        ])
        for line in [
            "case allCases2 = \"allCases\"", "case rawValue2 = \"rawValue\"", "case init2 = \"init\"",
            "case self2 = \"self\"", "case `default` = \"default\"",
        ] {
            #expect(source.contains(line), "\(line)")
        }
    }

    /// Two thousand keys that all give `a` get `a`, `a2`, … `a2000` in the order they come, the
    /// same every time; a key `a2` that comes after them gets the first free `a2` and number,
    /// `a2100` (`a22` … `a299` are taken).
    @Test func keysThatGiveOneNameAreNumberedInOrder() throws {
        let keys = (0..<2_000).map {
            String(repeating: "_", count: $0 % 50) + "a" + String(repeating: "-", count: $0 / 50)
        }
        let rows = keys.map { GeneratedBundle.textField($0) } + [GeneratedBundle.textField("a2")]
        let source = try GeneratedBundle.source(rows)
        let names = declarations(source, "static let ").map { $0.split(separator: " ")[2] }
        #expect(names.count == 2_001)
        #expect(names.prefix(3) == ["a", "a2", "a3"])
        #expect(names[1_999] == "a2000")
        #expect(names.last == "a2100")
        #expect(Set(names).count == names.count)
        #expect(try GeneratedBundle.source(rows) == source)
    }

    @Test func aTypeNameTheFileUsesIsRefused() {
        for name in ["String", "UserDefaults", "Sendable", "CaseIterable", "Any", "Date", "Self", "class"] {
            #expect(!SwiftAccessorGenerator.isTypeName(name), "\(name)")
        }
        #expect(SwiftAccessorGenerator.isTypeName("Keys"))
    }
}
