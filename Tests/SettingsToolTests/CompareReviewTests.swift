import Foundation
import PropertyList
import TestSupport
import Testing

/// `settings compare --format html`: each changed pane drawn before and after with its changes
/// marked, on real revisions of VLC's bundle, through `--git`, and in headless Chromium; and
/// the Markdown form, which must need no server.
@Suite(.serialized) struct CompareReviewTests {
    static let vlc = CompareRealRevisionTests.pair("VLC")

    /// The `data-mark` of every mark in `html`, in order.
    static func marks(_ html: String, side: String) -> [String] {
        guard let start = html.range(of: "<figure class=\"\(side)\"") else { return [] }
        let figure = html[start.upperBound...]
        let end = figure.range(of: "</figure>")?.lowerBound ?? figure.endIndex
        return figure[..<end].components(separatedBy: "<g class=\"mark\" data-mark=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
    }

    @Test func realVLCRevisionsAsAReviewPage() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("settings", ["compare", Self.vlc.old, Self.vlc.new, "--format", "html"])
        #expect(result.status == 1, "deinterlace's default changed, as in the text form")
        let html = result.output
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("25 changes, 1 default changed"))
        // One pane changed: drawn before and after, each a picture, the 25 changes listed beside.
        #expect(html.components(separatedBy: "<section class=\"pane-review\"").count == 2)
        #expect(html.components(separatedBy: "<svg ").count == 3)
        #expect(html.components(separatedBy: "<li class=\"change\"").count == 26)
        let before = Self.marks(html, side: "before")
        let after = Self.marks(html, side: "after")
        // The old picture: rows whose choices or default changed; nothing added there.
        #expect(before.contains("changed"))
        #expect(!before.contains("added"))
        // The new picture: the three groups and their rows added, the changed rows.
        #expect(after.filter { $0 == "added" }.count >= 6, "\(after)")
        #expect(after.contains("changed"))
        #expect(!after.contains("removed"))
        // The skip loop filter's choices were reordered: marked on both pictures.
        #expect(html.contains("<g class=\"mark\" data-mark=\"changed\" data-key=\"avcodec-skiploopfilter\">"))
        #expect(
            html.components(separatedBy: "data-mark=\"changed\" data-key=\"avcodec-skiploopfilter\"").count == 3)
        // Self-contained: nothing fetched.
        let withoutNamespaces = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        for needle in ["<script", "<link", " src=", "url(", "http://", "https://"] {
            #expect(!withoutNamespaces.contains(needle), "\(needle)")
        }
    }

    @Test func gitRevisionAsAReviewPage() throws {
        let sandbox = Sandbox()
        let repo = sandbox.home + "/repo"
        try CompareCommandTests.writeBundle(repo, CompareCommandTests.page(defaultSpeed: "m", withSync: false))
        try CompareCommandTests.git(repo, sandbox, "init", "-q")
        try CompareCommandTests.git(repo, sandbox, "add", ".")
        try CompareCommandTests.git(repo, sandbox, "commit", "-q", "-m", "old")
        try CompareCommandTests.writeBundle(repo, CompareCommandTests.page(defaultSpeed: "f", withSync: true))
        let path = repo + "/App/Settings.bundle"
        let result = try sandbox.run("settings", ["compare", "--git", "HEAD", path, "--format", "html"])
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("<code>HEAD:\(path)</code> → <code>\(path)</code>"))
        #expect(Self.marks(result.output, side: "before") == ["changed"])
        #expect(Self.marks(result.output, side: "after").sorted() == ["added", "changed"])
        #expect(result.output.contains("data-mark=\"added\" data-key=\"sync_on\""))
    }

    @Test func addedAndRemovedPanesAreDrawnOnOneSide() throws {
        let sandbox = Sandbox()
        func bundle(_ side: String, child: String) throws -> String {
            let folder = URL(fileURLWithPath: sandbox.home).appendingPathComponent("\(side)/Settings.bundle")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let root: PlistValue = [
                "PreferenceSpecifiers": [
                    ["Type": "PSChildPaneSpecifier", "Title": .string(child), "File": .string(child)]
                ]
            ]
            try PropertyListCoder.encodeXML(root).write(to: folder.appendingPathComponent("Root.plist"))
            let page: PlistValue = [
                "PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Title": "On", "Key": .string(child)]]
            ]
            try PropertyListCoder.encodeXML(page).write(to: folder.appendingPathComponent("\(child).plist"))
            return folder.path
        }
        let result = try sandbox.run(
            "settings",
            ["compare", try bundle("old", child: "Legacy"), try bundle("new", child: "Modern"), "--format", "html"])
        let html = result.output
        #expect(html.contains("<div class=\"absent\">No such pane before</div>"), "Modern is new")
        #expect(html.contains("<div class=\"absent\">Pane removed</div>"), "Legacy is gone")
        #expect(html.contains("data-mark=\"added\" data-key=\"Modern\""))
        #expect(html.contains("data-mark=\"removed\" data-key=\"Legacy\""))
    }

    @Test func markdownNeedsNoServer() throws {
        let sandbox = Sandbox()
        // Titles that look like an image, a link and HTML.
        let hostile = "![x](https://example.com/a.png) [y](https://example.com) <img src=x>"
        try CompareCommandTests.writeBundle(
            sandbox.home + "/old", CompareCommandTests.page(defaultSpeed: "m", withSync: false))
        let newPage: PlistValue = [
            "PreferenceSpecifiers": [
                ["Type": "PSGroupSpecifier", "Title": .string(hostile)],
                ["Type": "PSToggleSwitchSpecifier", "Title": .string(hostile), "Key": "sync_on"],
            ]
        ]
        try CompareCommandTests.writeBundle(sandbox.home + "/new", newPage)
        let result = try sandbox.run(
            "settings",
            ["compare", sandbox.home + "/old/App", sandbox.home + "/new/App", "--format", "markdown"])
        let markdown = result.output
        #expect(markdown.contains("Row added"))
        #expect(markdown.contains("\\[y\\](https://example.com)"), "the brackets are escaped")
        // Without the escaped brackets, no image or link syntax is left, and no HTML.
        let unescaped = markdown.replacingOccurrences(of: "\\[", with: "").replacingOccurrences(of: "\\]", with: "")
        for needle in ["![", "](", "<img", "<svg", "data:"] {
            #expect(!unescaped.contains(needle), "\(needle) in \(markdown)")
        }
    }

    // MARK: In the browser

    /// Measures the review page: both pictures, their marks and the list beside them.
    static let probe = """
        <script>
        const box = e => { const r = e.getBoundingClientRect(); return {left: r.left, top: r.top, width: r.width, height: r.height}; };
        const side = name => {
          const svg = document.querySelector('figure.' + name + ' svg');
          return {svg: box(svg), marks: [...svg.querySelectorAll('g.mark')].map(m =>
            ({mark: m.dataset.mark, key: m.dataset.key || null, box: box(m.querySelector('rect'))}))};
        };
        const out = document.createElement('pre');
        out.id = 'layout'; out.hidden = true;
        out.textContent = JSON.stringify({before: side('before'), after: side('after'),
          list: box(document.querySelector('ol.changes')), items: document.querySelectorAll('li.change').length});
        document.body.appendChild(out);
        </script>
        """

    struct Mark: Decodable {
        var mark: String
        var key: String?
        var box: RenderBrowserTests.Box
    }
    struct Side: Decodable {
        var svg: RenderBrowserTests.Box
        var marks: [Mark]
    }
    struct Layout: Decodable {
        var before: Side
        var after: Side
        var list: RenderBrowserTests.Box
        var items: Int
    }

    /// The colours of the marks' outlines (`RowMark.colour`).
    static let colours: [String: (Int, Int, Int)] = [
        "added": (0x34, 0xC7, 0x59), "removed": (0xFF, 0x3B, 0x30), "changed": (0xFF, 0x95, 0x00),
        "moved": (0xAF, 0x52, 0xDE),
    ]

    @Test(
        .enabled(if: RenderBrowserTests.runs, "chromium or python3 is absent (set CI to make that a failure)"),
        .timeLimit(.minutes(1)))
    func vlcReviewInChromiumShowsBothPanesAndTheirMarks() throws {
        let executable = try #require(HeadlessChromium.executable, "chromium is not installed (.ci/run installs it)")
        let python = try #require(RenderBrowserTests.python, "python3 is not installed")
        let sandbox = Sandbox()
        let scratch = URL(fileURLWithPath: sandbox.home)
        let result = try sandbox.run("settings", ["compare", Self.vlc.old, Self.vlc.new, "--format", "html"])
        let closing = try #require(result.output.range(of: "</body>", options: .backwards))
        let page = scratch.appendingPathComponent("review.html")
        try Data(result.output.replacingCharacters(in: closing, with: Self.probe + "</body>").utf8).write(to: page)
        // Kept for a look: REVIEW_SCREENSHOT=/path/review.png (the page as it is, without the probe).
        var chromium = HeadlessChromium(executable: executable, python: python, scratch: scratch)
        chromium.height = 1300

        let dom = try chromium.dumpDOM(page)
        let layout = try JSONDecoder().decode(Layout.self, from: try RenderBrowserTests.layoutJSON(fromDOM: dom))
        // Before, after and the list, side by side in that order, on one row.
        #expect(abs(layout.before.svg.top - layout.after.svg.top) < 1)
        #expect(layout.after.svg.left >= layout.before.svg.right + 20)
        #expect(layout.list.left >= layout.after.svg.right + 20)
        #expect(abs(layout.before.svg.width - 390) < 1 && abs(layout.after.svg.width - 390) < 1)
        #expect(layout.items == 25)
        #expect(layout.after.marks.contains { $0.mark == "added" })
        #expect(layout.before.marks.contains { $0.mark == "changed" })

        let shot = try chromium.screenshot(page)
        if let keep = ProcessInfo.processInfo.environment["REVIEW_SCREENSHOT"] {
            try shot.write(to: URL(fileURLWithPath: keep))
        }
        let image = try PNGImage(shot, python: python, scratch: scratch)
        #expect(image.distinctColours() > 100)
        // Both panes are drawn: the white cards and dark titles of each picture.
        for side in [layout.before, layout.after] {
            let picture = RenderBrowserTests.Box(
                left: side.svg.left, top: side.svg.top, width: side.svg.width,
                height: min(side.svg.height, Double(chromium.height) - side.svg.top))
            let ink = image.count(differingFrom: (0xF2, 0xF2, 0xF7), in: picture.pixels, tolerance: 60)
            #expect(ink > 2000, "a drawn pane at \(picture.pixels): \(ink) pixels of cards and text")
        }
        // Each mark that lies in the window is drawn in its colour, along its outline.
        var seen = 0
        for mark in layout.before.marks + layout.after.marks where mark.box.bottom < Double(chromium.height) {
            let colour = try #require(Self.colours[mark.mark])
            let edge = RenderBrowserTests.Box(
                left: mark.box.left - 2, top: mark.box.top - 2, width: mark.box.width + 4, height: 6)
            let rect = edge.pixels
            let area = (rect.right - rect.left) * (rect.bottom - rect.top)
            let inColour = area - image.count(differingFrom: colour, in: rect, tolerance: 40)
            #expect(inColour > Int(mark.box.width), "the \(mark.mark) mark of \(mark.key ?? "a group") is drawn")
            seen += 1
        }
        #expect(seen >= 4, "marks in the window")
    }
}
