import Foundation
import PropertyList
import SettingsBinding
import SettingsEditor
import SystemCalls
import Testing

@testable import SettingsTool

/// Issue 24: the editor on a Simulator device (`settings --data DEVICE`): the device's installed
/// app, its container's values, edits written there binary, and a booted device refused with the
/// reason while the changes view (`c`) prints the commands that write through it.
@Suite(.serialized) struct EditorRunnerDataTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SettingsToolTests/Fixtures/AppData")
    static let showcase = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SettingsTool/Resources/Showcase")
    static let domain = "com.terminalsettings.showcase"
    static let udid = "129FE671-F8D2-446D-9B69-DE56F1AC80B9"

    let root: String
    let device: String
    let store: String

    /// A device folder from the real `device.plist` and container metadata (see the fixtures'
    /// README), with the Showcase installed and one stored value.
    init() throws {
        let made = try #require(
            try? FileSystem.createTemporaryDirectory(prefix: NSTemporaryDirectory() + "/editor-data-"))
        root = try #require(FileSystem.canonicalPath(made))
        device = root + "/Devices/" + Self.udid
        let container = device + "/data/Containers/Data/Application/6A1D9F0B-1C52-4E4B-9A0C-3F58D2C7B1A4"
        store = container + "/Library/Preferences/\(Self.domain).plist"
        let manager = FileManager.default
        let app = device + "/data/Containers/Bundle/Application/F2B8E0C4-5D3A-4C7E-8F19-2A6B4D0E9C31"
        try manager.createDirectory(atPath: app, withIntermediateDirectories: true)
        try manager.copyItem(atPath: Self.showcase.resolvingSymlinksInPath().path, toPath: app + "/Showcase.app")
        try manager.copyItem(
            atPath: Self.fixtures.appendingPathComponent("device.plist").path, toPath: device + "/device.plist")
        let text = try String(
            contentsOf: Self.fixtures.appendingPathComponent("container-metadata.txt"), encoding: .utf8)
        guard case .dictionary(var metadata) = try OpenStepParser.parse(text) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        metadata["MCMMetadataIdentifier"] = .string(Self.domain)
        try manager.createDirectory(atPath: container + "/Library/Preferences", withIntermediateDirectories: true)
        try PropertyListCoder.encodeBinary(.dictionary(metadata)).write(
            to: URL(fileURLWithPath: container + "/.com.apple.mobile_container_manager.metadata.plist"))
        try PropertyListCoder.encodeBinary(["appearance_bold": true]).write(to: URL(fileURLWithPath: store))
        try manager.createDirectory(atPath: device + "/data/Library/Preferences", withIntermediateDirectories: true)
        try PropertyListCoder.encodeBinary(["AppleLanguages": ["en"]]).write(
            to: URL(fileURLWithPath: device + "/data/Library/Preferences/.GlobalPreferences.plist"))
    }

    private func boot() throws {
        var plist = try String(contentsOfFile: device + "/device.plist", encoding: .utf8)
        plist = plist.replacingOccurrences(of: "<integer>1</integer>", with: "<integer>3</integer>")
        try plist.write(toFile: device + "/device.plist", atomically: true, encoding: .utf8)
    }

    private func select(_ title: String, in runner: EditorRunner) {
        runner.send(.home)
        for _ in 0..<60 where runner.state.selectedSpecifier?.title?.text != title { runner.send(.down) }
    }

    @Test func theDevicesAppOpensWithItsValuesAndEditsAreWrittenThereBinary() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let runner = try EditCommand.parse(["--data", device]).makeRunner()
        #expect(runner.state.apps.count == 1)
        let bold = runner.state[app: AppID(Self.domain)]?.values[StoreKey(domain: Self.domain, key: "appearance_bold")]
        #expect(bold?.tag == .app)
        select("Allow Notifications", in: runner)
        runner.send(.character(" "))
        #expect(runner.state.message?.kind == .success, "\(String(describing: runner.state.message))")
        let data = try Data(contentsOf: URL(fileURLWithPath: store))
        #expect(data.starts(with: Array("bplist00".utf8)))
        #expect(try PropertyListCoder.decode(data).value == ["appearance_bold": true, "notifications_enabled": false])
    }

    @Test func aBootedDeviceRefusesTheEditAndTheChangesViewWritesThroughIt() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try boot()
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let runner = try EditCommand.parse(["--data", device]).makeRunner()
        select("Allow Notifications", in: runner)
        runner.send(.character(" "))
        // The reason is the store's own words (a Simulator device's): the typed part is the key.
        guard case .notSaved(let key, let reason)? = runner.state.message?.notice else {
            Issue.record("not a failed write: \(String(describing: runner.state.message))")
            return
        }
        #expect(key == "notifications_enabled")
        #expect(reason.contains("is booted"), "\(reason)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
        runner.send(.character("c"))
        #expect(runner.state.screen.kind == .changes)
        let text = runner.firstFrame(width: 400, height: 24).textLines.joined(separator: "\n")
        #expect(text.contains("xcrun simctl spawn \(Self.udid) defaults write \(store) appearance_bold -bool true"))
    }
}
