import SettingsRender
import Testing

/// The HTML page that lays every pane side by side.
@Suite struct PaneGalleryTests {
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
