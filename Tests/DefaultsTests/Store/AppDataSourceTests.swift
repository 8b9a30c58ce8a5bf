import Foundation
import PropertyList
import Testing

@testable import Defaults

/// `--data` folders opened directly: whose data a container or a package is, and which folders are
/// refused rather than written into.
@Suite struct AppDataSourceTests {
    private func writePlist(_ value: PlistValue, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PropertyListCoder.encodeXML(value).write(to: URL(fileURLWithPath: path))
    }

    /// Issue 33: a data container whose metadata names another app is refused for that app's
    /// domain, like an `.xcappdata` package, and opens for the app it names.
    @Test func aContainerOrPackageOfAnotherAppIsRefused() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        let container = home.file("container")
        let metadata = container + "/" + AppDataSource.metadataFileName
        try writePlist(["MCMMetadataIdentifier": "com.example.other"], to: metadata)
        try FileManager.default.createDirectory(
            atPath: container + "/Library/Preferences", withIntermediateDirectories: true)
        let source = try AppDataSource.open(container)
        #expect(source.kind == .container)
        #expect(
            throws: AppDataError.otherApp(file: metadata, identifier: "com.example.other", expected: "com.example.app")
        ) {
            try source.storeRoot(forDomain: "com.example.app")
        }
        #expect(try source.storeRoot(forDomain: "com.example.other").preferences == container + "/Library/Preferences")

        let package = home.file("Other.xcappdata")
        let info = package + "/" + AppDataSource.appDataInfoFileName
        try writePlist(["CFBundleIdentifier": "com.example.other"], to: info)
        let packageSource = try AppDataSource.open(package)
        #expect(packageSource.kind == .xcappdata)
        #expect(throws: AppDataError.otherApp(file: info, identifier: "com.example.other", expected: "com.example.app"))
        {
            try packageSource.storeRoot(forDomain: "com.example.app")
        }

        // A container with no metadata says nothing about its app: any domain opens.
        let plain = home.file("plain")
        try FileManager.default.createDirectory(
            atPath: plain + "/Library/Preferences", withIntermediateDirectories: true)
        #expect(
            try AppDataSource.open(plain).storeRoot(forDomain: "com.example.app").preferences
                == plain + "/Library/Preferences")
    }

    /// A folder that is no layout (a home folder given by mistake) is refused rather than written
    /// into; a folder named Preferences, or holding property lists, is a preferences folder.
    @Test func aFolderWithoutPreferenceFilesIsNotAPreferencesFolder() throws {
        let home = TemporaryDirectory()
        defer { withExtendedLifetime(home) {} }
        try home.write("someone/notes.txt", Data("x".utf8))
        try home.write("someone/Documents/a.txt", Data("x".utf8))
        #expect(throws: AppDataError.unknownLayout(home.file("someone"))) {
            try AppDataSource.open(home.file("someone"))
        }
        try home.write("prefs/com.example.app.plist", Data())
        #expect(try AppDataSource.open(home.file("prefs")).kind == .preferences)
        try FileManager.default.createDirectory(atPath: home.file("Preferences"), withIntermediateDirectories: true)
        #expect(try AppDataSource.open(home.file("Preferences")).kind == .preferences)
    }
}
