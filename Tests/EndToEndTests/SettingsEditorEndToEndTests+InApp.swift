import Foundation
import PropertyList
import Testing

extension SettingsEditorEndToEndTests {
    /// The in-app view's editors in the real binary: a multi-line text view, a date picker and a
    /// list group edited with `--in-app`, then read back by Foundation's own UserDefaults.
    @Test func inAppEditorsWriteWhatFoundationReadsBack() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let fixture = Self.packageRoot.appendingPathComponent("Tests/SettingsBundleTests/Fixtures/InApp/Everything.app")
        let tmux = try Tmux()
        defer { tmux.stop() }
        var environment = environment
        environment["TZ"] = "UTC"
        try tmux.start([try settings(), fixture.path, "--in-app"], environment: environment, width: 100, height: 50)
        #expect(waitForLine(tmux, "In-app").matched)

        // Text view: the second line replaced, a third added, saved with ^X.
        #expect(select(tmux, "notes"))
        tmux.sendKeys("Enter")
        #expect(tmux.waitForScreen(containing: "^X save").matched)
        tmux.sendKeys("C-u")
        tmux.sendLiteral("2nd")
        tmux.sendKeys("Enter")
        tmux.sendLiteral("3rd")
        tmux.sendKeys("C-x")
        var screen = waitForLine(tmux, "notes", "first line …", "*app")
        #expect(screen.matched, "screen was:\n\(screen.last)")

        // Date picker (Date mode): the day stepped up, saved with Enter.
        #expect(select(tmux, "Reminder"))
        tmux.sendKeys("Enter")
        #expect(tmux.waitForScreen(containing: "field").matched)
        tmux.sendKeys("Right", "Right", "Up", "Enter")
        screen = waitForLine(tmux, "Reminder", "2026-11-25", "*app")
        #expect(screen.matched, "screen was:\n\(screen.last)")

        // List group: an item edited, another deleted, one added.
        #expect(select(tmux, "alpha"))
        tmux.sendKeys("Enter", "C-u")
        tmux.sendLiteral("omega")
        tmux.sendKeys("Enter")
        #expect(waitForLine(tmux, "omega").matched)
        tmux.sendKeys("j", "x")
        #expect(tmux.waitForScreen(containing: "Deleted beta").matched)
        // The selection stays on the line the deleted item had: now the Add row.
        tmux.sendKeys("Enter")
        tmux.sendLiteral("gamma")
        tmux.sendKeys("Enter")
        screen = waitForLine(tmux, "gamma")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)

        let foundation = try foundationDump("com.example.everything")
        #expect(foundation.contains(#"notes = "first line\n2nd\n3rd""#), "foundation-probe printed:\n\(foundation)")
        // 2026-11-25T00:00:00Z: the local midnight of the picked day (TZ=UTC).
        #expect(foundation.contains("reminder = date(1795564800.0)"), "foundation-probe printed:\n\(foundation)")
        #expect(foundation.contains(#"tags = ["omega", "gamma"]"#), "foundation-probe printed:\n\(foundation)")
    }
}
