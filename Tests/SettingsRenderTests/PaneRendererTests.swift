import Foundation
import PropertyList
import SettingsBundle
import Testing
import TextOutput

@testable import SettingsRender

/// The Showcase's root pane drawn as SVG, light and dark: parsed back and checked element by
/// element (titles, headers, controls, positions, colours), never byte for byte.
@Suite struct PaneRendererTests {
    static func showcase() throws -> LoadedBundle {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("Sources/SettingsTool/Resources/Showcase").path
        return try BundleLoader.load(try #require(try BundleLocator.locate(path).first))
    }

    /// The root pane with no stored values (every row shows its DefaultValue).
    static func render(_ palette: RenderPalette, tags: Bool = false, stored: [String: PlistValue] = [:]) throws
        -> SVGTree
    {
        let bundle = try showcase()
        let svg = PaneRenderer(palette: palette, showsTags: tags).svg(for: bundle.rootPage) { specifier in
            let value = specifier.key.flatMap { stored[$0] }
            return RowValue(stored: value, tag: value == nil ? "default" : "app")
        }
        return try SVGTree(svg)
    }

    static func row(_ tree: SVGTree, key: String, _ className: String) -> [SVGTree.Element] {
        tree.elements.filter { $0.className == className && $0.inside("row")?["data-key"] == key }
    }

    @Test(arguments: [false, true])
    func showcaseStructure(dark: Bool) throws {
        let palette: RenderPalette = dark ? .dark : .light
        let tree = try Self.render(palette)
        let root = try #require(tree.root)
        #expect(root.attributes["data-page"] == "Root")
        #expect(root.number("width") == 390)
        #expect(tree.all("nav-title").map(\.text) == ["Showcase"])
        #expect(tree.all("background").first?.attributes["fill"] == palette.background)
        #expect(tree.all("card").allSatisfy { $0.attributes["fill"] == palette.cell })

        // Headers are uppercased, in plist order, left-aligned with the row titles.
        let headers = tree.all("header")
        #expect(
            Array(headers.map(\.text).prefix(6)) == [
                "PROFILE", "NOTIFICATIONS", "APPEARANCE", "TEXT SIZE", "SOUND", "BRIGHTNESS",
            ])
        #expect(headers.allSatisfy { $0.attributes["fill"] == palette.secondaryLabel && $0.number("x") == 36 })
        let ys = tree.elements.filter { ["header", "title", "footer"].contains($0.className) }.compactMap {
            $0.number("y")
        }
        #expect(ys == ys.sorted(), "headers, rows and footers run down the page in order")

        // Switches: green when on, grey when off, thumb on the matching side.
        let enabled = try #require(Self.row(tree, key: "notifications_enabled", "switch").first)
        #expect(enabled.attributes["data-on"] == "true")
        let sound = try #require(Self.row(tree, key: "notifications_sound", "switch").first)
        #expect(sound.attributes["data-on"] == "false")
        let tracks = tree.elements.filter { $0.name == "rect" && $0.inside("switch") != nil }
        #expect(tracks.contains { $0.attributes["fill"] == palette.green })
        #expect(tracks.contains { $0.attributes["fill"] == palette.switchOff })

        // Multi-values: title left, the chosen title right in grey, then a chevron.
        #expect(Self.row(tree, key: "appearance_theme", "value").map(\.text) == ["Automatic"])
        #expect(Self.row(tree, key: "appearance_theme", "value").first?.attributes["fill"] == palette.secondaryLabel)
        #expect(Self.row(tree, key: "appearance_theme", "chevron").count == 1)
        #expect(Self.row(tree, key: "refresh_minutes", "value").map(\.text) == ["15 min"])

        // Child panes have a chevron and no value.
        let childRows = tree.elements.filter { $0.className == "row" && $0.attributes["data-kind"] == "childPane" }
        #expect(childRows.count == 2)
        #expect(tree.all("chevron").count == 4)

        // The radio group: one row per choice, one checkmark, on the default choice.
        let choices = Self.row(tree, key: "appearance_text_size", "title").map(\.text)
        #expect(choices == ["Small", "Medium", "Large", "Extra Large"])
        let checks = tree.all("checkmark")
        #expect(checks.count == 1)
        #expect(checks.first?.attributes["stroke"] == palette.blue)

        // Sliders: a track and a thumb at the value's fraction of the range.
        let sliders = tree.all("slider")
        #expect(sliders.map { $0.attributes["data-fraction"] } == ["0.5", "0.7"])
        #expect(tree.all("slider-thumb").count == 4)

        // Text fields show their value after the title, and no title when the row has none.
        let name = try #require(Self.row(tree, key: "profile_name", "field-text").first)
        #expect(name.text == "Ada Lovelace")
        let nameTitle = try #require(Self.row(tree, key: "profile_name", "title").first)
        #expect(try #require(name.number("x")) > (try #require(nameTitle.number("x"))))
        #expect(Self.row(tree, key: "profile_motto", "title").isEmpty)

        // Footers are small grey text, wrapped within the card.
        let footers = tree.all("footer")
        #expect(footers.count >= 3)
        #expect(footers.allSatisfy { $0.number("font-size") == 13 && $0.attributes["fill"] == palette.secondaryLabel })
        #expect(footers.allSatisfy { TextMetrics.width($0.text, size: 13) <= 390 - 2 * 20 - 2 * 16 })

        // Separators are hairlines inside the cards, inset from the left edge.
        let separators = tree.all("separator")
        #expect(!separators.isEmpty)
        #expect(separators.allSatisfy { $0.number("x1") == 36 && $0.attributes["stroke-width"] == "0.5" })
        #expect(tree.all("tag").isEmpty, "no badges unless asked for")
    }

