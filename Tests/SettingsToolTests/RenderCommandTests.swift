import Foundation
import PropertyList
import TestSupport
import Testing

/// `settings render`: the real binary draws a pane as SVG with the values `settings dump` shows.
@Suite struct RenderCommandTests {
    let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase").path
    let domain = "com.terminalsettings.showcase"

    @Test func rootPaneWithStoredValuesAndLaunchArguments() throws {
        let sandbox = Sandbox()
        try sandbox.write(["appearance_theme": "dark", "notifications_sound": true], to: sandbox.file(domain))
        let result = try sandbox.run(
            "settings", ["render", showcase, "--format", "svg", "--tags", "--", "-notifications_badge", "NO"])
        #expect(result.status == 0, "\(result.error)")
        let svg = result.output
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"pane\" data-page=\"Root\""))
        #expect(svg.contains("fill=\"#F2F2F7\""))
        #expect(svg.contains(">Dark</text>"), "the stored multi-value's title")
        #expect(svg.contains("data-key=\"notifications_sound\""))
        let sound = try #require(svg.range(of: "data-key=\"notifications_sound\""))
        #expect(svg[sound.upperBound...].prefix(700).contains("data-on=\"true\""))
        let badge = try #require(svg.range(of: "data-key=\"notifications_badge\""))
        #expect(svg[badge.upperBound...].prefix(700).contains("data-on=\"false\""), "the launch argument wins")
        #expect(svg[badge.upperBound...].prefix(700).contains("data-tag=\"arg\""))
    }

    @Test func darkChildPaneAndErrors() throws {
        let sandbox = Sandbox()
        let dark = try sandbox.run("settings", ["render", showcase, "--format", "svg", "--dark", "--page", "Advanced"])
        #expect(dark.status == 0, "\(dark.error)")
        #expect(dark.output.contains("data-page=\"Advanced\""))
        #expect(dark.output.contains("fill=\"#000000\"") && dark.output.contains("fill=\"#1C1C1E\""))
        #expect(!dark.output.contains("#F2F2F7"))

        // A page is named by its id or by its file.
        for name in ["Pages/Diagnostics", "Pages/Diagnostics.plist"] {
            let byName = try sandbox.run("settings", ["render", showcase, "--format", "svg", "--page", name])
            #expect(byName.status == 0, "\(name): \(byName.error)")
            #expect(byName.output.contains("data-page=\"Pages/Diagnostics\""), "\(name)")
        }

        let missing = try sandbox.run("settings", ["render", showcase, "--format", "svg", "--page", "Nope"])
        #expect(missing.status == 1)
        #expect(missing.error.hasPrefix("settings: no page 'Nope' in Showcase (pages: Root, Advanced"))
        #expect(missing.output.isEmpty)

        let format = try sandbox.run("settings", ["render", showcase, "--format", "png"])
        #expect(format.status != 0)
        #expect(format.error.contains("png"))
        #expect(!format.error.contains("Fatal error"))
    }
}

/// `settings render --format html` and `--output DIR`: every pane, side by side or one file each.
@Suite struct RenderGalleryCommandTests {
    let showcase = Sandbox.packageDirectory.appendingPathComponent("Examples/Showcase").path

