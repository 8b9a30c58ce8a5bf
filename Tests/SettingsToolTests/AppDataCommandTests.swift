import Foundation
import PropertyList
import SystemCalls
import TestSupport
import Testing

/// Issue 24: `--data` opens an app's real stores (a Simulator device, the folder of all devices,
/// an `.xcappdata` package, a preferences folder) through the bundle, with provenance.
@Suite(.serialized) struct AppDataCommandTests {
    typealias Fixture = SimulatorFixture

    /// The rows of the JSON dump of the one app, by key.
    private func rows(_ output: String) throws -> [String: [String: Any]] {
        let apps = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        var rows: [String: [String: Any]] = [:]
        for app in apps {
            for page in app["pages"] as? [[String: Any]] ?? [] {
                for row in page["rows"] as? [[String: Any]] ?? [] {
                    if let key = row["key"] as? String { rows[key] = row }
                }
            }
        }
        return rows
    }

    @Test func aDeviceFolderOpensItsInstalledAppWithTheContainersValuesAndTheDevicesLanguage() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(
            in: sandbox, app: ["notifications_enabled": false, "profile_name": "Grace"],
            group: ["widgets_style": "detailed"])
        // No path: the device's installed apps, as a list.
        let json = try sandbox.run("settings", ["dump", "--data", fixture.device, "--json"])
        #expect(json.status == 0, "\(json.error)")
        #expect(json.error.isEmpty, "\(json.error)")
        let rows = try rows(json.output)
        #expect(rows["notifications_enabled"]?["tag"] as? String == "app")
        #expect(rows["notifications_enabled"]?["value"] as? Bool == false)
        #expect(rows["notifications_enabled"]?["file"] as? String == fixture.appStore)
        #expect(rows["profile_name"]?["display"] as? String == "Grace")
        #expect(rows["widgets_style"]?["tag"] as? String == "suite")
        #expect(rows["widgets_style"]?["file"] as? String == fixture.groupStore)
        #expect(rows["notifications_sound"]?["tag"] as? String == "default")
        // AppleLanguages of the device's global domain (de-DE) chose the titles' language.
        #expect(rows["notifications_enabled"]?["title"] as? String == "Mitteilungen erlauben")

