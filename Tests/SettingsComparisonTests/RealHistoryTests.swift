import BundleTestSupport
import Foundation
import Testing

@testable import SettingsBundle
@testable import SettingsComparison

/// `BundleComparison` on real commits of public apps that changed a Settings.bundle or an
/// InAppSettings.bundle (Fixtures/RealHistory, README.md there names each repository and commit):
/// each case's changes in the base language (en) are those `Scripts/compare-oracle.py` listed,
/// checked by reading the commit. Cases today's comparison gets wrong are in
/// ``RealHistoryKnownFailures`` and skipped until the fix lands.
struct RealHistoryTests {
    /// One commit: the bundle before and after it, and the changes it makes.
    typealias Case = HistoryCase

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RealHistory")

    /// Every case folder (one holding `expected.json`), sorted.
    static let cases = HistoryCase.all(under: root)

    static var checked: [Case] { cases.filter { RealHistoryKnownFailures.reasons[$0.name] == nil } }

    /// What two lists must agree on for a change: its kind and page, the row's key (else what
    /// names it), and for a text the old and new text.
    static func signature(kind: String, page: String, key: String?, row: String?, old: String?, new: String?)
        -> String
    {
        let texts = ["paneTitleChanged", "groupTitleChanged", "footerChanged", "titleChanged", "choiceTitleChanged"]
        let shown = texts.contains(kind) ? [old ?? "∅", new ?? "∅"] : []
        return ([kind, page, key ?? row ?? "∅"] + shown).joined(separator: " | ")
    }

    /// The single bundle folder under `side` (`before` or `after`).
    static func bundle(_ folder: URL, _ side: String) throws -> URL {
        let sideFolder = folder.appendingPathComponent(side)
        let names = try FileManager.default.contentsOfDirectory(atPath: sideFolder.path)
        let name = try #require(names.first { $0.hasSuffix(".bundle") }, "no bundle in \(sideFolder.path)")
        return sideFolder.appendingPathComponent(name)
    }

    static func expected(_ folder: URL) throws -> [String] {
        struct Expected: Decodable {
            var kind: String
            var page: String
            var key: String?
            var row: String?
            var old: String?
            var new: String?
        }
        let data = try Data(contentsOf: folder.appendingPathComponent("expected.json"))
        return try JSONDecoder().decode([Expected].self, from: data)
            .map { signature(kind: $0.kind, page: $0.page, key: $0.key, row: $0.row, old: $0.old, new: $0.new) }
            .sorted()
    }

    @Test func theCorpusIsThere() {
        #expect(Self.cases.count >= 100)
        #expect(Set(Self.cases.map { $0.name.split(separator: "/")[0] }).count >= 15)
    }

    @Test func everyKnownFailureNamesACase() {
        let names = Set(Self.cases.map(\.name))
        for name in RealHistoryKnownFailures.reasons.keys { #expect(names.contains(name), "\(name) has no fixture") }
    }

    @Test(arguments: checked) func compareListsWhatTheCommitChanged(_ item: Case) throws {
        let old = try T.load(try Self.bundle(item.folder, "before"), languages: ["en"])
        let new = try T.load(try Self.bundle(item.folder, "after"), languages: ["en"])
        let found = BundleComparison.compare(old, new)
            .map {
                Self.signature(
                    kind: $0.kind.rawValue, page: $0.page, key: $0.key, row: $0.row, old: $0.old, new: $0.new)
            }
            .sorted()
        let expected = try Self.expected(item.folder)
        let missed = expected.filter { !found.contains($0) }
        let extra = found.filter { !expected.contains($0) }
        #expect(found == expected, "missed: \(missed); not expected: \(extra)")
    }

    /// Every version of every case, loaded twice, is no change against itself (issue 30).
    @Test(arguments: cases) func eachVersionIsNoChangeAgainstItself(_ item: Case) throws {
        for side in ["before", "after"] {
            let bundle = try Self.bundle(item.folder, side)
            let changes = BundleComparison.compare(
                try T.load(bundle, languages: ["en"]), try T.load(bundle, languages: ["en"]))
            #expect(changes.isEmpty, "\(side): \(changes.map(\.summary))")
        }
    }

    typealias T = BundleFixtures
}