    @Test func storedValuesAndTagsAreDrawn() throws {
        let tree = try Self.render(
            .light, tags: true,
            stored: [
                "notifications_sound": .bool(true), "appearance_text_size": .integer(3),
                "profile_password": .string("secret"),
            ])
        #expect(Self.row(tree, key: "notifications_sound", "switch").first?.attributes["data-on"] == "true")
        #expect(Self.row(tree, key: "profile_password", "field-text").first?.text == "••••••")
        let sound = Self.row(tree, key: "notifications_sound", "tag-text").map(\.text)
        #expect(sound == ["app"])
        #expect(Self.row(tree, key: "notifications_enabled", "tag-text").map(\.text) == ["default"])
        #expect(tree.all("tag").count > 10)
    }

    @Test func textIsEscapedAndTruncated() throws {
        let long = String(repeating: "Very long title <&> ", count: 10)
        let page = Page(
            id: PageID("Odd"), file: "Odd.plist", title: LocalizedText(raw: "A & B <C>"),
            specifiers: [
                Specifier(
                    index: 0, kind: .group(.init(footer: LocalizedText(raw: long))),
                    title: LocalizedText(raw: "\"Q\" 'x'")),
                Specifier(
                    index: 1, kind: .childPane(.init(file: "X", page: PageID("X"))), title: LocalizedText(raw: long)),
            ], parent: .root)
        let tree = try SVGTree(PaneRenderer().svg(for: page) { _ in RowValue() })
        #expect(tree.all("nav-title").map(\.text) == ["A & B <C>"])
        #expect(tree.all("header").map(\.text) == ["\"Q\" 'X'"])
        let title = try #require(tree.all("title").first)
        #expect(title.text.hasSuffix("…"))
        #expect(TextMetrics.width(title.text, size: 17) <= 390 - 40 - 32 - 20)
        #expect(tree.all("footer").count > 1, "a long footer wraps")
        #expect(tree.all("footer").map(\.text).joined(separator: " ") == long.trimmingCharacters(in: .whitespaces))
        #expect(tree.all("back").count == 1, "a child pane has a back chevron")
    }