        // The same app through the folder of all devices, and with its bundle given.
        let text = try sandbox.run("settings", ["dump", Fixture.showcase.path, "--data", fixture.devices])
        #expect(text.status == 0, "\(text.error)")
        #expect(text.output.contains { _ in true })
        let line = try #require(text.output.split(separator: "\n").first { $0.contains("Mitteilungen erlauben") })
        #expect(line.hasSuffix(" app"))
        // Nothing was written anywhere, and nothing in the user's ~/.config.
        #expect(!FileManager.default.fileExists(atPath: sandbox.home + "/.config"))
    }

    @Test func aShutDownDeviceIsWrittenBinaryKeepingTheModeAndFoundationReadsItBack() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, app: ["profile_name": "Grace"])
        try? FileSystem.setPermissions(fixture.appStore, 0o644)
        let set = try sandbox.run(
            "settings", ["set", Fixture.showcase.path, "refresh_minutes", "60", "--data", fixture.device])
        #expect(set.status == 0, "\(set.error)")
        let read = try Fixture.foundationRead(fixture.appStore)
        #expect(read.format == .binary)
        #expect(read.values == ["profile_name": "Grace", "refresh_minutes": 60])
        #expect(FileSystem.statusIfPresent(of: fixture.appStore).map { $0.permissions & 0o777 } == 0o644)
        // A group page's key goes to the group container's store, a new binary file.
        let group = try sandbox.run(
            "settings", ["set", Fixture.showcase.path, "widgets_enabled", "NO", "--data", fixture.device])
        #expect(group.status == 0, "\(group.error)")
        #expect(try Fixture.foundationRead(fixture.groupStore).format == .binary)
        #expect(try Fixture.foundationRead(fixture.groupStore).values == ["widgets_enabled": false])
        #expect(!FileManager.default.fileExists(atPath: sandbox.home + "/.config"))
    }

    @Test func anXcappdataPackageAndAPreferencesFolderAreOpenedWithTheBundleGiven() throws {
        let sandbox = Sandbox()
        let package = Fixture.home(sandbox) + "/Downloads/Showcase 2026-11-26.xcappdata"
        let preferences = package + "/AppData/Library/Preferences"
        try Fixture.writeBinary(["appearance_theme": "dark"], to: preferences + "/\(Fixture.domain).plist")
        try Fixture.writeBinary(["AppleLanguages": ["fr"]], to: preferences + "/.GlobalPreferences.plist")
        let info = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleIdentifier": Fixture.domain, "XCExecutableVersion": "1"], format: .xml,
            options: 0)
        try info.write(to: URL(fileURLWithPath: package + "/AppDataInfo.plist"))
        let dump = try sandbox.run("settings", ["dump", Fixture.showcase.path, "--data", package, "--json"])
        #expect(dump.status == 0, "\(dump.error)")
        let rows = try rows(dump.output)
        #expect(rows["appearance_theme"]?["tag"] as? String == "app")
        #expect(rows["appearance_theme"]?["file"] as? String == preferences + "/\(Fixture.domain).plist")
        #expect(rows["notifications_enabled"]?["title"] as? String == "Autoriser les notifications")

        // Another app's bundle: the package says whose data it is.
        let other = try sandbox.run(
            "settings", ["dump", Fixture.showcase.path, "--data", package, "--domain", "com.example.other"])
        #expect(other.status == 1)
        #expect(other.error.contains("belongs to \(Fixture.domain), not com.example.other"), "\(other.error)")

        // A plain Library/Preferences folder.
        let set = try sandbox.run(
            "settings", ["set", Fixture.showcase.path, "appearance_theme", "light", "--data", preferences])
        #expect(set.status == 0, "\(set.error)")
        #expect(
            try Fixture.foundationRead(preferences + "/\(Fixture.domain).plist").values == ["appearance_theme": "light"]
        )
        #expect(try Fixture.foundationRead(preferences + "/\(Fixture.domain).plist").format == .binary)
    }

    @Test func malformedContainersGetClearMessages() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox)
        let metadata = "/.com.apple.mobile_container_manager.metadata.plist"

        // No metadata file: the app's container cannot be found, and the message says why.
        try FileManager.default.removeItem(atPath: fixture.container + metadata)
        var result = try sandbox.run("settings", ["dump", Fixture.showcase.path, "--data", fixture.device])
        #expect(result.status == 1)
        #expect(
            result.error.contains("no data container on iPad Retina (\(Fixture.udid)) belongs to \(Fixture.domain)"))
        #expect(result.error.contains("\(fixture.container) has no .com.apple.mobile_container_manager.metadata.plist"))

        // A metadata file that is not a property list.
        try Data("not a plist {".utf8).write(to: URL(fileURLWithPath: fixture.container + metadata))
        result = try sandbox.run("settings", ["dump", Fixture.showcase.path, "--data", fixture.device])
        #expect(result.status == 1)
        #expect(result.error.contains("\(fixture.container + metadata): container metadata is not a property list"))

        // Two containers claiming one identifier.
        try Fixture.writeMetadata(identifier: Fixture.domain, in: fixture.container)
        let second = fixture.device + "/data/Containers/Data/Application/AAAAAAAA-0000-4000-8000-000000000001"
        try Fixture.writeMetadata(identifier: Fixture.domain, in: second)
        result = try sandbox.run("settings", ["dump", Fixture.showcase.path, "--data", fixture.device])
        #expect(result.status == 1)
        #expect(result.error.contains("2 containers claim \(Fixture.domain): \(fixture.container), \(second)"))
        try FileManager.default.removeItem(atPath: second)

        // A device.plist that is not a property list.
        let broken = Fixture.home(sandbox) + "/broken-device"
        try FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
        try Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xFF]).write(
            to: URL(fileURLWithPath: broken + "/device.plist"))
        result = try sandbox.run("settings", ["dump", "--data", broken])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("settings: --data: \(broken)/device.plist: device.plist is not a property list"))
        #expect(result.error.contains("damaged binary property list"))

        // A folder of no known layout (a home folder given by mistake) is refused, not written into.
        let plain = Fixture.home(sandbox) + "/Documents"
        try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
        result = try sandbox.run(
            "settings", ["set", Fixture.showcase.path, "refresh_minutes", "60", "--data", plain])
        #expect(result.status == 1)
        #expect(result.error.contains("\(plain) is neither a Simulator device"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: plain).isEmpty)
        #expect(!result.error.contains("Fatal error"))
    }

    @Test func aSymlinkOutOfTheDeviceFolderIsNeitherReadNorWritten() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, app: ["profile_name": "Grace"])
        // The app's store is a link to a file outside the device folder.
        let outside = Fixture.home(sandbox) + "/outside.plist"
        try Fixture.writeBinary(["profile_name": "Mallory"], to: outside)
        let before = try Data(contentsOf: URL(fileURLWithPath: outside))
        try FileManager.default.removeItem(atPath: fixture.appStore)
        #expect(throws: Never.self) { try FileSystem.createSymbolicLink(at: fixture.appStore, to: outside) }
        let dump = try sandbox.run("settings", ["dump", Fixture.showcase.path, "--data", fixture.device, "--json"])
        #expect(!dump.output.contains("Mallory"))
        #expect(dump.error.contains("leads to \(outside), outside \(fixture.device)"), "\(dump.error)")
        let set = try sandbox.run(
            "settings", ["set", Fixture.showcase.path, "profile_name", "Eve", "--data", fixture.device])
        #expect(set.status == 1)
        #expect(set.error.contains("outside \(fixture.device)"), "\(set.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: outside)) == before)

        // A data container that is a link out of the device: its metadata is not read.
        let elsewhere = Fixture.home(sandbox) + "/elsewhere"
        try Fixture.writeMetadata(identifier: "com.example.elsewhere", in: elsewhere)
        #expect(throws: Never.self) {
            try FileSystem.createSymbolicLink(
                at: fixture.device + "/data/Containers/Data/Application/BBBBBBBB-0000-4000-8000-000000000002",
                to: elsewhere)
        }
        let other = try sandbox.run(
            "settings", ["dump", Fixture.showcase.path, "--data", fixture.device, "--domain", "com.example.elsewhere"])
        #expect(other.status == 1)
        #expect(
            other.error.contains(
                "BBBBBBBB-0000-4000-8000-000000000002/.com.apple.mobile_container_manager.metadata.plist leads to \(elsewhere)/"
            ), "\(other.error)")
    }
}

