import ArgumentParser
import Foundation
import SettingsBundle
import SettingsRender

/// `settings render PATH --format svg`: a picture of a pane as the iOS Settings app draws it.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a pane as the iOS Settings app would, as SVG.",
        discussion: """
            Prints the root pane (or --page ID, a child pane's file name without .plist) as an SVG \
            document, with the current values resolved as settings dump resolves them (launch \
            arguments after --, the app's domain, then DefaultValue). --tags adds each value's \
            provenance tag as a badge; --dark uses the dark appearance.
            """)

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg
    }

    @Argument(help: "An .app folder, a Settings.bundle folder, or a folder holding one.")
    var path: String

    @OptionGroup var bundleOptions: BundleOptions

    @Option(help: "The output format: svg.")
    var format: Format

    @Option(help: "The pane to draw: its page id (Root, or a child pane's File). Default: Root.")
    var page: String?

    @Flag(help: "Use the dark appearance.")
    var dark = false

    @Flag(help: "Show where each value comes from (app, default, arg…) as a badge.")
    var tags = false

    func run() throws {
        let app = try Self.reporting { () throws(SettingsToolError) in
            try bundleOptions.bindOne(path, launchArguments: LaunchArguments.current)
        }
        let id = PageID(page ?? PageID.root.rawValue)
        guard let pane = app.bundle.page(id) else {
            let known = app.bundle.orderedPages.map(\.id.rawValue).joined(separator: ", ")
            throw CommandFailure("no page '\(id.rawValue)' in \(app.bundle.name) (pages: \(known))")
        }
        let renderer = PaneRenderer(palette: dark ? .dark : .light, showsTags: tags)
        FileHandle.standardOutput.write(Data(renderer.svg(for: pane, values: Self.values(app: app, page: pane)).utf8))
    }

    /// Each row's value and tag, resolved as `settings dump` resolves them.
    static func values(app: BoundApp, page: Page) -> (Specifier) -> RowValue {
        { specifier in
            let report = RowReport(specifier, on: page, app: app)
            return RowValue(stored: report.lookup?.value, tag: report.tag?.rawValue)
        }
    }
}
