import Defaults
import Foundation
import PropertyList
import SettingsBundle
import SettingsEditor
import Testing

@testable import SettingsTool

/// `i` through the real program loop: the other view is loaded on first use and bound with its
/// own registered defaults.
@Suite struct EditorRunnerInAppTests {
    @Test func iLoadsTheInAppViewAndResolvesItsRegisteredDefaults() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("editor-inapp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let path = EditorRunnerTests.packageRoot.appendingPathComponent(
            "Tests/SettingsBundleTests/Fixtures/InApp/Everything.app"
        ).path
        let bundle = try #require(try BundleLoader.load(path: path, options: LoadOptions(languages: ["en"])).first)
        let runner = try EditorRunner(
            bundles: [(bundle, "com.example.everything")], launchArguments: [],
            environment: DefaultsEnvironment(home: home.path))
        #expect(runner.state[app: AppID("com.example.everything")]?.resolved("plain", on: .root).tag == .default)
        runner.send(.character("i"))
        let state = runner.state
        #expect(state[app: AppID("com.example.everything")]?.bundle.options.view == .inApp)
        #expect(
            state[app: AppID("com.example.everything")]?.resolved("notes", on: .root).value == "first line\nsecond line"
        )
        #expect(state[app: AppID("com.example.everything")]?.resolved("notes", on: .root).tag == .default)
        // A list group is not registered by InAppSettingsKit's editable-fields gathering.
        #expect(state[app: AppID("com.example.everything")]?.resolved("tags", on: .root).tag == .unset)
        runner.send(.character("i"))
        #expect(runner.state[app: AppID("com.example.everything")]?.bundle.options.view == .settingsApp)
        #expect(runner.state[app: AppID("com.example.everything")]?.resolved("plain", on: .root).tag == .default)
    }
}
