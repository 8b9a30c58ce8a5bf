import Foundation
import Testing

extension SettingsEditorEndToEndTests {
    /// A copy of a fixture tree of `SettingsBundleTests/Fixtures/Projects` in the test's HOME (no
    /// `.git` above it).
    func projectTree(_ name: String) throws -> String {
        let source = Self.packageRoot.appendingPathComponent("Tests/SettingsBundleTests/Fixtures/Projects/\(name)")
        let copy = home.appendingPathComponent("trees/\(name)")
        try FileManager.default.createDirectory(
            at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: copy)
        return copy.path
    }

    /// A project checkout opens under the domain its Xcode project gives the app, shown in the
    /// header, and the details page says where it came from.
    @Test func aProjectCheckoutOpensUnderItsAppsDomain() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.start([try settings(), try projectTree("XCConfig")], environment: environment, width: 100)
        var screen = tmux.waitForScreen(containing: "─ com.example.configured ─")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(screen.last.contains("Configured"))
        tmux.sendKeys("d")
        screen = tmux.waitForScreen(containing: "from xcconfig (Configs/App.xcconfig, target Configured")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }

    /// A folder of bare bundles opens as a list of preview domains, each marked as such.
    @Test func aFolderOfBareBundlesOpensAsAListOfPreviewDomains() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try Tmux()
        defer { tmux.stop() }
        try tmux.start([try settings(), try projectTree("BareBundles")], environment: environment)
        var screen = tmux.waitForScreen(containing: "preview.Two.Settings")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        #expect(screen.last.contains("preview.One.Settings"))
        #expect(screen.last.contains("2 of 2 apps use a preview domain (d on a row says why)"))
        tmux.sendKeys("Enter")
        screen = tmux.waitForScreen(containing: "─ preview.One.Settings (preview: no app domain found) ─")
        #expect(screen.matched, "screen was:\n\(screen.last)")
        tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }
}