    @Test func htmlHoldsEveryPane() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("settings", ["render", showcase, "--format", "html"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("<!DOCTYPE html>"))
        for page in ["Root", "Advanced", "Pages/Diagnostics", "Shared"] {
            #expect(result.output.contains("data-page=\"\(page)\""), "\(page)")
        }
        #expect(result.output.contains("<figcaption>Showcase › Advanced</figcaption>"))
        #expect(result.output.contains("<html lang=\"en\">"))
        #expect(
            result.output.contains(
                "class=\"back-title\" x=\"26\" y=\"28\" font-size=\"17\" fill=\"#007AFF\">Settings</text>"))
        #expect(result.output.contains(">Showcase</text><text class=\"nav-title\""), "Advanced's back button")
    }

    @Test func languageLocalizesEveryPane() throws {
        let sandbox = Sandbox()
        let result = try sandbox.run("settings", ["render", showcase, "--format", "html", "--language", "de"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("<html lang=\"de\">"))
        #expect(result.output.contains("<figcaption>Showcase › Erweitert</figcaption>"))
        #expect(result.output.contains(">PROFIL</text>") && result.output.contains(">Automatisch</text>"))
        #expect(!result.output.contains(">Allow Notifications</text>"))
    }

    @Test func outputFolderHasOneSVGPerPaneAndAnIndex() throws {
        let sandbox = Sandbox()
        let folder = URL(fileURLWithPath: sandbox.home).appendingPathComponent("pictures")
        let result = try sandbox.run("settings", ["render", showcase, "--format", "svg", "--output", folder.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["Advanced.svg", "Pages-Diagnostics.svg", "Root.svg", "Shared.svg", "index.html"])
        let root = try String(contentsOf: folder.appendingPathComponent("Root.svg"), encoding: .utf8)
        #expect(root.contains("data-page=\"Root\""))

        let blocked = URL(fileURLWithPath: sandbox.home).appendingPathComponent("file")
        try Data().write(to: blocked)
        let failure = try sandbox.run("settings", ["render", showcase, "--format", "html", "--output", blocked.path])
        #expect(failure.status == 1)
        #expect(failure.error.hasPrefix("settings: cannot write to \(blocked.path)"))
    }

    @Test func panesWhoseFileNamesAgreeGetFilesOfTheirOwn() throws {
        let sandbox = Sandbox()
        let bundle = URL(fileURLWithPath: sandbox.home).appendingPathComponent("App/Settings.bundle")
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent("Pages"), withIntermediateDirectories: true)
        func page(_ title: String, _ specifiers: String) -> Data {
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>Title</key><string>\(title)</string>
                <key>PreferenceSpecifiers</key><array>\(specifiers)</array></dict></plist>
                """.utf8)
        }
        func child(_ file: String) -> String {
            "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>\(file)</string>"
                + "<key>File</key><string>\(file)</string></dict>"
        }
        try page("App", child("Pages/A") + child("Pages-A")).write(to: bundle.appendingPathComponent("Root.plist"))
        try page("Nested", "").write(to: bundle.appendingPathComponent("Pages/A.plist"))
        try page("Flat", "").write(to: bundle.appendingPathComponent("Pages-A.plist"))
        let folder = URL(fileURLWithPath: sandbox.home).appendingPathComponent("pictures")
        let result = try sandbox.run("settings", ["render", bundle.path, "--format", "svg", "--output", folder.path])
        #expect(result.status == 0, "\(result.error)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["Pages-A-2.svg", "Pages-A.svg", "Root.svg", "index.html"])
        let nested = try String(contentsOf: folder.appendingPathComponent("Pages-A.svg"), encoding: .utf8)
        let flat = try String(contentsOf: folder.appendingPathComponent("Pages-A-2.svg"), encoding: .utf8)
        #expect(nested.contains("data-page=\"Pages/A\"") && flat.contains("data-page=\"Pages-A\""))
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("id=\"pane-Pages-A\"") && index.contains("id=\"pane-Pages-A-2\""))
    }

    /// A bundle whose child pane lives at `<200 x D>/<240 x E>.plist`: each name fits the 255-byte
    /// limit, the output name made of both does not.
    static func longNamedBundle(in sandbox: Sandbox) throws -> (bundle: URL, longFile: String) {
        let bundle = URL(fileURLWithPath: sandbox.home).appendingPathComponent("App/Settings.bundle")
        let longFile = String(repeating: "D", count: 200) + "/" + String(repeating: "E", count: 240)
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent(String(repeating: "D", count: 200)), withIntermediateDirectories: true)
        let child: PlistValue = ["Type": "PSChildPaneSpecifier", "Title": "Long", "File": .string(longFile)]
        try PropertyListCoder.encodeXML(["PreferenceSpecifiers": [child]]).write(
            to: bundle.appendingPathComponent("Root.plist"))
        try PropertyListCoder.encodeXML(["Title": "Long", "PreferenceSpecifiers": []]).write(
            to: bundle.appendingPathComponent(longFile + ".plist"))
        return (bundle, longFile)
    }

    /// The listing of `folder` and its parent's hidden entries (a temporary folder left behind).
    static func leftovers(beside folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(".") }
    }

    @Test func longPaneNamesAreShortenedDeterministically() throws {
        let sandbox = Sandbox()
        let (bundle, _) = try Self.longNamedBundle(in: sandbox)
        let folder = URL(fileURLWithPath: sandbox.home).appendingPathComponent("pictures")
        let result = try sandbox.run("settings", ["render", bundle.path, "--format", "svg", "--output", folder.path])
        #expect(result.status == 0, "\(result.error)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 3 && files.contains("Root.svg") && files.contains("index.html"), "\(files)")
        let long = try #require(files.first { $0.hasPrefix("DDDD") })
        // A readable prefix, a hash of the whole name, well within a file name's 255 bytes.
        #expect(long.utf8.count <= 255)
        #expect(long.range(of: #"^D+-[0-9a-f]{12}\.svg$"#, options: .regularExpression) != nil, "\(long)")
        let svg = try String(contentsOf: folder.appendingPathComponent(long), encoding: .utf8)
        #expect(svg.contains("data-page=\"DDDD"))
        #expect(try Self.leftovers(beside: folder).isEmpty)
        // The same name on every run (and into an existing folder).
        let again = try sandbox.run("settings", ["render", bundle.path, "--format", "svg", "--output", folder.path])
        #expect(again.status == 0, "\(again.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == files)
        #expect(try Self.leftovers(beside: folder).isEmpty)
    }

    /// A failure part way (here a folder where the second pane's file must go) leaves the output as
    /// it was: no SVG of the first pane, no index, no temporary folder.
    @Test func aFailedRenderLeavesNoPartialOutput() throws {
        let sandbox = Sandbox()
        let folder = URL(fileURLWithPath: sandbox.home).appendingPathComponent("pictures")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Advanced.svg/inside"), withIntermediateDirectories: true)
        let failure = try sandbox.run("settings", ["render", showcase, "--format", "svg", "--output", folder.path])
        #expect(failure.status == 1)
        #expect(failure.error.hasPrefix("settings: cannot write to \(folder.path)"), "\(failure.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Advanced.svg"])
        #expect(try Self.leftovers(beside: folder).isEmpty)
    }

    @Test(.enabled(if: Sandbox.runsCorpusTests, "../shared/corpus is absent (set CI to make that a failure)"))
    func everyCorpusBundleRendersInEveryFormatAndAppearance() throws {
        let corpus = try #require(Sandbox.corpusDirectory, "../shared/corpus is missing (required when CI is set)")
        let bundles = (FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("Settings.bundle") }.sorted()
        #expect(bundles.count >= 19)
        let sandbox = Sandbox()
        for bundle in bundles {
            let path = corpus.appendingPathComponent(bundle).path
            for arguments in [
                ["--format", "html"], ["--format", "svg", "--dark"], ["--format", "html", "--dark", "--in-app"],
            ] {
                let result = try sandbox.run("settings", ["render", path] + arguments)
                #expect(result.status == 0, "\(bundle) \(arguments): \(result.error)")
                #expect(!result.error.contains("Fatal error"))
                let expected = arguments[1] == "html" ? "<!DOCTYPE html>" : "<svg xmlns="
                #expect(result.output.hasPrefix(expected), "\(bundle) \(arguments)")
            }
        }
    }
}
