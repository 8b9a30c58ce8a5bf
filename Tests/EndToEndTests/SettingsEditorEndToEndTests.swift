import Foundation
import PropertyList
import SystemCalls
import TestSupport
import Testing

/// The `settings` editor in a real terminal (tmux), with a temporary HOME: navigation, edits that
/// reach the store file, reset, a multi-value pick, a text edit, resize, launch arguments, and
/// the terminal put back after SIGTERM.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct SettingsEditorEndToEndTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("settings-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    var environment: [String: String] {
        ["LANG": "C.UTF-8", "TERM": "tmux-256color", "HOME": home.path, "SWIFT_BACKTRACE": "interactive=no"]
    }

    func settings() throws -> String {
        try #require(Executables.path("settings"), "settings is not built in \(Executables.directory.path)")
    }

    /// The store file of the demo's domain, decoded (nil when it does not exist).
    func stored() -> [PlistKey: PlistValue]? {
        let url = home.appendingPathComponent(".config/com.terminalsettings.showcase.plist")
        guard let data = try? Data(contentsOf: url), let decoded = try? PropertyListCoder.decode(data) else {
            return nil
        }
        return decoded.value.dictionaryValue
    }

    /// The `settings` process the pane's shell started (its child, found through /proc).
    static func settingsProcess(under shell: Int32) -> Int32? {
        var queue = [shell]
        while let pid = queue.popLast() {
            let comm = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
            if comm.trimmingCharacters(in: .whitespacesAndNewlines) == "settings" { return pid }
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            queue += children.split(separator: " ").compactMap {
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        return nil
    }

    /// Moves the selection (from the top of the page) down to the row whose line holds `title`:
    /// the selected row is the one drawn in reverse video. Each step waits for the selection to
    /// move, so no key is sent ahead of the screen. True when it got there.
    @discardableResult
    func select(_ tmux: Tmux, _ title: String) -> Bool {
        func selectedLine(_ screen: String) -> String? {
            // tmux starts a reverse-video line with ESC[0;7m, or ESC[7m when the line above ends
            // with the same colours.
            screen.split(separator: "\n").first { $0.hasPrefix("\u{1B}[0;7m") || $0.hasPrefix("\u{1B}[7m") }
                .map(String.init)
        }
        tmux.sendKeys("g")
        // "g" lands first (the selection unchanged for half a second): a "j" sent while it is
        // still pending would move one row past what the screen showed.
        var previous = selectedLine(tmux.captureWithStyles())
        for _ in 0..<20 {
            MonotonicClock.sleep(microseconds: 500_000)
            let line = selectedLine(tmux.captureWithStyles())
            if line == previous { break }
            previous = line
        }
        guard previous != nil else { return false }
        for _ in 0..<80 {
            if previous?.contains(title) == true { return true }
            tmux.sendKeys("j")
            // Generous: on a loaded machine a redraw can take over a second.
            let result = tmux.wait(timeout: .seconds(3)) { screen in
                let line = selectedLine(screen)
                return line != nil && line != previous
            } probe: {
                tmux.captureWithStyles()
            }
            // The selection stopped moving: not found.
            guard result.matched, let line = selectedLine(result.last) else { return false }
            previous = line
        }
        return false
    }

    /// Waits until a screen line contains every fragment, in order.
    @discardableResult
    func waitForLine(_ tmux: Tmux, _ fragments: String..., timeout: Duration = .seconds(5)) -> (
        matched: Bool, last: String
    ) {
        tmux.wait(timeout: timeout) { screen in
            screen.split(separator: "\n").contains { line in
                var rest = Substring(line)
                for fragment in fragments {
                    guard let range = rest.range(of: fragment) else { return false }
                    rest = rest[range.upperBound...]
                }
                return true
            }
        }
    }

    @Test func demoNavigateToggleResetPickEditResizeAndSIGTERM() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.start([try settings()], environment: environment, width: 100, height: 30)

        var screen = waitForLine(tmux, "Allow Notifications", "[ ON ]", "default")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(screen.last.split(separator: "\n").first?.contains("Showcase") == true)
        #expect(screen.last.contains("com.terminalsettings.showcase"))
        #expect(tmux.display("#{alternate_on}") == "1")

        // Into the Advanced child pane.
        #expect(select(tmux, "Advanced"))
        tmux.sendKeys("Enter")
        screen = waitForLine(tmux, "‹ Showcase", "Advanced")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(waitForLine(tmux, "Debug Mode", "[OFF ]", "default").matched)

        // Toggle: written to the app domain's store file, tagged app.
        tmux.sendKeys("Space")
        screen = waitForLine(tmux, "Debug Mode", "[ ON ]", "*app")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        // (The screen may be captured between two rows of one update: wait for the message too.)
        #expect(tmux.waitForScreen(containing: "Saved to com.terminalsettings.showcase").matched)
        #expect(stored()?["advanced_debug"] == .bool(true))

        // Reset: removed from the store, the registered default shows through.
        tmux.sendKeys("r")
        screen = waitForLine(tmux, "Debug Mode", "[OFF ]", "default")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(stored()?["advanced_debug"] == nil)

        // Multi-value: open the choices, pick Errors (above the checked Warnings).
        tmux.sendKeys("j", "Enter")
        screen = waitForLine(tmux, "Warnings", "✓")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        tmux.sendKeys("k", "Enter")
        screen = waitForLine(tmux, "Log Level", "Errors ›", "*app")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(stored()?["advanced_log_level"] == .string("error"))

        // Text field: edit in place, Enter commits.
        tmux.sendKeys("j", "Enter", "C-u")
        tmux.sendLiteral("example.org")
        tmux.sendKeys("Enter")
        screen = waitForLine(tmux, "Server", "example.org", "*app")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(stored()?["advanced_server"] == .string("example.org"))

        // Resize down to a small terminal and back.
        tmux.resize(width: 40, height: 12)
        screen = waitForLine(tmux, "Server", "*app")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(screen.last.split(separator: "\n").allSatisfy { $0.count <= 40 })
        tmux.resize(width: 30, height: 10)
        screen = waitForLine(tmux, "Server", "*app")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(screen.last.contains("h back"))
        tmux.resize(width: 16, height: 5)
        #expect(tmux.waitForScreen(containing: "Terminal too").matched)
        tmux.resize(width: 100, height: 30)
        #expect(waitForLine(tmux, "Debug Mode", "[OFF ]", "default").matched)

        // SIGTERM: the editor quits and the terminal is restored.
        let pid = try #require(Self.settingsProcess(under: Int32(tmux.display("#{pane_pid}")) ?? 0))
        #expect(throws: Never.self) { try ProcessID(rawValue: pid).send(.terminate) }
        #expect(tmux.waitForExit() == 0, "settings did not exit cleanly after SIGTERM")
        #expect(tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
        #expect(stored()?["advanced_server"] == .string("example.org"))

        // Foundation's own UserDefaults reads what the editor wrote.
        let foundation = try foundationDump("com.terminalsettings.showcase")
        #expect(foundation.contains("advanced_log_level = \"error\""), "foundation-probe printed:\n\(foundation)")
        #expect(foundation.contains("advanced_server = \"example.org\""), "foundation-probe printed:\n\(foundation)")
        #expect(!foundation.contains("advanced_debug"))
    }

    /// `foundation-probe dump DOMAIN` with the test's HOME: every key Foundation's UserDefaults reads.
    func foundationDump(_ domain: String) throws -> String {
        try TestProcess.run(
            try #require(Executables.path("foundation-probe"), "foundation-probe is not built"), ["dump", domain],
            environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"]
        ).text
    }

    @Test func launchArgumentsMaskStoredValuesAndQuitRestoresTheTerminal() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent(".config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let plist = try PropertyListCoder.encodeXML(.dictionary(["notifications_enabled": .bool(true)]))
        try plist.write(to: config.appendingPathComponent("com.terminalsettings.showcase.plist"))

        let tmux = try Tmux()
        defer { tmux.stop() }
        let showcase = Self.packageRoot.appendingPathComponent("Examples/Showcase").path
        try tmux.start(
            [try settings(), showcase, "--", "-notifications_enabled", "YES"], environment: environment, width: 100,
            height: 30)
        var screen = waitForLine(tmux, "Allow Notifications", "[ ON ]", "arg")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(tmux.waitForScreen(containing: "overridden by arg; app holds ON").matched)

        // An edit is stored, and the screen warns that the argument still masks it: the switch
        // still shows what the app sees.
        #expect(select(tmux, "Allow Notifications"))
        tmux.sendKeys("Space")
        screen = tmux.waitForScreen(containing: "masks it")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(stored()?["notifications_enabled"] == .bool(false))
        #expect(waitForLine(tmux, "Allow Notifications", "[ ON ]", "arg").matched)
        #expect(tmux.waitForScreen(containing: "overridden by arg; app holds OFF").matched)

        tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0, "settings did not exit on q")
        #expect(tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }

    @Test func showsChangesAnotherProgramWritesWithoutAKeyPress() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.start([try settings()], environment: environment, width: 100, height: 30)
        #expect(waitForLine(tmux, "Allow Notifications", "[ ON ]", "default").matched)

        // Another program replaces the store file (as `defaults write` does: temp file + rename).
        let config = home.appendingPathComponent(".config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let plist = try PropertyListCoder.encodeXML(.dictionary(["notifications_enabled": .bool(false)]))
        try plist.write(to: config.appendingPathComponent("com.terminalsettings.showcase.plist"), options: .atomic)

        let screen = waitForLine(tmux, "Allow Notifications", "[OFF ]", "*app", timeout: .seconds(2))
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(
            tmux.waitForScreen(containing: "Changed on disk by another program: com.terminalsettings.showcase").matched)

        // Removed on disk: back to the registered default.
        try FileManager.default.removeItem(at: config.appendingPathComponent("com.terminalsettings.showcase.plist"))
        #expect(waitForLine(tmux, "Allow Notifications", "[ ON ]", "default", timeout: .seconds(2)).matched)
        tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }

    @Test func refusesToRunWithoutATerminalOrWithABadPath() throws {
        let badPath = try TestProcess.run(try settings(), ["/nonexistent/Thing.app"])
        #expect(badPath.status != 0)
        #expect(badPath.error.hasPrefix("settings: /nonexistent/Thing.app: no such file or folder"))

        // Standard input /dev/null, standard output a file: no terminal.
        let noTerminal = try TestProcess.run(try settings(), [])
        #expect(noTerminal.status == 1)
        #expect(noTerminal.error.contains("is not a terminal"), "stderr was: \(noTerminal.error)")
    }
}
