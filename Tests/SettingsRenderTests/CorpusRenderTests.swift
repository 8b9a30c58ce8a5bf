import Foundation
import PropertyList
import SettingsBundle
import SettingsRender
import Testing

/// Every real-world bundle of `../shared/corpus` draws, in both views and both appearances, as
/// well-formed SVG, and the HTML page holding its panes is well-formed too. Skipped when the
/// corpus is absent, unless `CI` is set (then a missing corpus fails).
@Suite struct CorpusRenderTests {
    static let corpus: URL? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()
    static var runs: Bool { corpus != nil || ProcessInfo.processInfo.environment["CI"] != nil }

    @Test(
        .enabled(if: runs, "../shared/corpus is absent (set CI to make that a failure)"),
        arguments: [BundleView.settingsApp, .inApp])
    func everyCorpusBundleRenders(view: BundleView) throws {
        let corpus = try #require(Self.corpus, "../shared/corpus is missing (required when CI is set)")
        let locations = try BundleLocator.locate(corpus.path)
        #expect(locations.count >= 19)
        var panes = 0
        for location in locations {
            let bundle = try BundleLoader.load(location, options: LoadOptions(view: view))
            for palette in [RenderPalette.light, .dark] {
                let renderer = PaneRenderer(palette: palette, showsTags: true)
                var gallery = PaneGallery(panes: [], palette: palette, language: RenderLanguage(bundle: bundle))
                for page in bundle.orderedPages {
                    let svg = renderer.svg(
                        for: page, values: { RowValue(stored: nil, tag: $0.key == nil ? nil : "default") },
                        images: bundle.image(named:))
                    let tree = try SVGTree(svg)
                    #expect(tree.root?.attributes["data-page"] == page.id.rawValue, "\(location.settingsBundle.path)")
                    // Nothing drawn outside the pane's width.
                    #expect(
                        tree.all("card").allSatisfy { ($0.number("x") ?? 0) + ($0.number("width") ?? 0) <= 390 },
                        "\(location.settingsBundle.path) \(page.id.rawValue)")
                    gallery.panes.append(.init(name: page.id.rawValue, title: page.title.text, svg: svg))
                    panes += 1
                }
                let html = gallery.html(title: bundle.name)
                _ = try SVGTree(String(html.drop { $0 != "\n" }))
            }
        }
        #expect(panes >= 2 * 20)
    }
}
