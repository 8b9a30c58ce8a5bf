import ArgumentParser
import Defaults
import FoundationEssentials
import SettingsBinding
import SettingsBundle
import SettingsRender
import TextOutput

/// `settings render PATH --format svg|html`: pictures of panes as the iOS Settings app draws them.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw panes as the iOS Settings app would, as SVG or HTML.",
        discussion: """
            --format svg prints the root pane (or --page ID, a child pane's File, with or without \
            .plist) as an SVG document; --format html prints one HTML page with every pane side by \
            side. --output DIR writes one SVG per pane (Root.svg, Advanced.svg…) plus index.html \
            instead. Values are resolved as settings dump resolves them (launch arguments after --, \
            the app's domain, then DefaultValue). --tags adds each value's provenance tag as a \
            badge; --dark uses the dark appearance; --language draws the strings of that language \
            (mirrored for Arabic or Hebrew, as Settings does); --in-app draws InAppSettingsKit's \
            rows as it does. Slider images are embedded from the bundle's @3x, @2x or plain file.
            """)

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, html
    }

    @Argument(help: "An .app folder, a Settings.bundle folder, or a folder holding one.")
    var path: String

    @OptionGroup var bundleOptions: BundleOptions

    @Option(help: "The output format: svg (one pane) or html (every pane).")
    var format: Format

    @Option(help: "The pane to draw: its page id (Root, or a child pane's File), .plist or not. Default: Root.")
    var page: String?

    @Option(help: "Write one SVG per pane plus index.html into this folder instead of printing.")
    var output: String?

    @Flag(help: "Use the dark appearance.")
    var dark = false

    @Flag(help: "Show where each value comes from (app, default, arg…) as a badge.")
    var tags = false

    func run() throws {
        let app = try Self.reporting { () throws(SettingsToolError) in
            try bundleOptions.bindOne(path, launchArguments: LaunchArguments.current)
        }
        let language = RenderLanguage(bundle: app.bundle)
        let renderer = PaneRenderer(
            palette: dark ? .dark : .light, showsTags: tags, rightToLeft: language.isRightToLeft)
        let pages: [Page]
        if let page {
            // The page id (`Root`, `Pages/Diagnostics`), or the page's file as it is named in the
            // bundle (`Root.plist`, `Root~ipad.plist`).
            let bare = page.hasSuffix(".plist") ? String(page.dropLast(6)) : page
            let found =
                app.bundle.page(PageID(page)) ?? app.bundle.orderedPages.first { $0.file == page }
                ?? app.bundle.page(PageID(bare))
            guard let pane = found else {
                let known = app.bundle.orderedPages.map(\.id.rawValue).joined(separator: ", ")
                throw CommandFailure(
                    "no page '\(TerminalText.sanitized(page))' in \(TerminalText.sanitized(app.bundle.name)) (pages: \(TerminalText.sanitized(known)))"
                )
            }
            pages = [pane]
        } else {
            pages = format == .svg && output == nil ? [app.bundle.rootPage] : app.bundle.orderedPages
        }
        let names = PaneGallery.names(forFiles: pages.map { $0.file ?? $0.id.rawValue })
        let panes = zip(pages, names).map { pane, name in
            PaneGallery.Pane(
                name: name,
                title: app.bundle.titlePath(to: pane).joined(separator: " › "),
                svg: renderer.svg(
                    for: pane, values: Self.values(app: app, page: pane), images: { app.bundle.image(named: $0) },
                    backTitle: pane.parent.flatMap { app.bundle.page($0)?.title.text } ?? "Settings"))
        }
        let gallery = PaneGallery(panes: panes, palette: renderer.palette, language: language)
        guard let output else {
            let text = format == .svg ? panes.first?.svg ?? "" : gallery.html(title: app.bundle.name)
            StandardStream.output.write(text, as: .xml)
            return
        }
        let files = panes.map { (name: $0.name + ".svg", data: Data($0.svg.utf8)) }
        try OutputFolder.write(
            files + [(name: "index.html", data: Data(gallery.html(title: app.bundle.name).utf8))],
            to: URL(fileURLWithPath: output, isDirectory: true))
    }

    /// Each row's value and tag, resolved as `settings dump` resolves them.
    static func values(app: BoundApp, page: Page) -> (Specifier) -> RowValue {
        { specifier in
            let report = RowReport(specifier, on: page, app: app)
            return RowValue(stored: report.lookup?.value, tag: report.tag?.rawValue)
        }
    }
}
