import Foundation
import Testing
import XcodeProject

@testable import SettingsTool

/// `settings lint` in a checkout: the locator (which gives each bundle its domain) and lint across
/// the source (which finds the owning target's files) read the projects through one catalog, so each
/// `project.pbxproj` is parsed once per run.
@Suite struct LintProjectResolutionTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-projects-\(UUID().uuidString)")

    /// A checkout with two projects: `App.xcodeproj` builds the app that copies `App/Settings.bundle`
    /// and compiles `App/App.swift`; `Other.xcodeproj` builds nothing that copies it.
    func writeCheckout() throws {
        let manager = FileManager.default
        for folder in ["App.xcodeproj", "Other.xcodeproj", "App/Settings.bundle", ".git"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("let on = UserDefaults.standard.bool(forKey: \"enabled\")\n".utf8)
            .write(to: root.appendingPathComponent("App/App.swift"))
        let page = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>On</string>
            <key>Key</key><string>enabled</string><key>DefaultValue</key><true/></dict>
            </array></dict></plist>
            """
        try Data(page.utf8).write(to: root.appendingPathComponent("App/Settings.bundle/Root.plist"))
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = R;
              objects = {
                R = { isa = PBXProject; mainGroup = G; targets = ( T ); buildConfigurationList = L; };
                L = { isa = XCConfigurationList; buildConfigurations = ( C ); defaultConfigurationName = Debug; };
                C = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_BUNDLE_IDENTIFIER = com.example.app; }; };
                G = { isa = PBXGroup; children = ( GA ); sourceTree = "<group>"; };
                GA = { isa = PBXGroup; path = App; children = ( FS, FB ); sourceTree = "<group>"; };
                FS = { isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
                FB = { isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; path = Settings.bundle; sourceTree = "<group>"; };
                BS = { isa = PBXBuildFile; fileRef = FS; };
                BB = { isa = PBXBuildFile; fileRef = FB; };
                SP = { isa = PBXSourcesBuildPhase; files = ( BS ); };
                RP = { isa = PBXResourcesBuildPhase; files = ( BB ); };
                T = { isa = PBXNativeTarget; name = App; buildPhases = ( SP, RP ); productType = "com.apple.product-type.application"; };
              };
            }
            """
        try Data(project.utf8).write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let other = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; rootObject = R;
              objects = { R = { isa = PBXProject; mainGroup = G; targets = ( ); }; G = { isa = PBXGroup; children = ( ); }; };
            }
            """
        try Data(other.utf8).write(to: root.appendingPathComponent("Other.xcodeproj/project.pbxproj"))
    }

    @Test func eachProjectIsParsedOncePerRun() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeCheckout()
        let run = try LintRun(paths: [root.path], options: LintRun.Options(ignoresConfiguration: true))
        // The project gave the domain (the locator resolved it) and lint read the target's source.
        let report = try #require(run.reports.first)
        #expect(report.bundle.hasSuffix("App/Settings.bundle"))
        for name in ["App", "Other"] {
            let file = root.appendingPathComponent("\(name).xcodeproj/project.pbxproj")
            #expect(ProjectCatalog.timesParsed(file) == 1, "\(name).xcodeproj")
        }
        #expect(run.projects.problems.isEmpty)
    }
}
