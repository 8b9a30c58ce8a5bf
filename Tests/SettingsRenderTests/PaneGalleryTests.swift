import Foundation
import SettingsRender
import Testing

/// The HTML page that lays every pane side by side.
@Suite struct PaneGalleryTests {
    /// A stem past ``PaneGallery/maximumNameBytes`` keeps a readable prefix and a hash of the whole
    /// name: the same every time, different for names that differ only past the prefix.
    @Test func longNamesAreShortenedWithAHash() {
        let long = String(repeating: "é", count: 100) + "/" + String(repeating: "x", count: 300)
        let name = PaneGallery.name(forFile: long + ".plist")
        #expect(name.utf8.count <= PaneGallery.maximumNameBytes)
        #expect(name.hasPrefix(String(repeating: "é", count: 53)))
        #expect(name.range(of: #"-[0-9a-f]{12}$"#, options: .regularExpression) != nil, "\(name)")
        #expect(PaneGallery.name(forFile: long + ".plist") == name)
        #expect(PaneGallery.name(forFile: long + "y.plist") != name)
        let exact = String(repeating: "a", count: PaneGallery.maximumNameBytes)
        #expect(PaneGallery.name(forFile: exact + ".plist") == exact)
        // Control characters never reach a file name.
        #expect(PaneGallery.name(forFile: "P\u{1B}[2J\n::x\u{202E}.plist") == "P-[2J-::x-")
    }

    @Test func fileNamesAndPage() throws {
        #expect(PaneGallery.name(forFile: "Root.plist") == "Root")
        #expect(PaneGallery.name(forFile: "Pages/Diagnostics.plist") == "Pages-Diagnostics")
        #expect(PaneGallery.name(forFile: "Root~ipad.plist") == "Root~ipad")
        // Two files whose stems agree (also in case only) get distinct names, the first keeping its own.
        #expect(
            PaneGallery.names(forFiles: ["Root.plist", "Pages/A.plist", "Pages-A.plist", "pages-a.plist", "B.plist"])
                == ["Root", "Pages-A", "Pages-A-2", "pages-a-3", "B"])

        let panes = [
            PaneGallery.Pane(name: "Root", title: "App", svg: "<svg class=\"pane\" data-page=\"Root\"></svg>"),
            PaneGallery.Pane(name: "A<B", title: "App › A&B", svg: "<svg class=\"pane\" data-page=\"A\"></svg>"),
        ]
        let html = PaneGallery(panes: panes, palette: .dark).html(title: "App <1>")
        let tree = try SVGTree(String(html.drop { $0 != "\n" }))
        #expect(tree.all("gallery-title").map(\.text) == ["App <1>"])
        #expect(tree.all("pane-figure").map { $0.attributes["id"] } == ["pane-Root", "pane-A<B"])
        #expect(tree.elements.filter { $0.name == "figcaption" }.map(\.text) == ["App", "App › A&B"])
        #expect(tree.all("pane").map { $0.attributes["data-page"] } == ["Root", "A"])
        #expect(html.contains("background:#111111"))
    }
}
