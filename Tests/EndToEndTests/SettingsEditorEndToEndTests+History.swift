import Foundation
import PropertyList
import Testing

extension SettingsEditorEndToEndTests {
    /// A reset, then undo: the stored value comes back in the file and on screen; then reset all
    /// with its confirmation, and undo of that too.
    @Test func undoOfAResetAndOfResetAll() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent(".config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let plist = try PropertyListCoder.encodeXML(
            .dictionary(["notifications_enabled": .bool(false), "appearance_theme": .string("dark")]))
        try plist.write(to: config.appendingPathComponent("com.terminalsettings.showcase.plist"))

        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.start([try settings()], environment: environment, width: 100, height: 30)
        #expect(waitForLine(tmux, "Allow Notifications", "[OFF ]", "*app").matched)
        #expect(select(tmux, "Allow Notifications"))
        tmux.sendKeys("r")
        #expect(waitForLine(tmux, "Allow Notifications", "[ ON ]", "default").matched)
        #expect(stored()?["notifications_enabled"] == nil)
        tmux.sendKeys("u")
        var screen = waitForLine(tmux, "Allow Notifications", "[OFF ]", "*app")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(tmux.waitForScreen(containing: "Undone: notifications_enabled").matched)
        #expect(stored()?["notifications_enabled"] == .bool(false))

        tmux.sendKeys("R")
        screen = tmux.waitForScreen(containing: "Reset all: remove 2 keys from com.terminalsettings.showcase?")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        tmux.sendKeys("y")
        #expect(tmux.waitForScreen(containing: "Removed 2 keys; u undoes").matched)
        #expect(waitForLine(tmux, "Theme", "Automatic", "default").matched)
        #expect(stored() == nil)
        tmux.sendKeys("u")
        #expect(waitForLine(tmux, "Theme", "Dark", "*app").matched)
        #expect(waitForLine(tmux, "Allow Notifications", "[OFF ]", "*app").matched)
        #expect(stored() == ["notifications_enabled": .bool(false), "appearance_theme": .string("dark")])
        tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }
}
