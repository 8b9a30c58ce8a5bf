import AppSources
import Foundation
import PropertyList
import SettingsBundle
import Testing
import XcodeProject

@testable import SourceLint

/// Issue 29: each defaults library read as the version the app's lock file pins (what changed
/// between versions was read in the libraries' own source; see `LibraryReading`).
extension SourceLinterRuleTests {
    static func packageResolved(_ repository: String, _ version: String, format: Int = 2) -> String {
        if format == 1 {
            return """
                {"object": {"pins": [{"package": "X", "repositoryURL": "https://github.com/\(repository).git",
                 "state": {"branch": null, "revision": "0", "version": "\(version)"}}]}, "version": 1}
                """
        }
        return """
            {"pins": [{"identity": "x", "kind": "remoteSourceControl", "location": "https://github.com/\(repository)",
             "state": {"revision": "0", "version": "\(version)"}}], "version": \(format)}
            """
    }

    static let defaultsIntKey = """
        import Defaults
        extension Defaults.Keys {
            static let bitrate = Key<Int>("bitrate", default: 128)
        }
        func f() -> Int { Defaults[.bitrate] }
        """

    @Test func defaultsBeforeFiveCastsSoAStringChoiceReadAsIntIsLost() throws {
        // Defaults 4.2.2 `_get`: `object(forKey:) as? Value` for an Int, nothing more.
        for format in [1, 2] {
            let old = try lint(
                [Self.bitrates], swift: Self.defaultsIntKey,
                lockFiles: ["Package.resolved": Self.packageResolved("sindresorhus/Defaults", "4.2.2", format: format)])
            #expect(old.map(\.rule) == [.readType], "\(old.map(\.description))")
            #expect(old.first?.message.contains("Defaults 4.2.2 (Package.resolved)") == true)
            #expect(old.first?.message.contains("as? Int") == true)
        }
        // From 5.0.0 the Codable bridge decodes "128": kept, as when nothing is pinned.
        for locks in [["Package.resolved": Self.packageResolved("sindresorhus/Defaults", "8.2.0")], [:]] {
            let new = try lint([Self.bitrates], swift: Self.defaultsIntKey, lockFiles: locks)
            #expect(new.isEmpty, "\(new.map(\.description))")
        }
    }

    @Test func defaultsCastsAStoredNumberReadAsAString() throws {
        let numbers = Self.multiValue("quality", [.integer(1), .integer(2)], default: .integer(1))
        let findings = try lint(
            [numbers],
            swift: """
                extension Defaults.Keys { static let quality = Key<String>("quality", default: "1") }
                func f() -> String { Defaults[.quality] }
                """)
        #expect(findings.map(\.rule).contains(.readType), "\(findings.map(\.description))")
    }

    @Test func swiftyUserDefaultsBeforeFourCastsToNSNumber() throws {
        let swift = """
            extension DefaultsKeys {
                static let bitrate = DefaultsKey<Int>("bitrate", defaultValue: 128)
            }
            func f() -> Int { Defaults[key: DefaultsKeys.bitrate] }
            """
        let old = try lint(
            [Self.bitrates], swift: swift,
            lockFiles: ["Cartfile.resolved": "github \"radex/SwiftyUserDefaults\" \"3.0.1\"\n"])
        #expect(old.map(\.rule) == [.readType], "\(old.map(\.description))")
        let new = try lint(
            [Self.bitrates], swift: swift,
            lockFiles: ["Cartfile.resolved": "github \"sunshinejr/SwiftyUserDefaults\" \"5.0.0\"\n"])
        #expect(new.isEmpty, "\(new.map(\.description))")
    }

    @Test func foilsOptionalWrapperStopsTheAppBeforeFourZeroOneAndGivesNilAfter() throws {
        let swift = """
            final class Settings {
                @WrappedDefaultOptional(key: "bitrate") var bitrate: Int?
            }
            func f(_ s: Settings) -> Int? { s.bitrate }
            """
        let old = try lint(
            [Self.bitrates], swift: swift,
            lockFiles: ["Package.resolved": Self.packageResolved("jessesquires/Foil", "4.0.0")])
        // The optional wrapper registers nothing: its read is also unregistered-defaults.
        let oldType = old.filter { $0.rule == .readType }
        #expect(oldType.count == 1, "\(old.map(\.description))")
        #expect(oldType.first?.message.contains("the app stops") == true, "\(old.map(\.description))")
        let new = try lint(
            [Self.bitrates], swift: swift,
            lockFiles: ["Package.resolved": Self.packageResolved("jessesquires/Foil", "5.1.2")])
        let newType = new.filter { $0.rule == .readType }
        #expect(newType.count == 1, "\(new.map(\.description))")
        #expect(newType.first?.message.contains("reads as nil") == true, "\(new.map(\.description))")
    }

    @Test func pinsAreReadFromEachLockFileFormat() {
        #expect(LibraryPins.version("v4.2.2") == [4, 2, 2])
        #expect(LibraryPins.version("5.0.0-beta.1") == [5, 0, 0])
        #expect(LibraryPins.version("main") == nil)
        var pins = LibraryPins()
        pins.versions[.defaults] = [4, 2, 2]
        #expect(pins.pins(.defaults, below: [5]))
        #expect(!pins.pins(.defaults, below: [4, 2, 2]))
        #expect(!pins.pins(.foil, below: [9]))
    }
}

/// The lock files beside the owning project are found: AmpFin pins Defaults 8.2.0 in its project's
/// workspace, Liloc pins SwiftyUserDefaults 5.0.0 in a `Cartfile.resolved` beside its project.
@Suite struct LockFileDiscoveryTests {
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RealApps")

    @Test func theOwningProjectsLockFilesAreRead() throws {
        for (app, library, version) in [
            ("AmpFin", LibraryPins.Library.defaults, [8, 2, 0]), ("Liloc", .swiftyUserDefaults, [5, 0, 0]),
        ] {
            let folder = Self.apps.appendingPathComponent(app)
            let location = try #require(try BundleLocator.locate(folder.path).first)
            let files = AppSourceFiles.find(
                for: location.settingsBundle, resolver: ProjectDomainResolver(), searchRoot: folder)
            #expect(!files.lockFiles.isEmpty, "\(app)")
            #expect(LibraryPins.read(files.lockFiles).versions[library] == version, "\(app): \(files.lockFiles)")
        }
    }
}
