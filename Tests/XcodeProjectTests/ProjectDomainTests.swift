import BundleTestSupport
import Foundation
import Testing
import TextOutput

@testable import SettingsBundle
@testable import XcodeProject

/// Domains worked out from the fixture Xcode projects in `Fixtures/Projects` (written by its
/// `generate.py`), each copied to a temporary folder with no `.git` above it.
@Suite struct ProjectDomainTests {
    /// A copy of one fixture tree, removed after the test.
    final class Tree {
        let root: URL
        init(_ name: String) throws {
            let folder = try BundleFixtures.temporaryDirectory()
            root = folder.appendingPathComponent(name)
            try FileManager.default.copyItem(at: BundleFixtures.fixture("Projects/\(name)"), to: root)
        }
        deinit { BundleFixtures.remove(root.deletingLastPathComponent()) }

        func bundle(_ relative: String) -> URL { root.appendingPathComponent(relative) }

        /// Every bundle of the tree (as `settings TREE` finds them), by path relative to the tree.
        func located(configuration: String? = nil, target: String? = nil) throws -> [String: DomainResolution] {
            var result: [String: DomainResolution] = [:]
            for location in try BundleLocator.locate(root.path, configuration: configuration, target: target) {
                result[String(location.settingsBundle.path.dropFirst(root.path.count + 1))] = location.domain
            }
            return result
        }
    }

    func project(_ resolution: DomainResolution?) throws -> ProjectDomain {
        guard case .project(let project) = resolution else {
            Issue.record("expected a project domain, got \(String(describing: resolution))")
            throw CancellationError()
        }
        return project
    }

    @Test func aLiteralIdentifierInTheTargetsInfoPlist() throws {
        let tree = try Tree("LiteralInfoPlist")
        let domain = try project(try tree.located()["App/Settings.bundle"])
        #expect(domain.domain == "com.example.literal")
        #expect(domain.sourceName == "Info.plist")
        #expect(domain.target == "Literal" && domain.configuration == "Release")
        #expect(domain.detail.hasPrefix("App/Supporting Files/Info.plist, target Literal, configuration Release"))
    }

