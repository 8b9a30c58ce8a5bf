import Foundation
import PropertyList
import Testing

extension SettingsEditorEndToEndTests {
    /// `/` and a word of a footer two pages away: the result shows its path and tag, `1` jumps to
    /// the row on its page, and Back returns to the results.
    @Test func searchForAFooterWordAndJump() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.start([try settings()], environment: environment, width: 100, height: 30)
        #expect(waitForLine(tmux, "Allow Notifications", "[ ON ]", "default").matched)
        tmux.sendKeys("/")
        #expect(tmux.waitForScreen(containing: "Search:").matched)
        tmux.sendLiteral("directly")
        var screen = waitForLine(tmux, "(1)", "Showcase › Text Size", "default")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(tmux.waitForScreen(containing: "footer: Rows after a radio group follow it directly").matched)
        // (Escape then a digit at once would arrive as Alt-1: wait for the results' hints.)
        tmux.sendKeys("Escape")
        #expect(tmux.waitForScreen(containing: "1-9 go to result").matched)
        tmux.sendKeys("1")
        screen = waitForLine(tmux, "‹ Search", "Showcase")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(waitForLine(tmux, "TEXT SIZE").matched)
        tmux.sendKeys("h")
        screen = waitForLine(tmux, "Search:", "directly")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }
}
