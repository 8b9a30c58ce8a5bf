import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle
@testable import SettingsComparison

/// Issue 30: rows that share a key, rows without a pane or key, groups inserted before others,
/// and a bundle compared with itself.
struct RowIdentityTests {
    typealias T = BundleFixtures
    let comparison = ComparisonTests()

    static func mode(_ title: String, platform: String, default value: PlistValue = "a") -> PlistValue {
        T.specifier(
            "PSMultiValueSpecifier",
            [
                "Title": .string(title), "Key": "mode", "Platform": .string(platform), "DefaultValue": value,
                "Values": ["a", "b"], "Titles": ["A", "B"],
            ])
    }

    static let group = T.specifier("PSGroupSpecifier", ["Title": "Display"])

    @Test func rowsSharingAKeyAreNoChangeAgainstThemselves() throws {
        let rows = [Self.group, Self.mode("Mode", platform: "iOS"), Self.mode("Mode (TV)", platform: "tvOS")]
        #expect(try comparison.compare(rows, rows).isEmpty)
        // The same key with no filter at all, twice: still the same two rows.
        let plain = [Self.group, ComparisonTests.sync, ComparisonTests.sync, ComparisonTests.speed]
        #expect(try comparison.compare(plain, plain).isEmpty)
    }

    /// Filters tell apart only rows that share a name: a lone row that gains one is the same row.
    @Test func aFilterAddedToALoneRowKeepsIt() throws {
        let filtered = ComparisonTests.with(ComparisonTests.sync, "SupportedUserInterfaceIdioms", ["Phone", "Pad"])
        #expect(try comparison.compare([Self.group, ComparisonTests.sync], [Self.group, filtered]).isEmpty)
    }

    @Test func swappedRowsSharingAKeyKeepTheirTitles() throws {
        let ios = Self.mode("Mode", platform: "iOS")
        let tv = Self.mode("Mode (TV)", platform: "tvOS")
        let changes = try comparison.compare([Self.group, ios, tv], [Self.group, tv, ios])
        #expect(!changes.contains { $0.kind == .titleChanged }, "\(changes.map(\.summary))")
        #expect(changes.map(\.kind) == [.rowsReordered])
    }

    @Test func aDefaultChangedOnTheSecondRowOfAKeyIsReported() throws {
        let ios = Self.mode("Mode", platform: "iOS")
        let changes = try comparison.compare(
            [Self.group, ios, Self.mode("Mode (TV)", platform: "tvOS")],
            [Self.group, ios, Self.mode("Mode (TV)", platform: "tvOS", default: "b")])
        #expect(changes.map(\.kind) == [.defaultChanged])
        #expect(changes.first?.row == "Mode (TV)")
        #expect(ChangeCategory.default.contains(try #require(changes.first)))
    }

    /// Every bundle of the corpus compared with itself: nothing changed.
    @Test(.enabled(if: T.runsCorpusTests)) func everyCorpusBundleIsNoChangeAgainstItself() throws {
        let corpus = try T.requireCorpus()
        var bundles: [URL] = []
        let walk = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
        while let url = walk?.nextObject() as? URL {
            guard url.pathExtension == "bundle" else { continue }
            bundles.append(url)
            walk?.skipDescendants()
        }
        #expect(bundles.count >= 15)
        for bundle in bundles {
            for idiom in [Idiom.phone, .pad] {
                guard let loaded = try? T.load(bundle, idiom: idiom) else { continue }
                let changes = BundleComparison.compare(loaded, loaded)
                #expect(changes.isEmpty, "\(bundle.path) \(idiom): \(changes.map(\.summary))")
            }
        }
    }

    // MARK: Rows without a key or a pane

    static let acknowledgements = T.specifier(
        "PSChildPaneSpecifier", ["Title": "Acknowledgements", "File": "Acknowledgements"])
    static let noFile = T.specifier("PSChildPaneSpecifier", ["Title": "Licenses"])
    static let viewController = T.specifier(
        "PSChildPaneSpecifier", ["Title": "Account", "IASKViewControllerClass": "AccountViewController"])
    static let webPage = T.specifier("IASKOpenURLSpecifier", ["Title": "Website", "File": "https://example.com"])
    static let customView = T.specifier("IASKCustomViewSpecifier", ["Key": "logo"])
    static let button = T.specifier("IASKButtonSpecifier", ["Title": "Reset", "Key": "reset"])

