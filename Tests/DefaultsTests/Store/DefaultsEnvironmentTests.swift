import Defaults
import Foundation
import Testing

@Suite struct DefaultsEnvironmentTests {
    @Test func homeConfigIsTheDefaultFolder() throws {
        let env = DefaultsEnvironment(home: "/home/ann")
        #expect(env.userDirectory == "/home/ann/.config")
        #expect(try env.fileURL(forDomain: "com.example.app").path == "/home/ann/.config/com.example.app.plist")
        #expect(
            try env.fileURL(forDomain: "com.example.app", byHost: true).path
                == "/home/ann/.config/ByHost/com.example.app..plist")
        #expect(env.userByHostDirectory == "/home/ann/.config/ByHost")
    }

    @Test func globalDomainAndItsAliases() throws {
        let env = DefaultsEnvironment(home: "/home/ann")
        for alias in ["NSGlobalDomain", "-g", "-globalDomain", ".GlobalPreferences"] {
            #expect(try env.fileURL(forDomain: alias).path == "/home/ann/.config/.GlobalPreferences.plist")
            #expect(
                try env.fileURL(forDomain: alias, byHost: true).path
                    == "/home/ann/.config/ByHost/.GlobalPreferences..plist")
            #expect(env.anyUserFileURL(forDomain: alias).path == "/usr/local/etc/.GlobalPreferences.plist")
        }
    }

    @Test(arguments: [
        ("/xdg", "/xdg"),  // absolute: used
        ("/xdg/", "/xdg"),  // trailing slash trimmed
        ("/", "/home/ann/.config"),  // not longer than "/": ignored
        ("relative/dir", "/home/ann/.config"),  // relative: ignored, as Foundation does
        ("", "/home/ann/.config"),  // empty: ignored
    ])
    func xdgConfigHomeOnlyWhenAbsoluteAndLongerThanRoot(xdg: String, expected: String) {
        let env = DefaultsEnvironment(home: "/home/ann", xdgConfigHome: xdg)
        #expect(env.userDirectory == expected)
    }

    @Test func absoluteXDGWorksWithoutHome() throws {
        let env = DefaultsEnvironment(home: nil, xdgConfigHome: "/xdg")
        #expect(try env.fileURL(forDomain: "a").path == "/xdg/a.plist")
    }

    @Test(arguments: [nil, "", "relative/home"] as [String?])
    func noHomeRefusesInsteadOfWritingToRootConfig(home: String?) {
        let env = DefaultsEnvironment(home: home, xdgConfigHome: "not/absolute")
        #expect(env.userDirectory == nil)
        #expect(throws: DefaultsError.noUserDirectory) { try env.fileURL(forDomain: "com.example.app") }
        #expect(env.persistentDomainNames().isEmpty)
        #expect(DefaultsError.noUserDirectory.description.contains("set HOME"))
        #expect(DefaultsError.noUserDirectory.description.contains("/.config"))
    }

    @Test func homeAtRootIsAllowed() {
        #expect(DefaultsEnvironment(home: "/").userDirectory == "/.config")
    }

    @Test func anyUserPathsAreReadOnlyLocationsWithoutHostSuffix() {
        let env = DefaultsEnvironment(home: "/h", anyUserDirectory: "/etc/prefs/")
        #expect(env.anyUserFileURL(forDomain: "com.example.app").path == "/etc/prefs/com.example.app.plist")
        #expect(
            env.anyUserFileURL(forDomain: "com.example.app", byHost: true).path
                == "/etc/prefs/ByHost/com.example.app.plist")
        #expect(DefaultsEnvironment(home: "/h").anyUserDirectory == "/usr/local/etc")
        // An unvalidated name cannot climb out of the folder.
        #expect(env.anyUserFileURL(forDomain: "../x").path == "/etc/prefs/.._x.plist")
    }

    @Test func fileURLValidatesTheName() {
        let env = DefaultsEnvironment(home: "/home/ann")
        #expect(throws: DefaultsError.self) { try env.fileURL(forDomain: "../x") }
    }

    @Test func currentReadsTheProcessEnvironment() {
        let env = DefaultsEnvironment.current
        let home = ProcessInfo.processInfo.environment["HOME"]
        #expect(env.home == home)
        #expect(
            env.anyUserDirectory
                == ProcessInfo.processInfo.environment["TERMINALSETTINGS_ANY_USER_DIR"].flatMap {
                    $0.isEmpty ? nil : $0
                }
                ?? "/usr/local/etc")
    }

    @Test func persistentDomainNamesListsStoreFilesOnly() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let env = home.environment
        for name in [
            "com.a.plist", ".GlobalPreferences.plist", "com.a.plist.lock", ".com.a.plist.tmp.1.ff",
            "com.a.plist.corrupt-20260101T000000Z", "notes.txt", "NSGlobalDomain.plist",
        ] {
            try home.write(".config/" + name, Data("x".utf8))
        }
        try home.write(".config/ByHost/com.b..plist", Data("x".utf8))
        try FileManager.default.createDirectory(
            atPath: home.file(".config/dir.plist"), withIntermediateDirectories: true)
        #expect(env.persistentDomainNames() == [".GlobalPreferences", "com.a"])
        #expect(env.persistentDomainNames(byHost: true) == ["com.b"])
        #expect(DefaultsEnvironment.domainName(forFileName: "com.b..plist", byHost: true) == "com.b")
        #expect(DefaultsEnvironment.domainName(forFileName: "com.b.plist.lock", byHost: false) == nil)
    }
}