    @Test func textMetricsModel() {
        #expect(TextMetrics.width("MMMM", size: 17) > TextMetrics.width("iiii", size: 17))
        #expect(TextMetrics.width("設定", size: 17) == 34)
        // Never short of Helvetica's advances (Chromium's fallback for SF Pro), nor of the ellipsis.
        #expect(TextMetrics.width("_", size: 100) >= 55.6 && TextMetrics.width("@", size: 100) >= 101.4)
        #expect(TextMetrics.width("OQGD", size: 100) >= 77.8 * 2 + 72.2 * 2 - 0.01)
        #expect(TextMetrics.width("…", size: 17) == 17)
        #expect(TextMetrics.width("שלום", size: 10) >= 4 * 7)
        #expect(TextMetrics.truncated("short", size: 17, width: 200) == "short")
        #expect(TextMetrics.wrapped("a\nb", size: 13, width: 300) == ["a", "b"])
        #expect(XMLText.singleLine("a<b>&\"'\u{1}") == "a&lt;b&gt;&amp;&quot;&apos;^A")
        #expect(SVGText.number(1.005) == "1" || SVGText.number(1.005) == "1.01")
        #expect(SVGText.number(12.5) == "12.5")
    }

    @Test func backButtonIsLabelledWithThePreviousTitleWhenItFits() throws {
        let bundle = try Self.showcase()
        func back(_ page: Page, _ title: String?) throws -> (chevrons: Int, labels: [SVGTree.Element]) {
            let tree = try SVGTree(PaneRenderer().svg(for: page, values: { _ in RowValue() }, backTitle: title))
            return (tree.all("back").count, tree.all("back-title"))
        }
        let root = try back(bundle.rootPage, "Settings")
        #expect(root.chevrons == 1 && root.labels.map(\.text) == ["Settings"])
        #expect(
            root.labels.first?.number("x") == 26 && root.labels.first?.attributes["fill"] == RenderPalette.light.blue)
        #expect(try back(bundle.rootPage, nil).chevrons == 0)
        let advanced = try #require(bundle.page(PageID("Advanced")))
        #expect(try back(advanced, "Showcase").labels.map(\.text) == ["Showcase"])
        #expect(try back(advanced, nil).chevrons == 1)
        #expect(try back(advanced, nil).labels.isEmpty)
        // Beside a long title the previous one does not fit: "Back", and beside a longer one nothing.
        let shared = try #require(bundle.page(PageID("Shared")))
        #expect(try back(shared, "Showcase").labels.map(\.text) == ["Back"])
        var long = shared
        long.title = LocalizedText(raw: "A Title Long Enough To Fill The Bar")
        #expect(try back(long, "Showcase").labels.isEmpty)
        #expect(try back(long, "Showcase").chevrons == 1)
    }

    @Test func longHeadersWrapAndSliderBadgesClearTheThumb() throws {
        let header = String(repeating: "A header that goes on ", count: 12)
        let page = Page(
            id: .root, file: "Root.plist", title: LocalizedText(raw: "T"),
            specifiers: [
                Specifier(index: 0, kind: .group(.init()), title: LocalizedText(raw: header)),
                Specifier(
                    index: 1, kind: .slider(.init(minimum: 0, maximum: 1)), key: "s", defaultValue: .real(1)),
            ])
        let tree = try SVGTree(PaneRenderer(showsTags: true).svg(for: page) { _ in RowValue(tag: "default") })
        let headers = tree.all("header")
        #expect(headers.count == 4, "wrapped, at most four lines")
        #expect(headers.last?.text.hasSuffix("…") == true)
        #expect(headers.allSatisfy { TextMetrics.width($0.text, size: 13) <= 390 - 40 - 32 })
        let ys = headers.compactMap { $0.number("y") }
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 - $0 == 16 })
        let card = try #require(tree.all("card").first?.number("y"))
        #expect(card > (ys.last ?? 0))
        // The badge sits above the track; the thumb (radius 14) starts below it.
        let badge = try #require(tree.elements.first { $0.name == "rect" && $0.inside("tag") != nil })
        let thumb = try #require(tree.all("slider-thumb").last)
        let badgeBottom = try #require(badge.number("y")) + 18
        #expect(badgeBottom <= (try #require(thumb.number("cy"))) - 14)
    }
}
