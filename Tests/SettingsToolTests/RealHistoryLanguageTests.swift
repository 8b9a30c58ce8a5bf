import BundleTestSupport
import Foundation
import TestSupport
import Testing

/// `settings compare --all-languages` on real commits of public apps that changed the texts of
/// other languages than English (Fixtures/RealHistoryLanguages; its README names each repository
/// and commit): each case's changes in other languages are those `Scripts/compare-oracle.py`
/// lists by its own reading of Documentation/LanguageRule.md, each disagreement with the tool
/// resolved by reading the commit. The bundles are kept whole (every `.lproj`), unlike the
/// base-language cases of `SettingsComparisonTests/RealHistoryTests`.
@Suite(.serialized) struct RealHistoryLanguageTests {
    /// One commit: the bundle before and after it, and the changes it makes.
    typealias Case = HistoryCase

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RealHistoryLanguages")

    /// Every case folder (one holding `expected.json`), sorted.
    static let cases = HistoryCase.all(under: root)

    /// What two lists must agree on for a change: kind, page, the row's key (else its name), the
    /// language as a tag, and for a text the old and new text.
    static func signatures(_ changes: [[String: Any]]) -> [String] {
        let texts = ["paneTitleChanged", "groupTitleChanged", "footerChanged", "titleChanged", "choiceTitleChanged"]
        return changes.compactMap { change -> String? in
            guard let language = change["language"] as? String else { return nil }
            let kind = change["kind"] as? String ?? "?"
            let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
            let named = change["key"] as? String ?? change["row"] as? String ?? "∅"
            var parts = [kind, change["page"] as? String ?? "?", named, tag]
            if texts.contains(kind) { parts += [change["old"] as? String ?? "∅", change["new"] as? String ?? "∅"] }
            return parts.joined(separator: " | ")
        }
        .sorted()
    }

    static func bundle(_ folder: URL, _ side: String) throws -> String {
        let sideFolder = folder.appendingPathComponent(side)
        let names = try FileManager.default.contentsOfDirectory(atPath: sideFolder.path)
        let name = try #require(names.first { $0.hasSuffix(".bundle") }, "no bundle in \(sideFolder.path)")
        return sideFolder.appendingPathComponent(name).path
    }

    @Test func theCorpusIsThere() {
        #expect(Self.cases.count >= 20)
        #expect(Set(Self.cases.map { $0.name.split(separator: "/")[0] }).count >= 4)
    }

    @Test(arguments: cases) func everyLanguageListsWhatItsUsersSee(_ item: Case) throws {
        let sandbox = Sandbox()
        let result = try sandbox.run(
            "settings",
            [
                "compare", "--all-languages", "--language", "en", "--json", "--fail-on", "none",
                try Self.bundle(item.folder, "before"), try Self.bundle(item.folder, "after"),
            ])
        #expect(result.status == 0, "\(result.error)")
        let document = try #require(try JSONSerialization.jsonObject(with: result.outputData) as? [String: Any])
        let found = Self.signatures(try #require(document["changes"] as? [[String: Any]]))
        let data = try Data(contentsOf: item.folder.appendingPathComponent("expected.json"))
        let expected = Self.signatures(try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]]))
        #expect(
            found == expected,
            "missed: \(expected.filter { !found.contains($0) }); not expected: \(found.filter { !expected.contains($0) })"
        )
    }
}