    @Test func rowsWhosePaneIsNotInTheBundleAreComparedAsRows() throws {
        let extra = [
            Self.acknowledgements, Self.noFile, Self.viewController, Self.webPage, Self.customView, Self.button,
        ]
        let added = try comparison.compare([Self.group], [Self.group] + extra)
        #expect(added.map(\.kind) == Array(repeating: .rowAdded, count: extra.count), "\(added.map(\.summary))")
        #expect(added.first?.summary.hasPrefix("Child pane row \"Acknowledgements\" added") == true)
        let removed = try comparison.compare([Self.group] + extra, [Self.group])
        #expect(removed.map(\.kind) == Array(repeating: .rowRemoved, count: extra.count))
        #expect(try comparison.compare([Self.group] + extra, [Self.group] + extra).isEmpty)
        // A retitled child pane row is the same row (it opens the same file).
        let renamed = T.specifier("PSChildPaneSpecifier", ["Title": "Credits", "File": "Acknowledgements"])
        let retitled = try comparison.compare([Self.group, Self.acknowledgements], [Self.group, renamed])
        #expect(retitled.map(\.kind) == [.titleChanged])
        #expect(retitled.first?.summary == "Title of \"Credits\": \"Acknowledgements\" → \"Credits\"")
    }

    @Test func aPaneThatDisappearsUnderItsRowIsBothChanges() throws {
        let more = ComparisonTests.more
        let folder = try T.temporaryDirectory()
        defer { T.remove(folder) }
        try T.writePage(folder, "Old/Settings.bundle/Root.plist", [Self.group, more])
        try T.writePage(folder, "Old/Settings.bundle/More.plist", [ComparisonTests.sync])
        try T.writePage(folder, "New/Settings.bundle/Root.plist", [Self.group, more])
        let changes = BundleComparison.compare(
            try T.load(folder.appendingPathComponent("Old/Settings.bundle")),
            try T.load(folder.appendingPathComponent("New/Settings.bundle")))
        #expect(changes.map(\.kind).contains(.rowOpensNothing), "\(changes.map(\.summary))")
        #expect(changes.map(\.kind).contains(.paneRemoved))
        let lost = try #require(changes.first { $0.kind == .rowOpensNothing })
        #expect(lost.summary.hasPrefix("\"More\" now opens nothing: its pane \"More\" is not in the bundle"))
    }

    // MARK: Groups

    @Test func aGroupInsertedBeforeAnotherIsAddedNotAnEdit() throws {
        let about = T.specifier("PSGroupSpecifier", ["FooterText": "About this app."])
        let beta = T.specifier("PSGroupSpecifier", ["FooterText": "Beta features may change."])
        let toggle = T.specifier("PSToggleSwitchSpecifier", ["Title": "Beta", "Key": "beta", "DefaultValue": false])
        let changes = try comparison.compare(
            [about, Self.acknowledgements], [beta, toggle, about, Self.acknowledgements])
        #expect(changes.map(\.kind) == [.groupAdded, .rowAdded], "\(changes.map(\.summary))")
        #expect(changes.first?.summary == "Untitled group 1 (footer \"Beta features may change.\") added")
        // A footer-only group whose footer changed is still an edit.
        let edited = try comparison.compare([about], [beta])
        #expect(edited.map(\.kind) == [.footerChanged])
    }

    /// An empty `FooterText` is no footer: the group is only a gap, not "Untitled group 2 (footer "")".
    @Test func aGroupWithNoTitleAndAnEmptyFooterIsOnlyAGap() throws {
        let blank = T.specifier("PSGroupSpecifier", ["Title": "", "FooterText": ""])
        let changes = try comparison.compare(
            [Self.group, ComparisonTests.sync], [Self.group, ComparisonTests.sync, blank, ComparisonTests.nickname])
        #expect(changes.map(\.kind) == [.rowAdded], "\(changes.map(\.summary))")
        #expect(!changes.contains { $0.summary.contains("footer \"\"") })
        #expect(changes.first?.summary == "Text field \"Nickname\" (`nick`) added")
    }

    // MARK: Title-value rows

    @Test func aTitleValueDefaultIsADisplayedTextChange() throws {
        func version(_ text: String) -> PlistValue {
            T.specifier("PSTitleValueSpecifier", ["Title": "Version", "Key": "version", "DefaultValue": .string(text)])
        }
        let changes = try comparison.compare([version("1.2")], [version("1.3")])
        #expect(changes.map(\.kind) == [.shownValueChanged])
        let change = try #require(changes.first)
        #expect(!ChangeCategory.default.contains(change) && !ChangeCategory.type.contains(change))
        #expect(!change.summary.contains("users who chose"))
        #expect(
            change.summary
                == "Value `version` shows: \"1.2\" → \"1.3\" (its DefaultValue, shown while the app stores none)")
    }
}
