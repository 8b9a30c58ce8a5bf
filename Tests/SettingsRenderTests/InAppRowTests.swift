import Foundation
import PropertyList
import SettingsBundle
import Testing

@testable import SettingsRender

/// The `--in-app` view's rows drawn as InAppSettingsKit draws them (the Everything.app fixture
/// holds every IASK kind): buttons, text views, dates, list groups, custom views, app panes.
@Suite struct InAppRowTests {
    static func everything() throws -> LoadedBundle {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("SettingsBundleTests/Fixtures/InApp/Everything.app").path
        let location = try #require(try BundleLocator.locate(path).first)
        return try BundleLoader.load(location, options: LoadOptions(view: .inApp))
    }

    static func render(stored: [String: PlistValue] = [:], palette: RenderPalette = .light) throws -> SVGTree {
        let bundle = try everything()
        let svg = PaneRenderer(palette: palette).svg(for: bundle.rootPage) { specifier in
            RowValue(stored: specifier.key.flatMap { stored[$0] })
        }
        return try SVGTree(svg)
    }

    static func rows(_ tree: SVGTree, kind: String) -> [SVGTree.Element] {
        tree.elements.filter { $0.className == "row" && $0.attributes["data-kind"] == kind }
    }

    static func chevrons(_ tree: SVGTree, kind: String) -> Int {
        tree.elements.filter { $0.className == "chevron" && $0.inside("row")?["data-kind"] == kind }.count
    }

    static func inRow(_ tree: SVGTree, key: String, kind: String? = nil, _ className: String) -> [SVGTree.Element] {
        tree.elements.filter {
            $0.className == className && $0.inside("row")?["data-key"] == key
                && (kind == nil || $0.inside("row")?["data-kind"] == kind)
        }
    }