/// Issue 24 §3: a booted Simulator is not written behind its back; the commands that write
/// through it are printed instead, and our own `defaults` reads them back to the same values.
@Suite(.serialized) struct BootedSimulatorTests {
    typealias Fixture = SimulatorFixture

    @Test func aBootedDeviceRefusesDirectWritesWithTheReason() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, booted: true, app: ["profile_name": "Grace"])
        let before = try Data(contentsOf: URL(fileURLWithPath: fixture.appStore))
        let set = try sandbox.run(
            "settings", ["set", Fixture.showcase.path, "refresh_minutes", "60", "--data", fixture.device])
        #expect(set.status == 1)
        #expect(
            set.error.contains(
                "cannot write \(fixture.appStore): the Simulator iPad Retina (\(Fixture.udid)) is booted"),
            "\(set.error)")
        #expect(set.error.contains("--apply simctl"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.appStore)) == before)
        let reset = try sandbox.run(
            "settings", ["reset", Fixture.showcase.path, "profile_name", "--data", fixture.device])
        #expect(reset.status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.appStore)) == before)
        // Reading is fine.
        let get = try sandbox.run("settings", ["get", Fixture.showcase.path, "profile_name", "--data", fixture.device])
        #expect(get.status == 0, "\(get.error)")
        #expect(get.output.contains("Grace"))
    }

    @Test func aHostileDeviceNameNeverReachesTheTerminalRaw() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, booted: true, app: ["profile_name": "Grace"])
        let path = fixture.device + "/device.plist"
        var plist =
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: URL(fileURLWithPath: path)), format: nil) as! [String: Any]
        plist["name"] = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J"
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: URL(fileURLWithPath: path))
        let set = try sandbox.run(
            "settings", ["set", Fixture.showcase.path, "refresh_minutes", "60", "--data", fixture.device])
        #expect(set.status == 1)
        #expect(set.error.contains("is booted"), "\(set.error)")
        #expect(!set.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func applySimctlAndDiffPrintTheDeviceCommandsWordByWord() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(in: sandbox, booted: true)
        let set = try sandbox.run(
            "settings",
            ["set", Fixture.showcase.path, "refresh_minutes", "60", "--data", fixture.device, "--apply", "simctl"])
        #expect(set.status == 0, "\(set.error)")
        #expect(
            set.output.split(separator: " ", omittingEmptySubsequences: false).map(String.init) == [
                "xcrun", "simctl", "spawn", Fixture.udid, "defaults", "write", fixture.appStore, "refresh_minutes",
                "-int", "60\n",
            ])
        // Without a device there is nothing to spawn in.
        let plain = try sandbox.run(
            "settings", ["set", Fixture.showcase.path, "refresh_minutes", "60", "--apply", "simctl"])
        #expect(plain.status == 1)
        #expect(plain.error.contains("--apply simctl writes through a device"))
    }

    @Test func diffCommandsParseBackToTheSameValuesWithOurDefaults() throws {
        let sandbox = Sandbox()
        let stored: [PlistKey: PlistValue] = [
            "refresh_minutes": 60, "appearance_theme": "it's dark", "display_brightness": .real(0.25),
            "advanced_debug": true, "profile_name": "Grace Hopper",
        ]
        let fixture = try Fixture(in: sandbox, booted: true, app: stored, group: ["widgets_style": "detailed"])
        let diff = try sandbox.run("settings", ["diff", Fixture.showcase.path, "--data", fixture.device])
        #expect(diff.status == 0, "\(diff.error)")
        let commands = diff.output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        #expect(commands.count == 6)
        #expect(
            commands.contains(
                "xcrun simctl spawn \(Fixture.udid) defaults write \(fixture.appStore) appearance_theme -string "
                    + #"'it'\''s dark'"#))
        #expect(
            commands.contains(
                "xcrun simctl spawn \(Fixture.udid) defaults write \(fixture.groupStore) widgets_style -string detailed"
            ))
        #expect(
            commands.contains(
                "xcrun simctl spawn \(Fixture.udid) defaults write \(fixture.appStore) advanced_debug -bool true"))
        let prefix = "xcrun simctl spawn \(Fixture.udid) "
        #expect(commands.allSatisfy { $0.hasPrefix(prefix) })

        // What the device would run: our own `defaults`, on the very files named, once they are gone.
        try FileManager.default.removeItem(atPath: fixture.appStore)
        try FileManager.default.removeItem(atPath: fixture.groupStore)
        let script = commands.map { String($0.dropFirst(prefix.count)) }.joined(separator: "\n")
        let ran = try TestProcess.run(
            "/bin/sh", ["-e", "-c", script],
            environment: ["HOME": sandbox.home, "PATH": Sandbox.productsDirectory.path + ":/usr/bin:/bin"])
        #expect(ran.status == 0, "\(ran.error)")
        #expect(try Fixture.foundationRead(fixture.appStore).values == .dictionary(stored))
        #expect(try Fixture.foundationRead(fixture.groupStore).values == ["widgets_style": "detailed"])
    }
}

