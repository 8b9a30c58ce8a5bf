import Foundation
import SystemCalls
import Testing

@testable import SettingsBundle

/// Project checkouts written by someone else: project resolution reads only the checkout, every
/// folder search is bounded, and an expansion that nests too deeply stops with a clear reason.
@Suite struct ProjectHostileTests {
    typealias Tree = ProjectDomainTests.Tree

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// `#include "/abs/credentials"`, `../../` out of the checkout, and a link inside it that leads
    /// out: none is read, each is named in the domain's notes, and the secret never reaches the domain.
    @Test func includesOutsideTheCheckoutAreSkippedAndNamed() throws {
        let tree = try Tree("XCConfig")
        let outside = tree.root.deletingLastPathComponent()
        try write("aws_secret_access_key = AKIASECRET\n", to: outside.appendingPathComponent("credentials"))
        try write("OTHER_SECRET = hunter2\n", to: outside.appendingPathComponent("other.xcconfig"))
        try FileManager.default.createSymbolicLink(
            at: tree.bundle("Configs/Linked.xcconfig"),
            withDestinationURL: outside.appendingPathComponent("other.xcconfig"))
        let app = tree.bundle("Configs/App.xcconfig")
        let original = try String(contentsOf: app, encoding: .utf8)
        try write(
            original + """
                #include "\(outside.path)/credentials"
                #include "../../other.xcconfig"
                #include "Linked.xcconfig"
                PRODUCT_BUNDLE_IDENTIFIER = $(BUNDLE_ID_PREFIX).$(PRODUCT_NAME:lower)$(aws_secret_access_key)$(OTHER_SECRET)

                """, to: app)
        let domain = try ProjectDomainTests().project(try tree.located()["Sources/Settings.bundle"])
        #expect(domain.domain == "com.example.configured")
        let notes = domain.notes.joined(separator: "\n")
        #expect(!notes.contains("AKIASECRET") && !notes.contains("hunter2"))
        #expect(notes.contains("\(outside.path)/credentials is not read: it is outside the checkout"), "\(notes)")
        #expect(notes.contains("\(outside.path)/other.xcconfig is not read: it is outside the checkout"), "\(notes)")
        #expect(notes.contains("Configs/Linked.xcconfig is not read: it is outside the checkout"), "\(notes)")
        #expect(notes.contains("$(aws_secret_access_key), $(OTHER_SECRET) undefined"), "\(notes)")
    }

    /// The folders an include is looked for in never lead out of the checkout: a file that only
    /// `../` from the project's folder reaches is not read, and the include is reported missing.
    @Test func includeSearchPathsStayInTheCheckout() throws {
        let tree = try Tree("IncludeSearch")
        let outside = tree.root.deletingLastPathComponent()
        try write("BUNDLE_ID_PREFIX = stolen.secret\n", to: outside.appendingPathComponent("outside.xcconfig"))
        let common = tree.bundle("Config/Common.xcconfig")
        let original = try String(contentsOf: common, encoding: .utf8)
        try write(original + "#include \"../outside.xcconfig\"\n", to: common)
        let domain = try ProjectDomainTests().project(try tree.located()["App/Settings.bundle"])
        #expect(domain.domain == "com.example.awful.local")
        let notes = domain.notes.joined(separator: "\n")
        #expect(!notes.contains("stolen"))
        // Named where it was first looked for, with the other folders looked in.
        #expect(
            notes.contains(
                "\(tree.root.path)/outside.xcconfig cannot be read (included from \(tree.root.path)/Config/Common.xcconfig; "
                    + "not in \(tree.root.path)/App/Config, \(tree.root.path) either)"), "\(notes)")
    }

    /// Forty links to `.` in one folder: without the visited-folder check, the project search
    /// entered 40^5 folders (minutes and gigabytes); each folder is entered once.
    @Test func linksBackToTheirOwnFolderAreEnteredOnce() throws {
        let tree = try Tree("XCConfig")
        let loops = tree.bundle("loops")
        try FileManager.default.createDirectory(at: loops, withIntermediateDirectories: true)
        for index in 1...40 {
            try FileManager.default.createSymbolicLink(
                atPath: loops.appendingPathComponent("l\(index)").path, withDestinationPath: ".")
        }
        var entered: [String] = []
        FolderWalk.walk(tree.root, depth: 8) { folder in
            entered.append(folder.url.path)
            return .enter
        }
        #expect(entered.filter { $0.hasPrefix(loops.path + "/") }.count == 40, "each link is met, none entered")
        let domain = try ProjectDomainTests().project(try tree.located()["Sources/Settings.bundle"])
        #expect(domain.domain == "com.example.configured")
    }

    /// `root -> /` and a link to a sibling of the root: neither is followed (the walk returns them,
    /// and its note names them once); a link that stays inside is followed (issue 28, finding 10).
    @Test func linksOutOfTheRootAreNotFollowedAndNamedOnce() throws {
        let tree = try Tree("XCConfig")
        let outside = tree.root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: outside.appendingPathComponent("Secret"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let links = tree.bundle("links")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: links.appendingPathComponent("root").path, withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(
            atPath: links.appendingPathComponent("sibling").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: links.appendingPathComponent("inside").path, withDestinationPath: "..")
        var entered: [String] = []
        let skipped = FolderWalk.walk(tree.root, depth: 8) { folder in
            entered.append(folder.url.path)
            return .enter
        }
        #expect(!entered.contains { $0.hasPrefix(links.path + "/root") || $0.hasPrefix(links.path + "/sibling") })
        #expect(entered.contains(links.path + "/inside"))
        #expect(Set(skipped.map(\.path)) == [links.path + "/root", links.path + "/sibling"])
        let note = try #require(FolderWalk.note(skipping: skipped, under: tree.root.path))
        #expect(note.contains("2 symbolic links leading outside it") && note.contains("/root -> /"))
        // The root itself may be a link: a path the user names is opened wherever it leads.
        let named = FolderWalk.walk(links.appendingPathComponent("sibling"), depth: 2) { _ in .enter }
        #expect(named.isEmpty)
    }

    /// `$(A$(A$(A…)))` 30,000 deep in an xcconfig: the bundle opens under a preview domain whose
    /// reason says the identifier nests too deeply.
    @Test func anIdentifierNestedTooDeeplyIsAClearReason() throws {
        let tree = try Tree("XCConfig")
        let deep = String(repeating: "$(A", count: 30_000) + String(repeating: ")", count: 30_000)
        try write("PRODUCT_BUNDLE_IDENTIFIER = com.x.\(deep)\n", to: tree.bundle("Configs/App.xcconfig"))
        let resolution = try #require(try tree.located()["Sources/Settings.bundle"])
        #expect(resolution.isPreview)
        #expect(resolution.detail.contains("nests build-setting references too deeply in its bundle identifier"))
    }
}
