import Foundation
import PropertyList
import TestSupport
import Testing

/// `settings render --format html` opened in a real browser: headless Chromium lays the page out
/// and takes a screenshot; the titles must be drawn where the page's own layout puts them, the
/// panes side by side in order. Skipped when Chromium (or python3, which inflates the PNG) is
/// absent, unless `CI` is set: `.ci/run` installs them, and there the test must run.
@Suite(.serialized) struct RenderBrowserTests {
    static let python = TimedProcess.find("python3")
    static var runs: Bool {
        (HeadlessChromium.executable != nil && python != nil) || ProcessInfo.processInfo.environment["CI"] != nil
    }

    let showcase = Sandbox.packageDirectory.appendingPathComponent("Sources/SettingsTool/Resources/Showcase").path

    /// Where one element sits on the page, in CSS pixels.
    struct Box: Decodable {
        var left: Double
        var top: Double
        var width: Double
        var height: Double
        var right: Double { left + width }
        var bottom: Double { top + height }
        var centerX: Double { left + width / 2 }
        var pixels: PNGImage.Rect {
            .init(
                left: Int(left.rounded(.down)), top: Int(top.rounded(.down)), right: Int(right.rounded(.up)),
                bottom: Int(bottom.rounded(.up)))
        }
    }

    /// One pane as the probe script measured it.
    struct Figure: Decodable {
        var id: String
        var caption: String
        var title: String
        var svg: Box
        var titleBox: Box
        var header: String?
        var headerBox: Box?
    }

    /// Appended to a copy of the page: measures every pane and writes the result into the DOM,
    /// where `--dump-dom` shows it (a hidden element, so it changes nothing on screen).
    static let probe = """
        <script>
        const box = e => { const r = e.getBoundingClientRect(); return {left: r.left, top: r.top, width: r.width, height: r.height}; };
        const figures = [...document.querySelectorAll('figure.pane-figure')].map(f => {
          const title = f.querySelector('text.nav-title'), header = f.querySelector('text.header');
          return {id: f.id, caption: f.querySelector('figcaption').textContent, title: title.textContent,
            svg: box(f.querySelector('svg')), titleBox: box(title),
            header: header ? header.textContent : null, headerBox: header ? box(header) : null};
        });
        // Texts that overlap another text of their row, or run past their card, as laid out.
        const overlaps = [];
        for (const row of document.querySelectorAll('g.row')) {
          const card = row.closest('svg').getBoundingClientRect();
          const texts = [...row.querySelectorAll('text')].filter(t => t.textContent.length > 0).map(t => [t, box(t)]);
          for (const [t, b] of texts) {
            if (b.left < card.left + 20 || b.left + b.width > card.right - 20) overlaps.push('outside: ' + t.textContent);
          }
          for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
            const [a, p] = texts[i], [c, q] = texts[j];
            const apart = p.left + p.width <= q.left || q.left + q.width <= p.left || p.top + p.height <= q.top || q.top + q.height <= p.top;
            if (!apart) overlaps.push(a.textContent + ' / ' + c.textContent);
          }
        }
        const out = document.createElement('pre');
        out.id = 'layout'; out.hidden = true; out.textContent = JSON.stringify({figures, overlaps});
        document.body.appendChild(out);
        </script>
        """

    /// What the probe writes.
    struct Layout: Decodable {
        var figures: [Figure]
        var overlaps: [String]
    }

    static func layout(fromDOM dom: String) throws -> Layout {
        try JSONDecoder().decode(Layout.self, from: try layoutJSON(fromDOM: dom))
    }

    /// The JSON a probe script wrote into `<pre id="layout">`, from the dumped DOM.
    static func layoutJSON(fromDOM dom: String) throws -> Data {
        guard let start = dom.range(of: "<pre id=\"layout\""),
            let open = dom[start.upperBound...].range(of: ">"),
            let end = dom[open.upperBound...].range(of: "</pre>")
        else { throw HeadlessChromium.Failure(description: "the probe wrote no layout; DOM: \(dom.prefix(500))") }
        let json = dom[open.upperBound..<end.lowerBound].replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        return Data(json.utf8)
    }

