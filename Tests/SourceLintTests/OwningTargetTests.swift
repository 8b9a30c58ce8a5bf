import Foundation
import SettingsBundle
import SourceLint
import Testing
import XcodeProject

/// Which target's sources are read: the one whose resources copy the bundle, even when it is not
/// the first application of the project (a tvOS app beside an iPhone app).
@Suite struct OwningTargetTests {
    let temporary = TemporaryFolder("owning")
    var root: URL { temporary.url }

    /// A project with two application targets; only `TVApp` copies `TV/Settings.bundle`.
    func makeProject() throws {
        let manager = FileManager.default
        for folder in ["Two.xcodeproj", "Phone", "TV/Settings.bundle", ".git"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("let a = UserDefaults.standard.bool(forKey: \"phone_only\")\n".utf8)
            .write(to: root.appendingPathComponent("Phone/Phone.swift"))
        try Data("let b = UserDefaults.standard.bool(forKey: \"tv_key\")\n".utf8)
            .write(to: root.appendingPathComponent("TV/TV.swift"))
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = R;
              objects = {
                R = { isa = PBXProject; mainGroup = G; targets = ( P, T ); };
                G = { isa = PBXGroup; children = ( GP, GT ); sourceTree = "<group>"; };
                GP = { isa = PBXGroup; path = Phone; children = ( FP ); sourceTree = "<group>"; };
                GT = { isa = PBXGroup; path = TV; children = ( FT, FB ); sourceTree = "<group>"; };
                FP = { isa = PBXFileReference; path = Phone.swift; sourceTree = "<group>"; };
                FT = { isa = PBXFileReference; path = TV.swift; sourceTree = "<group>"; };
                FB = { isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; path = Settings.bundle; sourceTree = "<group>"; };
                BP = { isa = PBXBuildFile; fileRef = FP; };
                BT = { isa = PBXBuildFile; fileRef = FT; };
                BB = { isa = PBXBuildFile; fileRef = FB; };
                SP = { isa = PBXSourcesBuildPhase; files = ( BP ); };
                ST = { isa = PBXSourcesBuildPhase; files = ( BT ); };
                RT = { isa = PBXResourcesBuildPhase; files = ( BB ); };
                P = { isa = PBXNativeTarget; name = PhoneApp; buildPhases = ( SP ); productType = "com.apple.product-type.application"; };
                T = { isa = PBXNativeTarget; name = TVApp; buildPhases = ( ST, RT ); productType = "com.apple.product-type.application"; };
              };
            }
            """
        try Data(project.utf8).write(to: root.appendingPathComponent("Two.xcodeproj/project.pbxproj"))
    }

    @Test func aBundleCopiedOnlyByTheTVAppIsCheckedAgainstItsSources() throws {
        try makeProject()
        let bundle = root.appendingPathComponent("TV/Settings.bundle").resolvingSymlinksInPath()
        let files = AppSourceFiles.find(for: bundle, resolver: ProjectDomainResolver())
        #expect(files.origins == ["target TVApp of Two.xcodeproj"])
        #expect(files.sources.map { ($0 as NSString).lastPathComponent } == ["TV.swift"])
    }

    @Test func aProjectNamingAFileOutsideTheCheckoutIsNotFollowed() throws {
        try makeProject()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "outside-\(UUID().uuidString).swift")
        try Data("let c = UserDefaults.standard.bool(forKey: \"tv_key\")\n".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        // The TV target also compiles an absolute path outside the checkout, and a link inside it points out.
        let file = root.appendingPathComponent("Two.xcodeproj/project.pbxproj")
        var project = try String(contentsOf: file, encoding: .utf8)
        project = project.replacingOccurrences(
            of: "ST = { isa = PBXSourcesBuildPhase; files = ( BT ); };",
            with: """
                ST = { isa = PBXSourcesBuildPhase; files = ( BT, BX, BL ); };
                FX = { isa = PBXFileReference; path = "\(outside.path)"; sourceTree = "<absolute>"; };
                BX = { isa = PBXBuildFile; fileRef = FX; };
                FL = { isa = PBXFileReference; path = TV/Link.swift; sourceTree = SOURCE_ROOT; };
                BL = { isa = PBXBuildFile; fileRef = FL; };
                """)
        try Data(project.utf8).write(to: file)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("TV/Link.swift"), withDestinationURL: outside)
        let bundle = root.appendingPathComponent("TV/Settings.bundle").resolvingSymlinksInPath()
        let files = AppSourceFiles.find(for: bundle, resolver: ProjectDomainResolver())
        #expect(files.sources.map { ($0 as NSString).lastPathComponent } == ["TV.swift"])
    }

    @Test func aLocalSwiftPackageTheAppLinksIsAppCodeARemoteOneIsNot() throws {
        try makeProject()
        let kit = root.appendingPathComponent("Packages/SettingsKit/Sources/SettingsKit")
        try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
        try Data("let k = UserDefaults.standard.bool(forKey: \"kit_key\")\n".utf8)
            .write(to: kit.appendingPathComponent("Kit.swift"))
        try Data("// swift-tools-version:5.9\n".utf8)
            .write(to: root.appendingPathComponent("Packages/SettingsKit/Package.swift"))
        let file = root.appendingPathComponent("Two.xcodeproj/project.pbxproj")
        var project = try String(contentsOf: file, encoding: .utf8)
        project = project.replacingOccurrences(
            of: "T = { isa = PBXNativeTarget; name = TVApp; buildPhases = ( ST, RT );",
            with: """
                LP = { isa = XCLocalSwiftPackageReference; relativePath = Packages/SettingsKit; };
                RP = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/Remote"; };
                DL = { isa = XCSwiftPackageProductDependency; package = LP; productName = SettingsKit; };
                DR = { isa = XCSwiftPackageProductDependency; package = RP; productName = Remote; };
                T = { isa = PBXNativeTarget; name = TVApp; buildPhases = ( ST, RT ); packageProductDependencies = ( DL, DR );
                """)
        try Data(project.utf8).write(to: file)
        let bundle = root.appendingPathComponent("TV/Settings.bundle").resolvingSymlinksInPath()
        let files = AppSourceFiles.find(for: bundle, resolver: ProjectDomainResolver())
        #expect(files.sources.map { ($0 as NSString).lastPathComponent } == ["Kit.swift", "TV.swift"])
    }
}

extension OwningTargetTests {
    /// AmpFin (truth set) holds its package as a folder reference and links its products with no
    /// package: the folder whose Package.swift names the product is app code; another is not.
    @Test func aLocalPackageHeldAsAFolderReferenceIsAppCode() throws {
        try makeProject()
        for (name, product) in [("SettingsKit", "SettingsKit"), ("Other", "Unlinked")] {
            let sources = root.appendingPathComponent("\(name)/Sources/\(name)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data("let k = UserDefaults.standard.bool(forKey: \"k\")\n".utf8)
                .write(to: sources.appendingPathComponent("\(name).swift"))
            try Data("let package = Package(products: [.library(name: \"\(product)\", targets: [])])\n".utf8)
                .write(to: root.appendingPathComponent("\(name)/Package.swift"))
        }
        try linkSettingsKit(
            toTVApp:
                "FO = { isa = PBXFileReference; lastKnownFileType = folder; path = Other; sourceTree = SOURCE_ROOT; };\n"
        )
        let bundle = root.appendingPathComponent("TV/Settings.bundle").resolvingSymlinksInPath()
        let files = AppSourceFiles.find(for: bundle, resolver: ProjectDomainResolver())
        #expect(files.sources.map { ($0 as NSString).lastPathComponent } == ["SettingsKit.swift", "TV.swift"])
    }

    /// A folder's Package.swift that is a link (here to a manifest outside the checkout naming the
    /// product) is not read, so the folder is not taken for the linked package.
    @Test func aPackageManifestThatIsALinkIsNotRead() throws {
        try makeProject()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("let package = Package(products: [.library(name: \"SettingsKit\", targets: [])])\n".utf8)
            .write(to: outside)
        let sources = root.appendingPathComponent("SettingsKit/Sources/SettingsKit")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("let k = UserDefaults.standard.bool(forKey: \"k\")\n".utf8)
            .write(to: sources.appendingPathComponent("SettingsKit.swift"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("SettingsKit/Package.swift"), withDestinationURL: outside)
        try linkSettingsKit(toTVApp: "")
        let bundle = root.appendingPathComponent("TV/Settings.bundle").resolvingSymlinksInPath()
        let files = AppSourceFiles.find(for: bundle, resolver: ProjectDomainResolver())
        #expect(files.sources.map { ($0 as NSString).lastPathComponent } == ["TV.swift"])
    }

    /// Makes TVApp depend on the package product `SettingsKit` (a folder reference `SettingsKit`
    /// and its product dependency), with `extraObjects` (pbxproj object lines) beside them.
    private func linkSettingsKit(toTVApp extraObjects: String) throws {
        let file = root.appendingPathComponent("Two.xcodeproj/project.pbxproj")
        let project = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "T = { isa = PBXNativeTarget; name = TVApp; buildPhases = ( ST, RT );",
            with:
                "FK = { isa = PBXFileReference; lastKnownFileType = wrapper; path = SettingsKit; sourceTree = SOURCE_ROOT; };\n"
                + extraObjects
                + "DK = { isa = XCSwiftPackageProductDependency; productName = SettingsKit; };\n"
                + "T = { isa = PBXNativeTarget; name = TVApp; buildPhases = ( ST, RT ); packageProductDependencies = ( DK );"
        )
        try Data(project.utf8).write(to: file)
    }
}