    /// IASKOpenURLSpecifier rows as InAppSettingsKit draws them: the subtitle, or DefaultValue under
    /// the title when IASKTextAlignment is left (with a chevron), never the URL; the editor shows the
    /// same texts (SettingsEditorTests.InAppEditorTests.openURLRowsShowTheSubtitleOrDefaultValueNotTheURL).
    @Test func openURLRowsShowTheSubtitleOrDefaultValue() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("SettingsBundleTests/Fixtures/InApp/Links.app").path
        let location = try #require(try BundleLocator.locate(path).first)
        let bundle = try BundleLoader.load(location, options: LoadOptions(view: .inApp))
        let svg = PaneRenderer(palette: .light).svg(for: bundle.rootPage) { _ in RowValue(stored: nil) }
        let tree = try SVGTree(svg)
        #expect(!svg.contains("https://"))
        #expect(Self.inRow(tree, key: "plainLink", "subtitle").isEmpty)
        #expect(Self.inRow(tree, key: "manualLink", "subtitle").map(\.text) == ["Read the manual"])
        #expect(Self.inRow(tree, key: "statusLink", "subtitle").map(\.text) == ["status.example.com"])
        #expect(Self.inRow(tree, key: "statusLink", "chevron").count == 1)
        #expect(Self.inRow(tree, key: "changesLink", "subtitle").isEmpty)
        // The same text as the editor and `dump` (Specifier.displayText).
        for specifier in bundle.rootPage.specifiers {
            guard case .openURL = specifier.kind, let key = specifier.key else { continue }
            #expect(
                Self.inRow(tree, key: key, "subtitle").first?.text == specifier.displayText(stored: nil), "\(key)")
        }
    }

    @Test func everyInAppKindIsDrawnAsInAppSettingsKitDrawsIt() throws {
        let palette = RenderPalette.light
        let tree = try Self.render()
        #expect(Self.rows(tree, kind: "inApp").isEmpty, "no row is left as an inert grey row")

        // A button with a subtitle: title, subtitle under it, chevron.
        #expect(Self.inRow(tree, key: "loginTitle", "title").map(\.text) == ["Log in"])
        #expect(Self.inRow(tree, key: "loginTitle", "subtitle").map(\.text) == ["Tap to sign in"])
        #expect(Self.inRow(tree, key: "loginTitle", "chevron").count == 1)

        // A text view: its lines, full width, no title.
        let textView = try #require(Self.inRow(tree, key: "notes", "text-view").first)
        #expect(textView.attributes["data-lines"] == "2")
        #expect(Self.inRow(tree, key: "notes", "text-view-line").map(\.text) == ["first line", "second line"])
        #expect(Self.inRow(tree, key: "notes", "text-view-line").allSatisfy { $0.number("x") == 36 })
        #expect(Self.inRow(tree, key: "notes", "title").isEmpty)

        // IASKToggleStyle Checkmark with IASKSubtitle YES/NO texts.
        let sync = try #require(Self.inRow(tree, key: "sync", "check-toggle").first)
        #expect(sync.attributes["data-on"] == "true")
        #expect(Self.inRow(tree, key: "sync", "checkmark").count == 1)
        #expect(Self.inRow(tree, key: "sync", "switch").isEmpty)
        #expect(Self.inRow(tree, key: "sync", "subtitle").map(\.text) == ["Syncing"])

        // A compact date picker: the date in a grey pill; pickers with no date show none.
        let reminder = try #require(Self.inRow(tree, key: "reminder", "date").first)
        #expect(reminder.attributes["data-style"] == "compact")
        #expect(Self.inRow(tree, key: "reminder", "value").map(\.text) == ["2026-11-24"])
        #expect(Self.inRow(tree, key: "reminder", "date-pill").first?.attributes["fill"] == palette.switchOff)
        #expect(Self.inRow(tree, key: "alarm", "value").isEmpty)
        #expect(Self.inRow(tree, key: "alarm", "title").map(\.text) == ["Alarm"])

        // A text field's IASKPlaceholder, in grey, when it is empty.
        let placeholder = try #require(Self.inRow(tree, key: "amount", "placeholder").first)
        #expect(placeholder.text == "0.00" && placeholder.attributes["fill"] == palette.tertiaryLabel)

        // Open-URL and mail rows: the title alone; app screens: title and chevron.
        let titles = Self.rows(tree, kind: "openURL").count + Self.rows(tree, kind: "mailCompose").count
        #expect(titles == 4)
        #expect(Self.chevrons(tree, kind: "openURL") == 0)
        #expect(Self.rows(tree, kind: "appPane").count == 4)
        #expect(Self.chevrons(tree, kind: "appPane") == 4)

        // A custom view: a dashed placeholder naming its key, with a chevron when it opens a page.
        let custom = try #require(Self.inRow(tree, key: "banner", "custom-view").first)
        #expect(custom.name == "g")
        #expect(Self.inRow(tree, key: "banner", "placeholder").first?.text.contains("banner") == true)
        #expect(Self.inRow(tree, key: "banner", "chevron").count == 1)

        // List groups: one row per item, then the Add row in the tint colour.
        #expect(Self.inRow(tree, key: "tags", kind: "listItem", "title").map(\.text) == ["alpha", "beta"])
        let add = Self.inRow(tree, key: "tags", kind: "listAdd", "title")
        #expect(add.map(\.text) == ["Add tag"])
        #expect(add.first?.attributes["fill"] == palette.blue)
        #expect(Self.inRow(tree, key: "accounts", kind: "listAdd", "title").map(\.text) == ["New account"])
        #expect(Self.inRow(tree, key: "accounts", kind: "listAdd", "chevron").count == 1)
        #expect(Self.rows(tree, kind: "listItem").filter { $0.attributes["data-key"] == "refused" }.isEmpty)
        // The list's footer follows its rows.
        let footer = try #require(tree.all("footer").first { $0.text == "Tags help you find things." })
        let addY = try #require(add.first?.number("y"))
        #expect(try #require(footer.number("y")) > addY)
    }

    @Test func storedValuesReplaceButtonTitlesAndListItems() throws {
        let tree = try Self.render(
            stored: ["loginTitle": "Log out", "tags": ["one", "two", "three"], "notes": "", "sync": false],
            palette: .dark)
        #expect(Self.inRow(tree, key: "loginTitle", "title").map(\.text) == ["Log out"])
        #expect(Self.inRow(tree, key: "tags", kind: "listItem", "title").map(\.text) == ["one", "two", "three"])
        // An empty text view shows its placeholder.
        #expect(Self.inRow(tree, key: "notes", "placeholder").map(\.text) == ["Write notes"])
        #expect(
            Self.inRow(tree, key: "notes", "placeholder").first?.attributes["fill"] == RenderPalette.dark.tertiaryLabel)
        // A checkmark toggle that is off: no check mark, the NO subtitle.
        #expect(Self.inRow(tree, key: "sync", "check-toggle").first?.attributes["data-on"] == "false")
        #expect(Self.inRow(tree, key: "sync", "checkmark").isEmpty)
        #expect(Self.inRow(tree, key: "sync", "subtitle").map(\.text) == ["Not syncing"])
    }

    @Test func centredButtonAndLongTextView() throws {
        let scratch = try ScratchBundle()
        let long = String(repeating: "All work and no play makes a dull row. ", count: 20)
        try scratch.page(
            "Root.plist",
            [
                ["Type": "IASKButtonSpecifier", "Key": "reset", "Title": "Reset Everything"],
                ["Type": "IASKTextViewSpecifier", "Key": "essay", "DefaultValue": .string(long)],
            ])
        let bundle = try scratch.load(view: .inApp)
        let tree = try SVGTree(PaneRenderer().svg(for: bundle.rootPage) { _ in RowValue() })
        let button = try #require(Self.inRow(tree, key: "reset", "title").first)
        #expect(button.attributes["text-anchor"] == "middle" && button.attributes["fill"] == RenderPalette.light.blue)
        #expect(button.number("x") == 195)
        #expect(Self.inRow(tree, key: "reset", "chevron").isEmpty)
        let lines = Self.inRow(tree, key: "essay", "text-view-line")
        #expect(lines.count == 8)
        #expect(lines.last?.text.hasSuffix("…") == true)
        #expect(lines.allSatisfy { TextMetrics.width($0.text, size: 17) <= 390 - 40 - 32 })
        // The card grows to hold the lines.
        let card = try #require(tree.all("card").last)
        #expect(try #require(card.number("height")) >= 8 * 22)
    }
}
