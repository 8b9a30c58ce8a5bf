import Foundation
import PropertyList
import Testing

extension SettingsEditorEndToEndTests {
    /// `d` on a key set in both the argument and the application domains: the details page lists
    /// every domain of the search list in order, with the store file, and Back returns to the row.
    @Test func detailsExplainAValueSetInTheArgumentAndApplicationDomains() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent(".config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let plist = try PropertyListCoder.encodeXML(.dictionary(["appearance_theme": .string("light")]))
        try plist.write(to: config.appendingPathComponent("com.terminalsettings.showcase.plist"))

        let tmux = try Tmux()
        defer { tmux.stop() }
        let showcase = Self.packageRoot.appendingPathComponent("Examples/Showcase").path
        try tmux.start(
            [try settings(), showcase, "--", "-appearance_theme", "dark"], environment: environment, width: 160,
            height: 40)
        #expect(waitForLine(tmux, "Theme", "Dark", "arg").matched)
        #expect(select(tmux, "Theme"))
        tmux.sendKeys("d")
        var screen = waitForLine(tmux, "Key", "appearance_theme")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        screen = waitForLine(tmux, "arg", "NSArgumentDomain: Dark = dark", "shown")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(waitForLine(tmux, "app", "com.terminalsettings.showcase: Light = light").matched)
        #expect(waitForLine(tmux, "From", "arg (NSArgumentDomain)").matched)
        #expect(waitForLine(tmux, "Default", "Automatic = system").matched)
        #expect(tmux.waitForScreen(containing: "A launch argument masks the value stored").matched)
        #expect(tmux.waitForScreen(containing: ".config/com.terminalsettings.showcase.plist").matched)
        let lines = screen.last.split(separator: "\n")
        let arg = lines.firstIndex { $0.contains("NSArgumentDomain:") } ?? 0
        let app = lines.firstIndex { $0.contains("com.terminalsettings.showcase: Light") } ?? 0
        #expect(arg < app)

        tmux.sendKeys("Escape")
        #expect(waitForLine(tmux, "Theme", "Dark", "arg").matched)
        tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }
}
