import Foundation
import PropertyList
import SettingsBundle
import Testing

@testable import SettingsRender

/// A bundle written to break the output: markup, CDATA ends, control characters and huge
/// texts in every text a pane shows, and a page of thousands of rows. The SVG and HTML must
/// stay well-formed, with every text escaped.
@Suite struct HostileRenderTests {
    static let nasty = "A]]><script>alert(\"x\")</script>&amp;\u{1}\u{7}\u{1B}[31m\u{7F}'\"<!-- -->\u{FFFE}"

    @Test func markupAndControlCharactersAreEscaped() throws {
        let scratch = try ScratchBundle()
        let huge = String(repeating: "word ", count: 4_000)
        var rows: [PlistValue] = [
            [
                "Type": "PSGroupSpecifier", "Title": .string(Self.nasty),
                "FooterText": .string(Self.nasty + "\n" + huge),
            ],
            [
                "Type": "PSToggleSwitchSpecifier", "Title": .string(Self.nasty), "Key": .string(Self.nasty),
                "DefaultValue": true,
            ],
            [
                "Type": "PSMultiValueSpecifier", "Title": .string(huge), "Key": "m", "DefaultValue": "a",
                "Titles": [.string(Self.nasty)], "Values": ["a"],
            ],
            ["Type": "PSTextFieldSpecifier", "Title": .string(Self.nasty), "Key": "t", "DefaultValue": .string(huge)],
            [
                "Type": "PSMultiValueSpecifier", "Title": "Short", "Key": "long", "DefaultValue": "b",
                "Titles": [.string(huge)], "Values": ["b"],
            ],
            ["Type": .string(Self.nasty), "Title": .string(Self.nasty)],
        ]
        for index in 0..<3_000 {
            rows.append([
                "Type": "PSTitleValueSpecifier", "Title": .string("Row \(index) <b>"), "Key": .string("k\(index)"),
            ])
        }
        // Binary, so the control characters survive into the page.
        try scratch.write(
            "Root.plist",
            PropertyListCoder.encodeBinary(
                .dictionary(["PreferenceSpecifiers": .array(rows), "Title": .string(Self.nasty)])))
        let bundle = try scratch.load()
        let page = bundle.rootPage
        let svg = PaneRenderer(showsTags: true).svg(for: page) { _ in RowValue(tag: "<tag>&") }
        let tree = try SVGTree(svg)
        #expect(!svg.contains("<script") && !svg.contains("]]>") && !svg.contains("<!--") && !svg.contains("<b>"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0.value != 0x0A })
        #expect(tree.all("value").first?.text.hasPrefix("A]]><scr") == true)
        #expect(tree.all("header").first?.text.contains("<SCRIPT>ALERT(\"X\")</SCRIPT>") == true)
        #expect(tree.elements.filter { $0.className == "row" }.count >= 3_000)
        #expect(tree.all("tag-text").first?.text == "<tag>&")
        // Long texts are cut to the card, whatever they hold.
        #expect(tree.all("title").allSatisfy { TextMetrics.width($0.text, size: 17) <= 390 - 40 - 32 })
        #expect(tree.all("footer").count > 20)
        // A long value keeps to its half of the row, cut with an ellipsis, the title still shown.
        let long = tree.elements.filter { $0.className == "value" && $0.inside("row")?["data-key"] == "long" }
        #expect(long.first?.text.hasSuffix("…") == true)
        #expect(long.allSatisfy { TextMetrics.width($0.text, size: 17) <= (390 - 40 - 32 - 20) * 0.55 + 1 })
        #expect(tree.elements.contains { $0.className == "title" && $0.text == "Short" })
        let height = try #require(tree.root?.number("height"))
        #expect(height > 3_000 * 44)

        let html = PaneGallery(panes: [.init(name: Self.nasty, title: Self.nasty, svg: svg)]).html(title: Self.nasty)
        #expect(!html.contains("<script") && !html.contains("]]>"))
        let page2 = try SVGTree(String(html.drop { $0 != "\n" }))
        #expect(page2.elements.filter { $0.name == "figcaption" }.first?.text.hasPrefix("A]]><script>") == true)
    }

    /// Sliders whose ends are `<real>nan</real>` or infinite (each once made the renderer trap)
    /// draw at their minimum, and no attribute holds anything but a number.
    @Test func slidersWithEndsThatAreNotNumbers() throws {
        let scratch = try ScratchBundle()
        let ends: [(Double, Double)] = [(.nan, 1), (-.infinity, .infinity), (0, .infinity), (.nan, .nan)]
        let rows: [PlistValue] = ends.enumerated().map { index, end in
            [
                "Type": "PSSliderSpecifier", "Key": .string("s\(index)"), "DefaultValue": 0.5,
                "MinimumValue": .real(end.0), "MaximumValue": .real(end.1),
            ]
        }
        try scratch.write(
            "Root.plist", PropertyListCoder.encodeBinary(.dictionary(["PreferenceSpecifiers": .array(rows)])))
        let svg = PaneRenderer().svg(for: try scratch.load().rootPage) { _ in RowValue() }
        let tree = try SVGTree(svg)
        #expect(tree.all("slider").map { $0.attributes["data-fraction"] } == ["0", "0", "0", "0"])
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    /// A plist edited on Windows (CR LF) or old Mac OS (CR): footers and headers break their lines
    /// there, as Settings does, and a one-line title shows a space, not a replacement character.
    @Test func carriageReturnsBreakLines() throws {
        let scratch = try ScratchBundle()
        let rows: [PlistValue] = [
            ["Type": "PSGroupSpecifier", "Title": "Head\r\ner", "FooterText": "Line one\r\nLine two\rLine three"],
            ["Type": "PSToggleSwitchSpecifier", "Title": "On\r\noff", "Key": "k", "DefaultValue": true],
        ]
        try scratch.write(
            "Root.plist", PropertyListCoder.encodeBinary(.dictionary(["PreferenceSpecifiers": .array(rows)])))
        let tree = try SVGTree(PaneRenderer().svg(for: try scratch.load().rootPage) { _ in RowValue() })
        #expect(tree.all("footer").map(\.text) == ["Line one", "Line two", "Line three"])
        #expect(tree.all("header").map(\.text) == ["HEAD", "ER"])
        #expect(tree.all("title").map(\.text) == ["On  off"])
    }

    @Test func numbersAreAlwaysSVGNumbers() {
        #expect(SVGText.number(12.345) == "12.35" && SVGText.number(-0.5) == "-0.5" && SVGText.number(3) == "3")
        #expect(SVGText.number(.nan) == "0" && SVGText.number(.infinity) == "0" && SVGText.number(-.infinity) == "0")
        #expect(SVGText.number(1e300) == "1e+300" && SVGText.number(-1e19) == "-1e+19")
    }
}
