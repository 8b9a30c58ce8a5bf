import Foundation
import TestSupport
import Testing

/// Every folder search says once which links out of the folder given it did not follow (issue 28,
/// finding 10): also when it finds nothing, under a folder whose name is not UTF-8, in a checkout's
/// schemes and in the app's sources.
@Suite struct OutsideLinkNoteTests {
    let sandbox = Sandbox()
    let bundle = SimulatorFixture.showcase.resolvingSymlinksInPath().appendingPathComponent("Settings.bundle").path

    func folder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    @Test func whenNothingIsFoundTheLinksNotFollowedAreStillSaid() throws {
        let root = sandbox.home + "/checkout"
        try folder(root + "/Empty")
        try folder(sandbox.home + "/elsewhere")
        try FileManager.default.copyItem(atPath: bundle, toPath: sandbox.home + "/elsewhere/Settings.bundle")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/out", withDestinationPath: sandbox.home + "/elsewhere")
        for command in [["dump", root], ["lint", root]] {
            let result = try sandbox.run("settings", command)
            #expect(result.status != 0)
            #expect(result.error.contains("no Settings.bundle found under"), "\(result.error)")
            #expect(
                result.error.components(separatedBy: "1 symbolic link leading outside it").count == 2, "\(result.error)"
            )
            #expect(result.error.contains("/checkout/out -> "), "\(result.error)")
        }
    }

    @Test func aLinkOutUnderAFolderWhoseNameIsNotUTF8IsNotFollowed() throws {
        let root = sandbox.home + "/work"
        try folder(root + "/good")
        try FileManager.default.copyItem(atPath: bundle, toPath: root + "/good/Settings.bundle")
        try folder(sandbox.home + "/elsewhere/App.app")
        try FileManager.default.copyItem(atPath: bundle, toPath: sandbox.home + "/elsewhere/App.app/Settings.bundle")
        // work/\xFF/out -> elsewhere: the byte walk that reports bundles under such a folder.
        let made = try Consumer.run(
            "python3",
            [
                "-c",
                "import os, sys; d = os.fsencode(sys.argv[1]) + b'/\\xff'; os.mkdir(d); os.symlink(sys.argv[2], d + b'/out')",
                root, sandbox.home + "/elsewhere",
            ])
        try #require(made.status == 0, "\(made.error)")
        let dump = try sandbox.run("settings", ["dump", root, "--domain", "com.example.walk"])
        #expect(dump.status == 0, "\(dump.error)")
        #expect(!dump.error.contains("App.app"), "\(dump.error)")
        #expect(dump.error.components(separatedBy: "leading outside it").count == 2, "\(dump.error)")
        #expect(dump.error.contains("/work/\\xFF/out -> "), "\(dump.error)")
    }

    @Test func schemesOutsideTheCheckoutAreNotReadAndTheLinksAreNamedOnce() throws {
        let root = sandbox.home + "/checkout"
        let outside = sandbox.home + "/elsewhere/Other.xcodeproj/xcshareddata/xcschemes"
        try folder(outside)
        try folder(root + "/App.xcodeproj/xcshareddata")
        try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Scheme version = \"1.3\">\n</Scheme>\n".utf8)
            .write(to: URL(fileURLWithPath: outside + "/Outside.xcscheme"))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/out", withDestinationPath: sandbox.home + "/elsewhere")
        // A scheme folder that is itself a link out of the checkout.
        try FileManager.default.createSymbolicLink(
            atPath: root + "/App.xcodeproj/xcshareddata/xcschemes", withDestinationPath: outside)
        let schemes = try sandbox.run("settings", ["schemes", root])
        #expect(schemes.status == 0, "\(schemes.error)")
        #expect(!schemes.output.contains("Outside"), "\(schemes.output)")
        #expect(schemes.error.components(separatedBy: "leading outside it").count == 2, "\(schemes.error)")
        #expect(schemes.error.contains("/checkout/out -> "), "\(schemes.error)")
        // Named itself, the outside checkout is read.
        let named = try sandbox.run("settings", ["schemes", sandbox.home + "/elsewhere"])
        #expect(named.output.contains("Outside"), "\(named.output)")
    }

    @Test func sourcesOutsideTheFolderGivenAreNotReadAndTheLinksAreNamedOnce() throws {
        let root = sandbox.home + "/checkout"
        try folder(root)
        try FileManager.default.copyItem(atPath: bundle, toPath: root + "/Settings.bundle")
        try folder(sandbox.home + "/code")
        try folder(sandbox.home + "/elsewhere")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.home + "/code/lib", withDestinationPath: sandbox.home + "/elsewhere")
        let lint = try sandbox.run("settings", ["lint", root, "--sources", sandbox.home + "/code"])
        #expect(lint.error.components(separatedBy: "leading outside it").count == 2, "\(lint.error)")
        #expect(lint.error.contains("/code/lib -> "), "\(lint.error)")
    }
}
