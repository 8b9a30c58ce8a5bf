import BundleTestSupport
import Foundation
import PropertyList
import Testing

@testable import SettingsBundle

@Suite struct LocatorTests {
    @Test func appFolderGivesDomainNameAndBundle() throws {
        let locations = try BundleLocator.locate(
            BundleFixtures.packageRoot.appendingPathComponent("Examples/Showcase").path)
        let showcase = try #require(locations.first)
        #expect(locations.count == 1)
        #expect(showcase.name == "Showcase")
        #expect(try showcase.resolvedDomain() == "com.terminalsettings.showcase")
        #expect(showcase.settingsBundle.lastPathComponent == "Settings.bundle")
        #expect(showcase.app?.lastPathComponent == "Showcase")
    }

    @Test func realAppFolders() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let app = folder.appendingPathComponent("My.app")
        try BundleFixtures.writePlist(
            app, "Info.plist", ["CFBundleIdentifier": "com.example.my", "CFBundleName": "Mine"])
        try BundleFixtures.writePage(app, "Settings.bundle/Root.plist", [])
        let location = try #require(try BundleLocator.locate(app.path).first)
        #expect(
            location.name == "Mine"
                && location.domain == .infoPlist("com.example.my", path: app.appendingPathComponent("Info.plist").path))
        // The Settings.bundle inside an .app resolves to the app.
        #expect(try BundleLocator.locate(app.appendingPathComponent("Settings.bundle").path).first?.app != nil)
        // An .app without settings.
        let bare = folder.appendingPathComponent("Bare.app")
        try FileManager.default.createDirectory(at: bare, withIntermediateDirectories: true)
        #expect(throws: BundleError.noSettingsBundle(app: bare.path)) { try BundleLocator.locate(bare.path) }
    }

    @Test func anUnresolvedBuildSettingWithoutAProjectGivesAPreviewDomain() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.writePlist(
            folder, "App/Info.plist",
            [
                "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleDisplayName": "$(PRODUCT_NAME)",
            ])
        try BundleFixtures.writePage(folder, "App/Settings.bundle/Root.plist", [])
        let bundlePath = folder.appendingPathComponent("App/Settings.bundle").path
        let location = try #require(try BundleLocator.locate(bundlePath).first)
        #expect(location.name == "App")
        // No project above it: a preview domain, saying why.
        #expect(location.domain.isPreview)
        #expect(location.domain.domain == "preview.App.Settings")
        #expect(location.domain.detail.contains("$(PRODUCT_BUNDLE_IDENTIFIER)"))
        #expect(try location.resolvedDomain() == "preview.App.Settings")
        let explicit = try #require(try BundleLocator.locate(bundlePath, domain: "com.example.real").first)
        #expect(try explicit.resolvedDomain() == "com.example.real")
        #expect(throws: BundleError.self) { try BundleLocator.locate(bundlePath, domain: "$(X)") }
        #expect(throws: BundleError.self) { try BundleLocator.locate(bundlePath, domain: "") }
        // No Info.plist at all.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Info.plist"))
        let none = try #require(try BundleLocator.locate(bundlePath).first)
        #expect(none.domain.source == "preview")
        #expect(none.domain.detail.contains("no Info.plist with a CFBundleIdentifier"))
    }

    @Test func searchFindsBundlesAndSkipsBuildFolders() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        for path in [
            "A/Resources/Settings.bundle", "B/Settings.bundle", ".build/x/Settings.bundle", ".git/Settings.bundle",
            "DerivedData/Build/Settings.bundle", "C/d/e/f/g/h/i/j/k/Settings.bundle",
        ] {
            try BundleFixtures.writePage(folder, path + "/Root.plist", [])
        }
        try BundleFixtures.writePlist(folder, "B/Info.plist", ["CFBundleIdentifier": "com.example.b"])
        let found = try BundleLocator.locate(folder.path)
        #expect(
            found.map { String($0.settingsBundle.path.dropFirst(folder.path.count + 1)) } == [
                "A/Resources/Settings.bundle", "B/Settings.bundle",
            ])
        #expect(found[1].domain.domain == "com.example.b")
        let deeper = try BundleLocator.locate(folder.path, searchDepth: 12)
        #expect(deeper.count == 3)
        let empty = folder.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: BundleError.nothingFound(path: empty.path, depth: BundleLocator.defaultSearchDepth)) {
            try BundleLocator.locate(empty.path)
        }
        #expect(throws: BundleError.notFound(path: folder.path + "/nope")) {
            try BundleLocator.locate(folder.path + "/nope")
        }
        #expect(throws: BundleError.notADirectory(path: folder.path + "/B/Info.plist")) {
            try BundleLocator.locate(folder.path + "/B/Info.plist")
        }
    }

    /// Symlinked folders inside the folder searched are followed (Examples/Showcase is one, from the
    /// package root), each real folder once: links that loop back up the tree, to themselves, or
    /// twice to one folder neither loop nor duplicate; links out of the folder searched are not
    /// followed but named, and dangling links are skipped.
    @Test func searchFollowsSymlinkedFoldersOnce() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let fm = FileManager.default
        try BundleFixtures.writePage(folder, "Shared/Showcase/Settings.bundle/Root.plist", [])
        try BundleFixtures.writePlist(
            folder, "Shared/Showcase/Info.plist", ["CFBundleIdentifier": "com.example.showcase"])
        try BundleFixtures.writePage(folder, "Project/Examples/Game/Settings.bundle/Root.plist", [])
        let examples = folder.appendingPathComponent("Project/Examples")
        func link(_ name: String, _ destination: String) throws {
            try fm.createSymbolicLink(
                atPath: examples.appendingPathComponent(name).path, withDestinationPath: destination)
        }
        try link("Showcase", "../../Shared/Showcase")
        try link("ShowcaseAgain", folder.appendingPathComponent("Shared/Showcase").path)
        try link("Loop", "..")
        try link("Self", "Self")
        try link("Dangling", "../Nowhere")
        // Showcase, ShowcaseAgain and Loop lead out of Examples: not followed, and named once (issue 28).
        let all = try BundleLocator.locateAll(examples.path)
        let relative = all.found.map { String($0.settingsBundle.path.dropFirst(examples.path.count + 1)) }
        #expect(relative == ["Game/Settings.bundle"])
        #expect(
            all.unreadable.map(\.description).filter { $0.contains("3 symbolic links leading outside it") }.count == 1)
        // From a folder that holds both ends, the links are followed, each bundle reported once.
        let found = try BundleLocator.locate(folder.path, searchDepth: 20)
        #expect(found.count == 2)
        #expect(found.contains { $0.domain.domain == "com.example.showcase" })
        // From the project root the loop back up is cut too.
        let fromRoot = try BundleLocator.locate(folder.appendingPathComponent("Project").path, searchDepth: 20)
        #expect(fromRoot.count == 1)
        // The repository's own Examples/Showcase links to a folder of the package: followed from the
        // package's root, where both ends are.
        let repository = try BundleLocator.locate(BundleFixtures.packageRoot.path)
        #expect(repository.contains { $0.settingsBundle.path.hasSuffix("Examples/Showcase/Settings.bundle") })
    }

    /// A link of another name to a bundle (`link.bundle`) or to an app (`x`) is searched as a plain
    /// folder; the real bundle and app are still found, each once.
    @Test func aLinkOfAnotherNameHidesNeitherTheBundleNorTheApp() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        let fm = FileManager.default
        try BundleFixtures.writePage(folder, "real/Settings.bundle/Root.plist", [])
        try BundleFixtures.writePage(folder, "My.app/Settings.bundle/Root.plist", [])
        try fm.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.bundle").path, withDestinationPath: "real/Settings.bundle")
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("x").path, withDestinationPath: "My.app")
        try fm.createSymbolicLink(
            atPath: folder.appendingPathComponent("Settings.bundle").path, withDestinationPath: "My.app/Settings.bundle"
        )
        let found = try BundleLocator.locate(folder.path)
        let relative = found.map { String($0.settingsBundle.path.dropFirst(folder.path.count + 1)) }
        #expect(relative == ["My.app/Settings.bundle", "real/Settings.bundle"])
    }

    /// The location remembers whether the Info.plist beside the bundle named the app, so the
    /// project step does not read that file a second time (and a product name never replaces it).
    @Test func theLocationSaysWhetherTheInfoPlistNamedTheApp() throws {
        let folder = try BundleFixtures.temporaryDirectory()
        defer { BundleFixtures.remove(folder) }
        try BundleFixtures.writePlist(folder, "Named/Info.plist", ["CFBundleDisplayName": "Shown"])
        try BundleFixtures.writePage(folder.appendingPathComponent("Named"), "Settings.bundle/Root.plist", [])
        try BundleFixtures.writePlist(folder, "Unnamed/Info.plist", ["CFBundleName": "$(PRODUCT_NAME)"])
        try BundleFixtures.writePage(folder.appendingPathComponent("Unnamed"), "Settings.bundle/Root.plist", [])
        try BundleFixtures.writePage(folder.appendingPathComponent("Bare"), "Settings.bundle/Root.plist", [])
        let named = try #require(try BundleLocator.locate(folder.path + "/Named/Settings.bundle").first)
        #expect(named.name == "Shown" && named.isNamedByInfoPlist)
        let unnamed = try #require(try BundleLocator.locate(folder.path + "/Unnamed/Settings.bundle").first)
        #expect(unnamed.name == "Unnamed" && !unnamed.isNamedByInfoPlist)
        let bare = try #require(try BundleLocator.locate(folder.path + "/Bare/Settings.bundle").first)
        #expect(bare.name == "Bare" && !bare.isNamedByInfoPlist)
    }
}
