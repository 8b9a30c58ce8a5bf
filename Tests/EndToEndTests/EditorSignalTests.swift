import Foundation
import PropertyList
import SystemCalls
import Testing

/// Issue 7 §8 for the editor: after an edit, SIGINT and SIGHUP quit it with the terminal restored,
/// and a killed pane (lost terminal) ends it; in every case the store file is whole, holds the edit,
/// and no temporary file is left beside it.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct EditorSignalTests {
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case interrupt, hangup, paneKilled
        var testDescription: String { rawValue }
    }

    @Test(arguments: Ending.allCases)
    func editThenQuitLeavesAWholeStoreAndARestoredTerminal(_ ending: Ending) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("settings-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "LANG": "C.UTF-8", "TERM": "tmux-256color", "HOME": home.path, "SWIFT_BACKTRACE": "interactive=no",
        ]
        let settings = try #require(Executables.path("settings"), "settings is not built")
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.start([settings], environment: environment, width: 100, height: 30)
        #expect(tmux.waitForScreen(containing: "Allow Notifications").matched)

        let helper = try SettingsEditorEndToEndTests()
        defer { try? FileManager.default.removeItem(at: helper.home) }
        #expect(helper.select(tmux, "Allow Notifications"))
        tmux.sendKeys("Space")
        #expect(tmux.waitForScreen(containing: "Saved to com.terminalsettings.showcase").matched)
        let config = home.appendingPathComponent(".config")
        let file = config.appendingPathComponent("com.terminalsettings.showcase.plist")
        let before = try #require(try? Data(contentsOf: file))

        let pid = try #require(
            SettingsEditorEndToEndTests.settingsProcess(under: Int32(tmux.display("#{pane_pid}")) ?? 0))
        switch ending {
        case .interrupt, .hangup:
            #expect(throws: Never.self) {
                try ProcessID(rawValue: pid).send(ending == .interrupt ? .interrupt : .hangup)
            }
            #expect(tmux.waitForExit() != nil, "settings did not exit after the signal")
            #expect(tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
        case .paneKilled:
            _ = tmux.run(["kill-pane", "-t", tmux.target])
            let gone = tmux.wait(for: { $0 == "gone" }, probe: { ProcessID(rawValue: pid).exists ? "running" : "gone" })
            #expect(gone.matched, "settings kept running after its pane was killed")
        }
        let after = try #require(try? Data(contentsOf: file))
        #expect(after == before)
        #expect((try? PropertyListCoder.decode(after).value.dictionaryValue?.isEmpty) == false)
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: config.path)) ?? []).filter {
            $0.contains(".tmp.")
        }
        #expect(leftovers.isEmpty)
    }
}
