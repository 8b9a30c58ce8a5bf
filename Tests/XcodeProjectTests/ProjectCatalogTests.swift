import Foundation
import Testing

@testable import XcodeProject

/// Projects are found and parsed once per catalog, whoever asks; a file's path is built through its
/// groups once each, and the depth limit still holds.
@Suite struct ProjectCatalogTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")

    /// A checkout whose `App.xcodeproj` has an application target copying `App/Settings.bundle`.
    func writeCheckout() throws -> URL {
        let manager = FileManager.default
        for folder in ["App.xcodeproj", "App/Settings.bundle", ".git"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = R;
              objects = {
                R = { isa = PBXProject; mainGroup = G; targets = ( T ); };
                G = { isa = PBXGroup; children = ( GA ); sourceTree = "<group>"; };
                GA = { isa = PBXGroup; path = App; children = ( FB ); sourceTree = "<group>"; };
                FB = { isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; path = Settings.bundle; sourceTree = "<group>"; };
                BB = { isa = PBXBuildFile; fileRef = FB; };
                RT = { isa = PBXResourcesBuildPhase; files = ( BB ); };
                T = { isa = PBXNativeTarget; name = App; buildPhases = ( RT ); productType = "com.apple.product-type.application"; };
              };
            }
            """
        try Data(project.utf8).write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        return root.appendingPathComponent("App/Settings.bundle")
    }

    @Test func resolversSharingACatalogParseEachProjectOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try writeCheckout()
        let file = root.appendingPathComponent("App.xcodeproj/project.pbxproj")
        let catalog = ProjectCatalog()
        // The locator's resolver (a configuration asked for) and lint's (none) share the catalog.
        let locator = ProjectDomainResolver(configuration: "Release", catalog: catalog)
        let lint = ProjectDomainResolver(catalog: catalog)
        _ = locator.resolve(bundle: bundle)
        #expect(lint.owningTargets(of: bundle).map(\.target.name) == ["App"])
        #expect(ProjectCatalog.timesParsed(file) == 1)
        // Two resolvers with catalogs of their own each parse it.
        _ = ProjectDomainResolver().owningTargets(of: bundle)
        #expect(ProjectCatalog.timesParsed(file) == 2)
    }

    @Test func problemsAreTheCatalogsAndSaidOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try writeCheckout()
        try Data("{ not a project".utf8).write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let catalog = ProjectCatalog()
        _ = ProjectDomainResolver(catalog: catalog).resolve(bundle: bundle)
        _ = ProjectDomainResolver(catalog: catalog).owningTargets(of: bundle)
        #expect(catalog.problems.count == 1)
        #expect(ProjectDomainResolver(catalog: catalog).problems.count == 1)
    }

    /// A chain of groups `count` deep under the main group, each one folder, the last holding `file`.
    static func groupChain(_ count: Int, prefix: String, file: String) -> String {
        var objects = ""
        for index in 0..<count {
            let child = index + 1 < count ? "\(prefix)\(index + 1)" : "\(prefix)F"
            objects +=
                "\(prefix)\(index) = { isa = PBXGroup; path = d\(index); children = ( \(child) ); sourceTree = \"<group>\"; };\n"
        }
        objects += "\(prefix)F = { isa = PBXFileReference; path = \(file); sourceTree = \"<group>\"; };\n"
        return objects
    }

    /// A file whose groups nest past the limit resolves to nothing; a file in one of those groups
    /// near enough the top still resolves, though the deeper one was built first through the same groups.
    @Test func aPathCutShortByTheDepthLimitDoesNotHideAShallowerOne() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        // Deep.swift sits 70 groups down; Shallow.swift in group 40 of the same chain (41 levels).
        let chain = Self.groupChain(70, prefix: "D", file: "Deep.swift")
        var objects = chain.replacingOccurrences(
            of: "D40 = { isa = PBXGroup; path = d40; children = ( D41 );",
            with: "D40 = { isa = PBXGroup; path = d40; children = ( D41, S );")
        objects += "S = { isa = PBXFileReference; path = Shallow.swift; sourceTree = \"<group>\"; };\n"
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = R;
              objects = {
                R = { isa = PBXProject; mainGroup = G; targets = ( T ); };
                G = { isa = PBXGroup; children = ( D0 ); sourceTree = "<group>"; };
                \(objects)
                BD = { isa = PBXBuildFile; fileRef = DF; };
                BS = { isa = PBXBuildFile; fileRef = S; };
                SP = { isa = PBXSourcesBuildPhase; files = ( BD, BS ); };
                T = { isa = PBXNativeTarget; name = App; buildPhases = ( SP ); productType = "com.apple.product-type.application"; };
              };
            }
            """
        try Data(project.utf8).write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let parsed = try XcodeProject(bundle: root.appendingPathComponent("App.xcodeproj"))
        let sources = try #require(parsed.targets.first).sources
        let folders = (0...40).map { "d\($0)" }.joined(separator: "/")
        #expect(sources.map(\.path) == [root.standardizedFileURL.path + "/" + folders + "/Shallow.swift"])
    }

    /// A reference listed in two groups (Artificial-Pancreas/iAPS: its Settings.bundle in the main
    /// group and in `Localizations`, each folder holding one): its path is the one met first walking
    /// down from the main group, whatever the hash order of this process; a resource is copied from
    /// either place, so both count as copied. Parsed 20 times: the same answer each time.
    @Test func aReferenceInTwoGroupsResolvesInTreeOrderAndCopiesFromBoth() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        // Many groups, so the dictionary's order is unlike the tree's.
        let filler = (0..<40).map {
            "Z\($0) = { isa = PBXGroup; path = z\($0); children = ( ); sourceTree = \"<group>\"; };"
        }
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = R;
              objects = {
                R = { isa = PBXProject; mainGroup = G; targets = ( T ); };
                G = { isa = PBXGroup; children = ( GA, FB, GL, FB, \((0..<40).map { "Z\($0)" }.joined(separator: ", ")) ); sourceTree = "<group>"; };
                GA = { isa = PBXGroup; path = App; children = ( S ); sourceTree = "<group>"; };
                GL = { isa = PBXGroup; path = Localizations; children = ( FB, S ); sourceTree = "<group>"; };
                \(filler.joined(separator: "\n"))
                FB = { isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; path = Settings.bundle; sourceTree = "<group>"; };
                S = { isa = PBXFileReference; path = Main.swift; sourceTree = "<group>"; };
                BB = { isa = PBXBuildFile; fileRef = FB; };
                BS = { isa = PBXBuildFile; fileRef = S; };
                RT = { isa = PBXResourcesBuildPhase; files = ( BB ); };
                SP = { isa = PBXSourcesBuildPhase; files = ( BS ); };
                T = { isa = PBXNativeTarget; name = App; buildPhases = ( SP, RT ); productType = "com.apple.product-type.application"; };
              };
            }
            """
        try Data(project.utf8).write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let base = root.standardizedFileURL.path
        for _ in 0..<20 {
            let target = try #require(
                try XcodeProject(bundle: root.appendingPathComponent("App.xcodeproj")).targets.first)
            #expect(target.sources.map(\.path) == [base + "/App/Main.swift"])
            #expect(
                target.resources.map(\.path) == [base + "/Settings.bundle", base + "/Localizations/Settings.bundle"])
        }
    }

    /// A folder is listed once per catalog to learn whether it holds a project (a bundle outside any
    /// checkout has every ancestor listed, `/tmp` included, by each resolver sharing the catalog).
    @Test func aFolderIsListedOncePerCatalog() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let catalog = ProjectCatalog()
        #expect(!catalog.holdsProject(root))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        #expect(!catalog.holdsProject(root))
        #expect(ProjectCatalog().holdsProject(root))
    }
}
