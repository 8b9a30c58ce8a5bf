import BundleTestSupport
import Foundation
import SettingsBundle
import SettingsLint
import SourceLint
import Testing

/// A lint rule is one file: `Rules/Rule+Name.swift` in the target that finds it declares the rule
/// (id, severity, the key it points at, summary, explanation), and the catalog is built from those
/// files. These tests read the package's sources, so a rule declared anywhere else, a file with two
/// rules, or a rule file the catalog does not list fails here, naming the file.
@Suite struct RuleCatalogTests {
    /// The package root.
    static let root = BundleFixtures.packageRoot

    /// Every Swift file under Sources (relative path and text).
    static let sources: [(path: String, text: String)] = {
        let folder = root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var files: [(String, String)] = []
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                let text = try? String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            else { continue }
            files.append(("Sources/" + relative, text))
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// `static let name = Rule(` declarations and `id: "..."` arguments in `text`.
    static func declarations(_ text: String) -> (names: [String], ids: [String]) {
        let names = text.matches(of: /static let (\w+) = Rule\(/).map { String($0.output.1) }
        let ids = text.matches(of: /Rule\(\s*id: "([^"]+)"/).map { String($0.output.1) }
        return (names, ids)
    }

    @Test func eachRuleIsOneFileNamedAfterIt() {
        var declared: [String: String] = [:]
        for (path, text) in Self.sources {
            let (names, ids) = Self.declarations(text)
            guard !names.isEmpty || !ids.isEmpty else { continue }
            #expect(path.contains("/Rules/Rule+"), "\(path) declares a rule outside a Rules/Rule+Name.swift file")
            #expect(names.count == 1 && ids.count == 1, "\(path) declares \(names.count) rules; a rule is one file")
            if let name = names.first {
                let expected = "Rule+" + name.prefix(1).uppercased() + name.dropFirst() + ".swift"
                #expect(path.hasSuffix("/" + expected), "\(path) declares \(name); name it \(expected)")
            }
            if let id = ids.first { declared[id] = path }
        }
        let listed = RuleCatalog.all.rules.map(\.rawValue)
        for (id, path) in declared.sorted(by: { $0.key < $1.key }) {
            #expect(listed.contains(id), "\(path) declares \(id), which RuleCatalog.all does not list")
        }
        #expect(Set(listed) == Set(declared.keys))
        #expect(listed.count == declared.count)
    }

    @Test func theCoreNamesNoRuleItDoesNotEmit() throws {
        // The bundle core declares only the loader's rules; the others live with their finders.
        let core = Self.sources.filter { $0.path.hasPrefix("Sources/SettingsBundle/") }
        let coreRules = Set(core.flatMap { Self.declarations($0.text).ids })
        for id in ["duplicate-key", "unreachable-page", "launch-argument", "unread-key", "code-default"] {
            #expect(!coreRules.contains(id), "\(id) is declared in the core")
        }
        #expect(coreRules.contains("missing-root"))
    }

    @Test func theCatalogFindsRulesByIdAndKeepsSARIFIndices() throws {
        let catalog = RuleCatalog.all
        #expect(catalog.rule(id: "child-cycle") == .childCycle)
        #expect(catalog.rule(id: "child-cycle")?.offendingKey == "File")
        #expect(catalog.rule(id: "no-such-rule") == nil)
        // Indices are places in the list: the first and last rules, and a source rule in between.
        #expect(catalog.index(of: .unreadablePlist) == 0)
        #expect(catalog.index(of: .unreadKey) == 41)
        #expect(catalog.index(of: .launchArgument) == catalog.rules.count - 1)
    }

    @Test func aRuleDecodesFromItsIdOnlyThroughACatalog() throws {
        let json = Data(#"["missing-root","unread-key"]"#.utf8)
        let rules = try RuleCatalog.all.decoder().decode([Rule].self, from: json)
        #expect(rules == [.missingRoot, .unreadKey])
        #expect(rules[1].defaultSeverity == .warning)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Rule].self, from: json) }
        #expect(throws: DecodingError.self) {
            try RuleCatalog.all.decoder().decode([Rule].self, from: Data(#"["missing-rot"]"#.utf8))
        }
        let configuration = Data(#"{"severity":{"no-such-rule":"error"}}"#.utf8)
        #expect(throws: DecodingError.self) {
            try RuleCatalog.all.decoder().decode(LintConfiguration.self, from: configuration)
        }
    }

    /// `--list-rules --format json` is written with `JSONEncoder` (SettingsLint builds on
    /// FoundationEssentials, issue 32): the bytes `JSONSerialization` wrote with the same options.
    @Test func theRuleListingJSONIsJSONSerializations() throws {
        let entries = RuleCatalog.all.rules.map { rule in
            [
                "id": rule.rawValue, "name": rule.displayName, "severity": rule.defaultSeverity.rawValue,
                "summary": rule.summary, "explanation": rule.explanation,
            ]
        }
        let expected = try JSONSerialization.data(
            withJSONObject: entries, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(try RuleCatalog.all.listingJSON() == String(decoding: expected, as: UTF8.self) + "\n")
    }
}