    @Test(
        .enabled(if: runs, "chromium or python3 is absent (set CI to make that a failure)"),
        .timeLimit(.minutes(1)))
    func showcasePageLaysOutEveryPaneSideBySide() throws {
        let executable = try #require(HeadlessChromium.executable, "chromium is not installed (.ci/run installs it)")
        let python = try #require(Self.python, "python3 is not installed")
        let sandbox = Sandbox()
        let scratch = URL(fileURLWithPath: sandbox.home)
        // With the provenance badges, the most crowded rows there are.
        let render = try sandbox.run("settings", ["render", showcase, "--format", "html", "--tags"])
        #expect(render.status == 0, "\(render.error)")
        let html = render.output
        let closing = try #require(html.range(of: "</body>", options: .backwards))
        let page = scratch.appendingPathComponent("showcase.html")
        try Data(html.replacingCharacters(in: closing, with: Self.probe + "</body>").utf8).write(to: page)

        let chromium = HeadlessChromium(executable: executable, python: python, scratch: scratch)
        let layout = try Self.layout(fromDOM: try chromium.dumpDOM(page))
        let figures = layout.figures
        // As the browser lays the text out: no text runs into another or out of its card.
        #expect(layout.overlaps.isEmpty, "\(layout.overlaps)")
        let image = try PNGImage(try chromium.screenshot(page), python: python, scratch: scratch)

        // Every pane, in the bundle's order, each titled as its page.
        #expect(figures.map(\.id) == ["pane-Root", "pane-Advanced", "pane-Pages-Diagnostics", "pane-Shared"])
        #expect(figures.map(\.title) == ["Showcase", "Advanced", "Diagnostics", "Shared with Widgets"])
        #expect(figures.map(\.caption).last == "Showcase › Shared with Widgets")
        #expect(figures.first?.header == "PROFILE")

        // Side by side: one row, left to right, the gap between them, all inside the window.
        for (left, right) in zip(figures, figures.dropFirst()) {
            #expect(abs(left.svg.top - right.svg.top) < 1, "\(right.id) is on the same row as \(left.id)")
            #expect(right.svg.left >= left.svg.right + 20, "\(right.id) starts after \(left.id) ends")
        }
        for figure in figures {
            #expect(abs(figure.svg.width - 390) < 1)
            #expect(figure.svg.right <= Double(chromium.width))
            // The title is centred in the navigation bar at the top of its pane.
            #expect(abs(figure.titleBox.centerX - figure.svg.centerX) < 3, "\(figure.id) title centred")
            #expect(figure.titleBox.top > figure.svg.top && figure.titleBox.bottom < figure.svg.top + 44)
            #expect(figure.titleBox.width > 30)
        }

        // The screenshot: a real picture of the window, not a blank one.
        #expect(image.width == chromium.width && image.height == chromium.height)
        #expect(image.distinctColours() > 100)
        #expect(image.count(differingFrom: (0xE5, 0xE5, 0xEA), in: .init(left: 0, top: 0, right: 12, bottom: 12)) == 0)

        // Each title's box holds dark text on the light bar; a strip of the bar beside it holds none.
        let bar = (0xF9, 0xF9, 0xF9)
        for figure in figures {
            let ink = image.count(differingFrom: bar, in: figure.titleBox.pixels, tolerance: 100)
            #expect(ink > 40, "\(figure.id): \(ink) dark pixels where the title '\(figure.title)' is laid out")
            let beside = PNGImage.Rect(
                left: Int(figure.svg.right) - 40, top: figure.titleBox.pixels.top, right: Int(figure.svg.right) - 8,
                bottom: figure.titleBox.pixels.bottom)
            #expect(
                image.count(differingFrom: bar, in: beside, tolerance: 8) == 0, "\(figure.id): bar beside the title")
            let corner = image.rgb(Int(figure.svg.right) - 20, Int(figure.svg.top) + 20)
            #expect(corner == bar, "\(figure.id): the navigation bar's colour")
        }
        let root = try #require(figures.first?.headerBox)
        let grouped = (0xF2, 0xF2, 0xF7)
        #expect(image.count(differingFrom: grouped, in: root.pixels, tolerance: 40) > 20, "the PROFILE header is drawn")
    }

    @Test(
        .enabled(if: runs, "chromium or python3 is absent (set CI to make that a failure)"),
        .timeLimit(.minutes(1)))
    func crowdedRowsStayApartInTheBrowser() throws {
        let executable = try #require(HeadlessChromium.executable, "chromium is not installed (.ci/run installs it)")
        let python = try #require(Self.python, "python3 is not installed")
        let sandbox = Sandbox()
        let scratch = URL(fileURLWithPath: sandbox.home)
        // Wide glyphs (capitals, underscores, @, %, W) in titles and values, as real bundles have them.
        let wide = "MUL_VAL_NO_TITLE_WWW@%%_QUOTA_LIMIT"
        let specifiers: [PlistValue] = [
            [
                "Type": "PSGroupSpecifier", "Title": .string(wide),
                "FooterText": .string(wide + " " + wide + " " + wide),
            ],
            [
                "Type": "PSMultiValueSpecifier", "Title": .string(wide), "Key": "m", "DefaultValue": 1,
                "Titles": [.string(wide)], "Values": [1],
            ],
            ["Type": "PSTitleValueSpecifier", "Title": "COPYRIGHT_NOTICE", "Key": "c", "DefaultValue": .string(wide)],
            ["Type": "PSToggleSwitchSpecifier", "Title": .string(wide), "Key": "t", "DefaultValue": true],
            ["Type": "PSTextFieldSpecifier", "Title": "EMAIL_ADDRESS", "Key": "e", "DefaultValue": .string(wide)],
            ["Type": "PSChildPaneSpecifier", "Title": .string(wide + wide), "File": "Missing"],
        ]
        let bundle = scratch.appendingPathComponent("Crowded/Settings.bundle")
        try sandbox.write(
            ["PreferenceSpecifiers": .array(specifiers)], to: bundle.appendingPathComponent("Root.plist").path)
        let render = try sandbox.run("settings", ["render", bundle.path, "--format", "html", "--tags"])
        #expect(render.status == 0, "\(render.error)")
        let closing = try #require(render.output.range(of: "</body>", options: .backwards))
        let page = scratch.appendingPathComponent("crowded.html")
        try Data(render.output.replacingCharacters(in: closing, with: Self.probe + "</body>").utf8).write(to: page)
        let layout = try Self.layout(
            fromDOM: try HeadlessChromium(executable: executable, python: python, scratch: scratch).dumpDOM(page))
        #expect(layout.figures.count == 1)
        #expect(layout.overlaps.isEmpty, "\(layout.overlaps)")
    }
}
