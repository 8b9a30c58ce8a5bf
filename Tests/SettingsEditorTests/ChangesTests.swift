import Defaults
import Foundation
import PropertyList
import SettingsBinding
import SettingsBundle
import Testing

@testable import SettingsEditor

/// Changes as `defaults write` commands: typed, shell-quoted, secure values never printed, and the
/// `c` screen that shows them.
@Suite struct ChangesTests {
    let domain = Fixtures.showcaseDomain

    @Test func everyTypeBecomesATypedArgument() {
        func line(_ value: PlistValue) -> String {
            DefaultsWriteCommand(domain: "com.example.app", key: "k", value: value).description
        }
        #expect(line("it's here") == #"defaults write com.example.app k -string 'it'\''s here'"#)
        #expect(line("plain") == "defaults write com.example.app k -string plain")
        #expect(line("") == "defaults write com.example.app k -string ''")
        #expect(line("-x") == "defaults write com.example.app k -string '-x'")
        #expect(line(.integer(-3)) == "defaults write com.example.app k -int -3")
        #expect(line(.unsignedInteger(UInt64.max)) == "defaults write com.example.app k -int 18446744073709551615")
        #expect(line(.real(0.25)) == "defaults write com.example.app k -float 0.25")
        #expect(line(.bool(true)) == "defaults write com.example.app k -bool true")
        #expect(
            line(.date(Date(timeIntervalSince1970: 0))) == "defaults write com.example.app k -date 1970-01-01T00:00:00Z"
        )
        #expect(line(.data(Data([0x0a, 0xff]))) == "defaults write com.example.app k -data 0aff")
        #expect(line(.array(["a b", 1])) == "defaults write com.example.app k -array -string 'a b' -int 1")
        #expect(
            line(.dictionary(["z": true, "a": "x"]))
                == "defaults write com.example.app k -dict -string a -string x -string z -bool true")
        #expect(
            line("\u{1B}[2J\nbye")
                == #"defaults write com.example.app k -string "$(printf '\033')"'[2J'"$(printf '\012\142')"'ye'"#)
        #expect(
            DefaultsWriteCommand(domain: "d", key: "pw", value: "hunter2", isSecret: true).description
                == "# defaults write d pw -string ...  (a secure text field: its value is not printed)")
        // A key ending in a line break is quoted over two lines: both stay comments.
        #expect(
            DefaultsWriteCommand(domain: "d", key: "pw\n", value: "hunter2", isSecret: true).description
                == "# defaults write d 'pw\n# ' -string ...  (a secure text field: its value is not printed)")
    }

    @Test func onlyStoredValuesThatDifferFromTheirDefaultsAreListed() throws {
        var stores = MemoryStore()
        stores.domains[domain] = [
            "notifications_enabled": true,  // the registered default: left out
            "refresh_minutes": 60, "profile_password": "hunter2", "appearance_theme": "dark",
        ]
        stores.domains[Fixtures.showcaseSuite] = ["widgets_style": "detailed"]
        stores.arguments = ["profile_name": "Ann"]  // not stored: left out
        var session = Session([(try Fixtures.showcase(), domain)], stores: stores)
        let lines = try #require(session.state[app: .showcase]).changeCommands().map(\.description)
        #expect(
            lines == [
                "# defaults write \(domain) profile_password -string ...  (a secure text field: its value is not printed)",
                "defaults write \(domain) refresh_minutes -int 60",
                "defaults write \(domain) appearance_theme -string dark",
                "defaults write \(Fixtures.showcaseSuite) widgets_style -string detailed",
            ])
        #expect(session.send(.character("c")) == [])
        #expect(session.state.screen.kind == .changes)
        #expect(!session.screenText.contains("hunter2"))
        #expect(session.screenText.contains("defaults write \(domain) refresh_minutes -int 60"))
        #expect(session.screenText.contains("4 changed"))
        assertSnapshot(session.frame, named: "changes-80x24")
        session.send(.escape)
        #expect(session.state.screen.kind == .page(app: .showcase, page: .root))
    }

    /// Issue 24: an app on a Simulator device writes through it, to the container's own files.
    @Test func onASimulatorDeviceTheChangesWriteThroughItToTheContainersFiles() throws {
        var stores = MemoryStore()
        stores.domains[domain] = ["refresh_minutes": 60, "appearance_theme": "it's dark"]
        stores.domains[Fixtures.showcaseSuite] = ["widgets_style": "detailed"]
        var session = Session([(try Fixtures.showcase(), domain)], stores: stores)
        let udid = "129FE671-F8D2-446D-9B69-DE56F1AC80B9"
        let container = "/Devices/\(udid)/data/Containers/Data/Application/6A1D9F0B-1C52-4E4B-9A0C-3F58D2C7B1A4"
        let group = "/Devices/\(udid)/data/Containers/Shared/AppGroup/0D4C3E52-8B7A-4F1B-A6E2-9C1D5B3A7E60"
        session.state[app: .showcase]?.simulatorWrites = SimulatorWrites(
            udid: udid,
            files: [
                domain: container + "/Library/Preferences/\(domain).plist",
                Fixtures.showcaseSuite: group + "/Library/Preferences/\(Fixtures.showcaseSuite).plist",
            ])
        let lines = try #require(session.state[app: .showcase]).changeCommands().map(\.description)
        #expect(
            lines == [
                "xcrun simctl spawn \(udid) defaults write \(container)/Library/Preferences/\(domain).plist "
                    + "refresh_minutes -int 60",
                "xcrun simctl spawn \(udid) defaults write \(container)/Library/Preferences/\(domain).plist "
                    + #"appearance_theme -string 'it'\''s dark'"#,
                "xcrun simctl spawn \(udid) defaults write \(group)/Library/Preferences/\(Fixtures.showcaseSuite).plist "
                    + "widgets_style -string detailed",
            ])
        session.send(.character("c"))
        #expect(session.state.screen.kind == .changes)
        #expect(session.screenText.contains("xcrun simctl spawn \(udid) defaults write"))
    }

    /// `c` on the changes screen moves through the launch-argument formats and back: the
    /// application domain's changed values, secure fields and suites left out.
    @Test func cSwitchesToLaunchArgumentFormats() throws {
        var stores = MemoryStore()
        stores.domains[domain] = ["refresh_minutes": 60, "profile_password": "hunter2", "appearance_theme": "dark"]
        stores.domains[Fixtures.showcaseSuite] = ["widgets_style": "detailed"]
        var session = Session([(try Fixtures.showcase(), domain)], stores: stores)
        session.send(.character("c"))
        #expect(session.state.changesFormat == nil)
        session.send(.character("c"))
        #expect(session.state.changesFormat == .shell)
        #expect(session.screenText.contains("-refresh_minutes 60 -appearance_theme dark"))
        #expect(session.screenText.contains("Changes as Launch Arguments (shell)"))
        #expect(session.screenText.contains("2 left out: app-group suites and secure text fields"))
        #expect(!session.screenText.contains("hunter2"))
        #expect(!session.screenText.contains("widgets_style"))
        session.send(.character("c"))
        #expect(session.state.changesFormat == .swift)
        #expect(session.screenText.contains(#""-refresh_minutes", "60","#))
        for _ in 0..<3 { session.send(.character("c")) }
        #expect(session.state.changesFormat == .simctl)
        #expect(session.screenText.contains("xcrun simctl launch booted \(domain) -refresh_minutes 60"))
        session.send(.character("c"))
        #expect(session.state.changesFormat == nil)
        #expect(session.screenText.contains("defaults write \(domain) refresh_minutes -int 60"))
    }
}