    @Test func theTargetsProductBundleIdentifierBeatsTheProjects() throws {
        let tree = try Tree("ProjectSetting")
        let domain = try project(try tree.located()["App/Settings.bundle"])
        // com.example.$(PRODUCT_NAME:lower), PRODUCT_NAME defaulting to $(TARGET_NAME) = Setting.
        #expect(domain.domain == "com.example.setting")
        #expect(domain.sourceName == "project")
        #expect(
            DomainResolution.project(domain).summary
                == "project (target Setting, configuration Release of ProjectSetting.xcodeproj)")
    }

    @Test func anXcconfigWithAPrefixFromAnIncludedXcconfig() throws {
        let tree = try Tree("XCConfig")
        let domain = try project(try tree.located()["Sources/Settings.bundle"])
        // The target's App.xcconfig beats the project's Project.xcconfig; the optional
        // Local.xcconfig is missing and skipped; the comment after the prefix is not part of it.
        #expect(domain.domain == "com.example.configured")
        #expect(domain.sourceName == "xcconfig")
        #expect(domain.detail.hasPrefix("Configs/App.xcconfig, target Configured"))
        // The app's name is its PRODUCT_NAME, not the name of the folder holding the bundle (Sources).
        #expect(try BundleLocator.locate(tree.root.path).first?.name == "Configured")
    }

    /// Awful.app's layout: `#include "Config/Common-Debug.xcconfig"` in `App/Config/` names a file
    /// of the project's folder; Xcode looks in the including file's folder, then its includers',
    /// then the project's (SRCROOT), and adds `.xcconfig` to a name without an extension.
    @Test func includesAreLookedForAsXcodeLooksForThem() throws {
        let tree = try Tree("IncludeSearch")
        let domain = try project(try tree.located()["App/Settings.bundle"])
        // BUNDLE_ID_PREFIX from Config/Common.xcconfig; LOCAL_SUFFIX from Local.xcconfig at the root.
        #expect(domain.domain == "com.example.awful.local", "\(domain.notes)")
        #expect(!domain.notes.joined().contains("cannot be read"), "\(domain.notes)")
        let file = XCConfigFile(
            url: tree.bundle("App/Config/Awful-Debug.xcconfig"), checkout: tree.root, searchPaths: [tree.root])
        #expect(file.problems.isEmpty, "\(file.problems)")
        let values = Dictionary(file.assignments.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
        #expect(values["ASSETCATALOG_COMPILER_APPICON_NAME"] == "rated_five_appicon")
        #expect(values["SHARED"] == "found beside the first includer")  // Config/ -> App/Config/
        #expect(values["EXTRA"] == "found without its extension")
        #expect(values["LOCAL_SUFFIX"] == ".local")
        // Relative to the including file only (the old reading), the first include is missing.
        let alone = XCConfigFile(url: tree.bundle("App/Config/Awful-Debug.xcconfig"), checkout: tree.root)
        #expect(alone.problems.first?.contains("App/Config/Config/Common-Debug.xcconfig cannot be read") == true)
    }

    @Test func aQuotedXcconfigValue() throws {
        let domain = try project(try Tree("XCConfigQuoted").located()["Settings.bundle"])
        #expect(domain.domain == "com.example.quoted")
        #expect(domain.sourceName == "xcconfig")
    }

    @Test func anEmptyDebugValueFallsBackToAConfigurationThatResolves() throws {
        let tree = try Tree("Conditional")
        let domain = try project(try tree.located()["App/Settings.bundle"])
        // The project's default configuration is Debug, whose identifier is empty.
        #expect(domain.domain == "com.example.conditional")  // not the [sdk=iphonesimulator*] one
        #expect(domain.configuration == "Release")
        #expect(domain.detail.contains("configuration Debug leaves $(PRODUCT_BUNDLE_IDENTIFIER) empty"))
        let release = try project(try tree.located(configuration: "Release")["App/Settings.bundle"])
        #expect(release.configuration == "Release" && release.notes.isEmpty)
    }

    @Test func rfc1034IdentifierOfAProductNameWithSpaces() throws {
        let tree = try Tree("Spaces")
        let domain = try project(try tree.located()["My Great App/Settings.bundle"])
        // A generated Info.plist (GENERATE_INFOPLIST_FILE = YES, no INFOPLIST_FILE): PRODUCT_BUNDLE_IDENTIFIER.
        #expect(domain.domain == "com.example.My-Great-App")
        #expect(domain.target == "My Great App")
    }

    @Test func twoAppTargetsAnExtensionAndABundleNoTargetClaims() throws {
        let found = try Tree("TwoApps").located()
        #expect(try project(found["Alpha/Settings.bundle"]).domain == "com.example.alpha")
        // Beta copies its Resources folder (a folder reference) holding the bundle.
        #expect(try project(found["Beta/Resources/Settings.bundle"]).domain == "com.example.beta")
        // Only the extension copies this one: an extension's settings are not an app's.
        #expect(found["Widget/Settings.bundle"]?.isPreview == true)
        let unused = try #require(found["Unused/Settings.bundle"])
        #expect(unused.domain == "preview.Unused.Settings")
        #expect(unused.detail.contains("no application target of TwoApps.xcodeproj copies it"))
    }

    /// A target whose name starts with `-` is named with `--target=NAME`: `--target '-Lite'` would
    /// be read as `--target` without a value and the option `-Lite`.
    @Test func aTargetNameThatLooksLikeAnOptionIsPrintedWithAnEqualsSign() {
        var domain = ProjectDomain(
            domain: "com.example.app", source: .project, project: URL(fileURLWithPath: "/p/App.xcodeproj"),
            target: "App", configuration: "Debug")
        domain.otherTargets = ["-Lite", "Pro"]
        #expect(domain.otherTargetsSentence == "also copied by targets -Lite (--target='-Lite'), Pro (--target Pro)")
        #expect(ShellText.option("--scheme", "-x y") == "--scheme='-x y'")
        #expect(ShellText.option("--scheme", "x y") == "--scheme 'x y'")
    }

    /// Wheelmap (real, abridged): Wheelmap-Alpha, Wheelmap-Beta and Wheelmap-Live (the App Store app)
    /// all copy Resources/Settings.bundle. The first in project order is used unless `--target`
    /// picks another, and the others are named with the option that picks each.
    @Test func severalAppTargetsCopyOneBundle() throws {
        let tree = try Tree("Wheelmap")
        let alpha = try project(try tree.located()["Resources/Settings.bundle"])
        #expect(alpha.target == "Wheelmap-Alpha")
        #expect(alpha.domain == "com.smartmobilefactory.wheelmap2.enterprise")
        #expect(alpha.otherTargets == ["Wheelmap-Beta", "Wheelmap-Live"])
        #expect(
            alpha.detail.hasSuffix(
                "also copied by targets Wheelmap-Beta (--target Wheelmap-Beta), Wheelmap-Live (--target Wheelmap-Live)")
        )
        let live = try project(try tree.located(target: "Wheelmap-Live")["Resources/Settings.bundle"])
        #expect(live.domain == "de.sozialhelden.wheelmap.iphone")
        #expect(live.target == "Wheelmap-Live")
        #expect(live.otherTargets == ["Wheelmap-Alpha", "Wheelmap-Beta"])
        let beta = try project(try tree.located(target: "Wheelmap-Beta")["Resources/Settings.bundle"])
        #expect(beta.domain == "com.smartmobilefactory.wheelmap2.live.enterprise")
        // A name no target that copies it has: an error naming those that do.
        #expect {
            try tree.located(target: "Wheelmap")
        } throws: { error in
            guard case BundleError.unknownTarget(let name, _, let candidates, _) = error else { return false }
            return name == "Wheelmap" && candidates == ["Wheelmap-Alpha", "Wheelmap-Beta", "Wheelmap-Live"]
                && "\(error)".contains("the targets that do: Wheelmap-Alpha (--target Wheelmap-Alpha)")
        }
        // One target copies the bundle: `--target` naming another is an error too.
        #expect(throws: BundleError.self) { try Tree("Spaces").located(target: "Other") }
    }

    @Test func aTreeWithTwoProjects() throws {
        let found = try Tree("TwoProjects").located()
        #expect(try project(found["ProjectA/App/Settings.bundle"]).domain == "com.example.a")
        #expect(try project(found["ProjectB/App/Settings.bundle"]).target == "AppB")
        #expect(try project(found["ProjectB/App/Settings.bundle"]).domain == "com.example.b")
    }

    @Test func aMalformedProjectIsAClearErrorNamingTheFile() throws {
        let tree = try Tree("Malformed")
        let file = tree.bundle("Malformed.xcodeproj/project.pbxproj").path
        #expect(throws: ProjectError.self) { try XcodeProject(bundle: tree.bundle("Malformed.xcodeproj")) }
        do {
            _ = try XcodeProject(bundle: tree.bundle("Malformed.xcodeproj"))
        } catch {
            #expect(error.description.hasPrefix("\(file) is not a valid Xcode project (Missing ';'"))
            #expect(error.description.contains("line 7"))
        }
        // The bundle still opens, under a preview domain whose reason names the file.
        let resolution = try #require(try tree.located()["App/Settings.bundle"])
        #expect(resolution.domain == "preview.App.Settings")
        #expect(resolution.detail.contains(file))
    }

    @Test func undefinedSettingsExpandToNothingAsInXcode() throws {
        let found = try Tree("Undefined").located()
        let suffix = try project(found["Suffix/Settings.bundle"])
        #expect(suffix.domain == "com.example.suffix")
        #expect(suffix.detail.contains("$(BUNDLE_ID_SUFFIX) undefined, expanded to nothing"))
        let prefix = try #require(found["Prefix/Settings.bundle"])
        #expect(prefix.isPreview)
        #expect(prefix.detail.contains("gives \".prefix\" for $(PRODUCT_BUNDLE_IDENTIFIER), not a usable identifier"))
        #expect(prefix.detail.contains("$(BUNDLE_ID_PREFIX) undefined"))
    }

    @Test func aFolderOfBareBundlesGetsPreviewDomains() throws {
        let found = try Tree("BareBundles").located()
        #expect(
            found.mapValues(\.domain) == [
                "One/Settings.bundle": "preview.One.Settings", "Two/Settings.bundle": "preview.Two.Settings",
            ])
        #expect(found.values.allSatisfy { $0.source == "preview" })
    }

    @Test func theResolverReadsEachProjectOnce() throws {
        let tree = try Tree("TwoApps")
        let resolver = ProjectDomainResolver()
        for name in ["Alpha", "Beta/Resources", "Unused"] {
            _ = resolver.resolve(bundle: tree.bundle("\(name)/Settings.bundle"))
        }
        #expect(resolver.problems.isEmpty)
        let outcome = resolver.resolve(bundle: tree.bundle("Alpha/Settings.bundle"))
        guard case .resolved(let domain) = outcome else {
            Issue.record("expected Alpha to resolve: \(outcome)")
            return
        }
        #expect(domain.target == "Alpha")
    }

    @Test func previewDomainsAreValidDomainNames() {
        #expect(
            BundleLocator.previewDomain(for: URL(fileURLWithPath: "/x/My App!/Settings.bundle"))
                == "preview.My-App-.Settings")
        #expect(BundleLocator.previewDomain(for: URL(fileURLWithPath: "/Settings.bundle")) == "preview.root.Settings")
    }
}
