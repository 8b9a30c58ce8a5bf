import Foundation
import PropertyList
import SystemCalls
import Testing

@testable import Defaults

/// Issue 24: a store root (an app's own `Library/Preferences`) maps every domain to Apple's files,
/// writes them as CFPreferences does, and never leaves its folder.
@Suite struct StoreRootTests {
    private func root(_ home: TemporaryDirectory, device: SimulatorDevice? = nil) throws -> StoreRoot {
        let boundary = try #require(ContainedPath(home.path))
        return StoreRoot(
            preferences: boundary.root + "/app/Library/Preferences",
            globalPreferences: boundary.root + "/device/Library/Preferences",
            groupPreferences: ["group.example": boundary.root + "/group/Library/Preferences"], boundary: boundary,
            device: device, notes: [])
    }

    @Test func everyDomainHasItsAppleFileAndThereAreNoAnyUserDomains() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let root = try root(home)
        let environment = DefaultsEnvironment(storeRoot: root)
        #expect(
            try environment.fileURL(forDomain: "com.example.app").path == root.preferences + "/com.example.app.plist")
        #expect(try environment.fileURL(forDomain: "-g").path == root.globalPreferences + "/.GlobalPreferences.plist")
        #expect(
            try environment.fileURL(forDomain: "group.example").path
                == root.groupPreferences["group.example"]! + "/group.example.plist")
        // A suite without a group container is the app's own file, as on iOS.
        #expect(try environment.fileURL(forDomain: "group.other").path == root.preferences + "/group.other.plist")
        // ByHost: Apple's `<domain>.<host UUID>.plist`, the one present.
        #expect(throws: DefaultsError.self) { try environment.fileURL(forDomain: "com.example.app", byHost: true) }
        let host = "ByHost/com.example.app.0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9.plist"
        try home.write("app/Library/Preferences/" + host, try PropertyListCoder.encodeBinary(["k": "host"]))
        #expect(
            try environment.fileURL(forDomain: "com.example.app", byHost: true).path == root.preferences + "/" + host)

        try home.write(
            "device/Library/Preferences/.GlobalPreferences.plist", try PropertyListCoder.encodeBinary(["g": 1]))
        let defaults = Defaults(applicationDomain: "com.example.app", environment: environment, arguments: [])
        #expect(defaults.lookup("k")?.source.tag == .host)
        #expect(defaults.lookup("g")?.source.tag == .global)
        #expect(defaults.lookup("g")?.source.file?.path == root.globalPreferences + "/.GlobalPreferences.plist")
        #expect(!defaults.searchList.contains { $0.kind == .anyUserApplication || $0.kind == .anyUserGlobal })
        // A write is binary, in the app's folder.
        try defaults.write(.integer(2), forKey: "n", inDomain: "com.example.app")
        let bytes = try #require(home.read("app/Library/Preferences/com.example.app.plist"))
        #expect(bytes.starts(with: Array("bplist00".utf8)))
    }

    @Test func aBootedDeviceRefusesWritesAndLinksOutOfTheRootAreRefused() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let booted = SimulatorDevice(
            udid: "129FE671-F8D2-446D-9B69-DE56F1AC80B9", name: "iPad Retina",
            runtime: "com.apple.CoreSimulator.SimRuntime.iOS-8-0", state: SimulatorDevice.bootedState,
            folder: home.path)
        #expect(booted.runtimeName == "iOS 8.0")
        let environment = DefaultsEnvironment(storeRoot: try root(home, device: booted))
        let defaults = Defaults(applicationDomain: "com.example.app", environment: environment, arguments: [])
        #expect {
            try defaults.write(.integer(1), forKey: "n", inDomain: "com.example.app")
        } throws: { error in
            guard case .writeRefused(_, let reason) = error as? DefaultsError else { return false }
            return reason.contains("iPad Retina (129FE671-F8D2-446D-9B69-DE56F1AC80B9) is booted")
        }
        #expect(home.read("app/Library/Preferences/com.example.app.plist") == nil)

        // Outside the root: a link to a file, and a dangling link.
        let outside = TemporaryDirectory()
        defer { withExtendedLifetime(outside) {} }
        try outside.write("secret.plist", try PropertyListCoder.encodeBinary(["k": "secret"]))
        let boundary = try #require(ContainedPath(home.path))
        try FileManager.default.createDirectory(atPath: home.file("x"), withIntermediateDirectories: true)
        #expect(throws: Never.self) {
            try FileSystem.createSymbolicLink(at: home.file("x/link.plist"), to: outside.file("secret.plist"))
        }
        #expect(throws: DefaultsError.self) { try boundary.check(home.file("x/link.plist")) }
        #expect(throws: Never.self) {
            try FileSystem.createSymbolicLink(at: home.file("x/dangling.plist"), to: outside.file("missing.plist"))
        }
        #expect(throws: DefaultsError.self) { try boundary.check(home.file("x/dangling.plist")) }
        #expect(throws: Never.self) { try boundary.check(home.file("x/new/file.plist")) }
        var style = StoreFileStyle.apple
        style.boundary = boundary
        let file = PersistentDomainFile(url: URL(fileURLWithPath: home.file("x/link.plist")), style: style)
        #expect(throws: DefaultsError.self) { try file.contents() }
        #expect(throws: DefaultsError.self) { try file.commit(["k": "overwritten"]) }
        #expect(try PropertyListCoder.decode(try #require(outside.read("secret.plist"))).value == ["k": "secret"])
    }
}
