import Foundation
import PropertyList
import SettingsBundle
import SettingsComparison
import Testing

@testable import SettingsRender

/// The rows a comparison marks on the old and the new picture of a pane, and the review page.
struct ChangeMarksTests {
    static let speedTitles: [PlistValue] = ["Slow", "Medium", "Fast"]

    /// Old: one group with speed (default Medium), sync, legacy and volume.
    /// New: speed defaults to Fast, legacy gone, a new group "Extra" holds volume (moved) and haptics (added).
    static func bundles() throws -> (old: ScratchBundle, new: ScratchBundle) {
        let old = try ScratchBundle()
        try old.page(
            "Root.plist",
            [
                ["Type": "PSGroupSpecifier", "Title": "General"],
                [
                    "Type": "PSMultiValueSpecifier", "Title": "Speed", "Key": "speed", "DefaultValue": "m",
                    "Values": ["s", "m", "f"], "Titles": .array(speedTitles),
                ],
                ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync", "DefaultValue": true],
                ["Type": "PSToggleSwitchSpecifier", "Title": "Legacy", "Key": "legacy", "DefaultValue": false],
                [
                    "Type": "PSSliderSpecifier", "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0,
                    "MaximumValue": 1,
                ],
            ])
        let new = try ScratchBundle()
        try new.page(
            "Root.plist",
            [
                ["Type": "PSGroupSpecifier", "Title": "General"],
                [
                    "Type": "PSMultiValueSpecifier", "Title": "Speed", "Key": "speed", "DefaultValue": "f",
                    "Values": ["s", "m", "f"], "Titles": .array(speedTitles),
                ],
                ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync", "DefaultValue": true],
                ["Type": "PSGroupSpecifier", "Title": "Extra", "FooterText": "New in this version."],
                [
                    "Type": "PSSliderSpecifier", "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0,
                    "MaximumValue": 1,
                ],
                ["Type": "PSToggleSwitchSpecifier", "Title": "Haptics", "Key": "haptics", "DefaultValue": true],
            ])
        return (old, new)
    }

    /// The marks drawn on a picture: each mark's kind, key and the vertical span of its outline.
    static func marks(in svg: String) throws -> [(mark: String, key: String?, top: Double, bottom: Double)] {
        let tree = try SVGTree(svg)
        return tree.elements.filter { $0.name == "rect" && $0.inside("mark") != nil }.map { rect in
            let group = rect.inside("mark") ?? [:]
            let top = rect.number("y") ?? 0
            return (group["data-mark"] ?? "", group["data-key"], top, top + (rect.number("height") ?? 0))
        }
    }

    /// Where each row is drawn, by the row's key: the first vertical position (a text's baseline,
    /// a slider track's line) of an element inside it.
    static func rowPositions(in svg: String) throws -> [String: Double] {
        var result: [String: Double] = [:]
        for element in try SVGTree(svg).elements where element.inside("mark") == nil {
            guard let key = element.inside("row")?["data-key"], result[key] == nil,
                let y = element.number("y") ?? element.number("y1") ?? element.number("cy")
            else { continue }
            result[key] = y
        }
        return result
    }

