import Foundation
import PropertyList
import Testing

extension SettingsEditorEndToEndTests {
    var storeFile: URL { home.appendingPathComponent(".config/com.terminalsettings.showcase.plist") }

    /// Arrow keys (and PgUp/PgDn, Home/End) across every row type of the demo never write: the
    /// store file is never created. Left on a slider row goes back; `-` on it does write.
    @Test func arrowKeysAcrossEveryRowNeverWrite() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.start([try settings()], environment: environment, width: 80, height: 24)
        #expect(waitForLine(tmux, "Allow Notifications", "[ ON ]", "default").matched)

        // Every row of the root page: text fields, switches, a multi-value, a radio group, two
        // sliders, child panes, title values. Right opens what opens, Left comes back (or moves a
        // text field's cursor; Escape then cancels the edit).
        for _ in 0..<40 {
            tmux.sendKeys("Right", "Left", "Escape", "PageDown", "PageUp", "Down")
        }
        tmux.sendKeys("End", "Home")
        #expect(waitForLine(tmux, "Name", "Ada Lovelace", "default").matched)
        // Two levels down, to a slider on a child page: Left goes back instead of stepping it.
        #expect(select(tmux, "Advanced"))
        tmux.sendKeys("Right")
        #expect(waitForLine(tmux, "‹ Showcase", "Advanced").matched)
        #expect(select(tmux, "Diagnostics"))
        tmux.sendKeys("Right")
        #expect(waitForLine(tmux, "Share Analytics").matched)
        #expect(select(tmux, "–100"))
        tmux.sendKeys("Right", "PageUp", "PageDown", "Left")
        var screen = waitForLine(tmux, "‹ Showcase", "Advanced")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(!FileManager.default.fileExists(atPath: storeFile.path), "a navigation key wrote the store")

        // An edit key does write: `-` steps the slider.
        tmux.sendKeys("Right")
        #expect(waitForLine(tmux, "Share Analytics").matched)
        #expect(select(tmux, "–100"))
        tmux.sendKeys("-")
        screen = waitForLine(tmux, "9", "1–100", "*app")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(stored()?["diagnostics_sample_rate"] != nil)
        tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }

    /// At 12x4 the editor draws only "Terminal too small": `j j j Space` does nothing unseen (it
    /// used to start editing Age) and `q` quits instead of being typed into the field.
    @Test func keysActNotWhileTheTerminalIsTooSmall() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.start([try settings()], environment: environment, width: 80, height: 24)
        #expect(waitForLine(tmux, "Allow Notifications", "[ ON ]", "default").matched)
        tmux.resize(width: 12, height: 4)
        #expect(tmux.waitForScreen(containing: "Terminal").matched)
        tmux.sendKeys("j", "j", "j", "Space", "q")
        #expect(tmux.waitForExit() == 0, "q did not quit at 12x4")
        #expect(!FileManager.default.fileExists(atPath: storeFile.path), "a key wrote the store unseen")
    }

    /// Another program corrupts the store while the editor runs: the editor says the file cannot
    /// be read and marks the rows that write there; reading keeps no copy (a read writes nothing),
    /// the next write keeps one and says where.
    @Test func aStoreCorruptedUnderTheRunningEditorIsReported() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.start([try settings()], environment: environment, width: 80, height: 24)
        #expect(waitForLine(tmux, "Allow Notifications", "[ ON ]", "default").matched)
        #expect(select(tmux, "Badges"))
        tmux.sendKeys("Space")
        #expect(waitForLine(tmux, "Badges", "[OFF ]", "*app").matched)
        #expect(stored()?["notifications_badge"] != nil)

        try Data("this is not a property list <".utf8).write(to: storeFile)
        // The message wraps (a long temporary path): read it as one line.
        let screen = tmux.wait(timeout: .seconds(5)) { screen in
            let joined = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
            return joined.contains("Cannot read") && joined.contains(storeFile.path)
        }
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(!screen.last.contains("values updated"))
        #expect(waitForLine(tmux, "Badges", "[ ON ]", "!default").matched)
        func copies() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: storeFile.deletingLastPathComponent().path)
                .filter { $0.hasPrefix("com.terminalsettings.showcase.plist.corrupt-") }
        }
        #expect(try copies().isEmpty, "reading the damaged store wrote a copy")
        tmux.sendKeys("Space")
        let write = tmux.wait(timeout: .seconds(5)) { screen in
            screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
                .contains("a copy was kept")
        }
        #expect(write.matched, "screen was:\n\(write.last)")
        #expect(try copies().count == 1)
        tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }
}