/// Issue 24 §4: `settings compare-data A B`: what differs between two copies of an app's data.
@Suite(.serialized) struct CompareDataCommandTests {
    typealias Fixture = SimulatorFixture

    /// An `.xcappdata` package of the Showcase with these stores.
    private func package(
        _ sandbox: Sandbox, _ name: String, app: [PlistKey: PlistValue], group: [PlistKey: PlistValue] = [:]
    ) throws -> String {
        let package = Fixture.home(sandbox) + "/\(name).xcappdata"
        let preferences = package + "/AppData/Library/Preferences"
        try Fixture.writeBinary(app, to: preferences + "/\(Fixture.domain).plist")
        if !group.isEmpty { try Fixture.writeBinary(group, to: preferences + "/\(Fixture.group).plist") }
        let info = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleIdentifier": Fixture.domain, "XCExecutableVersion": "1"], format: .xml,
            options: 0)
        try info.write(to: URL(fileURLWithPath: package + "/AppDataInfo.plist"))
        return package
    }

    @Test func twoDownloadsOfOneAppListTheKeysThatDifferByRowTitle() throws {
        let sandbox = Sandbox()
        let a = try package(
            sandbox, "tester-1",
            app: ["notifications_enabled": false, "refresh_minutes": 15, "profile_password": "old", "same": 1])
        let b = try package(
            sandbox, "tester-2",
            app: [
                "notifications_enabled": true, "refresh_minutes": 60, "profile_password": "new", "same": 1,
                "extra": "x",
            ])
        let result = try sandbox.run(
            "settings", ["compare-data", a, b, "--bundle", Fixture.showcase.path, "--language", "en"])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "# Showcase (\(Fixture.domain)): 4 keys differ",
                "Showcase › Password  [profile_password]: (secure, set) → (secure, set)",
                "Showcase › Allow Notifications  [notifications_enabled]: OFF → ON",
                "Showcase › Check for New Data Every  [refresh_minutes]: 15 min → 1 h",
                "(no row)  [extra]: unset → x",
            ])
        #expect(!result.output.contains("old") && !result.output.contains("new"))

        let json = try sandbox.run("settings", ["compare-data", a, b, "--bundle", Fixture.showcase.path, "--json"])
        #expect(json.status == 0, "\(json.error)")
        let apps = try #require(try JSONSerialization.jsonObject(with: Data(json.outputData)) as? [[String: Any]])
        let differences = try #require(apps.first?["differences"] as? [[String: Any]])
        #expect(differences.count == 4)
        let refresh = try #require(differences.first { $0["key"] as? String == "refresh_minutes" })
        #expect(refresh["beforeValue"] as? Int == 15 && refresh["afterValue"] as? Int == 60)
        let password = try #require(differences.first { $0["key"] as? String == "profile_password" })
        #expect(password["secure"] as? Bool == true && password["beforeValue"] == nil)
    }

    @Test func aDeviceAgainstADownloadComparesAppGroupsToo() throws {
        let sandbox = Sandbox()
        let fixture = try Fixture(
            in: sandbox, app: ["appearance_theme": "dark"], group: ["widgets_style": "detailed"],
            global: ["AppleLanguages": ["en"]])
        let download = try package(sandbox, "tester", app: ["appearance_theme": "dark"])
        // No --bundle: the apps installed on the device.
        let result = try sandbox.run("settings", ["compare-data", fixture.device, download])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("# Showcase (\(Fixture.domain)): 1 key differs"))
        #expect(result.output.contains("[widgets_style] in \(Fixture.group): Detailed → unset"), "\(result.output)")
        #expect(!result.output.contains("appearance_theme"))
        let same = try sandbox.run("settings", ["compare-data", download, download, "--bundle", Fixture.showcase.path])
        #expect(same.output.contains("the same stored values in A and B"))
        let one = try sandbox.run("settings", ["compare-data", download])
        #expect(one.status != 0)
        #expect(one.error.contains("give two data folders"))
    }
}