    @Test func eachSideMarksWhatItShows() throws {
        let (oldBundle, newBundle) = try Self.bundles()
        let old = try oldBundle.load()
        let new = try newBundle.load()
        let changes = BundleComparison.compare(old, new)
        let marks = ChangeMarks(changes)
        let renderer = PaneRenderer()
        let ids: [PageID] = [.root]
        let before = renderer.svg(
            for: old.rootPage, values: { _ in RowValue() }, marks: { marks.mark($0, on: ids, side: .old) })
        let after = renderer.svg(
            for: new.rootPage, values: { _ in RowValue() }, marks: { marks.mark($0, on: ids, side: .new) })

        let oldMarks = try Self.marks(in: before)
        #expect(
            Set(oldMarks.map { "\($0.mark) \($0.key ?? "-")" }) == ["changed speed", "removed legacy", "moved volume"])
        let newMarks = try Self.marks(in: after)
        #expect(
            Set(newMarks.map { "\($0.mark) \($0.key ?? "-")" })
                == ["changed speed", "added haptics", "moved volume", "added -"])
        // Sync did not change: no mark on either side.
        #expect(!(oldMarks + newMarks).contains { $0.key == "sync" })

        // Each outline covers its row: the row's title is drawn inside it.
        for (svg, drawn) in [(before, oldMarks), (after, newMarks)] {
            let baselines = try Self.rowPositions(in: svg)
            for mark in drawn {
                guard let key = mark.key else { continue }
                let baseline = try #require(baselines[key], "\(key) is drawn")
                #expect(mark.top < baseline && baseline < mark.bottom, "\(key)'s outline holds its row")
            }
        }
        // The added group's outline covers its header, its rows and its footer.
        let group = try #require(newMarks.first { $0.key == nil })
        let tree = try SVGTree(after)
        let header = try #require(tree.all("header").first { $0.text == "EXTRA" }?.number("y"))
        let footer = try #require(tree.all("footer").first { $0.text == "New in this version." }?.number("y"))
        #expect(group.top < header && footer < group.bottom)
        // Each mark has its symbol in a badge.
        #expect(tree.all("mark-symbol").map(\.text).sorted() == ["+", "+", "~", "↕"])
    }

    @Test func withoutMarksNothingIsDrawn() throws {
        let (_, newBundle) = try Self.bundles()
        let new = try newBundle.load()
        let svg = PaneRenderer().svg(for: new.rootPage, values: { _ in RowValue() })
        #expect(try Self.marks(in: svg).isEmpty)
        #expect(!svg.contains("class=\"mark"))
    }

    @Test func rowsWithoutKeysAreFoundByTitleOnTheirPage() throws {
        let change = SettingsChange(
            kind: .rowAdded, page: "Root", pageTitle: "App", row: "Advanced", summary: "Child pane added")
        let marks = ChangeMarks([change])
        let pane = Specifier(
            index: 0, kind: .childPane(.init(file: "Advanced", page: PageID("Advanced"))),
            title: LocalizedText(raw: "Advanced"))
        #expect(marks.mark(pane, on: [.root], side: .new) == .added)
        #expect(marks.mark(pane, on: [.root], side: .old) == nil)
        #expect(marks.mark(pane, on: [PageID("Other")], side: .new) == nil)
    }

    @Test func reorderedRowsAreMarkedMovedAndOtherLanguagesMarkNothing() {
        let reordered = SettingsChange(
            kind: .rowsReordered, page: "Root", pageTitle: "App", old: "a, b, c", new: "b, a, c", summary: "Order")
        var french = SettingsChange(
            kind: .titleChanged, page: "Root", pageTitle: "App", key: "c", summary: "Title of c")
        french.language = "fr"
        let marks = ChangeMarks([reordered, french])
        func row(_ key: String) -> Specifier {
            Specifier(index: 0, kind: .toggle(.init()), key: key, title: LocalizedText(raw: key))
        }
        #expect(marks.mark(row("a"), on: [.root], side: .old) == .moved)
        #expect(marks.mark(row("b"), on: [.root], side: .new) == .moved)
        #expect(marks.mark(row("c"), on: [.root], side: .new) == nil)
    }

    @Test func theReviewPageIsSelfContainedAndEscaped() throws {
        let (_, newBundle) = try Self.bundles()
        let new = try newBundle.load()
        let svg = PaneRenderer().svg(for: new.rootPage, values: { _ in RowValue() })
        let page = ComparisonPage(
            oldName: "<script>alert(1)</script>", newName: "new & \"improved\"", headline: "2 changes",
            panes: [
                .init(
                    heading: "App (Root)", before: nil, after: svg,
                    entries: [.init(mark: .added, label: "Pane added", summary: "<b>x</b>", kind: "paneAdded")])
            ])
        let html = page.html()
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("new &amp; &quot;improved&quot;"))
        #expect(html.contains("&lt;b&gt;x&lt;/b&gt;"))
        // Nothing loaded from anywhere: no link, no external image or stylesheet.
        for needle in ["<link", " src=", "url(", "http://", "https://", "@import"] {
            #expect(!html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains(needle))
        }
        #expect(html.contains("<div class=\"absent\">No such pane before</div>"))
        #expect(html.components(separatedBy: "<svg").count == 2)
        #expect(html.contains("<li class=\"change\" data-kind=\"paneAdded\"><span class=\"badge added\">+</span>"))
    }
}
